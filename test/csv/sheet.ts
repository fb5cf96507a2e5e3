// A copywriter's edit of an exported sheet, made the way a spreadsheet saves it:
// the cells read raw (no lpgen restoring), one row's cells changed, written back
// as RFC 4180 with CRLF rows.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { csvText } from '../../src/csv-pages/write-csv.js';

export function readRaw(sheet: string): { header: string[]; rows: string[][] } {
  const [header, ...rows] = parse(readFileSync(sheet, 'utf8'), { bom: true, relax_column_count: true }) as string[][];
  return { header, rows };
}

/** The sheet with `edit` applied to the row of page `file` (e.g. pages/x.yaml), written back. */
export function editRow(sheet: string, file: string, edit: (row: string[], col: (name: string) => number) => void): void {
  const { header, rows } = readRaw(sheet);
  const row = rows.find((r) => r[0] === file);
  if (!row) throw new Error(`no row for ${file} in ${sheet}`);
  edit(row, (name) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`no column ${name}`);
    return i;
  });
  writeFileSync(sheet, csvText(header, rows));
}
