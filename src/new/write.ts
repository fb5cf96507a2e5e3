// Where `lpgen new` may write, and the proof that what it writes builds: the
// new file is validated with the same loadContent a build runs, in memory,
// before anything touches the disk.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SLUG_PATTERN } from '../rules/patterns.js';
import { parse } from 'yaml';
import { loadContent, type Content } from '../content/load.js';
import { displayPath, type SourceFile, type Sources } from '../content/read.js';
import { LpgenError } from '../errors.js';

export type Kind = 'pages' | 'niches';

/** content/<kind>/<slug>.yaml, or an error when the slug could name anything else. */
export function targetFile(contentDir: string, kind: Kind, slug: string): string {
  if (!SLUG_PATTERN.test(slug)) throw new LpgenError(`cannot make a file name from "${slug}": use lower-case letters, digits and single hyphens`);
  const dir = path.resolve(contentDir, kind);
  const file = path.resolve(dir, `${slug}.yaml`);
  // Belt and braces: the pattern already excludes separators and dots.
  if (path.dirname(file) !== dir) throw new LpgenError(`refusing to write outside ${displayPath(dir)}: ${file}`);
  return file;
}

export function refuseOverwrite(file: string, force: boolean | undefined): void {
  if (!force && existsSync(file)) {
    throw new LpgenError(`${displayPath(file)} already exists; edit it, or pass --force to replace it`);
  }
}

/** The site as it would load with `text` at `file`; throws the build's own ContentError otherwise. */
export function dryCheck(contentDir: string, sources: Sources, kind: Kind, file: string, text: string): Content {
  const draft: SourceFile = { file: displayPath(file), abs: file, text, data: parse(text), name: path.basename(file, '.yaml') };
  const others = sources[kind].filter((s) => path.resolve(s.abs) !== file);
  return loadContent(contentDir, { ...sources, [kind]: [...others, draft].sort((a, b) => a.abs.localeCompare(b.abs)) });
}

export function writeNew(file: string, text: string, force: boolean | undefined): void {
  // 'wx' fails if the file appeared since the check: never clobber without --force.
  writeFileSync(file, text, { flag: force ? 'w' : 'wx' });
}
