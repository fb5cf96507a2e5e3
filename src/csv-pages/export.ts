// `lpgen export pages.csv`: one row per page file with the page's own values
// only (what its file sets), so a spreadsheet round trip never copies an
// inherited value into a page. Lists get as many numbered columns as the
// longest list any page has or inherits, so a copywriter has room to fill.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError, LpgenError } from '../errors.js';
import { displayPath, readSources, type SourceFile } from '../content/read.js';
import { CSV_SHAPES, columnsOf, fitSlots, flatten, isRecord, type Slots } from './columns.js';
import { csvText } from './write-csv.js';

/** Columns that name the page; `update` finds the page by `file` and refuses to change niche or city. */
export const KEY_COLUMNS = ['file', 'niche', 'city'] as const;

/** A page file's key: its path inside the content folder, e.g. pages/dentist-miami.yaml. */
export const pageKey = (contentDir: string, source: SourceFile) => path.relative(path.resolve(contentDir), source.abs).split(path.sep).join('/');

export function exportCsv(contentDir: string): { text: string; rows: number; columns: number } {
  const sources = readSources(contentDir);
  if (sources.issues.length > 0) throw new ContentError(sources.issues);
  const defaults = [sources.site?.data, ...sources.niches.map((n) => n.data)].map((d) => (isRecord(d) && isRecord(d.defaults) ? d.defaults : {}));
  const pages = sources.pages
    .map((s) => ({ key: pageKey(contentDir, s), data: isRecord(s.data) ? s.data : {} }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const slots: Slots = new Map();
  for (const [field, shape] of CSV_SHAPES) for (const layer of [...defaults, ...pages.map((p) => p.data)]) fitSlots(field, shape, layer[field], slots);
  const columns = [...KEY_COLUMNS, ...[...CSV_SHAPES].flatMap(([field, shape]) => columnsOf(field, shape, slots))];
  const rows = pages.map(({ key, data }) => {
    const cells = new Map<string, string>([
      ['file', key],
      ['niche', text(data.niche)],
      ['city', text(data.city)],
    ]);
    for (const [field, shape] of CSV_SHAPES) flatten(field, shape, data[field], cells);
    return columns.map((c) => cells.get(c) ?? '');
  });
  return { text: csvText(columns, rows), rows: rows.length, columns: columns.length };
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** Writes the sheet; an existing file is kept unless `force` (it may be a copywriter's edited sheet). */
export function writeExport(contentDir: string, out: string, force?: boolean): { rows: number; columns: number } {
  const { text: csv, rows, columns } = exportCsv(contentDir);
  const shown = displayPath(path.resolve(out));
  try {
    writeFileSync(out, csv, { flag: force ? 'w' : 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST')
      throw new LpgenError(
        `${shown} already exists (it may hold edits not imported yet): import it with lpgen update --from ${shown}, or pass --force to replace it`,
        1,
        { cause: error },
      );
    throw new LpgenError(`cannot write ${shown}: ${code ?? (error as Error).message}`, 1, { cause: error });
  }
  return { rows, columns };
}
