// What `lpgen new` says about publishing: whether a single new page would pass
// the quality bar (the measure of `lpgen check`), and that pages made in bulk
// start as drafts until `lpgen publish` promotes them.
import { cityLookup } from '../check/quality-bar.js';
import { dataFactCounter } from '../data/join.js';
import { measureBar, rewriteList } from '../check/provenance.js';
import { fullPage } from '../content/packed-copy.js';
import type { Content } from '../content/types.js';
import { plural } from '../rules/labels.js';

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** '  bar    …' for the page at `route` in the content as it will load. */
export function barLine(content: Content, route: string): string | undefined {
  const page = content.pages.find((p) => p.route === route);
  if (!page) return undefined;
  const bar = measureBar(fullPage(page), cityLookup(content.cities)(page), content.site.quality, undefined, undefined, dataFactCounter(content)(page));
  const facts = `${pct(bar.share)} own copy, ${plural(bar.localFacts, 'local fact')}`;
  if (bar.below.length === 0) return `  bar    passes the quality bar (${facts})`;
  const rewrite = bar.inherited.length > 0 ? `; write its own ${rewriteList(bar.inherited, 3)}` : '';
  return `  bar    below the quality bar: ${bar.below.join(', ')}${rewrite}`;
}

/** The line after a bulk write: how many pages start as drafts, and how they get published. */
export function draftNote(count: number, contentFlag: string): string {
  return `  status ${plural(count, 'draft')} (noindex, out of the sitemap, hubs and counts); lpgen publish --ready${contentFlag} publishes those that pass the quality bar (or write them with --publish)`;
}
