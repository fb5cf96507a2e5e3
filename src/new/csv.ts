// A --from plan: RFC 4180 CSV read by csv-parse (quoted fields may hold commas,
// doubled quotes and line breaks), mapped to rows keyed by the header, each
// with the line it starts on for error messages.
import { CsvError, parse } from 'csv-parse/sync';
import { clip, LpgenError } from '../errors.js';

export interface CsvRow {
  /** 1-based line where the row starts, for error messages. */
  line: number;
  values: Record<string, string>;
}

/** csv-parse's refusals in the words of a spreadsheet user. */
const PROBLEMS: Record<string, string> = {
  INVALID_OPENING_QUOTE: 'a quote inside an unquoted field; quote the whole field and double the quote ("")',
  CSV_INVALID_CLOSING_QUOTE: 'text after a closing quote; quote the whole field and double any quote inside it ("")',
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
};

function records(text: string, file: string): Array<{ line: number; cells: string[] }> {
  let parsed: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // info: true makes each record { record, info }, which the typings do not express.
    parsed = parse(text, {
      bom: true,
      trim: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // Any line ending, even mixed in one file (csv-parse would otherwise keep the first one it sees).
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as typeof parsed;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    throw new LpgenError(`${file}:${line}: ${PROBLEMS[error.code] ?? clip(error.message, 200)}`, 1, { cause: error });
  }
  // info.lines is the line a record ends on; a record spans one more line per line break inside its quoted cells.
  return parsed
    .filter(({ record }) => !(record.length === 1 && record[0] === ''))
    .map(({ record, info }) => ({ line: info.lines - record.reduce((n, cell) => n + (cell.match(/\r\n|\n|\r/g)?.length ?? 0), 0), cells: record }));
}

/** Rows keyed by the header's column names; a duplicated column, or a row with more cells than the header, is an error. */
export function parseCsv(text: string, file: string): { columns: string[]; rows: CsvRow[] } {
  const [head, ...body] = records(text, file);
  if (!head) throw new LpgenError(`${file}: the file is empty; expected a header line such as niche,city`);
  const columns = head.cells;
  const first = new Map<string, number>();
  columns.forEach((column, k) => {
    const twin = first.get(column);
    if (twin !== undefined) throw new LpgenError(`${file}:${head.line}: column "${clip(column)}" appears twice (columns ${twin + 1} and ${k + 1}); keep one`);
    first.set(column, k);
  });
  const rows = body.map(({ line, cells }) => {
    if (cells.length > columns.length) throw new LpgenError(`${file}:${line}: ${cells.length} fields, but the header has ${columns.length}`);
    return { line, values: Object.fromEntries(columns.map((c, k) => [c, cells[k] ?? ''])) };
  });
  return { columns, rows };
}
