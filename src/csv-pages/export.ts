// `lpgen export pages.csv`: one row per page file with the page's own values
// (what its file sets), so a spreadsheet round trip never copies an inherited
// value into a page. Beside each column that some page inherits a value for
// is a companion column, `heroHeadline (inherited)`, showing what the page gets
// from the site and niche defaults when its own cell is empty: the text a
// copywriter replaces. `lpgen update` ignores companion columns. The last
// column, fileHash, records the page file's bytes as exported, so update can
// refuse a row whose file was edited since. Lists get as many numbered columns
// as the longest list any page has or inherits, so a copywriter has room to fill.
import { createHash } from 'node:crypto';
import { closeSync, openSync, realpathSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { mergeLayers } from '../content/cascade.js';
import { ContentError, LpgenError } from '../errors.js';
import { displayPath, readSources, type SourceFile } from '../content/read.js';
import { neutraliseCell } from './cells.js';
import { CSV_SHAPES, columnsOf, fitSlots, flatten, isRecord, type Slots } from './columns.js';
import { csvLines } from './write-csv.js';

/** Columns that name the page; `update` finds the page by `file` and refuses to change niche or city. */
export const KEY_COLUMNS = ['file', 'niche', 'city'] as const;

/** The column holding the hash of the page file as exported. */
export const HASH_COLUMN = 'fileHash';

const INHERITED = ' (inherited)';
/** 'heroHeadline' → 'heroHeadline (inherited)': the column showing what the page inherits there. */
export const inheritedColumn = (column: string) => column + INHERITED;
export const isInheritedColumn = (column: string) => column.endsWith(INHERITED);

/** A page file's bytes as the sheet records them: 16 hex digits of SHA-256, enough to tell any edit. */
export const fileHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A page file's key: its path inside the content folder, e.g. pages/dentist-miami.yaml. */
export const pageKey = (contentDir: string, source: SourceFile) => path.relative(path.resolve(contentDir), source.abs).split(path.sep).join('/');

const defaultsOf = (data: unknown) => (isRecord(data) && isRecord(data.defaults) ? data.defaults : {});

/** The sheet's lines (made one row at a time, as they are written), and its size. */
export function exportCsv(contentDir: string): { lines: Iterable<string>; rows: number; columns: number } {
  const sources = readSources(contentDir);
  if (sources.issues.length > 0) throw new ContentError(sources.issues);
  const siteDefaults = defaultsOf(sources.site?.data);
  // What a page of each niche inherits: the site's defaults with its niche's merged over them, as the build's cascade does.
  const inheritedBy = new Map(sources.niches.map((n) => [n.name, mergeLayers(siteDefaults, defaultsOf(n.data))]));
  // The inherited cells of each niche, flattened once: every page of a niche inherits the same (10,000 pages, 19 niches).
  const cellsOf = (layer: Record<string, unknown>) => {
    const cells = new Map<string, string>();
    for (const [field, shape] of CSV_SHAPES) flatten(field, shape, layer[field], cells);
    return cells;
  };
  const siteCells = cellsOf(siteDefaults);
  const inheritedCells = new Map([...inheritedBy].map(([niche, layer]) => [niche, cellsOf(layer)]));
  const pages = sources.pages
    .map((s) => {
      const data = isRecord(s.data) ? s.data : {};
      return { key: pageKey(contentDir, s), data, from: inheritedCells.get(text(data.niche)) ?? siteCells, hash: fileHash(s.text) };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const slots: Slots = new Map();
  for (const [field, shape] of CSV_SHAPES)
    for (const layer of [siteDefaults, ...inheritedBy.values(), ...pages.map((p) => p.data)]) fitSlots(field, shape, layer[field], slots);
  // A companion column only where some page inherits something: a column nobody inherits would stay empty.
  const inheritedSomewhere = new Set([...new Set(pages.map((p) => p.from))].flatMap((cells) => [...cells.keys()]));
  const columns = [
    ...KEY_COLUMNS,
    ...[...CSV_SHAPES].flatMap(([field, shape]) => columnsOf(field, shape, slots)).flatMap((c) => (inheritedSomewhere.has(c) ? [c, inheritedColumn(c)] : [c])),
    HASH_COLUMN,
  ];
  // Rows made one at a time as the text is joined: at 10,000 pages no row's cells outlive it.
  function* rows(): Generator<string[]> {
    for (const { key, data, from, hash } of pages) {
      const own = new Map<string, string>([
        ['file', key],
        ['niche', text(data.niche)],
        ['city', text(data.city)],
        [HASH_COLUMN, hash],
      ]);
      for (const [field, shape] of CSV_SHAPES) flatten(field, shape, data[field], own);
      yield columns.map((c) => neutraliseCell((isInheritedColumn(c) ? from.get(c.slice(0, -INHERITED.length)) : own.get(c)) ?? ''));
    }
  }
  return { lines: csvLines(columns, rows()), rows: pages.length, columns: columns.length };
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** Whether `target` is `folder` or inside it, symlinks resolved where the paths exist. */
function isInside(target: string, folder: string): boolean {
  const real = (p: string): string => {
    try {
      return realpathSync(p);
    } catch {
      const parent = path.dirname(p);
      return parent === p ? p : path.join(real(parent), path.basename(p));
    }
  };
  const rel = path.relative(real(folder), real(target));
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Writes the sheet; an existing file is kept unless `force` (it may be a copywriter's edited sheet). */
export function writeExport(contentDir: string, out: string, force?: boolean): { rows: number; columns: number } {
  const shown = displayPath(path.resolve(out));
  const publicDir = path.resolve(contentDir, 'public');
  // content/public/ is copied into the site as it is: a sheet there would be published.
  if (isInside(path.resolve(out), publicDir))
    throw new LpgenError(
      `${shown} is inside ${displayPath(publicDir)}/, which the build copies into the site: the sheet would be published. Write it outside the content folder, e.g. lpgen export pages.csv`,
      2,
    );
  const { lines, rows, columns } = exportCsv(contentDir);
  try {
    const fd = openSync(out, force ? 'w' : 'wx');
    let done = false;
    try {
      // Written in chunks of about 1 MB as the rows are made: a 10,000-page sheet (77 MB) is never one string.
      let chunk: string[] = [];
      let size = 0;
      for (const line of lines) {
        chunk.push(line);
        size += line.length;
        if (size >= 1 << 20) {
          writeSync(fd, chunk.join(''));
          chunk = [];
          size = 0;
        }
      }
      writeSync(fd, chunk.join(''));
      done = true;
    } finally {
      closeSync(fd);
      // A half-written sheet (a full disk) would pass for a whole one: it goes.
      if (!done) rmSync(out, { force: true });
    }
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
