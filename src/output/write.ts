// The only module that writes the site. Files go into a temp folder beside the
// output folder; it replaces the old output only after everything succeeded,
// so a failed build leaves the previous dist/ exactly as it was. Render
// workers write into that temp folder through the same file writer.
//
// Incremental builds avoid creating and deleting thousands of folders (on a
// busy disk, deleting the old 10,000-folder output took longer than anything
// else): the replaced output is kept as a hidden standby beside it, and the
// next build takes the standby over as its temp folder, changes only what
// differs, prunes what is gone, and swaps as usual. The standby shares
// unchanged files with the live output through hard links, so a file is never
// written in place there: it is unlinked and created anew. A standby is only
// ever lpgen's own (a real folder holding the output marker: standbyKind), and
// nothing in it is followed through a symbolic link: a link where a folder is
// needed is removed (the link, never what it points at) and a folder made.
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fstatSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { copyFile, link, lstat, mkdir, stat, unlink } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { LpgenError } from '../errors.js';
import { listTree, type TreeLister, type TreeListing } from './list-files.js';
import { guardOutput, MARKER_TEXT, OUTPUT_MARKER, type GuardOptions } from './output-guard.js';
import { removeStaleTemps, tempPrefix } from './stale-temps.js';

/**
 * What was written for one file: its stat once this build is done with it, by which the next build knows it
 * unchanged. Size and mtime can be set back after an edit (`touch -r`); the inode and ctime cannot.
 */
export interface Written {
  outFile: string;
  bytes: number;
  mtimeMs: number;
  ino: number;
  ctimeMs: number;
}

export interface FileWriter {
  write(relPath: string, contents: string | Uint8Array): Written;
  /** Hard-links (or copies, across devices) an existing file into the folder. */
  reuse(relPath: string, from: string): Written;
  /** Copies a file into the folder (never a link: a later edit of the source must not change a built file). */
  copy(relPath: string, from: string): Written;
  /**
   * reuse() for many files at once, off this thread: the folders and links are made by libuv's threads while
   * this one renders (a first rebuild at 10,000 pages links every page). `known`: the source's size, mtime and
   * inode as the build cache verified them, which a hard link shares; the link itself moves the ctime, taken
   * after it is made. Settles only when every operation has.
   */
  reuseAll(files: { relPath: string; from: string; known: Linked }[]): Promise<Written[]>;
}

/** What a link to a verified file keeps of it. */
export type Linked = Omit<Written, 'outFile' | 'ctimeMs'>;

const stamped = (outFile: string, found: Stats): Written => ({ outFile, bytes: found.size, mtimeMs: found.mtimeMs, ino: found.ino, ctimeMs: found.ctimeMs });

const stamp = (outFile: string, file: string): Written => stamped(outFile, statSync(file));

/**
 * Writes a file through its descriptor and takes its size, mtime, inode and ctime from that descriptor once
 * written: no second lookup of its path after each of thousands of writes (a string's UTF-8 size is not known
 * before it is written, and counting it cost more than the lookup).
 */
function writeStamped(outFile: string, file: string, contents: string | Uint8Array): Written {
  const fd = openSync(file, 'w');
  try {
    writeFileSync(fd, contents);
    return stamped(outFile, fstatSync(fd));
  } finally {
    closeSync(fd);
  }
}

function unlinkIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

const absent = (error: NodeJS.ErrnoException): undefined => {
  if (error.code !== 'ENOENT') throw error;
  return undefined;
};

/**
 * Writes files under `dir`, creating each folder once; refuses paths that leave it. `replace`: a recycled tree, where
 * nothing is written in place and each folder is made sure of (a real folder, not a link) before it is written into.
 *
 * Long on purpose (over 80 lines): the folder memo, the path guard and the replace-mode rules share state per writer; each method is short, and splitting them apart would hand that state around.
 */
