// `lpgen update --from pages.csv`: edits the page files a sheet changes, in
// place, through the yaml Document API so comments, key order and line endings
// stay. A field is touched only when one of its cells differs from what the
// file says, so a sheet exported and imported unedited changes no byte. A row
// whose page file changed since the export (its fileHash no longer matches)
// is refused unless --force: writing it would undo the file's edit. One Map
// look-up per row; the changed files are validated together by the build's
// loader, and every mistake of the sheet, its own and the loader's, is
// reported at once as sheet:ROW:COLUMN before anything is written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { readSources, displayPath, type SourceFile } from '../content/read.js';
import { writeContentFiles } from '../content-write/content-files.js';
import type { Logger } from '../log.js';
import { ContentError, LpgenError, printable } from '../errors.js';
import { lineBreaksAsLf, parseCsv, readSheet } from './read-csv.js';
import { dryCheckAll } from '../new/write.js';
import { CSV_SHAPES, columnOfIssueField, fieldOfColumn, flatten, headerSlots, isRecord, unflatten, type CellProblem, type Shape } from './columns.js';
import { fileHash, HASH_COLUMN, isInheritedColumn, KEY_COLUMNS, pageKey } from './export.js';
import { PageKeys } from './page-keys.js';
import { didYouMean } from '../suggest.js';

export interface PageChange {
  file: string;
  /** The sheet's line for the page, for messages. */
  line: number;
  fields: string[];
  text: string;
  /** fileHash of the bytes the change was made from: the writer refuses a file that no longer has them. */
  base: string;
}

/** A row written over a file edited since the export, because of --force. */
export interface Overridden {
  file: string;
  line: number;
  fields: string[];
}

interface Located {
  line: number;
  column: string;
  message: string;
}

/** What the sheet changes, validated; throws one LpgenError listing every mistake. */
export function planUpdate(contentDir: string, sheet: string, opts: { force?: boolean } = {}): { changes: PageChange[]; overridden: Overridden[] } {
  const name = displayPath(path.resolve(sheet));
  const { columns, rows } = parseCsv(readSheet(sheet, '--from'), name);
  const at = new Map(columns.map((c, i) => [c, i + 1]));
  const problems: Located[] = [];
  const known = [...KEY_COLUMNS, ...CSV_SHAPES.keys()];
  for (const column of columns) {
    if (!(KEY_COLUMNS as readonly string[]).includes(column) && column !== HASH_COLUMN && !isInheritedColumn(column) && !fieldOfColumn(column)) {
      problems.push({
        line: 1,
        column,
        message: `unknown column${didYouMean(column.split('.')[0], known)}; columns: ${known.join(', ')} (lists and objects as painPoints.1.title, testimonial.quote)`,
      });
    }
  }
  if (!at.has('file')) throw new LpgenError(`${name}:1: a file column is required (as lpgen export writes it: pages/<page>.yaml)`);
  // An unknown column is reported and left out; the rows are still read, so one run names every mistake.
  const slots = headerSlots(columns);
  const fieldColumns = new Map<string, string[]>();
  for (const column of columns) {
    const field = isInheritedColumn(column) ? undefined : fieldOfColumn(column);
    if (field) fieldColumns.set(field, [...(fieldColumns.get(field) ?? []), column]);
  }
  const sources = readSources(contentDir);
  if (sources.issues.length > 0) throw new ContentError(sources.issues);
  const keys = new PageKeys(
    sources.pages.map((s) => pageKey(contentDir, s)),
    contentDir,
  );
  const byKey = new Map(sources.pages.map((s) => [pageKey(contentDir, s), s]));
  const content = displayPath(path.resolve(contentDir));
  const seen = new Map<string, number>();
  const changes: PageChange[] = [];
  const overridden: Overridden[] = [];
  for (const { line, values } of rows) {
    const key = values.file;
    const source = byKey.get(key);
    const fail = (column: string, message: string) => problems.push({ line, column, message });
    if (!source) {
      fail('file', key === '' ? 'empty: each row names its page file' : `no page file ${key} in ${content}${keys.suggest(key)}`);
      continue;
    }
    const twin = seen.get(key);
    if (twin !== undefined) {
      fail('file', `${key} is also on line ${twin}; one row per page`);
      continue;
    }
    seen.set(key, line);
    const change = changeOf(source, values, fieldColumns, slots, fail);
    if (!change) continue;
    const exported = values[HASH_COLUMN] ?? '';
    const base = fileHash(source.text);
    if (exported !== '' && exported !== base) {
      if (!opts.force) {
        fail(
          HASH_COLUMN,
          `${source.file} changed since this sheet was exported; the row would set ${change.fields.join(', ')} from the sheet and undo any edit made to them in the file since. ` +
            `Export again and redo this row's edits in the new sheet, or pass --force to let the sheet win`,
        );
        continue;
      }
      overridden.push({ file: source.file, line, fields: change.fields });
    }
    changes.push({ ...change, file: source.abs, line, base });
  }
  problems.push(...validate(contentDir, sources, changes));
  if (problems.length > 0) throw located(name, at, problems);
  return { changes, overridden };
}

