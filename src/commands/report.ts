// `lpgen report`: a Search Console export and an affiliate program's export
// joined to the site's routes and calls to action.
import type { Command } from 'commander';
import { LpgenError } from '../errors.js';
import { runAction, type CommandContext } from './action.js';
import type { Totals } from '../report/affiliate.js';
import { numberFormat } from '../number-format.js';

interface ReportCli {
  content: string;
  search?: string;
  affiliate?: string;
  decay: string;
  json?: boolean;
  dryRun?: boolean;
}

const n = numberFormat();
const money = numberFormat({ style: 'currency', currency: 'USD' });
const list = (items: string[], max = 10) => items.slice(0, max).join(', ') + (items.length > max ? ` … and ${items.length - max} more (--json lists all)` : '');

function table(title: string, rows: Record<string, Totals>, max = 10): string[] {
  const sorted = Object.entries(rows).sort(([ka, a], [kb, b]) => b.revenue - a.revenue || b.signups - a.signups || b.clicks - a.clicks || ka.localeCompare(kb));
  if (sorted.length === 0) return [];
  const width = Math.min(48, Math.max(...sorted.map(([k]) => k.length)));
  const lines = sorted
    .slice(0, max)
    .map(
      ([k, t]) =>
        `    ${k.padEnd(width)}  ${String(t.clicks).padStart(6)} clicks  ${String(t.signups).padStart(4)} sign-ups  ${String(t.customers).padStart(4)} customers  ${money.format(t.revenue).padStart(10)}  (lines ${list(t.lines.map(String), 6)})`,
    );
  return [`  by ${title}:`, ...lines, ...(sorted.length > max ? [`    … ${sorted.length - max} more (--json lists all)`] : [])];
}

export function registerReport(program: Command, context: CommandContext): void {
  program
    .command('report')
    .description("join a Search Console export (Pages.csv or API JSON) and an affiliate export (by sub-ID) to the site's routes and placements")
    .option('-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content')
    .option('--search <file>', 'Search Console performance by page: the web UI\'s Pages.csv, or the Search Analytics API\'s JSON with dimensions ["page"]')
    .option(
      '--affiliate <file>',
      'an affiliate export with a sub-ID column: totals (sub_id, clicks, referrals, customers) or one row per referral/commission (sub_id, date, amount, status)',
    )
    .option('--decay <percent>', 'list pages whose impressions fell by more than this since the last import', '30')
    .option('--json', 'print one JSON object with every figure and the input lines it comes from')
    .option('--dry-run', 'do not save the imported impressions (content/data/search-console.json)')
    .action(
      runAction(context, async (log, opts: ReportCli) => {
        if (!opts.search && !opts.affiliate) throw new LpgenError('report needs --search <file>, --affiliate <file> or both', 2);
        const decay = Number(opts.decay);
        if (!(decay >= 0 && decay <= 100)) throw new LpgenError(`--decay "${opts.decay}": a percentage from 0 to 100`, 2);
        const [{ loadContent }, { searchReport, affiliateReport }] = await Promise.all([import('../content/load.js'), import('../report/report.js')]);
        const content = loadContent(opts.content);
        const ropts = { contentDir: opts.content, log, search: opts.search, affiliate: opts.affiliate, decay: decay / 100, dryRun: opts.dryRun };
        const search = opts.search ? searchReport(content, ropts) : undefined;
        const affiliate = opts.affiliate ? affiliateReport(content, ropts) : undefined;
        if (opts.json) {
          (context.io.stdout ?? process.stdout).write(JSON.stringify({ search, affiliate }, null, 2) + '\n');
          return;
        }
        if (search) {
          log.info(
            `Search Console: ${n.format(search.rows)} rows from ${search.file}, ${n.format(search.matched)} on ${n.format(search.routes)} routes of the site`,
          );
          if (search.notInSite.length > 0)
            log.info(`  not in the site (${search.notInSite.length}): ${list(search.notInSite.map((r) => `${r.url} (line ${r.line})`))}`);
          if (search.noImpressions.length > 0)
            log.info(`  published pages with no impressions (${search.noImpressions.length}): ${list(search.noImpressions)}`);
          if (search.decaying.length > 0)
            log.info(
              `  decaying since the last import (impressions down over ${decay}%): ${list(search.decaying.map((d) => `${d.route} ${n.format(d.before)} → ${n.format(d.now)} (${Math.round(d.change * 100)}%)`))}`,
            );
          if (search.saved) log.info(`  ✓ impressions saved to ${search.saved} (lpgen queue ranks drafts with them)`);
        }
        if (affiliate) {
          log.info(`Affiliate export: ${n.format(affiliate.rows)} rows from ${affiliate.file}, ${n.format(affiliate.matched)} matched to the site's sub-IDs`);
          for (const line of [
            ...table('placement', affiliate.byPlacement),
            ...table('page', affiliate.byPage),
            ...table('niche', affiliate.byNiche),
            ...table('hub', affiliate.byHub),
          ])
            log.info(line);
          if (affiliate.unmatched.length > 0)
            log.warn(
              `${affiliate.file}: ${affiliate.unmatched.length} sub-ID${affiliate.unmatched.length === 1 ? ' matches' : 's match'} no link of lpgen links: ${list(affiliate.unmatched.map((u) => `${u.subId} (line${u.lines.length === 1 ? '' : 's'} ${u.lines.join(', ')})`))}`,
            );
        }
      }),
    );
}
