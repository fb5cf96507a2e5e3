// How a failure reaches the user, shared by every command (its own module so
// the commands need not import cli.ts, which imports them).
import path from 'node:path';
import { displayPath, fsReason } from './content/files.js';
import { asOutputPath } from './output/temp-names.js';
import { clip, ContentError, LpgenError, formatIssue, printable } from './errors.js';
import type { Logger } from './log.js';

export interface Io {
  stdout?: NodeJS.WritableStream & { isTTY?: boolean };
  stderr?: NodeJS.WritableStream & { isTTY?: boolean };
  env?: NodeJS.ProcessEnv;
}

/**
 * A message with every run of over 160 characters without a space (a route or file name made of a 100 KB CSV
 * cell) shortened, so a failure stays a readable line; the messages clip the values they quote themselves.
 */
function shortened(text: string): string {
  return text.replace(/\S{161,}/g, (run) => clip(run, 120));
}

/** Prints a failure the way a user can act on it; returns the exit code. */
export function reportError(error: unknown, log: Logger): number {
  if (error instanceof ContentError) {
    for (const issue of error.issues) {
      log.detail(log.colors[issue.severity === 'warning' ? 'yellow' : 'red'](shortened(formatIssue(issue))));
      if (issue.frame)
        log.detail(
          log.colors.dim(
            printable(issue.frame)
              .split('\n')
              .map((line) => `    ${clip(line, 200)}`)
              .join('\n'),
          ),
        );
    }
    const files = new Set(error.issues.map((i) => i.file)).size;
    log.error(`${error.issues.length} error${error.issues.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}; nothing was written.`);
    return error.exitCode;
  }
  if (error instanceof LpgenError) {
    log.error(printable(shortened(error.message)));
    return error.exitCode;
  }
  const fsMessage = fileSystemMessage(error);
  if (fsMessage) {
    log.error(printable(fsMessage));
    return 1;
  }
  log.error(`unexpected failure, this is a bug in lpgen:\n${(error as Error)?.stack ?? String(error)}`);
  return 1;
}

// A file-system failure (an errno error from node:fs, here or in a worker) said
// as one line a user can act on: what lpgen tried, on which path, and why in
// words. Disk full, a read-only disk, a name too long or a busy mount point are
// the user's machine, not a bug in lpgen.

/** What lpgen was doing, by the system call that failed. */
const ACTIONS: Record<string, string> = {
  open: 'open',
  read: 'read',
  write: 'write',
  close: 'write',
  copyfile: 'copy',
  link: 'link',
  symlink: 'link',
  mkdir: 'create the folder',
  mkdtemp: 'create a folder in',
  rmdir: 'remove',
  rm: 'remove',
  unlink: 'remove',
  rename: 'move',
  scandir: 'list',
  opendir: 'list',
  stat: 'read',
  lstat: 'read',
  fstat: 'read',
  realpath: 'resolve',
  readlink: 'resolve',
  access: 'use',
  chmod: 'change the mode of',
  utime: 'touch',
  fsync: 'write',
};

/** Reasons files.ts fsReason does not word, mostly the machine's state rather than the path's. */
const REASONS: Record<string, string> = {
  ENOSPC: 'no space left on the disk; free some space and run again',
  EDQUOT: 'your disk quota is used up; free some space and run again',
  EROFS: 'the file system is read-only',
  EBUSY: 'it is busy, or a mount point (which cannot be moved or replaced)',
  EXDEV: 'it is on another file system (a mount point)',
  EEXIST: 'something is already there',
  ENOTEMPTY: 'the folder is not empty',
  EMFILE: 'too many files open; raise the limit (ulimit -n) and run again',
  ENFILE: 'too many files open on this machine',
  EIO: 'an input/output error from the disk',
  EINVAL: 'the file system refused the operation (a virtual file such as under /proc?)',
  EFBIG: 'the file is too large for this file system',
};

export interface FsErrorLike {
  code?: string;
  syscall?: string;
  path?: string;
  dest?: string;
}

/** The one-line message for an errno error from the file system, or undefined when `error` is not one. */
export function fileSystemMessage(error: unknown): string | undefined {
  const e = error as FsErrorLike | undefined;
  if (typeof e?.code !== 'string' || typeof e.syscall !== 'string' || !(e.syscall in ACTIONS)) return undefined;
  // A file the build was writing is named where it was going: dist/…, not the temp folder's name.
  const where = (p: string) => displayPath(asOutputPath(path.resolve(p)));
  // A failed write of an open file (disk full) carries no path.
  const target = e.path ? ` ${where(e.path)}${e.dest ? ` to ${where(e.dest)}` : ''}` : ' a file';
  return `cannot ${ACTIONS[e.syscall]}${target}: ${REASONS[e.code] ?? fsReason(error)} (${e.code})`;
}
