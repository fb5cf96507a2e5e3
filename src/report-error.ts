// How a failure reaches the user, shared by every command (its own module so
// the commands need not import cli.ts, which imports them).
import { ContentError, LpgenError, formatIssue, printable } from './errors.js';
import type { Logger } from './log.js';

export interface Io {
  stdout?: NodeJS.WritableStream & { isTTY?: boolean };
  stderr?: NodeJS.WritableStream & { isTTY?: boolean };
  env?: NodeJS.ProcessEnv;
}

/** Prints a failure the way a user can act on it; returns the exit code. */
export function reportError(error: unknown, log: Logger): number {
  if (error instanceof ContentError) {
    for (const issue of error.issues) {
      log.detail(log.colors[issue.severity === 'warning' ? 'yellow' : 'red'](formatIssue(issue)));
      if (issue.frame) log.detail(log.colors.dim(printable(issue.frame).replace(/^/gm, '    ')));
    }
    const files = new Set(error.issues.map((i) => i.file)).size;
    log.error(`${error.issues.length} error${error.issues.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}; nothing was written.`);
    return error.exitCode;
  }
  if (error instanceof LpgenError) {
    log.error(printable(error.message));
    return error.exitCode;
  }
  log.error(`unexpected failure, this is a bug in lpgen:\n${(error as Error)?.stack ?? String(error)}`);
  return 1;
}
