// A spreadsheet file (an export to `lpgen update --from`, a plan to `lpgen new
// --from`): read with a size bound, refused unless it is UTF-8 text (the
// encoding it seems to be in is named), then RFC 4180 CSV read by csv-parse
// (quoted fields may hold commas, doubled quotes and line breaks), mapped to
// rows keyed by the header, each with the line it starts on for error messages.
// Cells come back as the page had them: a quote lpgen export put before a
// formula-like cell is taken off, and line breaks inside a cell are \n.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { CsvError, parse } from 'csv-parse/sync';
import { fsReason } from '../content/files.js';
import { clip, LpgenError } from '../errors.js';
import { restoreCell } from './cells.js';

export interface CsvRow {
  /** 1-based line where the row starts, for error messages. */
  line: number;
  values: Record<string, string>;
}

/**
 * The largest sheet read: an export of 10,000 pages with every list filled is
 * about 77 MB; anything far bigger is a wrong file (a data dump, a device), and
 * reading it whole would take the machine's memory.
 */
export const MAX_SHEET_BYTES = 256 * 1024 * 1024;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The bytes of `file`, at most MAX_SHEET_BYTES of them, read in chunks so that a device or a growing file is refused rather than read forever. */
function readBounded(file: string, option: string, limit: number): Buffer {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    throw new LpgenError(`cannot read ${option} ${file}: ${fsReason(error)}`, 1, { cause: error });
  }
  try {
    if (fstatSync(fd).isDirectory()) throw new LpgenError(`cannot read ${option} ${file}: it is a folder, not a CSV file`);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, limit + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      total += n;
      // Binary input (an image, /dev/urandom) is refused from its first chunk, before more of it is read.
      if (chunks.length === 1) refuseBinary(chunks[0], file, option);
      if (total > limit) throw new LpgenError(`${option} ${file} is over ${mb(limit)}: a sheet of 10,000 pages is far smaller; is it the right file?`);
    }
    return Buffer.concat(chunks, total);
  } catch (error) {
    if (error instanceof LpgenError) throw error;
    throw new LpgenError(`cannot read ${option} ${file}: ${fsReason(error)}`, 1, { cause: error });
  } finally {
    closeSync(fd);
  }
}

/** UTF-16 without a byte-order mark reads as text with a NUL before or after each ASCII letter. */
function looksUtf16(bytes: Buffer): 'LE' | 'BE' | undefined {
  const n = Math.min(bytes.length, 512) & ~1;
  if (n < 4) return undefined;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) even++;
    if (bytes[i + 1] === 0) odd++;
  }
  if (odd > n / 4 && even === 0) return 'LE';
  if (even > n / 4 && odd === 0) return 'BE';
  return undefined;
}

const SAVE_AS = 'save it from the spreadsheet as "CSV UTF-8 (comma delimited)" and try again';

function refuseBinary(head: Buffer, file: string, option: string): void {
  if (head[0] === 0xff && head[1] === 0xfe) throw new LpgenError(`${option} ${file} is UTF-16 (little-endian, with a byte-order mark), not UTF-8: ${SAVE_AS}`);
  if (head[0] === 0xfe && head[1] === 0xff) throw new LpgenError(`${option} ${file} is UTF-16 (big-endian, with a byte-order mark), not UTF-8: ${SAVE_AS}`);
  const utf16 = looksUtf16(head);
  if (utf16) throw new LpgenError(`${option} ${file} looks like UTF-16 (${utf16 === 'LE' ? 'little' : 'big'}-endian), not UTF-8: ${SAVE_AS}`);
  const nul = head.indexOf(0);
  if (nul >= 0) throw new LpgenError(`${option} ${file} is not a CSV text file: it holds binary data (a NUL byte at byte ${nul + 1}); is it the right file?`);
}

/** 1-based line of a byte offset. */
function lineOfByte(bytes: Buffer, offset: number): number {
  let line = 1;
  for (let i = bytes.indexOf(0x0a); i !== -1 && i < offset; i = bytes.indexOf(0x0a, i + 1)) line++;
  return line;
}

/** The text of a sheet, refused (with the encoding it seems to be in) unless it is UTF-8. */
export function readSheet(file: string, option = '--from', limit = MAX_SHEET_BYTES): string {
  const bytes = readBounded(file, option, limit);
  if (!isUtf8(bytes)) {
    let at = 0;
    while (at < bytes.length && bytes[at] < 0x80) at++;
    // Not UTF-8 and no NUL bytes: a single-byte code page, and Windows-1252 is what Excel on Windows writes for "CSV".
    throw new LpgenError(
      `${option} ${file} is not UTF-8: line ${lineOfByte(bytes, at)} has the byte 0x${bytes[at].toString(16)}, so it looks like Windows-1252 (Excel's plain "CSV" on Windows) or Latin-1; ${SAVE_AS}`,
    );
  }
  const nul = bytes.indexOf(0);
  if (nul >= 0)
    throw new LpgenError(`${option} ${file} is not a CSV text file: line ${lineOfByte(bytes, nul)} holds a NUL byte (binary data); is it the right file?`);
  return bytes.toString('utf8');
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

/**
 * A cell as the page holds it: line breaks as \n (a sheet saved with CRLF inside
 * cells must not turn a `|` block into a quoted string with \r\n), and the quote
 * lpgen export put before a formula-like cell taken off.
 */
const cellValue = (cell: string) => lineBreaksAsLf(restoreCell(cell));

export const lineBreaksAsLf = (text: string) => text.replace(/\r\n?/g, '\n');

/** Rows keyed by the header's column names; a duplicated column, or a row with more cells than the header, is an error. */
export function parseCsv(text: string, file: string): { columns: string[]; rows: CsvRow[] } {
  const [head, ...body] = records(text, file);
  if (!head) throw new LpgenError(`${file}: the file is empty; expected a header line such as niche,city`);
  const columns = head.cells;
  // A spreadsheet set to a European locale saves "CSV" with semicolons: the header is then one long column.
  if (columns.length === 1 && columns[0].includes(';'))
    throw new LpgenError(
      `${file}:${head.line}: the columns are separated by semicolons (;), not commas: save it as "CSV UTF-8 (comma delimited)", or set the spreadsheet's list separator to a comma`,
    );
  const first = new Map<string, number>();
  columns.forEach((column, k) => {
    const twin = first.get(column);
    if (twin !== undefined) throw new LpgenError(`${file}:${head.line}: column "${clip(column)}" appears twice (columns ${twin + 1} and ${k + 1}); keep one`);
    first.set(column, k);
  });
  const rows = body.map(({ line, cells }) => {
    if (cells.length > columns.length) throw new LpgenError(`${file}:${line}: ${cells.length} fields, but the header has ${columns.length}`);
    return { line, values: Object.fromEntries(columns.map((c, k) => [c, cellValue(cells[k] ?? '')])) };
  });
  return { columns, rows };
}
