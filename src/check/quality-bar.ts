// site.yaml `quality.belowBar: draft`: a page under the quality bar (too little
// copy of its own, too few sourced local facts) is built as a draft — previewable,
// but noindex and out of the sitemap and hubs — instead of failing `lpgen check`.
// Runs once after loading, one page at a time; with any other setting it does nothing.
import type { CityFactsT } from '../content/schema.js';
import type { Content, PageData } from '../content/types.js';
import { measureBar, wordCounter } from './provenance.js';

/** One lookup per page, not a scan of cities.yaml. */
export function cityLookup(cities: readonly CityFactsT[]): (page: PageData) => CityFactsT | undefined {
  const bySlug = new Map(cities.map((c) => [c.slug, c]));
  return (page) => bySlug.get(page.citySlug);
}

/** The content with every page under the bar marked `status: 'draft'` (those pages are copied, never changed in place: a cache may hold them). */
export function applyQualityBar(content: Content): Content {
  const { quality } = content.site;
  if (quality.belowBar !== 'draft') return content;
  const cityOf = cityLookup(content.cities);
  const count = wordCounter();
  const pages = content.pages.map((page) =>
    page.status !== 'draft' && measureBar(page, cityOf(page), quality, count).below.length > 0 ? { ...page, status: 'draft' as const } : page,
  );
  return { ...content, pages };
}
