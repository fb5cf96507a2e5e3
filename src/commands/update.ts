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
    .option('-f, --force', 'write rows whose page file was edited since the export (the sheet wins over those edits)')
    .option('-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content')
    .option('-q, --quiet', 'print nothing but errors')
    .action(
      runAction(context, async (log, opts: { from: string; dryRun?: boolean; force?: boolean; content: string }) => {
        const [{ planUpdate, writeChanges }, { withContentLock }] = await Promise.all([
          import('../csv-pages/update.js'),
          import('../content-write/content-files.js'),
        ]);
        const out = context.io.stdout ?? process.stdout;
        // Read, compare and write under the content lock: a second update at once waits, then reads this one's result
        // (and refuses the rows this one changed, by their fileHash).
        const plan = () => planUpdate(opts.content, opts.from, { force: opts.force });
        const { changes, overridden } = opts.dryRun
          ? plan()
          : withContentLock(opts.content, 'lpgen update', log, () => {
              const planned = plan();
              writeChanges(planned.changes, opts.content, log);
              return planned;
            });
        for (const o of overridden)
          log.warn(
            `--force: ${o.file} was edited since the export; ${opts.dryRun ? 'would overwrite' : 'overwrote'} ${o.fields.join(', ')} with ${opts.from} line ${o.line}`,
          );
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
