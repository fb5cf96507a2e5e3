// How `lpgen check` reports: located warnings on stderr (the same
// `file:line:col  field: message` lines as build errors), the uniqueness table
// and a summary on stdout; or one JSON object for CI and scripts. What is live is
// shown in full, drafts summarised (live-view.ts); --json lists everything.
import { formatIssue, type Issue } from '../errors.js';
import { formatDuration, type Logger } from '../log.js';
import { plural } from '../rules/labels.js';
import { countStatuses, meetsBar, statusLine } from '../publish/status-counts.js';
import { draftSummary, selects, shownIssues, type CheckFilter } from './live-view.js';
import type { PageScore, QualityReport } from './quality.js';
import { printSiteReport, type SiteReport } from './site-report.js';

/** The terminal table stays readable on a 10,000-page site; --json has every page. */
export const TABLE_ROWS = 25;

export interface CheckSummary {
  errors: Issue[];
  quality?: QualityReport;
  strict: boolean;
  durationMs: number;
  /** Hubs under the hub bar and the routes.lock check (site-report.ts). */
  site?: SiteReport;
  /** Which pages are shown in full (default: the published ones). */
  filter?: CheckFilter;
}

/** The warnings --strict fails on: those of what is live (published pages and the files every page shares), drafts aside. */
const liveWarnings = (q: QualityReport) => shownIssues(q.warnings, q.pages, selects({ status: 'published' })).shown.length;

export function failed(summary: CheckSummary): boolean {
  const q = summary.quality;
  return (
    summary.errors.length > 0 ||
    (q?.errors.length ?? 0) > 0 ||
    (q?.failures.length ?? 0) > 0 ||
    (summary.strict && q !== undefined && liveWarnings(q) > 0) ||
    Boolean(summary.site?.lock?.error)
  );
}

const fixed = (x: number) => x.toFixed(2);

export function printReport(summary: CheckSummary, log: Logger): void {
  const q = summary.quality!;
  const filter = summary.filter ?? {};
  const selected = selects(filter);
  // Errors fail the check whatever the page's status: all of them, always.
  for (const f of [...q.errors, ...q.failures]) log.detail(log.colors.red(formatIssue(f)));
  const { shown, hidden } = shownIssues(q.warnings, q.pages, selected);
  for (const w of shown) log.detail(log.colors[summary.strict ? 'red' : 'yellow'](formatIssue(w)));
  const all = q.pages.filter(selected);
  const rows = [...all].sort((a, b) => a.uniqueness - b.uniqueness || a.route.localeCompare(b.route));
  const which = describeFilter(filter);
  if (rows.length > 0) {
    log.info(`Uniqueness of ${which} (1 − highest similarity to another page), least unique first:`);
    const width = Math.max(...rows.slice(0, TABLE_ROWS).map((r) => r.route.length));
    for (const r of rows.slice(0, TABLE_ROWS)) {
      const like = r.mostSimilar ? `most like ${r.mostSimilar}` : 'no similar page';
      log.info(`  ${fixed(r.uniqueness)}  ${r.route.padEnd(width)}  ${like} · ${r.uniqueWords} unique word${r.uniqueWords === 1 ? '' : 's'}`);
    }
    if (rows.length > TABLE_ROWS) log.info(`  … ${rows.length - TABLE_ROWS} more pages (lpgen check --json lists every page)`);
    printProvenance(rows, q, log);
  }
  if (!filter.status) for (const status of ['draft', 'scheduled'] as const) for (const line of draftSummary(q.pages, q.bar, status)) log.info(line);
  if (hidden > 0) log.info(`${plural(hidden, 'warning')} about other pages not shown (lpgen check --status all shows them; --json lists every one)`);
  if (q.mostSimilar) log.info(`Most similar pair: ${q.mostSimilar.a} and ${q.mostSimilar.b}, similarity ${fixed(q.mostSimilar.similarity)}`);
  if (summary.site) printSiteReport(summary.site, log);
  const n = q.warnings.length;
  const e = q.errors.length;
  const f = q.failures.length;
  const errors = e > 0 ? `${plural(e, 'error')}, ` : '';
  const failures = f > 0 ? `${f} page${f === 1 ? '' : 's'} below the quality bar (site.yaml quality.belowBar: fail), ` : '';
  const tally = `${q.pages.length} page${q.pages.length === 1 ? '' : 's'} checked in ${formatDuration(summary.durationMs)}: ${errors}${failures}${plural(n, 'warning')}`;
  // The verdict: one last line, with what is published and whether any of it is under the bar.
  const statuses = { ...countStatuses(q.pages), setting: q.bar.belowBar };
  const verdict = `${tally} · ${statusLine(statuses)}`;
  if (failed(summary)) log.error(`${verdict}${summary.strict && liveWarnings(q) > 0 ? ' (--strict turns warnings about published pages into errors)' : ''}`);
  else log.info(`${meetsBar(statuses) ? '✓' : '✗'} ${verdict}`);
}

