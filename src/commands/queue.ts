// `lpgen queue`: drafts ranked by what an hour of writing is worth, and the top N
// as the sheet `lpgen update --from` reads back (the export's own columns).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { LpgenError } from '../errors.js';
import { runAction, type CommandContext } from './action.js';

interface QueueCli {
  content: string;
  top: string;
  out?: string;
  force?: boolean;
}

export function registerQueue(program: Command, context: CommandContext): void {
  program
    .command('queue')
    .description(
      'rank drafts by what an hour of writing is worth (impressions, businesses, people ÷ hours to the quality bar); --out writes the top N as a sheet for lpgen update --from',
    )
    .option('-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content')
    .option('--top <n>', 'how many drafts to list and write', '20')
    .option('-o, --out <file>', 'write the top drafts as a CSV sheet (the columns of lpgen export) to fill in')
    .option('--force', 'replace an existing --out file')
    .action(
      runAction(context, async (log, opts: QueueCli) => {
        const top = Number(opts.top);
        if (!Number.isInteger(top) || top < 1) throw new LpgenError(`--top "${opts.top}": a whole number from 1`, 2);
        const [
          { loadContent },
          { rankDrafts, WORDS_PER_HOUR, HOURS_PER_FACT },
          { readImpressions },
          { exportCsv },
          { csvText },
          { parseCsv },
          { neutraliseCell },
          { writeFileAtomic },
          { displayPath },
        ] = await Promise.all([
          import('../content/load.js'),
          import('../report/queue.js'),
          import('../report/impressions.js'),
          import('../csv-pages/export.js'),
          import('../csv-pages/write-csv.js'),
          import('../csv-pages/read-csv.js'),
          import('../csv-pages/cells.js'),
          import('../data/write-file.js'),
          import('../content/read.js'),
        ]);
        const content = loadContent(opts.content);
        const impressions = readImpressions(opts.content);
        const ranked = rankDrafts(content, impressions);
        if (ranked.length === 0) {
          log.info('no drafts: every page is published');
          return;
        }
        const chosen = ranked.slice(0, top);
        const width = Math.max(...chosen.map((e) => e.page.route.length));
        log.info(
          `${ranked.length} drafts ranked by worth per hour of writing (${WORDS_PER_HOUR} words/h, ${HOURS_PER_FACT * 60} min per sourced fact${impressions ? `; impressions from ${impressions.from}` : '; no Search Console import yet: lpgen report --search'}):`,
        );
        chosen.forEach((e, i) => log.info(`${String(i + 1).padStart(4)}. ${e.page.route.padEnd(width)}  ${e.worth.toFixed(1).padStart(8)}/h  ${e.reason}`));
        if (!opts.out) return;
        if (existsSync(opts.out) && !opts.force)
          throw new LpgenError(`${opts.out} exists (it may hold writing not imported yet): lpgen update --from ${opts.out}, or --force`);
        // The export's sheet, cut to the chosen pages in rank order: the columns update reads, nothing new.
        const sheet = parseCsv([...exportCsv(opts.content).lines].join(''), 'export');
        const key = (source: string) => path.relative(path.resolve(opts.content), path.resolve(source)).split(path.sep).join('/');
        const byFile = new Map(sheet.rows.map((r) => [r.values.file, r]));
        const rows = chosen.flatMap((e) => {
          const row = byFile.get(key(e.page.source));
          return row ? [sheet.columns.map((c) => neutraliseCell(row.values[c] ?? ''))] : [];
        });
        writeFileAtomic(path.resolve(opts.out), csvText(sheet.columns, rows));
        log.info(`✓ top ${rows.length} → ${displayPath(path.resolve(opts.out))}: fill in their copy, then lpgen update --from ${opts.out}`);
      }),
    );
}
