// Reads every content file once. The fast path is YAML.parse; a file that fails
// is re-parsed with a Document + LineCounter (locate.ts) to report line:col.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments, YAMLParseError } from 'yaml';
import type { Issue } from '../errors.js';
import { codeFrame } from './locate.js';

export interface SourceFile {
  /** Display path, relative to the working directory. */
  file: string;
  abs: string;
  text: string;
  data: unknown;
  /** File name without extension: the niche slug for presets, the page id for pages. */
  name: string;
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
  issues: Issue[];
}

export function displayPath(abs: string): string {
  const rel = path.relative(process.cwd(), abs);
  return (rel && !rel.startsWith('..') ? rel : abs).split(path.sep).join('/');
}

export function readSource(abs: string, issues: Issue[]): SourceFile | undefined {
  const file = displayPath(abs);
  const text = readFileSync(abs, 'utf8');
  const name = path.basename(abs).replace(/\.ya?ml$/, '');
  try {
    return { file, abs, text, name, data: parse(text) };
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    issues.push(...syntaxIssues(file, text));
    return undefined;
  }
}

/**
 * The first syntax error of a file: later ones are almost always echoes of it
 * (one unquoted '{city}' in a flow mapping yields dozens).
 */
function syntaxIssues(file: string, text: string): Issue[] {
  for (const doc of parseAllDocuments(text, { prettyErrors: true })) {
    const error = ('errors' in doc ? doc.errors : [])[0];
    if (!error) continue;
    const pos = error.linePos?.[0] ?? { line: 1, col: 1 };
    let message = `YAML syntax error: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`;
    const line = text.split('\n')[pos.line - 1] ?? '';
    if (/\{[A-Za-z_]\w*\}/.test(line) && line.includes('{ ')) {
      message += ' (a {placeholder} inside a { … } mapping must be quoted: "…{city}…")';
    }
    return [{ file, line: pos.line, col: pos.col, field: '', message, frame: codeFrame(text.split('\n'), pos) }];
  }
  return [{ file, line: 1, col: 1, field: '', message: 'YAML syntax error' }];
}

function listYaml(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

/** pages: false lists the page files without reading them (the build loads them itself, maybe on workers). */
export function readSources(contentDir: string, { pages = true } = {}): Sources {
  const issues: Issue[] = [];
  const root = path.resolve(contentDir);
  const missing = (what: string, abs: string) =>
    issues.push({ file: displayPath(abs), line: 1, col: 1, field: '', message: `${what} not found` });
  if (!existsSync(root)) {
    missing('content directory', root);
    return { niches: [], pages: [], pageFiles: [], legal: [], issues };
  }
  const sitePath = path.join(root, 'site.yaml');
  const site = existsSync(sitePath) ? readSource(sitePath, issues) : (missing('site.yaml', sitePath), undefined);
  const citiesPath = path.join(root, 'cities.yaml');
  const cities = existsSync(citiesPath) ? readSource(citiesPath, issues) : undefined;
  const read = (dir: string) => listYaml(path.join(root, dir)).flatMap((f) => readSource(f, issues) ?? []);
  const pagesDir = path.join(root, 'pages');
  if (!existsSync(pagesDir)) missing('pages directory', pagesDir);
  const pageFiles = listYaml(pagesDir);
  return {
    site,
    cities,
    niches: read('niches'),
    pages: pages ? pageFiles.flatMap((f) => readSource(f, issues) ?? []) : [],
    pageFiles,
    legal: read('legal'),
    issues,
  };
}