export function createFileWriter(dir: string, { replace = false } = {}): FileWriter {
  const made = new Set<string>([dir]);
  const inside = (relPath: string) => {
    const file = path.join(dir, relPath);
    if (!file.startsWith(dir + path.sep)) throw new LpgenError(`refusing to write outside the output folder: ${relPath}`);
    return file;
  };
  // In a recycled tree, anything but a real folder where a folder is needed (a link, a file) goes first: the
  // link itself, never what it points at. Parents first, so no path is resolved through a link.
  const folderFor = (folder: string): void => {
    if (made.has(folder)) return;
    if (replace) {
      folderFor(path.dirname(folder));
      let found;
      try {
        found = lstatSync(folder);
      } catch (error) {
        absent(error as NodeJS.ErrnoException);
      }
      if (found && !found.isDirectory()) unlinkSync(folder);
    }
    mkdirSync(folder, { recursive: true });
    made.add(folder);
  };
  // folderFor off this thread, each folder once however many files go into it.
  const making = new Map<string, Promise<void>>();
  const folderForAsync = (folder: string): Promise<void> => {
    if (made.has(folder)) return Promise.resolve();
    let pending = making.get(folder);
    if (!pending) {
      pending = (async () => {
        if (replace) {
          await folderForAsync(path.dirname(folder));
          const found = await lstat(folder).catch(absent);
          if (found && !found.isDirectory()) await unlink(folder);
        }
        await mkdir(folder, { recursive: true });
        made.add(folder);
      })();
      making.set(folder, pending);
    }
    return pending;
  };
  const target = (relPath: string) => {
    const file = inside(relPath);
    folderFor(path.dirname(file));
    if (replace) unlinkIfPresent(file);
    return file;
  };
  return {
    write(relPath, contents) {
      return writeStamped(relPath, target(relPath), contents);
    },
    reuse(relPath, from) {
      const file = target(relPath);
      try {
        linkSync(from, file);
      } catch {
        copyFileSync(from, file);
      }
      return stamp(relPath, file);
    },
    copy(relPath, from) {
      const file = target(relPath);
      copyFileSync(from, file);
      // The source's mode is not the site's (a 0600 file unreadable by the web server, a setuid bit): a new file's.
      chmodSync(file, 0o666 & ~process.umask());
      return stamp(relPath, file);
    },
    async reuseAll(files) {
      const one = async ({ relPath, from, known }: (typeof files)[number]): Promise<Written> => {
        const file = inside(relPath);
        await folderForAsync(path.dirname(file));
        if (replace) await unlink(file).catch(absent);
        try {
          await link(from, file);
        } catch {
          await copyFile(from, file);
          return stamped(relPath, await stat(file));
        }
        return { outFile: relPath, ...known, ctimeMs: (await stat(file)).ctimeMs };
      };
      // A few operations in flight at a time (libuv runs four): enough to keep its threads busy, and a failure
      // stops the rest instead of leaving thousands queued behind it.
      const written: Written[] = new Array(files.length);
      let next = 0;
      let failed = false;
      const runner = async () => {
        while (!failed && next < files.length) {
          const i = next++;
          try {
            written[i] = await one(files[i]);
          } catch (error) {
            failed = true;
            throw error;
          }
        }
      };
      const outcomes = await Promise.allSettled(Array.from({ length: Math.min(16, files.length) }, runner));
      const error = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      if (error) throw error.reason;
      return written;
    },
  };
}

export interface Output extends FileWriter {
  /** Temp folder being filled. */
  readonly dir: string;
  /** The temp folder is the previous standby being updated (files may already be there). */
  readonly recycled: boolean;
  /** Every file this build has put in the folder so far (written, linked, copied or kept), '/'-separated. */
  readonly produced: ReadonlySet<string>;
  /** A file the recycled folder already holds, unchanged. */
  keep(relPath: string): void;
  /** Files that render workers wrote into dir themselves. */
  record(written: Written[]): void;
  /**
   * Swaps the temp folder in. keepOld: the replaced output becomes the next build's standby. Resolves to true when
   * the replaced output was removed instead: the files it shared with this one (hard links) have a new ctime.
   */
  commit(options?: { keepOld?: boolean }): Promise<boolean>;
  /**
   * Removes the temp folder. unwritten: the build failed before writing anything but the marker (while it was
   * planning), so a recycled standby is put back as it was, for the next build.
   */
  abort(options?: { unwritten?: boolean }): void;
}

/** Where the replaced output waits to be recycled: hidden, beside the output folder. */
export function standbyDir(outDir: string): string {
  const target = path.resolve(outDir);
  return path.join(path.dirname(target), `.lpgen-standby-${path.basename(target)}`);
}

/**
 * What is at the standby's path: nothing; lpgen's standby (a real folder, not a link, holding lpgen's output marker,
 * as every output it swaps in does); or anything else, which lpgen did not make and leaves alone.
 */
export const standbyKind = (outDir: string): FolderKind => folderKind(standbyDir(outDir));

export type FolderKind = 'none' | 'lpgen' | 'foreign';