/** One row's edits to its page: the fields whose cells differ, applied to the file's Document. */
function changeOf(
  source: SourceFile,
  values: Record<string, string>,
  fieldColumns: ReadonlyMap<string, string[]>,
  slots: ReturnType<typeof headerSlots>,
  fail: (column: string, message: string) => void,
): Omit<PageChange, 'file' | 'line' | 'base'> | undefined {
  const data = isRecord(source.data) ? source.data : {};
  for (const column of ['niche', 'city'] as const) {
    const cell = values[column];
    if (cell !== undefined && cell !== '' && cell !== String(data[column] ?? ''))
      fail(
        column,
        `"${cell}" differs from the page's ${column} "${String(data[column] ?? '')}": update edits copy, not which page it is; use lpgen new for another page`,
      );
  }
  // Parsed as a Document only when a field changes: most rows of a sheet usually leave their page as it is.
  let doc: Document | undefined;
  const fields: string[] = [];
  for (const [field, columns] of fieldColumns) {
    const shape = CSV_SHAPES.get(field)!;
    const own = new Map<string, string>();
    flatten(field, shape, data[field], own);
    if (columns.every((c) => same(own.get(c) ?? '', values[c]))) continue;
    const missing = [...own.keys()].find((c) => !columns.includes(c));
    if (missing) {
      fail(columns[0], `the page sets ${missing}, which has no column: add it to the sheet (lpgen export writes every column) or edit ${source.file}`);
      continue;
    }
    const problems: CellProblem[] = [];
    const value = unflatten(field, shape, values, slots, problems);
    for (const p of problems) fail(p.column, p.message);
    if (problems.length > 0) continue;
    doc ??= parseDocument(source.text);
    apply(doc, [field], shape, value);
    fields.push(field);
  }
  if (!doc) return undefined;
  const text = doc.toString({ lineWidth: 0 });
  // The yaml library writes \n; a file written with CRLF line ends keeps them.
  return { fields, text: source.text.includes('\r\n') ? text.replace(/\r?\n/g, '\r\n') : text };
}

/**
 * Whether a cell says what the file says: line breaks compared as \n (a sheet saved with CRLF) and a block's
 * final line break optional (a spreadsheet may drop it), so an unedited sheet changes nothing.
 */
function same(own: string, cell: string): boolean {
  const value = lineBreaksAsLf(own);
  return value === cell || value.trim() === cell;
}

type Path = Array<string | number>;

/** Sets `value` at `at`, node by node: unchanged scalars, and the comments around them, stay as they are. */
function apply(doc: Document, at: Path, shape: Shape, value: unknown): void {
  if (value === undefined) {
    doc.deleteIn(at);
    return;
  }
  const node = doc.getIn(at, true);
  if (shape.kind === 'list' && isSeq(node) && Array.isArray(value)) {
    value.forEach((item, i) => {
      if (i < node.items.length) apply(doc, [...at, i], shape.item, item);
      else node.items.push(doc.createNode(item));
    });
    node.items.splice(value.length);
  } else if (shape.kind === 'object' && isMap(node) && isRecord(value)) {
    for (const [k, sub] of Object.entries(shape.keys)) apply(doc, [...at, k], sub, value[k]);
  } else if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    // The node itself is kept (its comment, its quoting style) and only its value changes.
    if (node.value !== value) node.value = value;
  } else {
    doc.setIn(at, doc.createNode(value));
  }
}

/** The changed pages loaded with the rest of the site, as a build would: their issues mapped back to cells. */
function validate(contentDir: string, sources: ReturnType<typeof readSources>, changes: PageChange[]): Located[] {
  if (changes.length === 0) return [];
  try {
    dryCheckAll(contentDir, sources, 'pages', changes);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const byFile = new Map(changes.map((c) => [displayPath(c.file), c]));
    const problems: Located[] = [];
    for (const issue of error.issues) {
      if (issue.severity === 'warning') continue;
      const change = byFile.get(issue.file);
      // An issue of another file (a page whose route a changed one now takes) is reported at its own file:line:col.
      if (change) problems.push({ line: change.line, column: columnOfIssueField(issue.field), message: issue.message });
      else
        problems.push({
          line: Infinity,
          column: '',
          message: `${issue.file}:${issue.line}:${issue.col}  ${issue.field ? `${issue.field}: ` : ''}${issue.message}`,
        });
    }
    return problems;
  }
}

/** The cell a column names, or the nearest one the sheet has (a whole-list issue points at its first column). */
function columnNumber(column: string, at: ReadonlyMap<string, number>): number {
  for (let c = column; c !== ''; c = c.includes('.') ? c.slice(0, c.lastIndexOf('.')) : '') {
    const exact = at.get(c);
    if (exact) return exact;
    for (const [name, n] of at) if (name.startsWith(`${c}.`)) return n;
  }
  return 1;
}

function located(name: string, at: ReadonlyMap<string, number>, problems: Located[]): LpgenError {
  const lines = problems
    .map((p, i) => ({ p, i, col: p.line === Infinity ? 0 : columnNumber(p.column, at) }))
    // By row, then column, so a row's mistakes read left to right; issues of other files last.
    .sort((a, b) => a.p.line - b.p.line || a.col - b.col || a.i - b.i)
    .map(({ p, col }) => printable(p.line === Infinity ? p.message : `${name}:${p.line}:${col}  ${p.column}: ${p.message}`));
  const shown = lines.slice(0, 50).join('\n  ');
  const more = lines.length > 50 ? `\n  … and ${lines.length - 50} more` : '';
  return new LpgenError(`${lines.length} mistake${lines.length === 1 ? '' : 's'} in ${name}; nothing was written:\n  ${shown}${more}`);
}

/**
 * Every change written, or none, even when update is killed (content-write/content-files.ts). A file whose
 * bytes are no longer those the change was made from (saved while update ran) is refused before any write.
 */
export function writeChanges(changes: PageChange[], contentDir: string, log: Logger): void {
  for (const c of changes) {
    let now: string | undefined;
    try {
      now = readFileSync(c.file, 'utf8');
    } catch {
      now = undefined;
    }
    if (now === undefined || fileHash(now) !== c.base)
      throw new LpgenError(`${displayPath(c.file)} changed while lpgen update ran (someone saved it): no page was changed; run the update again`);
  }
  writeContentFiles(contentDir, changes, 'lpgen update', log);
}
