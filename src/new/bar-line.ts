// What `lpgen new` says about publishing: whether a single new page would pass
// the quality bar (the measure of `lpgen check`), and that pages made in bulk
// start as drafts until `lpgen publish` promotes them.
import { cityLookup } from '../check/quality-bar.js';
import { belowBarMessage } from '../check/quality.js';
import { dataFactCounter } from '../data/join.js';
import { fullPage } from '../content/packed-copy.js';
import type { Content } from '../content/types.js';
import { judgePage, type Verdict } from '../gate/gate.js';
import { plural } from '../rules/labels.js';

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The gate's verdict on each page at `routes` in the content as it will load (the pages not found left out). */
export function gateVerdicts(content: Content, routes: Iterable<string>): Map<string, Verdict> {
  const wanted = new Set(routes);
  const cityOf = cityLookup(content.cities);
  const dataFacts = dataFactCounter(content);
  const out = new Map<string, Verdict>();
  for (const page of content.pages)
    if (wanted.has(page.route)) out.set(page.route, judgePage(fullPage(page), cityOf(page), content.site.quality, { dataFacts: dataFacts(page) }));
  return out;
}

/** '  bar    …' for a page's verdict. */
export function barLine(verdict: Verdict, setting?: string): string {
  const { bar } = verdict;
  if (verdict.reasons.length === 0) return `  bar    passes the quality bar (${pct(bar.share)} own copy, ${plural(bar.localFacts, 'local fact')})`;
  const indexable = setting === 'warn' ? ' (indexable all the same: quality.belowBar: warn)' : '';
  return `  bar    ${belowBarMessage(verdict.reasons, bar.inherited)}${indexable}`;
}

/** The line after writing pages the gate held back as drafts (a single page, or --publish). */
export function heldNote(routes: readonly string[], asked: number, contentFlag: string, single = false): string {
  const which = single
    ? 'written as a draft'
    : `${routes.length} of ${asked} written as drafts (${routes.slice(0, 5).join(', ')}${routes.length > 5 ? ', …' : ''})`;
  const how = single ? `lpgen publish ${routes[0]}${contentFlag}` : `lpgen publish --ready${contentFlag}`;
  return `  status ${which}: below the quality bar, so not indexable yet; ${how} once it passes`;
}

/** The line after a bulk write: how many pages start as drafts, and how they get published. */
export function draftNote(count: number, contentFlag: string): string {
  return `  status ${plural(count, 'draft')} (noindex, out of the sitemap, hubs and counts); lpgen publish --ready${contentFlag} publishes those that pass the quality bar (or write them with --publish)`;
}

/** The status lines after a bulk write: the drafts' note, then how many were written published or scheduled (by a plan's status column). */
export function statusLines(counts: ReadonlyMap<string, number>, contentFlag: string): string[] {
  const drafts = counts.get('draft') ?? 0;
  const rest = [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .filter(([status]) => status !== 'draft')
    .map(([status, n]) => `${n} ${status}`);
  return [...(drafts > 0 ? [draftNote(drafts, contentFlag)] : []), ...(rest.length > 0 ? [`  status ${rest.join(', ')}`] : [])];
}
