// Reads every content file once: the listing (files.ts), the bytes (decode.ts)
// and the YAML (parse.ts). A file that fails validation later is re-parsed with
// a Document + LineCounter (locate.ts) to report line:col.
// Nothing here throws for a user's or the machine's mistake (a folder named
// x.yaml, a dangling or escaping symlink, an unreadable or binary file, an
// alias bomb): each becomes an Issue naming the file.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Issue } from '../errors.js';
import { decodeContent, MAX_FILE_BYTES } from './decode.js';
import { displayPath, listContentDir, statEntry, fsReason, type ContentRoot } from './files.js';

export { displayPath };
import { codeFrame, type Position } from './locate.js';
import { parseContentYaml } from './parse.js';

export interface SourceFile {
  /** Display path, relative to the working directory. */
  file: string;
  abs: string;
  text: string;
  data: unknown;
  /** File name without extension: the niche slug for presets, the page id for pages. */
  name: string;
  /** The file's stat, taken before its bytes were read (the content cache's fast path compares it next time). */
  stat?: FileStat;
  /** Read with { parse: false }: `data` is not there yet (parseSources). */
  unparsed?: true;
}

/** What a later build compares to tell an unchanged file without reading it (as git's index does). */
export interface FileStat {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

export interface Sources {
  site?: SourceFile;
  cities?: SourceFile;
  niches: SourceFile[];
  /** Page files, read and parsed (empty when read with { pages: false }). */
  pages: SourceFile[];
  /** Every page file's path: a build's page loader reads them one at a time (there can be tens of thousands). */
  pageFiles: string[];
  /** content/legal/*.yaml: privacy, terms, affiliate disclosure. */
  legal: SourceFile[];
  /** content/data/*.yaml: dataset descriptions (each names the CSV beside it; src/data/load.ts reads it). */
  data?: SourceFile[];
  issues: Issue[];
}


export function readSource(abs: string, issues: Issue[], { parse = true } = {}): SourceFile | undefined {
  const file = displayPath(abs);
  const read = readText(abs, file, issues);
  if (read === undefined) return undefined;
  const { text, stat } = read;
  const source: SourceFile = { file, abs, text, name: path.basename(abs).replace(/\.ya?ml$/, ''), data: undefined, stat };
  return parse ? parseSource(source, issues) : { ...source, unparsed: true };
}

function parseSource(source: SourceFile, issues: Issue[]): SourceFile | undefined {
  const parsed = parseContentYaml(source.file, source.text, issues);
  return parsed && { file: source.file, abs: source.abs, text: source.text, name: source.name, data: parsed.data, stat: source.stat };
}

/** Files read with { parse: false }, parsed; a file that does not parse is left out, its issue added. */
export function parseFiles(list: readonly SourceFile[], issues: Issue[]): SourceFile[] {
  return list.flatMap((s) => (s.unparsed ? parseSource(s, issues) : s) ?? []);
}

/** Sources read with { parse: false }, parsed: as readSources would have returned them. */
export function parseSources(sources: Sources): Sources {
  const issues = [...sources.issues];
  const parse = (s: SourceFile | undefined) => (s?.unparsed ? parseSource(s, issues) : s);
  const all = (list: SourceFile[]) => parseFiles(list, issues);
  return { ...sources, site: parse(sources.site), cities: parse(sources.cities), niches: all(sources.niches), pages: all(sources.pages), legal: all(sources.legal), ...(sources.data ? { data: all(sources.data) } : {}), issues };
}

/** The bytes of a content file as text (and its stat), or an issue saying why they cannot be. */
function readText(abs: string, file: string, issues: Issue[]): { text: string; stat: FileStat } | undefined {
  const fail = (message: string, pos: Position = { line: 1, col: 1 }, frame?: string) => {
    issues.push({ file, line: pos.line, col: pos.col, field: '', message, frame });
    return undefined;
  };
  let bytes: Buffer;
  let stat;
  try {
    stat = statSync(abs);
    if (stat.isDirectory()) return fail('is a folder, not a YAML file: rename it (only content files end in .yaml)');
    if (!stat.isFile()) return fail('is not a regular file (a pipe, socket or device): replace it with a YAML file');
    if (stat.size > MAX_FILE_BYTES) {
      const bytes = (n: number) => n.toLocaleString('en-US');
      return fail(`is ${bytes(stat.size)} bytes; a content file may be at most 2 MB (${bytes(MAX_FILE_BYTES)} bytes): split it, or check that it is the file you meant`);
    }
    bytes = readFileSync(abs);
  } catch (error) {
    return fail(`cannot be read: ${fsReason(error)}`);
  }
  const decoded = decodeContent(bytes);
  if ('text' in decoded) return { text: decoded.text, stat: { size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, ino: stat.ino } };
  return fail(decoded.problem, decoded.pos, codeFrame(bytes.toString('utf8').split('\n'), decoded.pos));
}

/** pages: false lists the page files without reading them (the build loads them itself, maybe on workers). */
/** `parse: false`: the texts only, for a caller that may not need them parsed (parseSources parses them later). */
export function readSources(contentDir: string, { pages = true, parse = true } = {}): Sources {
  const issues: Issue[] = [];
  const abs = path.resolve(contentDir);
  const none = (): Sources => ({ niches: [], pages: [], pageFiles: [], legal: [], issues });
  let root: ContentRoot;
  try {
    if (!statSync(abs).isDirectory()) {
      issues.push({ file: displayPath(abs), line: 1, col: 1, field: '', message: 'content directory is a file, not a folder' });
      return none();
    }
    // realpath: the content folder may itself be reached through a symlink, which is fine.
    root = { abs, real: realpathSync(abs) };
  } catch (error) {
    const message = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'content directory not found' : `content directory cannot be read: ${fsReason(error)}`;
    issues.push({ file: displayPath(abs), line: 1, col: 1, field: '', message });
    return none();
  }
  const single = (name: string, required: boolean) => {
    const file = path.join(abs, name);
    const entry = statEntry(root, file, issues);
    if (entry === 'missing' && required) issues.push({ file: displayPath(file), line: 1, col: 1, field: '', message: `${name} not found` });
    return entry === 'ok' ? readSource(file, issues, { parse }) : undefined;
  };
  const site = single('site.yaml', true);
  const cities = single('cities.yaml', false);
  const read = (dir: string) => listContentDir(root, dir, issues, false).flatMap((f) => readSource(f, issues, { parse }) ?? []);
  const pageFiles = listContentDir(root, 'pages', issues, true);
  const data = read('data');
  return {
    site,
    cities,
    niches: read('niches'),
    pages: pages ? pageFiles.flatMap((f) => readSource(f, issues, { parse }) ?? []) : [],
    pageFiles,
    legal: read('legal'),
    ...(data.length > 0 ? { data } : {}),
    issues,
  };
}
