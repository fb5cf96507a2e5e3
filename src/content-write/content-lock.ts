// Two commands changing the same content at once would each write what they
// read before the other's change, and one edit would be lost. Every writer of
// the content (content-files.ts) holds `.lpgen-lock` in the content folder,
// made with O_EXCL and holding the process id and the command. A second
// writer waits up to LPGEN_LOCK_WAIT_MS (10 s), then fails naming the holder;
// a lock whose process is gone is taken over, with a line saying so. Whoever
// takes the lock first cleans up after a killed writer (journal.ts, temp-files.ts).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../content/files.js';
import { LpgenError } from '../errors.js';
import type { Logger } from '../log.js';
import { running } from '../output/stale-temps.js';
import { plural } from '../rules/labels.js';
import { fileError } from './file-error.js';
import { journalPath, recoverJournal } from './journal.js';
import { removeStaleTemps } from './temp-files.js';

export const LOCK = '.lpgen-lock';
const DEFAULT_WAIT_MS = 10_000;
const STEP_MS = 25;

/** Locks this process holds, with how deep: a command holding the lock may call a writer that takes it too. */
const held = new Map<string, number>();

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

interface Holder {
  pid: number;
  command: string;
}

/** Who holds the lock: pid 0 while its holder has not written it yet; undefined once it is gone. */
function holderOf(lock: string): Holder | undefined {
  try {
    const [pid, ...command] = readFileSync(lock, 'utf8').trim().split(' ');
    return { pid: Number.parseInt(pid, 10) || 0, command: command.join(' ') || 'lpgen' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw fileError(error, lock, 'read');
  }
}

function waitMs(): number {
  const env = Number(process.env.LPGEN_LOCK_WAIT_MS);
  return Number.isFinite(env) && env >= 0 ? env : DEFAULT_WAIT_MS;
}

/** Takes the lock of `contentDir` for `command` ('lpgen update'), waiting for a live holder; says so when it takes over a dead one's. */
function acquire(lock: string, command: string, log: Logger): void {
  const until = Date.now() + waitMs();
  for (;;) {
    try {
      writeFileSync(lock, `${process.pid} ${command}\n`, { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw fileError(error, lock, 'open');
    }
    const holder = holderOf(lock);
    if (holder === undefined) continue; // released in between: try again at once
    // Gone, or our own id on a lock we do not hold (a killed run whose id came round again, as in a container).
    const dead = holder.pid > 0 && (holder.pid === process.pid || !running(holder.pid));
    if (dead) {
      // Two runs meeting the same dead lock in the same instant could both take it over; that needs a kill -9 first.
      rmSync(lock, { force: true });
      log.warn(`took over ${displayPath(lock)} from process ${holder.pid} (${holder.command}), which is no longer running`);
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
