// site.yaml `quality.belowBar: draft`: a page under the quality bar (too little
// copy of its own, too few sourced local facts) is built as a draft — previewable,
// but noindex and out of the sitemap and hubs — instead of failing `lpgen check`.
// Runs once after loading, one page at a time; with any other setting it does nothing.
import type { CityFactsT } from '../content/schema.js';
import { fullPage } from '../content/packed-copy.js';
import type { Content, PageData, SitePage } from '../content/types.js';
import { localFacts, ownShareUnder, wordCounter, type BarResult } from './provenance.js';
import { dataFactCounter } from '../data/join.js';

/** One lookup per page, not a scan of cities.yaml. */
export function cityLookup(cities: readonly CityFactsT[]): (page: Pick<SitePage, 'citySlug'>) => CityFactsT | undefined {
  const bySlug = new Map(cities.map((c) => [c.slug, c]));
  return (page) => bySlug.get(page.citySlug);
}

/**
 * Bars already measured where the page was loaded: lpgen check measures each page
 * on a worker and reports the same figures, so the load does not measure it again.
 */
const measured = new WeakMap<object, BarResult>();

/** Records `page`'s bar for applyQualityBar (the page object itself, as the loader returns it). */
export function rememberBar(page: object, bar: BarResult): void {
  measured.set(page, bar);
}

type BarContext = Pick<Content, 'site' | 'cities' | 'niches' | 'data'>;
const meters = new WeakMap<BarContext, (page: PageData) => boolean>();

/**
 * Measures whole pages against the bar, one after another (inherited copy counted once: wordCounter). One meter
 * per context object: a worker loads its pages in many batches under the one context it was sent.
 */
export function barMeter(ctx: BarContext): (page: PageData) => boolean {
  let meter = meters.get(ctx);
  if (!meter) {
    const { quality } = ctx.site;
    const cityOf = cityLookup(ctx.cities);
    const count = wordCounter();
    const dataFacts = dataFactCounter(ctx);
    // measureBar(...).below.length > 0, without the figures only lpgen check reports.
    meter = (page) => localFacts(page, cityOf(page), dataFacts(page)) < quality.minLocalFacts || ownShareUnder(page, quality.minOwnShare, count);
    meters.set(ctx, meter);
  }
  return meter;
}

/**
 * Whether a page is under the bar: as recorded where its copy was packed (a build's pages), or as lpgen check
 * measured it, or measured now.
 */
export function underBar(ctx: BarContext): (page: SitePage) => boolean {
  const measure = barMeter(ctx);
  return (page) => {
    if (page.copy) return page.copy.belowBar === true;
    const bar = measured.get(page);
    return bar ? bar.below.length > 0 : measure(fullPage(page));
  };
}

/** The content with every page under the bar marked `status: 'draft'` (those pages are copied, never changed in place: a cache may hold them). */
export function applyQualityBar<P extends SitePage>(content: Content<P>): Content<P> {
  if (content.site.quality.belowBar !== 'draft') return content;
  const below = underBar(content);
  const pages = content.pages.map((page) => (page.status !== 'draft' && below(page) ? { ...page, status: 'draft' as const } : page));
  return { ...content, pages };
}
