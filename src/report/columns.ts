// Export files name the same thing many ways ("Top pages", "page", "Sub ID",
// "fp_sid"): a column is found by any of its names, ignoring case, spaces,
// underscores and order, and a value's problem is named by file:LINE:COLUMN.
import { LpgenError } from '../errors.js';
import type { CsvRow } from '../csv-pages/read-csv.js';

const norm = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

/** The header's column for the first of `names` it has, or undefined. */
export function findColumn(columns: readonly string[], names: readonly string[]): string | undefined {
  const byNorm = new Map(columns.map((c) => [norm(c), c]));
  for (const n of names) {
    const hit = byNorm.get(norm(n));
    if (hit !== undefined) return hit;
  }
  return undefined;
}

export function requireColumn(file: string, columns: readonly string[], names: readonly string[], what: string): string {
  const hit = findColumn(columns, names);
  if (hit === undefined)
    throw new LpgenError(`${file}:1:1: no ${what} column; expected one of ${names.map((n) => `"${n}"`).join(', ')} (the header has ${columns.join(', ')})`);
  return hit;
}

/** A number cell ('1,234', '3.2%', '$12.50', '' → 0), or a located error. */
export function numberCell(file: string, columns: readonly string[], row: CsvRow, column: string): number {
  const raw = row.values[column].trim();
  if (raw === '') return 0;
  const n = Number(raw.replace(/[,$%]/g, ''));
  if (!Number.isFinite(n)) throw new LpgenError(`${file}:${row.line}:${columns.indexOf(column) + 1}  ${column}: "${raw}" is not a number`);
  return n;
}
