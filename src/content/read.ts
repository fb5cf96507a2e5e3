// Reads every content file once. The fast path is YAML.parse; a file that fails
// is re-parsed with a Document + LineCounter (locate.ts) to report line:col.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments, YAMLParseError } from 'yaml';
import type { Issue } from '../errors.js';

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
  pages: SourceFile[];
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

/** Every syntax error of a file (YAML.parse stops at the first). */
function syntaxIssues(file: string, text: string): Issue[] {
  const issues: Issue[] = [];
  for (const doc of parseAllDocuments(text, { prettyErrors: true })) {
    const errors = 'errors' in doc ? doc.errors : [];
    for (const error of errors) {
      const pos = error.linePos?.[0] ?? { line: 1, col: 1 };
      const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
      issues.push({ file, line: pos.line, col: pos.col, field: '', message: `YAML syntax error: ${message}` });
    }
  }
  if (issues.length === 0) issues.push({ file, line: 1, col: 1, field: '', message: 'YAML syntax error' });
  return issues;
}

function listYaml(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

export function readSources(contentDir: string): Sources {
  const issues: Issue[] = [];
  const root = path.resolve(contentDir);
  const missing = (what: string, abs: string) =>
    issues.push({ file: displayPath(abs), line: 1, col: 1, field: '', message: `${what} not found` });
  if (!existsSync(root)) {
    missing('content directory', root);
    return { niches: [], pages: [], issues };
  }
  const sitePath = path.join(root, 'site.yaml');
  const site = existsSync(sitePath) ? readSource(sitePath, issues) : (missing('site.yaml', sitePath), undefined);
  const citiesPath = path.join(root, 'cities.yaml');
  const cities = existsSync(citiesPath) ? readSource(citiesPath, issues) : undefined;
  const read = (dir: string) => listYaml(path.join(root, dir)).flatMap((f) => readSource(f, issues) ?? []);
  const pagesDir = path.join(root, 'pages');
  if (!existsSync(pagesDir)) missing('pages directory', pagesDir);
  return { site, cities, niches: read('niches'), pages: read('pages'), issues };
}