/** What is at `dir`: nothing, a folder lpgen made (a real folder, not a link, holding its output marker), or anything else. */
export function folderKind(dir: string): FolderKind {
  let found;
  try {
    found = lstatSync(dir);
  } catch (error) {
    return absent(error as NodeJS.ErrnoException) ?? 'none';
  }
  if (!found.isDirectory()) return 'foreign';
  const marker = path.join(dir, OUTPUT_MARKER);
  try {
    return lstatSync(marker).isFile() && readFileSync(marker, 'utf8') === MARKER_TEXT ? 'lpgen' : 'foreign';
  } catch {
    return 'foreign';
  }
}

/**
 * Removes what this build did not produce from a recycled folder, as it was listed when the build took it over.
 * The listing is taken after the folder got its temp name, so only this build has written into it since, and
 * every file it wrote is in `produced`: a folder holding none of those is empty once its listed files are gone.
 */
function prune(root: string, listing: TreeListing, produced: Set<string>): void {
  const holding = new Set<string>();
  for (const file of produced) {
    for (let i = file.lastIndexOf('/'); i > 0; i = file.lastIndexOf('/', i - 1)) {
      const dir = file.slice(0, i);
      if (holding.has(dir)) break; // and so are its parents
      holding.add(dir);
    }
  }
  // A listed link this build replaced by a folder (see createFileWriter) holds what it produced.
  for (const file of listing.files) if (!produced.has(file) && !holding.has(file)) unlinkIfPresent(path.join(root, file));
  // Deepest first (a folder's path is longer than its parent's): each is empty by the time it is removed.
  const gone = listing.dirs.filter((dir) => !holding.has(dir)).sort((a, b) => b.length - a.length);
  for (const dir of gone) rmdirSync(path.join(root, dir));
}

/**
 * recycle: take the standby over as the temp folder when there is one (only when the build cache vouches for it).
 * lister: lists it (for the prune at commit) off this thread, while the build goes on; without one it is listed
 * here at commit.
 * Refuses (before anything is created or moved) an output folder lpgen may not replace: see output-guard.ts.
 */
export function openOutput(outDir: string, { recycle = false, lister, ...guard }: { recycle?: boolean; lister?: TreeLister } & GuardOptions = {}): Output {
  guardOutput(outDir, guard);
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  mkdirSync(parent, { recursive: true });
  removeStaleTemps(parent, path.basename(target));
  const standby = standbyDir(target);
  // Not mkdtemp: its 0700 would reach dist/, and a web server running as another user could not read the site.
  const dir = path.join(parent, tempPrefix(path.basename(target)) + randomBytes(6).toString('hex'));
  mkdirSync(dir);
  const recycled = recycle && standbyKind(target) === 'lpgen';
  if (recycled) {
    rmdirSync(dir);
    renameSync(standby, dir);
  }
  // A lister that fails hands over to listTree here, which reports a file system error as this thread's own.
  const listing = recycled && lister ? lister(dir).catch(() => listTree(dir)) : undefined;
  listing?.catch(() => {}); // a build that fails first removes the folder; its listing is never awaited
  const writer = createFileWriter(dir, { replace: recycled });
  const produced = new Set<string>();
  writer.write(OUTPUT_MARKER, MARKER_TEXT);
  produced.add(OUTPUT_MARKER);
  let committed = false;
  const note = (w: Written) => (produced.add(w.outFile.split(path.sep).join('/')), w);
  return {
    dir,
    recycled,
    produced,
    write: (rel, contents) => note(writer.write(rel, contents)),
    reuse: (rel, from) => note(writer.reuse(rel, from)),
    copy: (rel, from) => note(writer.copy(rel, from)),
    reuseAll: async (files) => (await writer.reuseAll(files)).map(note),
    keep: (rel) => void produced.add(rel),
    record: (written) => written.forEach(note),
    async commit({ keepOld = false } = {}) {
      if (recycled) prune(dir, listing ? await listing : listTree(dir), produced);
      // Two renames: the window without a dist/ is as short as the file system allows.
      const old = existsSync(target) ? (keepOld && standbyKind(target) === 'none' ? standby : `${dir}-old`) : undefined;
      if (old) renameSync(target, old);
      renameSync(dir, target);
      committed = true;
      if (!old || old === standby) return false;
      rmSync(old, { recursive: true, force: true });
      return true;
    },
    abort({ unwritten = false } = {}) {
      if (committed) return;
      if (recycled && unwritten && standbyKind(target) === 'none') {
        try {
          renameSync(dir, standby);
          return;
        } catch {
          // removed below, as any other temp folder
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
