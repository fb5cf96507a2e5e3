// How `lpgen city add` changes a content file it shares with other writers:
// under a lock file (O_EXCL), so two runs at once both keep their entry, and
// through a symlink to its target, so a linked cities.yaml stays a link and its
// target keeps its mode. The new text goes to a temp file beside the target and
// is renamed over it: a reader sees the old file or the new one, never half.
import { chmodSync, lstatSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { displayPath } from '../content/read.js';
import { LpgenError } from '../errors.js';
import { running } from '../output/stale-temps.js';

/** How long a run waits for another one's lock before giving up: a `city add` holds it for well under a second. */
const WAIT_MS = 15_000;
const STEP_MS = 25;

/** The file a write of `file` lands in: the target of a symlink (followed to the end), or the file itself. */
export function writtenFile(file: string): string {
  try {
    return lstatSync(file).isSymbolicLink() ? realpathSync(file) : file;
  } catch {
    return file;
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The process id written in the lock; 0 while its holder has not written it yet, undefined once it is gone. */
function lockHolder(lock: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(lock, 'utf8'), 10) || 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Runs `work` holding `<file>.lpgen-lock`; a lock left by a process that no longer runs is taken over. */
export function withFileLock<T>(file: string, work: () => T): T {
  const lock = `${file}.lpgen-lock`;
  const until = Date.now() + WAIT_MS;
  for (;;) {
    try {
      writeFileSync(lock, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(lock);
    if (holder === undefined) continue; // released in between: try again at once
    // A killed run's lock: its process is gone. (Two runs meeting the same dead lock at once could both take it;
    // that needs a kill -9 and two runs in the same instant.)
    if (holder > 0 && !running(holder)) rmSync(lock, { force: true });
    else if (Date.now() > until) {
      throw new LpgenError(
        `${displayPath(lock)} is held by process ${holder || '?'} (another lpgen city add); wait for it to finish, or remove the file if no lpgen is running`,
      );
    } else sleep(STEP_MS);
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Replaces `file` (or the target it links to) atomically, keeping the target's mode. */
export function replaceFile(file: string, text: string): void {
  const target = writtenFile(file);
  const mode = statSync(target, { throwIfNoEntry: false })?.mode;
  const temp = `${target}.lpgen-${process.pid}.tmp`;
  try {
    writeFileSync(temp, text, { flag: 'wx' });
    if (mode !== undefined) chmodSync(temp, mode & 0o7777);
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
