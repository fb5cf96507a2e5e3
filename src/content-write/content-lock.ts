// Two commands changing the same content at once would each write what they
// read before the other's change, and one edit would be lost. Every writer of
// the content (content-files.ts) holds `.lpgen-lock` in the content folder,
// made whole (a temp linked into place) holding the process id and the command. A second
// writer waits up to LPGEN_LOCK_WAIT_MS (10 s), then fails naming the holder;
// a lock whose process is gone is taken over, with a line saying so. Whoever
// takes the lock first cleans up after a killed writer (journal.ts, temp-files.ts).
import { existsSync, linkSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../content/files.js';
import { LpgenError } from '../errors.js';
import type { Logger } from '../log.js';
import { running } from '../output/stale-temps.js';
import { plural } from '../rules/labels.js';
import { fileError } from './file-error.js';
import { journalPath, recoverJournal } from './journal.js';
import { removeStaleTemps, tempBeside } from './temp-files.js';

export const LOCK = '.lpgen-lock';
const DEFAULT_WAIT_MS = 10_000;
const STEP_MS = 25;
/** A lock without a process id this old was made by a writer killed before it wrote one (a file system without hard links). */
const UNWRITTEN_MS = 2_000;

/** Locks this process holds, with how deep: a command holding the lock may call a writer that takes it too. */
const held = new Map<string, number>();

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

interface Holder {
  pid: number;
  command: string;
}

/** Who holds the lock: pid 0 while its holder has not written it yet, -1 when it never will; undefined once it is gone. */
function holderOf(lock: string): Holder | undefined {
  try {
    const [pid, ...command] = readFileSync(lock, 'utf8').trim().split(' ');
    const id = Number.parseInt(pid, 10) || 0;
    const unwritten = id === 0 && Date.now() - statSync(lock).mtimeMs > UNWRITTEN_MS;
    return { pid: unwritten ? -1 : id, command: command.join(' ') || 'lpgen' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw fileError(error, lock, 'read');
  }
}

function waitMs(): number {
  const env = Number(process.env.LPGEN_LOCK_WAIT_MS);
  return Number.isFinite(env) && env >= 0 ? env : DEFAULT_WAIT_MS;
}

/**
 * Creates the lock with its text in one step: the text goes into a temp file, which is hard-linked to the lock's
 * name (failing when the lock exists, as O_EXCL does). Created empty and then written, a lock whose writer was
 * killed in between named no process, and every later command waited for it and failed (a kill test found it).
 * Where hard links are not supported, the lock is created with O_EXCL and written (UNWRITTEN_MS covers that gap).
 * Returns false when the lock exists.
 */
function create(lock: string, text: string): boolean {
  const temp = tempBeside(lock);
  try {
    writeFileSync(temp, text, { flag: 'wx' });
    linkSync(temp, lock);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV' && code !== 'EMLINK') throw fileError(error, lock, 'open');
  } finally {
    rmSync(temp, { force: true });
  }
  try {
    writeFileSync(lock, text, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw fileError(error, lock, 'open');
  }
}

/** Takes the lock of `contentDir` for `command` ('lpgen update'), waiting for a live holder; says so when it takes over a dead one's. */
function acquire(lock: string, command: string, log: Logger): void {
  const until = Date.now() + waitMs();
  for (;;) {
    if (create(lock, `${process.pid} ${command}\n`)) return;
    const holder = holderOf(lock);
    if (holder === undefined) continue; // released in between: try again at once
    // Gone, or our own id on a lock we do not hold (a killed run whose id came round again, as in a container).
    const dead = holder.pid === -1 || (holder.pid > 0 && (holder.pid === process.pid || !running(holder.pid)));
    if (dead) {
      // Two runs meeting the same dead lock in the same instant could both take it over; that needs a kill -9 first.
      rmSync(lock, { force: true });
      const who =
        holder.pid === -1 ? 'an lpgen killed before it wrote its process id' : `process ${holder.pid} (${holder.command}), which is no longer running`;
      log.warn(`took over ${displayPath(lock)} from ${who}`);
    } else if (Date.now() >= until) {
      throw new LpgenError(
        `the content is being changed by process ${holder.pid || '?'} (${holder.command}), which holds ${displayPath(lock)}; run again when it has finished, or remove the file if no lpgen is running`,
      );
    } else sleep(STEP_MS);
  }
}

/** Puts right what a killed writer left: its journal finished or rolled back, its temp files removed; one line each. */
function cleanUp(contentDir: string, log: Logger): void {
  const recovered = recoverJournal(contentDir);
  if (recovered) log.warn(recovered);
  const removed = removeStaleTemps(contentDir);
  if (removed.length > 0) {
    const shown = removed.slice(0, 3).map(displayPath).join(', ') + (removed.length > 3 ? `, … ${removed.length - 3} more` : '');
    log.warn(`removed ${plural(removed.length, 'temp file')} left by an lpgen that was killed: ${shown}`);
  }
}

/** Runs `work` holding the lock of the content folder `contentDir`. */
export function withContentLock<T>(contentDir: string, command: string, log: Logger, work: () => T): T {
  const lock = path.join(path.resolve(contentDir), LOCK);
  const depth = held.get(lock) ?? 0;
  if (depth === 0) {
    acquire(lock, command, log);
    try {
      cleanUp(contentDir, log);
    } catch (error) {
      rmSync(lock, { force: true });
      throw error;
    }
  }
  held.set(lock, depth + 1);
  try {
    return work();
  } finally {
    if (depth === 0) {
      held.delete(lock);
      rmSync(lock, { force: true });
    } else held.set(lock, depth);
  }
}

/** A command that only reads the content still finds it whole: a journal a killed writer left is put right first. */
export function recoverIfInterrupted(contentDir: string, log: Logger): void {
  if (!existsSync(journalPath(contentDir))) return;
  withContentLock(contentDir, 'lpgen', log, () => {});
}
