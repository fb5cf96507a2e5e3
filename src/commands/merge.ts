// `lpgen merge <dirs…> --out dist`: combine shard outputs into one site.
import type { Command } from 'commander';
import { formatBytes } from '../log.js';
import { commandLogger, type CommandContext } from './context.js';

export function registerMerge(program: Command, ctx: CommandContext): void {
  program
    .command('merge')
    .description('combine the outputs of lpgen build --shard i/n into one output folder (atomically)')
    .argument('<dirs...>', 'shard output folders')
    .option('-o, --out <dir>', 'output folder', 'dist')
    .option('-q, --quiet', 'print nothing but errors')
    .action(async (dirs: string[], opts: { out: string; quiet?: boolean }) => {
      const log = commandLogger(ctx, opts.quiet);
      try {
        const { mergeOutputs } = await import('../merge.js');
        const result = mergeOutputs(dirs, opts.out);
        log.info(`✓ merged ${dirs.length} folders: ${result.files} files → ${opts.out}/ · ${formatBytes(result.bytes)}`);
        ctx.setExit(0);
      } catch (error) {
        ctx.setExit(ctx.reportError(error, log));
      }
    });
}
