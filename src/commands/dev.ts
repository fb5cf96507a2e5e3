// `lpgen dev`: build, serve, rebuild on change, reload open tabs.
import type { Command } from 'commander';
import { reportError } from '../report-error.js';
import { runAction, type CommandContext } from './action.js';
import { onSignal } from './signals.js';
import { parseExistingFolder, parseHost, parsePort } from './options.js';

export function registerDev(program: Command, context: CommandContext): void {
  program
    .command('dev')
    .description('build into a temp folder, serve it on 127.0.0.1, rebuild on every change and reload open pages')
    .option('-c, --content <dir>', 'content folder', 'content')
    .option('-t, --templates <dir>', "templates folder (default: lpgen's templates/)", parseExistingFolder)
    .option('-o, --out <dir>', 'build into this folder instead of a temp folder')
    .option('--force-clean', 'replace the --out folder even though lpgen did not write it (never the project, content, home or /)')
    .option('-p, --port <n>', 'port (0 picks a free one)', parsePort, 4321)
    .option('--host <host>', 'interface to bind', parseHost, '127.0.0.1')
    .action(
      runAction(context, async (log, opts: { content: string; templates?: string; out?: string; port: number; host: string; forceClean?: boolean }) => {
        const { startDev } = await import('../dev/server.js');
        log.info(`lpgen dev: building ${opts.content}/ …`);
        // A failed rebuild is reported and the server keeps running; the exit code stays 0.
        const server = await startDev({ ...opts, logger: log, onError: (error) => reportError(error, log) });
        log.info(`lpgen dev: ${server.url}  (watching ${opts.content}/ and the templates; Ctrl+C to stop)`);
        onSignal(() => server.close());
      }),
    );
}
