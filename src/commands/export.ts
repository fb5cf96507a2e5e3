// `lpgen export pages.csv`: every page's own fields as a spreadsheet (csv-pages/export.ts).
import type { Command } from 'commander';
import { LpgenError } from '../errors.js';
import { runAction, type CommandContext } from './action.js';

export function registerExport(program: Command, context: CommandContext): void {
  program
    .command('export')
    .description(
      "write every page's own fields to a CSV, one row per page file, each inherited value beside it in a (inherited) column, to edit in a spreadsheet and import with lpgen update --from",
    )
    .argument('[file.csv]', 'the CSV to write (or --out)')
    .option('-o, --out <file.csv>', 'the CSV to write')
    .option('-f, --force', 'replace an existing CSV')
    .option('-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content')
    .option('-q, --quiet', 'print nothing but errors')
    .action(
      runAction(context, async (log, file: string | undefined, opts: { out?: string; force?: boolean; content: string }) => {
        if (file && opts.out && file !== opts.out) throw new LpgenError(`two files given (${file} and --out ${opts.out}): give one`, 2);
        const out = file ?? opts.out;
        if (!out) throw new LpgenError('no file given: lpgen export pages.csv', 2);
        const { writeExport } = await import('../csv-pages/export.js');
        const { rows, columns } = writeExport(opts.content, out, opts.force);
        log.info(
          `✓ wrote ${out}: ${rows} page${rows === 1 ? '' : 's'}, ${columns} columns (own values; an empty cell inherits what its (inherited) column shows)`,
        );
        log.info(`  next   edit it, then lpgen update --from ${out}${opts.content === 'content' ? '' : ` --content ${opts.content}`}`);
      }),
    );
}
