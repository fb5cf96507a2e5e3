// `lpgen merge <dirs…> --out dist`: combine shard outputs into one site.
import type { Command } from 'commander';
import { formatBytes } from '../log.js';
import { runAction, type CommandContext } from './action.js';

export function registerMerge(program: Command, context: CommandContext): void {
  program
    .command('merge')
    .description('combine the outputs of lpgen build --shard i/n into one output folder (atomically)')
    .argument('<dirs...>', 'shard output folders')
    .option('-o, --out <dir>', 'output folder', 'dist')
    .option('--force-clean', 'replace the output folder even though lpgen did not write it (never the project, content, home or /)')
    .option('-q, --quiet', 'print nothing but errors')
    .action(
      runAction(context, async (log, dirs: string[], opts: { out: string; forceClean?: boolean }) => {
        const { mergeOutputs } = await import('../output/merge.js');
        const result = await mergeOutputs(dirs, opts.out, { forceClean: opts.forceClean });
        log.info(`✓ merged ${dirs.length} folders: ${result.files} files → ${opts.out}/ · ${formatBytes(result.bytes)}`);
      }),
    );
}
