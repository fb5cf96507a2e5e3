// RFC 4180 output: a cell is quoted when it holds a comma, a quote, a line
// break or edge spaces (which a reader would trim), with quotes doubled.
const needsQuotes = /[",\r\n]|^\s|\s$/;

const cell = (text: string) => (needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** One CSV text, header first, CRLF line ends as RFC 4180 and spreadsheets expect. */
export function csvText(columns: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [columns.map(cell).join(',')];
  for (const row of rows) lines.push(row.map(cell).join(','));
  return lines.join('\r\n') + '\r\n';
}
