// Which folders lpgen may replace with a build. The output folder is swapped
// out wholesale, so pointing --out at the wrong place would delete it: lpgen
// replaces a folder only when it is absent, empty, or carries the marker file
// lpgen writes into every output (or the user says --force-clean). Some
// folders are never replaced, marker or not: `/`, the home folder, the
// current folder (the project), the content folder and everything around it.
import { accessSync, constants, existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fsReason } from '../content/files.js';
import { LpgenError } from '../errors.js';
import { longestTempName } from './temp-names.js';

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

const refuse = (message: string, cause?: unknown) => new LpgenError(message, 2, cause === undefined ? undefined : { cause });

/** A file name's limit on every common file system (ext4, APFS, NTFS), in bytes. */
const NAME_MAX = 255;

/**
 * What a build needs around the output folder, checked before anything is made: room in its name for the
 * temp folder beside it, and a writable folder above it (the nearest that exists; the rest is made).
 */
function guardPlace(given: string, shown: string): void {
  const base = path.basename(given);
  const extra = Buffer.byteLength(longestTempName(base)) - Buffer.byteLength(base);
  if (Buffer.byteLength(base) + extra > NAME_MAX) {
    throw refuse(
      `refusing to use ${base.length > 40 ? `${base.slice(0, 40)}…` : base} as the output folder: its name is ${Buffer.byteLength(base)} bytes long, and the temp folder a build makes beside it ` +
        `adds ${extra}, past the ${NAME_MAX} bytes a file name may have. Use a name of at most ${NAME_MAX - extra} bytes`,
    );
  }
  let above = path.dirname(given);
  while (!existsSync(above) && path.dirname(above) !== above) above = path.dirname(above);
  try {
    accessSync(above, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EROFS' ? 'the file system is read-only' : fsReason(error);
    throw refuse(
      `cannot build into ${shown}: ${above} is not writable (${why}), and a build writes a temp folder beside the output before it swaps it in. ` +
        `Make that folder writable, or choose another --out`,
      error,
    );
  }
}

/** A mount point: on another device than its parent, or a bind mount of the same one (listed in /proc/self/mountinfo on Linux). */
function isMountPoint(real: string): boolean {
  const parent = path.dirname(real);
  if (parent === real) return true;
  if (statSync(real).dev !== statSync(parent).dev) return true;
  let table: string;
  try {
    table = readFileSync('/proc/self/mountinfo', 'utf8');
  } catch {
    return false;
  }
  // Field 5 is the mount point, with spaces and other specials as octal escapes (\040).
  const unescape = (s: string) => s.replace(/\\([0-7]{3})/g, (_, oct: string) => String.fromCharCode(parseInt(oct, 8)));
  return table.split('\n').some((line) => unescape(line.split(' ')[4] ?? '') === real);
}

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
    if (inside(dir, out))
      throw refuse(
        `refusing to use ${shown} as the output folder: it is ${out === dir ? '' : 'a parent of '}${what}, which a build would replace. Choose a folder of its own, e.g. --out dist`,
      );
  }
  for (const dir of keep.map(realish)) {
    if (inside(dir, out))
      throw refuse(
        `refusing to use ${shown} as the output folder: it is ${out === dir ? '' : 'a parent of '}${dir}, which lpgen reads from. Choose a folder of its own, e.g. --out dist`,
      );
    if (inside(out, dir))
      throw refuse(`refusing to use ${shown} as the output folder: it lies inside ${dir}, which lpgen reads from. Choose a folder outside it, e.g. --out dist`);
  }
  const given = path.resolve(outDir);
  guardPlace(given, shown);
  if (!existsSync(given) && !lstatExists(given)) return;
  const stat = lstatSync(given);
  if (!stat.isDirectory())
    throw refuse(
      `refusing to use ${shown} as the output folder: it is ${stat.isSymbolicLink() ? 'a symbolic link' : 'a file'}, not a folder. Remove it or choose another --out`,
    );
  if (isMountPoint(out)) {
    throw refuse(
      `refusing to use ${shown} as the output folder: it is a mount point (a Docker volume or another disk), and a build swaps in a new output folder ` +
        `by renaming it into place, which a mount point does not allow. Build into a folder inside it (--out ${path.join(shown, 'site')}) ` +
        `or mount the folder above it (e.g. -v "$PWD":/app, then --out /app/${path.basename(given)})`,
    );
  }
  if (forceClean || existsSync(path.join(out, OUTPUT_MARKER))) return;
  if (readdirSync(out).length === 0) return;
  throw refuse(
    `refusing to replace ${shown}: it is not empty and was not written by lpgen (no ${OUTPUT_MARKER} file in it). ` +
      `Choose another --out, empty it yourself, or pass --force-clean if everything in it may be deleted ` +
      `(an output folder built by an lpgen older than this check needs --force-clean once).`,
  );
}
