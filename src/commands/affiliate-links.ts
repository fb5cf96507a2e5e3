// `lpgen links`: every affiliate sub-ID of the site as CSV, one row per call to
// action, so a network's report by sub-ID (FirstPromoter fp_sid) can be joined
// to the page and the placement that earned it. Each row says whether its page
// is live: drafts (and scheduled pages) carry no link anyone can click, so they
// are left out unless asked for with --drafts or --status.
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { LpgenError } from '../errors.js';
import { runAction, type CommandContext } from './action.js';

const COLUMNS = ['sub_id', 'page', 'placement', 'kind', 'status', 'page_url', 'affiliate_url'] as const;

const STATUSES = ['published', 'draft', 'scheduled'] as const;
type Status = (typeof STATUSES)[number];

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Which statuses to list: published only, unless --drafts (all) or --status names them. */
function wantedStatuses(opts: { drafts?: boolean; status?: string }): Set<Status> {
  if (opts.status === undefined) return new Set(opts.drafts ? STATUSES : ['published']);
  const asked = opts.status.split(',').map((s) => s.trim());
  const unknown = asked.filter((s) => !(STATUSES as readonly string[]).includes(s));
  if (unknown.length > 0 || asked.length === 0)
    throw new LpgenError(`--status "${opts.status}": use ${STATUSES.join(', ')}, or several separated by commas`, 2);
  return new Set(asked as Status[]);
}

export function registerLinks(program: Command, context: CommandContext): void {
  program
    .command('links')
    .description(
      'list every affiliate sub-ID with its page, placement, status and target URL, as CSV (join it to your affiliate dashboard export by sub-ID); published pages only unless --drafts',
    )
    .option('-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content')
    .option('-o, --out <file>', 'write the CSV to this file instead of standard output')
    .option('--drafts', 'list the links of draft and scheduled pages too')
    .option('--status <list>', 'list pages of these statuses only: published, draft, scheduled (comma-separated)')
    .action(
      runAction(context, async (log, opts: { content: string; out?: string; drafts?: boolean; status?: string }) => {
        const wanted = wantedStatuses(opts);
        const [{ loadContent }, { siteSubIds }, { affiliateHref, siteHref }, { isPublished }] = await Promise.all([
          import('../content/load.js'),
          import('../affiliate/check.js'),
          import('../urls.js'),
          import('../internal-links/hubs.js'),
        ]);
        const content = loadContent(opts.content);
        const { site } = content;
        const statusOf = (p: (typeof content.pages)[number]): Status => (isPublished(p) ? 'published' : p.publishAt !== undefined ? 'scheduled' : 'draft');
        const listed = content.pages.filter((p) => wanted.has(statusOf(p)));
        const status = new Map(content.pages.map((p) => [p.route, statusOf(p)]));
        // Home and hubs as the build makes them: from published pages only (a hub of drafts is never built).
        const live = siteSubIds(site, content.niches, content.pages.filter(isPublished));
        const sitewide = wanted.has('published') ? live.filter((r) => r.kind !== 'landing') : [];
        const landing = siteSubIds(site, content.niches, listed).filter((r) => r.kind === 'landing');
        const rows = [...sitewide.filter((r) => r.kind === 'home'), ...landing, ...sitewide.filter((r) => r.kind === 'hub')].map((r) =>
          [
            r.subId,
            r.page,
            r.placement,
            r.kind,
            r.kind === 'landing' ? status.get(r.route)! : 'published',
            siteHref(site.base, r.route),
            affiliateHref(r.target, site.affiliate.trackingParam, r.subId),
          ]
            .map(csvField)
            .join(','),
        );
        const csv = [COLUMNS.join(','), ...rows].join('\n') + '\n';
        const left = content.pages.length - listed.length;
        const note = left > 0 && opts.status === undefined ? ` (${left} draft or scheduled page${left === 1 ? '' : 's'} left out: --drafts lists them)` : '';
        if (opts.out) {
          writeFileSync(opts.out, csv);
          log.info(`✓ ${rows.length} sub-IDs → ${opts.out}${note}`);
        } else (context.io.stdout ?? process.stdout).write(csv);
      }),
    );
}
