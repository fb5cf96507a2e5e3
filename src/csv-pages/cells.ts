// Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that
// starts with =, +, -, @, a tab or a carriage return as a formula. lpgen export
// puts a single quote before such a cell (the spreadsheet then shows it as
// text), and every sheet reader takes one quote off again, so the round trip
// keeps every byte. A value that itself starts with quotes and then such a
// character gets one more quote, so taking one off always gives it back.
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;

/** The cell lpgen export writes for a value. */
export const neutraliseCell = (value: string) => (FORMULA_LIKE.test(value) ? `'${value}` : value);

/** The value a cell stands for: one quote before a formula-like value taken off. */
export const restoreCell = (cell: string) => (cell.startsWith("'") && FORMULA_LIKE.test(cell) ? cell.slice(1) : cell);
