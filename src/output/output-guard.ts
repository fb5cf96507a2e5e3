// Which folders lpgen may replace with a build. The output folder is swapped
// out wholesale, so pointing --out at the wrong place would delete it: lpgen
// replaces a folder only when it is absent, empty, or carries the marker file
// lpgen writes into every output (or the user says --force-clean). Some
// folders are never replaced, marker or not: `/`, the home folder, the
// current folder (the project), the content folder and everything around it.
import { existsSync, lstatSync, readdirSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LpgenError } from '../errors.js';

/** Written into every output folder: proof that lpgen may replace it. */
export const OUTPUT_MARKER = '.lpgen-output';
export const MARKER_TEXT = 'This folder was written by lpgen: the next build replaces it entirely.\n';

export interface GuardOptions {
  /** Folders the output must neither be, contain, nor sit inside (the content folder, merge inputs). */
  keep?: string[];
  /** The user vouches for the folder: replace it without a marker (protected folders still refused). */
  forceClean?: boolean;
}

/** The real path of p, or of its nearest existing ancestor plus the rest (p may not exist yet). */
export function realish(p: string): string {
  const abs = path.resolve(p);
  if (existsSync(abs)) return realpathSync(abs);
  const parent = path.dirname(abs);
  return parent === abs ? abs : path.join(realish(parent), path.basename(abs));
}

export const inside = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

function lstatExists(p: string): boolean {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

const refuse = (message: string) => new LpgenError(message, 2);

/** Throws (exit 2) unless lpgen may replace outDir. Nothing is touched. */
export function guardOutput(outDir: string, { keep = [], forceClean = false }: GuardOptions = {}): void {
  const out = realish(outDir);
  const shown = outDir;
  const root = path.parse(out).root;
  const never: [string, string][] = [
    [root, 'the file-system root'],
    [realish(os.homedir()), 'your home folder'],
    [realish(process.cwd()), 'the current folder (the project)'],
  ];
  for (const [dir, what] of never) {
    if (inside(dir, out)) throw refuse(`refusing to use ${shown} as the output folder: it is ${out === dir ? '' : 'a parent of '}${what}, which a build would replace. Choose a folder of its own, e.g. --out dist`);
  }
  for (const dir of keep.map(realish)) {
    if (inside(dir, out)) throw refuse(`refusing to use ${shown} as the output folder: it is ${out === dir ? '' : 'a parent of '}${dir}, which lpgen reads from. Choose a folder of its own, e.g. --out dist`);
    if (inside(out, dir)) throw refuse(`refusing to use ${shown} as the output folder: it lies inside ${dir}, which lpgen reads from. Choose a folder outside it, e.g. --out dist`);
  }
  const given = path.resolve(outDir);
  if (!existsSync(given) && !lstatExists(given)) return;
  const stat = lstatSync(given);
  if (!stat.isDirectory()) throw refuse(`refusing to use ${shown} as the output folder: it is ${stat.isSymbolicLink() ? 'a symbolic link' : 'a file'}, not a folder. Remove it or choose another --out`);
  if (forceClean || existsSync(path.join(out, OUTPUT_MARKER))) return;
  if (readdirSync(out).length === 0) return;
  throw refuse(
    `refusing to replace ${shown}: it is not empty and was not written by lpgen (no ${OUTPUT_MARKER} file in it). ` +
      `Choose another --out, empty it yourself, or pass --force-clean if everything in it may be deleted ` +
      `(an output folder built by an lpgen older than this check needs --force-clean once).`,
  );
}
