// Helpers shared by the long-running commands (serve, dev).

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
