// Decides whether a folder may be replaced by a build. lpgen swaps the whole
// output folder, so pointing --out at the wrong place would delete a user's
// files: it replaces only a folder that is absent, empty, or carries the
// marker it writes into every output, and never a folder that holds the
// content, the templates, the project, the home folder or the file system root.
import { existsSync, lstatSync, readdirSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LpgenError } from './errors.js';

/** Written into every output folder; its presence means lpgen may replace the folder. */
export const OUTPUT_MARKER = '.lpgen-output';
export const OUTPUT_MARKER_TEXT = 'This folder was written by lpgen and is replaced on every build: keep no files of your own here.\n';

export interface GuardOptions {
  /** Folders the output must neither be, contain, nor sit inside. */
  inputs?: { label: string; dir: string }[];
  /** Replace a non-empty folder that has no marker (never a protected one). */
  forceClean?: boolean;
}

/** The real path of `p`, or of its nearest existing ancestor with the rest appended (so symlinked parents are seen through). */
function realish(p: string): string {
  const abs = path.resolve(p);
  if (existsSync(abs)) return realpathSync(abs);
  const parent = path.dirname(abs);
  return parent === abs ? abs : path.join(realish(parent), path.basename(abs));
}

const within = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/** The nearest folder at or above `dir` that looks like a project (package.json or .git). */
function projectRoot(dir: string): string | undefined {
  for (let d = dir; ; d = path.dirname(d)) {
    if (existsSync(path.join(d, 'package.json')) || existsSync(path.join(d, '.git'))) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

const how = 'Choose a new or empty folder with --out';

/** Throws (exit 2) unless lpgen may replace `outDir`; call before anything is moved or deleted. */
export function guardOutput(outDir: string, options: GuardOptions = {}): void {
  const out = realish(outDir);
  const shown = outDir;
  const protectedDirs: { label: string; dir: string }[] = [
    { label: 'the file system root', dir: path.parse(out).root },
    { label: 'your home folder', dir: realish(os.homedir()) },
    { label: 'the current folder', dir: realish(process.cwd()) },
  ];
  for (const input of options.inputs ?? []) {
    const dir = realish(input.dir);
    protectedDirs.push({ label: input.label, dir });
    const project = projectRoot(dir);
    if (project) protectedDirs.push({ label: `the project folder (${project})`, dir: project });
    if (within(out, dir) && out !== dir) throw new LpgenError(`refusing to build into ${shown}: it is inside ${input.label} (${input.dir}). ${how} outside it.`, 2);
  }
  for (const { label, dir } of protectedDirs) {
    if (within(dir, out)) {
      const what = dir === out ? `it is ${label}` : `it contains ${label} (${dir})`;
      throw new LpgenError(`refusing to build into ${shown}: ${what}, and lpgen replaces its output folder as a whole. ${how}, e.g. --out dist.`, 2);
    }
  }
  let stat;
  try {
    stat = lstatSync(out);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new LpgenError(`cannot use ${shown} as the output folder: ${(error as Error).message}`, 2);
  }
  if (stat.isSymbolicLink()) throw new LpgenError(`refusing to build into ${shown}: it is a symbolic link. Give the folder itself with --out.`, 2);
  if (!stat.isDirectory()) throw new LpgenError(`refusing to build into ${shown}: it is a file, not a folder. Move it away or ${how.toLowerCase()}.`, 2);
  const entries = readdirSync(out);
  if (entries.length === 0) return;
  const marker = path.join(out, OUTPUT_MARKER);
  if (existsSync(marker) && lstatSync(marker).isFile()) return;
  if (entries.includes('.git') || entries.includes('package.json')) {
    throw new LpgenError(`refusing to build into ${shown}: it holds ${entries.includes('.git') ? '.git' : 'package.json'}, so it looks like a project, not an output folder. ${how}.`, 2);
  }
  if (options.forceClean) return;
  const sample = entries.sort().slice(0, 3).join(', ') + (entries.length > 3 ? ', …' : '');
  throw new LpgenError(
    `refusing to replace ${shown}: it is not empty (${sample}) and has no ${OUTPUT_MARKER} marker, so lpgen did not write it. ${how}, or pass --force-clean if everything in it may be deleted.`,
    2,
  );
}
