// Helpers shared by the long-running commands (serve, dev).
import { LpgenError } from '../errors.js';

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
