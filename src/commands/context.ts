// What a command module gets from the CLI wiring, so commands stay out of cli.ts.
import { LpgenError } from '../errors.js';
import { createLogger, type Logger } from '../log.js';
import type { Io } from '../cli.js';

export interface CommandContext {
  io: Io;
  setExit(code: number): void;
  /** Prints a failure the way a user can act on it; returns the exit code. */
  reportError(error: unknown, log: Logger): number;
}

export function commandLogger(ctx: CommandContext, quiet?: boolean): Logger {
  return createLogger({ quiet, ...ctx.io });
}

export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new LpgenError(`--port must be a number from 0 to 65535 (got "${value}")`, 2);
  return port;
}

/** Long-running commands stop cleanly on Ctrl+C or a kill. */
export function onSignal(stop: () => Promise<void> | void): void {
  const handler = () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
    Promise.resolve(stop()).finally(() => process.exit(process.exitCode ?? 0));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