/** 'published pages', 'draft pages under /dentist-crm', 'all pages'. */
function describeFilter(filter: CheckFilter): string {
  const status = filter.status ?? 'published';
  return `${status === 'all' ? 'all' : status} pages${filter.route ? ` under ${filter.route}` : ''}`;
}

/** One JSON object; a validation failure still yields an object (with errors and no pages). */
export function jsonReport(summary: CheckSummary): string {
  const plain = ({ frame: _frame, ...issue }: Issue) => issue;
  const q = summary.quality;
  return JSON.stringify(
    {
      ok: !failed(summary),
      strict: summary.strict,
      errors: [...summary.errors, ...(q?.errors ?? []), ...(q?.failures ?? [])].map(plain),
      warnings: (q?.warnings ?? []).map(plain),
      qualityBar: q ? { ...q.bar, below: q.pages.filter((p) => p.belowBar).length } : null,
      statuses: q ? countStatuses(q.pages) : null,
      pages: q?.pages ?? [],
      mostSimilar: q?.mostSimilar ?? null,
      ...(summary.site ? { thinHubs: summary.site.thinHubs, lock: summary.site.lock ?? null } : {}),
      candidatePairs: q?.candidates ?? 0,
      durationMs: Math.round(summary.durationMs),
    },
    null,
    2,
  );
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * The provenance table: each page's own share of its copy (inherited text with only
 * {city} filled in counts as inherited) and its sourced local facts, lowest own share first.
 */
function printProvenance(rows: readonly PageScore[], q: QualityReport, log: Logger): void {
  const byShare = [...rows].sort((a, b) => a.ownShare - b.ownShare || a.localFacts - b.localFacts || a.route.localeCompare(b.route));
  const shown = byShare.slice(0, TABLE_ROWS);
  const width = Math.max(...shown.map((r) => r.route.length));
  log.info('Own copy (words set in the page file, not inherited from its niche or site defaults) and sourced local facts, least own copy first:');
  for (const r of shown) {
    const status = r.status !== 'published' ? `  ${r.status}` : r.belowBar ? '  below the bar' : '';
    const rewrite = r.inheritedFields.length > 0 ? ` · inherits ${r.inheritedFields.join(', ')}` : '';
    log.info(
      `  ${pct(r.ownShare).padStart(4)}  ${r.route.padEnd(width)}  ${r.ownWords}/${r.ownWords + r.inheritedWords} words own copy · ${r.localFacts} local fact${r.localFacts === 1 ? '' : 's'}${r.unsourcedFigures > 0 ? ` · ${plural(r.unsourcedFigures, 'unsourced figure')}` : ''}${rewrite}${status}`,
    );
  }
  if (byShare.length > TABLE_ROWS) log.info(`  … ${byShare.length - TABLE_ROWS} more pages (lpgen check --json lists every page)`);
  // Over every page, drafts included: with belowBar: draft the bar is what made them drafts.
  const below = q.pages.filter((r) => r.belowBar).length;
  if (below > 0) {
    const { minOwnShare, minLocalFacts, belowBar } = q.bar;
    const effect =
      belowBar === 'draft'
        ? 'they build as drafts (noindex, out of the sitemap and hubs)'
        : belowBar === 'fail'
          ? 'they fail the check'
          : 'they stay indexable, with warnings';
    log.info(
      `Below the quality bar (own copy under ${pct(minOwnShare)}, fewer than ${minLocalFacts} sourced local facts, an unsourced figure or untraceable testimonial shown, or a near-duplicate): ${below} of ${rows.length} pages; quality.belowBar: ${belowBar}, so ${effect}`.replace(
        `of ${rows.length} pages`,
        `of ${q.pages.length} pages`,
      ),
    );
  }
}
