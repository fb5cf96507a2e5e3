// site.yaml `quality.belowBar: draft`: a page that fails the gate (src/gate/: too
// little copy of its own, too few sourced local facts, an unsourced figure or an
// untraceable testimonial shown) is built as a draft — previewable, but noindex and
// out of the sitemap and hubs — instead of failing `lpgen check`.
// Runs once after loading, one page at a time; with any other setting it does nothing.
import type { CityFactsT } from '../content/schema.js';
import { fullPage } from '../content/packed-copy.js';
import type { Content, PageData, SitePage } from '../content/types.js';
import { failsGate, failsWith, gateParts, type GateParts } from '../gate/gate.js';
import { wordCounter } from './provenance.js';
import { dataFactCounter } from '../data/join.js';

/** One lookup per page, not a scan of cities.yaml. */
export function cityLookup(cities: readonly CityFactsT[]): (page: Pick<SitePage, 'citySlug'>) => CityFactsT | undefined {
  const bySlug = new Map(cities.map((c) => [c.slug, c]));
  return (page) => bySlug.get(page.citySlug);
}

/**
 * Bars already measured where the page was loaded: lpgen check measures each page
 * on a worker and reports the same figures (whether it fails), and a build's loader
 * measures the gate parts of a page it keeps unpacked (content/packed-copy.ts
 * packOutcome), so the load does not measure it again.
 */
const measured = new WeakMap<object, boolean | GateParts>();

/** Records whether `page` fails the gate, for applyQualityBar (the page object itself, as the loader returns it). */
export function rememberBar(page: object, fails: boolean): void {
  measured.set(page, fails);
}

/** Records the gate parts a build's loader measured for `page`, kept unpacked (PageOutcome.gate). */
export function rememberGate(page: object, parts: GateParts): void {
  measured.set(page, parts);
}

type BarContext = Pick<Content, 'site' | 'cities' | 'niches' | 'data'>;
interface Meters {
  /** Whether a whole page fails the gate now, its dataset figures counted. */
  fails: (page: PageData) => boolean;
  /** A whole page's gate parts as a build keeps them (gate.ts GateParts). */
  parts: (page: PageData) => GateParts;
  /** Whether a page with kept parts fails the gate, its dataset figures counted now. */
  keptFails: (page: SitePage, parts: GateParts) => boolean;
}
const meters = new WeakMap<BarContext, Meters>();

/**
 * Judges pages at the gate, one after another (inherited copy counted once: wordCounter). One set of meters per
 * context object: a worker loads its pages in many batches under the one context it was sent.
 */
function metersOf(ctx: BarContext): Meters {
  let m = meters.get(ctx);
  if (!m) {
    const { quality } = ctx.site;
    const cityOf = cityLookup(ctx.cities);
    const count = wordCounter();
    const dataFacts = dataFactCounter(ctx);
    // Without datasets a page's facts cannot grow, so too few of them settle its kept parts; with datasets they
    // are measured whole, so a dataset edit changes no kept measure (the content cache's context says which).
    const known = ctx.data?.length ? undefined : 0;
    m = {
      fails: (page) => failsGate(page, cityOf(page), quality, count, dataFacts(page)),
      parts: (page) => gateParts(page, cityOf(page), quality, count, known),
      keptFails: (page, parts) => failsWith(parts, dataFacts(page), quality),
    };
    meters.set(ctx, m);
  }
  return m;
}

/** A whole page's quality bar parts, as a build keeps them: packed with its copy, or beside a page kept unpacked (content/load.ts). */
export const gateMeter = (ctx: BarContext): ((page: PageData) => GateParts) => metersOf(ctx).parts;

/**
 * Whether a page fails the gate (is "below the bar"): from the parts its build kept (packed with its copy, or
 * remembered for a page kept unpacked) and its dataset figures, or as lpgen check measured it, or measured now.
 */
export function underBar(ctx: BarContext): (page: SitePage) => boolean {
  const { fails, keptFails } = metersOf(ctx);
  return (page) => {
    if (page.copy) return keptFails(page, page.copy.gate);
    const known = measured.get(page);
    if (known === undefined) return fails(fullPage(page));
    return typeof known === 'boolean' ? known : keptFails(page, known);
  };
}

/** The content with every page under the bar marked `status: 'draft'` (those pages are copied, never changed in place: a cache may hold them). */
export function applyQualityBar<P extends SitePage>(content: Content<P>): Content<P> {
  if (content.site.quality.belowBar !== 'draft') return content;
  const below = underBar(content);
  const pages = content.pages.map((page) => (page.status !== 'draft' && below(page) ? { ...page, status: 'draft' as const } : page));
  return { ...content, pages };
}
