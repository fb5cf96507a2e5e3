// How `lpgen check` reports: located warnings on stderr (the same
// `file:line:col  field: message` lines as build errors), the uniqueness table
// and a summary on stdout; or one JSON object for CI and scripts.
import { formatIssue, type Issue } from '../errors.js';
import { formatDuration, type Logger } from '../log.js';
import type { QualityReport } from './quality.js';

/** The terminal table stays readable on a 10,000-page site; --json has every page. */
export const TABLE_ROWS = 25;

export interface CheckSummary {
  errors: Issue[];
  quality?: QualityReport;
  strict: boolean;
  durationMs: number;
}

export function failed(summary: CheckSummary): boolean {
  return summary.errors.length > 0 || (summary.strict && (summary.quality?.warnings.length ?? 0) > 0);
}

const fixed = (x: number) => x.toFixed(2);

export function printReport(summary: CheckSummary, log: Logger): void {
  const q = summary.quality!;
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
  }
  if (q.mostSimilar) log.info(`Most similar pair: ${q.mostSimilar.a} and ${q.mostSimilar.b}, similarity ${fixed(q.mostSimilar.similarity)}`);
  const n = q.warnings.length;
  const tally = `${rows.length} page${rows.length === 1 ? '' : 's'} checked in ${formatDuration(summary.durationMs)}: ${n} warning${n === 1 ? '' : 's'}`;
  if (failed(summary)) log.error(`${tally} (--strict turns warnings into errors)`);
  else log.info(`✓ ${tally}`);
}

/** One JSON object; a validation failure still yields an object (with errors and no pages). */
export function jsonReport(summary: CheckSummary): string {
  const plain = ({ frame: _frame, ...issue }: Issue) => issue;
  const q = summary.quality;
  return JSON.stringify(
    {
      ok: !failed(summary),
      strict: summary.strict,
      errors: summary.errors.map(plain),
      warnings: (q?.warnings ?? []).map(plain),
      pages: q?.pages ?? [],
      mostSimilar: q?.mostSimilar ?? null,
      candidatePairs: q?.candidates ?? 0,
      durationMs: Math.round(summary.durationMs),
    },
    null,
    2,
  );
}
