// What `lpgen check` shows by default: every problem of what is live (published
// pages and the files every page shares) in full, and the drafts summarised by
// what they lack, with counts ("651 drafts need only a third sourced fact").
// --status and --route choose other pages to show in full; --json lists everything.
// One pass over the pages and one over the warnings: linear.
import type { Issue } from '../errors.js';
import { plural } from '../rules/labels.js';
import type { PageScore, QualityReport } from './quality.js';

export type StatusFilter = 'published' | 'draft' | 'scheduled' | 'all';
export const STATUS_FILTERS: readonly StatusFilter[] = ['published', 'draft', 'scheduled', 'all'];

export interface CheckFilter {
  status?: StatusFilter;
  /** A route or the start of one: '/dentist-crm' shows /dentist-crm-miami, /dentist-crm-tampa … */
  route?: string;
}

/** Whether a page is shown in full under `filter` (default: published pages). */
export function selects(filter: CheckFilter): (page: Pick<PageScore, 'status' | 'route'>) => boolean {
  const status = filter.status ?? 'published';
  const route = filter.route && '/' + filter.route.trim().replace(/^\/+/, '');
  return (page) => (status === 'all' || page.status === status) && (!route || page.route.startsWith(route));
}

/**
 * The issues to print in full: those of files no page owns (site.yaml, presets, legal: every page shows them) and
 * those of the selected pages. `hidden`: how many were left out, about pages not selected.
 */
export function shownIssues(issues: readonly Issue[], pages: readonly PageScore[], selected: (p: PageScore) => boolean): { shown: Issue[]; hidden: number } {
  const bySource = new Map(pages.map((p) => [p.source, p]));
  const shown: Issue[] = [];
  let hidden = 0;
  for (const issue of issues) {
    const page = bySource.get(issue.file);
    if (!page || selected(page)) shown.push(issue);
    else hidden++;
  }
  return { shown, hidden };
}

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth'];

/** What one page lacks to pass the gate, as short phrases in a fixed order (the summary groups pages by them). */
export function lacks(page: PageScore, bar: QualityReport['bar']): string[] {
  const out: string[] = [];
  if (page.ownShare < bar.minOwnShare) out.push('more own copy');
  if (page.localFacts < bar.minLocalFacts) {
    const missing = bar.minLocalFacts - page.localFacts;
    out.push(missing === 1 && bar.minLocalFacts <= ORDINAL.length ? `a ${ORDINAL[bar.minLocalFacts - 1]} sourced fact` : `${missing} more sourced facts`);
  }
  if (page.unsourcedFigures > 0) out.push('sources for the figures shown');
  if (page.reasons.some((r) => r.startsWith('testimonial: '))) out.push('a traceable testimonial');
  if (page.reasons.some((r) => r.startsWith('near-duplicate of '))) out.push("copy unlike another page's");
  return out;
}

const joinAnd = (parts: readonly string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/** '651 drafts need only a third sourced fact', most pages first; drafts that pass are counted with what to do. */
export function draftSummary(pages: readonly PageScore[], bar: QualityReport['bar'], status: 'draft' | 'scheduled'): string[] {
  const groups = new Map<string, number>();
  let passing = 0;
  let total = 0;
  for (const page of pages) {
    if (page.status !== status) continue;
    total++;
    const need = lacks(page, bar);
    if (need.length === 0) passing++;
    else groups.set(joinAnd(need), (groups.get(joinAnd(need)) ?? 0) + 1);
  }
  if (total === 0) return [];
  const noun = status === 'draft' ? 'draft' : 'scheduled page';
  const lines = [...groups]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([need, n]) => `  ${plural(n, noun)} ${n === 1 ? 'needs' : 'need'}${need.includes(' and ') ? '' : ' only'} ${need}`);
  if (passing > 0) {
    const how = status === 'draft' ? 'lpgen publish --ready publishes them' : 'released on their date';
    lines.push(`  ${plural(passing, noun)} ${passing === 1 ? 'passes' : 'pass'} the gate: ${how}`);
  }
  return [`${status === 'draft' ? 'Drafts' : 'Scheduled pages'}: ${total}, by what they lack to pass the gate:`, ...lines];
}
