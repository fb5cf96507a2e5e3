// RFC 4180 output: a cell is quoted when it holds a comma, a quote, a line
// break or edge spaces (which a reader would trim), with quotes doubled.
const needsQuotes = /[",\r\n]|^\s|\s$/;

const cell = (text: string) => (needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The CSV's lines, header first, each ending CRLF as RFC 4180 and spreadsheets expect. */
export function* csvLines(columns: readonly string[], rows: Iterable<readonly string[]>): Generator<string> {
  yield columns.map(cell).join(',') + '\r\n';
  for (const row of rows) yield row.map(cell).join(',') + '\r\n';
}

/** One CSV text. */
export function csvText(columns: readonly string[], rows: Iterable<readonly string[]>): string {
  return [...csvLines(columns, rows)].join('');
}
