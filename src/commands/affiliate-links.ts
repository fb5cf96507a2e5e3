// `lpgen links`: every affiliate sub-ID of the site as CSV, one row per call to
// action, so a network's report by sub-ID (FirstPromoter fp_sid) can be joined
// to the page and the placement that earned it.
import type { Command } from 'commander';
import { runAction, type CommandContext } from './action.js';

const COLUMNS = ['sub_id', 'page', 'placement', 'kind', 'page_url', 'affiliate_url'] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function registerLinks(program: Command, context: CommandContext): void {
  program
    .command('links')
    .description('list every affiliate sub-ID with its page, placement and target URL, as CSV (join it to your affiliate dashboard export by sub-ID)')
    .option('-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content')
    .option('-o, --out <file>', 'write the CSV to this file instead of standard output')
    .action(
      runAction(context, async (log, opts: { content: string; out?: string }) => {
        const [{ writeFileSync }, { loadContent }, { siteSubIds }, { affiliateHref, siteHref }] = await Promise.all([
          import('node:fs'),
          import('../content/load.js'),
          import('../affiliate/check.js'),
          import('../urls.js'),
        ]);
        const content = loadContent(opts.content);
        const { site } = content;
        const rows = siteSubIds(site, content.niches, content.pages).map((r) =>
          [r.subId, r.page, r.placement, r.kind, siteHref(site.base, r.route), affiliateHref(r.target, site.affiliate.trackingParam, r.subId)]
            .map(csvField)
            .join(','),
        );
        const csv = [COLUMNS.join(','), ...rows].join('\n') + '\n';
        if (opts.out) {
          writeFileSync(opts.out, csv);
          log.info(`✓ ${rows.length} sub-IDs → ${opts.out}`);
        } else (context.io.stdout ?? process.stdout).write(csv);
      }),
    );
}
