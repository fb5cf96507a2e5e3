// The one summary of what a site publishes, printed last by `lpgen check` and
// by `lpgen build`: published (indexable) pages, how many of those are under the
// quality bar, and how many wait as drafts or scheduled pages. A ✓ only when no
// published page is under the bar, so the line cannot be read as "ready" when it is not.
import { plural } from '../rules/labels.js';

export interface StatusCounts {
  /** Published and indexable: in the sitemap, hubs and home counts. */
  published: number;
  /** Published pages under site.yaml's quality bar; undefined when not measured. */
  belowBar?: number;
  /** Drafts (set in the file or by quality.belowBar: draft), scheduled pages excluded. */
  drafts: number;
  /** status: scheduled pages not yet published by the build's date. */
  scheduled: number;
  /** site.yaml quality.belowBar, when known: the line says what it does with the published pages below the bar. */
  setting?: 'warn' | 'fail' | 'draft';
}

export interface Counted {
  status?: string;
  publishAt?: string;
  belowBar?: boolean;
}

/** Counts pages as loaded (a scheduled page is a draft with its publishAt) or as scored by `lpgen check`. */
export function countStatuses(pages: Iterable<Counted>, measured = true): StatusCounts {
  const counts: StatusCounts = { published: 0, drafts: 0, scheduled: 0, ...(measured && { belowBar: 0 }) };
  for (const page of pages) {
    if (page.status === 'scheduled' || (page.status === 'draft' && page.publishAt !== undefined)) counts.scheduled++;
    else if (page.status === 'draft') counts.drafts++;
    else {
      counts.published++;
      if (page.belowBar && counts.belowBar !== undefined) counts.belowBar++;
    }
  }
  return counts;
}

/** True when the line may carry a ✓: no published page is known to be under the bar. */
export const meetsBar = (c: StatusCounts) => c.belowBar === 0;

/** '34 published and indexable, 32 of them below the quality bar · 966 drafts · 3 scheduled'. */
export function statusLine(c: StatusCounts): string {
  const below =
    c.belowBar === undefined
      ? ' (quality bar not measured: lpgen check)'
      : c.belowBar === 0
        ? ', none below the quality bar'
        : `, ${c.belowBar} of them below the quality bar${c.setting === 'warn' ? ' (quality.belowBar: warn keeps them indexable)' : ''}`;
  return `${c.published} published and indexable${below} · ${plural(c.drafts, 'draft')} · ${c.scheduled} scheduled`;
}
