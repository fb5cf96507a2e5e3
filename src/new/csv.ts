// RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks.
// One pass over the text, so a 10,000-row plan costs one scan.
import { LpgenError } from '../errors.js';

export interface CsvRow {
  /** 1-based line where the row starts, for error messages. */
  line: number;
  values: Record<string, string>;
}

function cells(text: string, file: string): Array<{ line: number; cells: string[] }> {
  const rows: Array<{ line: number; cells: string[] }> = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    // A blank line is no row.
    if (!(row.length === 1 && row[0].trim() === '')) rows.push({ line: rowLine, cells: row });
    row = [];
    cell = '';
  };
  const src = text.replace(/^\uFEFF/, '');
  while (i < src.length) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === '"') {
      throw new LpgenError(`${file}:${line}: a quote inside an unquoted field; quote the whole field and double the quote ("")`);
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += ch;
    i++;
  }
  if (quoted) throw new LpgenError(`${file}:${rowLine}: a quoted field is never closed`);
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** Rows keyed by the header's column names (trimmed); a row with more cells than the header is an error. */
export function parseCsv(text: string, file: string): { columns: string[]; rows: CsvRow[] } {
  const [head, ...body] = cells(text, file);
  if (!head) throw new LpgenError(`${file}: the file is empty; expected a header line such as niche,city`);
  const columns = head.cells.map((c) => c.trim());
  const rows = body.map(({ line, cells: values }) => {
    if (values.length > columns.length) throw new LpgenError(`${file}:${line}: ${values.length} fields, but the header has ${columns.length}`);
    return { line, values: Object.fromEntries(columns.map((c, k) => [c, (values[k] ?? '').trim()])) };
  });
  return { columns, rows };
}
