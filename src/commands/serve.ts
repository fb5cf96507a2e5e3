// `lpgen serve`: preview dist/ as a static host would serve it.
import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { LpgenError } from '../errors.js';
import { runAction, type CommandContext } from './action.js';
import { onSignal } from './signals.js';
import { parseBaseOption, parseHost, parsePort } from './options.js';

export function registerServe(program: Command, context: CommandContext): void {
  program
    .command('serve')
    .description('preview the built site like a static host: clean URLs, 404.html, _headers, base path')
    .option('-d, --dir <dir>', 'folder to serve', 'dist')
    .option('-p, --port <n>', 'port (0 picks a free one)', parsePort, 4173)
    .option('--host <host>', 'interface to bind', parseHost, '127.0.0.1')
    .option('--base <path>', 'base path the site was built for, e.g. /lp/', parseBaseOption, '/')
    .action(
      runAction(context, async (log, opts: { dir: string; port: number; host: string; base: string }) => {
        if (!existsSync(opts.dir)) throw new LpgenError(`nothing to serve: ${opts.dir}/ does not exist (run lpgen build first)`);
        const { startServer } = await import('../serve/server.js');
        const server = await startServer({ dir: opts.dir, port: opts.port, host: opts.host, base: opts.base });
        log.info(`Serving ${opts.dir}/ at ${server.url}  (Ctrl+C to stop)`);
        onSignal(() => server.close());
      }),
    );
}
