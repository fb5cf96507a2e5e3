// `lpgen update --from pages.csv`: edit existing pages from a spreadsheet (csv-pages/update.ts).
import type { Command } from 'commander';
import { displayPath } from '../content/files.js';
import { runAction, type CommandContext } from './action.js';

export function registerUpdate(program: Command, context: CommandContext): void {
  program
    .command('update')
    .description('edit existing pages in place from a CSV written by lpgen export (comments and key order kept; all pages or none)')
    .requiredOption('--from <file.csv>', "the edited CSV; an emptied cell removes the page's own value, so it inherits again")
    .option('--dry-run', 'print which files and fields would change, and write nothing')
    .option('-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content')
    .option('-q, --quiet', 'print nothing but errors')
    .action(
      runAction(context, async (log, opts: { from: string; dryRun?: boolean; content: string }) => {
        const [{ planUpdate, writeChanges }, { withContentLock }] = await Promise.all([
          import('../csv-pages/update.js'),
          import('../content-write/content-files.js'),
        ]);
        const out = context.io.stdout ?? process.stdout;
        // Read, compare and write under the content lock: a second update at once waits, then reads this one's result.
        const changes = opts.dryRun
          ? planUpdate(opts.content, opts.from)
          : withContentLock(opts.content, 'lpgen update', log, () => {
              const planned = planUpdate(opts.content, opts.from);
              writeChanges(planned, opts.content, log);
              return planned;
            });
        if (opts.dryRun) for (const c of changes) out.write(`${displayPath(c.file)}  ${c.fields.join(', ')}\n`);
        const pages = `${changes.length} page${changes.length === 1 ? '' : 's'}`;
        log.info(
          changes.length === 0
            ? `✓ nothing to change: every page already says what ${opts.from} says`
            : `${opts.dryRun ? '(dry run) would change' : '✓ changed'} ${pages}; all validated with the build's loader`,
        );
      }),
    );
}
