// Where `lpgen new` may write, and the proof that what it writes builds: the
// new file is validated with the same loadContent a build runs, in memory,
// before anything touches the disk.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SLUG_PATTERN } from '../rules/patterns.js';
import { parse } from 'yaml';
import { loadContent, type Content, type PageData } from '../content/load.js';
import { displayPath, type SourceFile, type Sources } from '../content/read.js';
import { clip, LpgenError } from '../errors.js';
import { checkFileSize } from './limits.js';

export type Kind = 'pages' | 'niches';

/** content/<kind>/<slug>.yaml, or an error when the slug could name anything else. */
export function targetFile(contentDir: string, kind: Kind, slug: string): string {
  if (!SLUG_PATTERN.test(slug)) throw new LpgenError(`cannot make a file name from "${clip(slug)}": use lower-case letters, digits and single hyphens`);
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
  return dryCheckAll(contentDir, sources, kind, [{ file, text }]);
}

/** The same for many new files at once: one load, so a 10,000-page plan is validated in one linear pass. */
export function dryCheckAll(contentDir: string, sources: Sources, kind: Kind, drafts: Array<{ file: string; text: string }>): Content<PageData> {
  for (const { file, text } of drafts) checkFileSize(file, text);
  const replaced = new Set(drafts.map((d) => d.file));
  const files: SourceFile[] = drafts.map(({ file, text }) => ({
    file: displayPath(file),
    abs: file,
    text,
    data: parse(text),
    name: path.basename(file, '.yaml'),
  }));
  const others = sources[kind].filter((s) => !replaced.has(path.resolve(s.abs)));
  return loadContent(contentDir, { ...sources, [kind]: [...others, ...files].sort((a, b) => a.abs.localeCompare(b.abs)) });
}

/** Writes every file or none: when one write fails, the ones this call wrote are removed again. */
export function writeAll(files: Array<{ file: string; text: string }>, force: boolean | undefined): void {
  const written: string[] = [];
  try {
    for (const { file, text } of files) {
      writeNew(file, text, force);
      written.push(file);
    }
  } catch (error) {
    // Only files created by this call: a --force replacement cannot be undone, so plans check first (planPages).
    for (const file of written) if (!force) rmSync(file, { force: true });
    throw new LpgenError(
      `writing ${files.length} pages failed at ${displayPath(files[written.length].file)} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); ${force ? `${written.length} were written before it` : 'the ones already written were removed again, nothing was kept'}`,
      1,
      { cause: error },
    );
  }
}

export function writeNew(file: string, text: string, force: boolean | undefined): void {
  // 'wx' fails if the file appeared since the check: never clobber without --force.
  writeFileSync(file, text, { flag: force ? 'w' : 'wx' });
}
