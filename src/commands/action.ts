// The one place a command's failure becomes a message and an exit code: every
// command's action runs through runAction, so none repeats the try/catch.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { LpgenError } from '../errors.js';
import { realish } from '../output/output-guard.js';
import { createLogger, type Logger } from '../log.js';
import { reportError, type Io } from '../report-error.js';

export interface CommandContext {
  io: Io;
  setExit: (code: number) => void;
  /** `lpgen build` runs in a thread of its own (the installed CLI; tests build in this thread unless they ask). */
  buildThread?: BuildThreadOption;
}

/**
 * true, or the thread's settings for a caller of main() (a test): listOffThreadFrom, the page count from which the
 * recycled output is listed on the CLI's main thread (BuildRuntime; 3,000 when unset).
 */
export type BuildThreadOption = boolean | { listOffThreadFrom?: number };

/**
 * Wraps a command's work for `.action()`. The work gets a logger (quiet when the
 * command has --quiet and it is set) and commander's arguments; it returns an exit
 * code, or nothing for 0. Anything it throws is reported by reportError.
 */
export function runAction<A extends unknown[]>(
  { io, setExit }: CommandContext,
  work: (log: Logger, ...args: A) => number | void | Promise<number | void>,
): (...args: A) => Promise<void> {
  return async (...args: A) => {
    const command = args.at(-1) as Command;
    const opts = command.opts();
    const log = createLogger({ quiet: Boolean(opts.quiet), ...io });
    try {
      checkPaths(command);
      checkContentFolder(command);
      await finishInterruptedWrite(command, log);
      setExit((await work(log, ...args)) ?? 0);
    } catch (error) {
      setExit(reportError(error, log));
    }
  };
}

/**
 * Run from the wrong folder (no --content given and no ./content/site.yaml), the
 * user learns where lpgen looked and how to point it elsewhere, instead of a
 * located error about a folder they never named.
 */
function checkContentFolder(command: Command): void {
  if (command.getOptionValueSource('content') !== 'default') return;
  const siteFile = path.resolve(command.opts().content as string, 'site.yaml');
  if (existsSync(siteFile)) return;
  throw new LpgenError(`no content here: looked for ${siteFile}. Run lpgen from your project folder, or pass --content <dir> (the folder holding site.yaml).`);
}

/**
 * A writer killed in the middle (content-write/journal.ts) left a journal in the content folder: whichever command
 * comes next, also a build, first finishes or rolls it back, so it never reads half of a change. One stat otherwise.
 */
async function finishInterruptedWrite(command: Command, log: Logger): Promise<void> {
  const content = command.opts().content;
  if (typeof content !== 'string' || !existsSync(path.join(content, '.lpgen-journal'))) return;
  const { recoverIfInterrupted } = await import('../content-write/content-lock.js');
  recoverIfInterrupted(content, log);
}

/** Kernel file systems: their files change as they are read, some never end, and mkdir -p loops there. */
const VIRTUAL = ['/proc', '/sys'];

/**
 * Every folder or file option (`<dir>`, `<file…>`) must lie outside /proc and /sys (also through a link):
 * refused up front (exit 2), before a build could spin in them.
 */
function checkPaths(command: Command): void {
  for (const option of command.options) {
    const value = command.getOptionValue(option.attributeName());
    if (typeof value !== 'string' || !/<(?:dir|file)[^>]*>/.test(option.flags)) continue;
    const real = realish(value);
    const root = VIRTUAL.find((dir) => real === dir || real.startsWith(`${dir}/`));
    if (root)
      throw new LpgenError(
        `${option.long} ${value}: lpgen does not read or write under ${root}, a kernel file system (its files change as they are read); give a folder on disk`,
        2,
      );
  }
}
