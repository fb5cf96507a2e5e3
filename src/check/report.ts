// How `lpgen check` reports: located warnings on stderr (the same
// `file:line:col  field: message` lines as build errors), the uniqueness table
// and a summary on stdout; or one JSON object for CI and scripts.
import { formatIssue, type Issue } from '../errors.js';
import { formatDuration, type Logger } from '../log.js';
import { countStatuses, meetsBar, statusLine } from '../publish/status-counts.js';
import type { PageScore, QualityReport } from './quality.js';

/** The terminal table stays readable on a 10,000-page site; --json has every page. */
export const TABLE_ROWS = 25;

export interface CheckSummary {
  errors: Issue[];
  quality?: QualityReport;
  strict: boolean;
  durationMs: number;
}

export function failed(summary: CheckSummary): boolean {
  const q = summary.quality;
  return summary.errors.length > 0 || (q?.errors.length ?? 0) > 0 || (q?.failures.length ?? 0) > 0 || (summary.strict && (q?.warnings.length ?? 0) > 0);
}

const fixed = (x: number) => x.toFixed(2);

export function printReport(summary: CheckSummary, log: Logger): void {
  const q = summary.quality!;
  for (const f of [...q.errors, ...q.failures]) log.detail(log.colors.red(formatIssue(f)));
  for (const w of q.warnings) log.detail(log.colors[summary.strict ? 'red' : 'yellow'](formatIssue(w)));
  const rows = [...q.pages].sort((a, b) => a.uniqueness - b.uniqueness || a.route.localeCompare(b.route));
  if (rows.length > 0) {
    log.info('Uniqueness (1 − highest similarity to another page), least unique first:');
    const width = Math.max(...rows.slice(0, TABLE_ROWS).map((r) => r.route.length));
    for (const r of rows.slice(0, TABLE_ROWS)) {
      const like = r.mostSimilar ? `most like ${r.mostSimilar}` : 'no similar page';
      log.info(`  ${fixed(r.uniqueness)}  ${r.route.padEnd(width)}  ${like} · ${r.uniqueWords} word${r.uniqueWords === 1 ? '' : 's'} of its own`);
    }
    if (rows.length > TABLE_ROWS) log.info(`  … ${rows.length - TABLE_ROWS} more pages (lpgen check --json lists every page)`);
    printProvenance(rows, summary.quality!, log);
  }
  if (q.mostSimilar) log.info(`Most similar pair: ${q.mostSimilar.a} and ${q.mostSimilar.b}, similarity ${fixed(q.mostSimilar.similarity)}`);
  const n = q.warnings.length;
  const f = q.failures.length;
  const failures = f > 0 ? `${f} page${f === 1 ? '' : 's'} below the quality bar (site.yaml quality.belowBar: fail), ` : '';
  const tally = `${rows.length} page${rows.length === 1 ? '' : 's'} checked in ${formatDuration(summary.durationMs)}: ${failures}${n} warning${n === 1 ? '' : 's'}`;
  // The verdict: one last line, with what is published and whether any of it is under the bar.
  const statuses = countStatuses(q.pages);
  const verdict = `${tally} · ${statusLine(statuses)}`;
  if (failed(summary)) log.error(`${verdict}${summary.strict && n > 0 ? ' (--strict turns warnings into errors)' : ''}`);
  else log.info(`${meetsBar(statuses) ? '✓' : '✗'} ${verdict}`);
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
  log.info('Own copy (words set in the page file, not inherited from its niche or site defaults) and sourced local facts, least own first:');
  for (const r of shown) {
    const status = r.status !== 'published' ? `  ${r.status}` : r.belowBar ? '  below the bar' : '';
    const rewrite = r.inheritedFields.length > 0 ? ` · inherits ${r.inheritedFields.join(', ')}` : '';
    log.info(
      `  ${pct(r.ownShare).padStart(4)}  ${r.route.padEnd(width)}  ${r.ownWords}/${r.ownWords + r.inheritedWords} words own · ${r.localFacts} local fact${r.localFacts === 1 ? '' : 's'}${rewrite}${status}`,
    );
  }
  if (byShare.length > TABLE_ROWS) log.info(`  … ${byShare.length - TABLE_ROWS} more pages (lpgen check --json lists every page)`);
  const below = rows.filter((r) => r.belowBar).length;
  if (below > 0) {
    const { minOwnShare, minLocalFacts, belowBar } = q.bar;
    const effect =
      belowBar === 'draft' ? 'they build as drafts (noindex, out of the sitemap and hubs)' : belowBar === 'fail' ? 'they fail the check' : 'they are warnings';
    log.info(
      `Below the quality bar (own share under ${pct(minOwnShare)} or fewer than ${minLocalFacts} local facts): ${below} of ${rows.length} pages; quality.belowBar: ${belowBar}, so ${effect}`,
    );
  }
}
