// site.yaml `quality.belowBar: draft`: a page that fails the gate (src/gate/: too
// little copy of its own, too few sourced local facts, an unsourced figure or an
// untraceable testimonial shown) is built as a draft — previewable, but noindex and
// out of the sitemap and hubs — instead of failing `lpgen check`.
// Runs once after loading, one page at a time; with any other setting it does nothing.
import type { CityFactsT } from '../content/schema.js';
import { fullPage } from '../content/packed-copy.js';
import type { Content, PageData, SitePage } from '../content/types.js';
import { failsGate } from '../gate/gate.js';
import { wordCounter } from './provenance.js';
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
const measured = new WeakMap<object, boolean>();

/** Records whether `page` fails the gate, for applyQualityBar (the page object itself, as the loader returns it). */
export function rememberBar(page: object, fails: boolean): void {
  measured.set(page, fails);
}

type BarContext = Pick<Content, 'site' | 'cities' | 'niches' | 'data'>;
const meters = new WeakMap<BarContext, (page: PageData) => boolean>();

/**
 * Judges whole pages at the gate, one after another (inherited copy counted once: wordCounter). One meter
 * per context object: a worker loads its pages in many batches under the one context it was sent.
 */
export function barMeter(ctx: BarContext): (page: PageData) => boolean {
  let meter = meters.get(ctx);
  if (!meter) {
    const { quality } = ctx.site;
    const cityOf = cityLookup(ctx.cities);
    const count = wordCounter();
    const dataFacts = dataFactCounter(ctx);
    meter = (page) => failsGate(page, cityOf(page), quality, count, dataFacts(page));
    meters.set(ctx, meter);
  }
  return meter;
}

/**
 * Whether a page fails the gate (is "below the bar"): as recorded where its copy was packed (a build's pages), or as lpgen check
 * measured it, or measured now.
 */
export function underBar(ctx: BarContext): (page: SitePage) => boolean {
  const measure = barMeter(ctx);
  return (page) => {
    if (page.copy) return page.copy.belowBar === true;
    return measured.get(page) ?? measure(fullPage(page));
  };
}

/** The content with every page under the bar marked `status: 'draft'` (those pages are copied, never changed in place: a cache may hold them). */
export function applyQualityBar<P extends SitePage>(content: Content<P>): Content<P> {
  if (content.site.quality.belowBar !== 'draft') return content;
  const below = underBar(content);
  const pages = content.pages.map((page) => (page.status !== 'draft' && below(page) ? { ...page, status: 'draft' as const } : page));
  return { ...content, pages };
}
