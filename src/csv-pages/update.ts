// `lpgen update --from pages.csv`: edits the page files a sheet changes, in
// place, through the yaml Document API so comments and key order stay. A field
// is touched only when one of its cells differs from what the file says, so a
// sheet exported and imported unedited changes no byte. One Map look-up per
// row; the changed files are validated together by the build's loader before
// any is written, and every mistake is reported as sheet:ROW:COLUMN.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { readSources, displayPath, type SourceFile } from '../content/read.js';
import { ContentError, LpgenError, printable } from '../errors.js';
import { parseCsv } from '../new/csv.js';
import { dryCheckAll } from '../new/write.js';
import { didYouMean } from '../suggest.js';
import { CSV_SHAPES, columnOfIssueField, fieldOfColumn, flatten, headerSlots, isRecord, unflatten, type CellProblem, type Shape } from './columns.js';
import { KEY_COLUMNS, pageKey } from './export.js';

export interface PageChange {
  file: string;
  /** The sheet's line for the page, for messages. */
  line: number;
  fields: string[];
  text: string;
}

interface Located {
  line: number;
  column: string;
  message: string;
}

/** What the sheet changes, validated; throws one LpgenError listing every mistake. */
export function planUpdate(contentDir: string, sheet: string): PageChange[] {
  let csv: string;
  try {
    csv = readFileSync(sheet, 'utf8');
  } catch (error) {
    throw new LpgenError(`cannot read --from ${sheet}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, 1, { cause: error });
  }
  const name = displayPath(path.resolve(sheet));
  const { columns, rows } = parseCsv(csv, name);
  const at = new Map(columns.map((c, i) => [c, i + 1]));
  const problems: Located[] = [];
  const known = [...KEY_COLUMNS, ...CSV_SHAPES.keys()];
  for (const column of columns) {
    if (!(KEY_COLUMNS as readonly string[]).includes(column) && !fieldOfColumn(column)) {
      problems.push({
        line: 1,
        column,
        message: `unknown column${didYouMean(column.split('.')[0], known)}; columns: ${known.join(', ')} (lists and objects as painPoints.1.title, testimonial.quote)`,
      });
    }
  }
  if (!at.has('file')) throw new LpgenError(`${name}:1: a file column is required (as lpgen export writes it: pages/<page>.yaml)`);
  if (problems.length > 0) throw located(name, at, problems);
  const slots = headerSlots(columns);
  const fieldColumns = new Map<string, string[]>();
  for (const column of columns) {
    const field = fieldOfColumn(column);
    if (field) fieldColumns.set(field, [...(fieldColumns.get(field) ?? []), column]);
  }
  const sources = readSources(contentDir);
  if (sources.issues.length > 0) throw new ContentError(sources.issues);
  const byKey = new Map(sources.pages.map((s) => [pageKey(contentDir, s), s]));
  const seen = new Map<string, number>();
  const changes: PageChange[] = [];
  for (const { line, values } of rows) {
    const key = values.file;
    const source = byKey.get(key);
    const fail = (column: string, message: string) => problems.push({ line, column, message });
    if (!source) {
      fail(
        'file',
        key === '' ? 'empty: each row names its page file' : `no page file ${key} in ${displayPath(path.resolve(contentDir))}${didYouMean(key, byKey.keys())}`,
      );
      continue;
    }
    const twin = seen.get(key);
    if (twin !== undefined) {
      fail('file', `${key} is also on line ${twin}; one row per page`);
      continue;
    }
    seen.set(key, line);
    const change = changeOf(source, values, fieldColumns, slots, fail);
    if (change) changes.push({ ...change, file: source.abs, line });
  }
  if (problems.length > 0) throw located(name, at, problems);
  validate(contentDir, sources, changes, name, at);
  return changes;
}

/** One row's edits to its page: the fields whose cells differ, applied to the file's Document. */
function changeOf(
  source: SourceFile,
  values: Record<string, string>,
  fieldColumns: ReadonlyMap<string, string[]>,
  slots: ReturnType<typeof headerSlots>,
  fail: (column: string, message: string) => void,
): Omit<PageChange, 'file' | 'line'> | undefined {
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
    if (columns.every((c) => (own.get(c) ?? '').trim() === values[c])) continue;
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
  return { fields, text: doc.toString({ lineWidth: 0 }) };
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

/** The changed pages loaded with the rest of the site, as a build would; their issues mapped back to cells. */
function validate(contentDir: string, sources: ReturnType<typeof readSources>, changes: PageChange[], name: string, at: ReadonlyMap<string, number>): void {
  if (changes.length === 0) return;
  try {
    dryCheckAll(contentDir, sources, 'pages', changes);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const byFile = new Map(changes.map((c) => [displayPath(c.file), c]));
    const problems: Located[] = [];
    const elsewhere: string[] = [];
    for (const issue of error.issues) {
      if (issue.severity === 'warning') continue;
      const change = byFile.get(issue.file);
      if (change) problems.push({ line: change.line, column: columnOfIssueField(issue.field), message: issue.message });
      else elsewhere.push(`${issue.file}:${issue.line}:${issue.col}  ${issue.field ? `${issue.field}: ` : ''}${issue.message}`);
    }
    throw located(name, at, problems, elsewhere);
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

function located(name: string, at: ReadonlyMap<string, number>, problems: Located[], elsewhere: string[] = []): LpgenError {
  const lines = [
    ...problems.sort((a, b) => a.line - b.line).map((p) => printable(`${name}:${p.line}:${columnNumber(p.column, at)}  ${p.column}: ${p.message}`)),
    ...elsewhere.map(printable),
  ];
  const shown = lines.slice(0, 50).join('\n  ');
  const more = lines.length > 50 ? `\n  … and ${lines.length - 50} more` : '';
  return new LpgenError(`${lines.length} mistake${lines.length === 1 ? '' : 's'} in ${name}; nothing was written:\n  ${shown}${more}`);
}

/** Every change written, or none: each goes to a temporary file first, then all are renamed into place. */
export function writeChanges(changes: PageChange[]): void {
  const temps: string[] = [];
  try {
    for (const c of changes) {
      const temp = `${c.file}.lpgen-update.tmp`;
      writeFileSync(temp, c.text, { flag: 'wx' });
      temps.push(temp);
    }
  } catch (error) {
    for (const t of temps) rmSync(t, { force: true });
    throw new LpgenError(
      `cannot write ${displayPath(changes[temps.length].file)} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); no page was changed`,
      1,
      { cause: error },
    );
  }
  changes.forEach((c, i) => renameSync(temps[i], c.file));
}
