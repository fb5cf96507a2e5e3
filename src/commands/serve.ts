// `lpgen serve`: preview dist/ as a static host would serve it.
import type { Command } from 'commander';
import { LpgenError } from '../errors.js';
import { reportError, type Io } from '../report-error.js';
import { createLogger } from '../log.js';
import { onSignal, parsePort } from './context.js';

export function registerServe(program: Command, io: Io, setExit: (code: number) => void): void {
  program
    .command('serve')
    .description('preview the built site like a static host: clean URLs, 404.html, _headers, base path')
    .option('-d, --dir <dir>', 'folder to serve', 'dist')
    .option('-p, --port <n>', 'port (0 picks a free one)', '4173')
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .option('--base <path>', 'base path the site was built for, e.g. /lp/', '/')
    .action(async (opts: { dir: string; port: string; host: string; base: string }) => {
      const log = createLogger(io);
      try {
        const { existsSync } = await import('node:fs');
        const port = parsePort(opts.port);
        if (!existsSync(opts.dir)) throw new LpgenError(`nothing to serve: ${opts.dir}/ does not exist (run lpgen build first)`);
        const { startServer } = await import('../serve/server.js');
        const server = await startServer({ dir: opts.dir, port, host: opts.host, base: opts.base });
        log.info(`Serving ${opts.dir}/ at ${server.url}  (Ctrl+C to stop)`);
        onSignal(() => server.close());
        setExit(0);
      } catch (error) {
        setExit(reportError(error, log));
      }
    });
}
