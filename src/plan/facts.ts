// Facts derived from all pages, computed once: counts, the home page's
// category and city lists, and one link per page.
import type { Content, SitePage } from '../content/types.js';
import type { PageLink, SiteFacts } from '../model.js';
import { siteHref } from '../urls.js';

export function pageLink(base: string, page: SitePage): PageLink {
  return {
    href: siteHref(base, page.route),
    route: page.route,
    niche: page.niche,
    nicheSlug: page.nicheSlug,
    city: page.city,
    citySlug: page.citySlug,
  };
}

/** Items by key, keys in first-seen order, items in input order. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

export function deriveFacts(content: Content, base: string): SiteFacts {
  const { site, pages, niches, cities } = content;
  const links = pages.map((p) => pageLink(base, p));
  // Grouped once: filtering all links per niche and per city would be O(pages × cities).
  const byNiche = groupBy(links, (l) => l.nicheSlug);
  const byCity = groupBy(links, (l) => l.citySlug);
  const cityFacts = new Map(cities.map((c) => [c.slug, c]));
  const categories = site.home.categories.map((category) => {
    const members = niches
      .filter((n) => n.category === category.slug)
      .map((n) => ({ slug: n.slug, name: n.name, audience: n.audience, pages: byNiche.get(n.slug) ?? [] }))
      .filter((n) => n.pages.length > 0);
    return { ...category, anchor: category.slug, niches: members, pageCount: members.reduce((sum, n) => sum + n.pages.length, 0) };
  });
  const featured = site.home.featuredCities;
  const citySlugs = [...byCity.keys()];
  const cityViews = citySlugs
    .map((slug) => {
      const own = byCity.get(slug)!;
      return {
        slug,
        name: own[0].city,
        county: cityFacts.get(slug)?.county,
        anchor: `city-${slug}`,
        featured: featured.includes(slug),
        pages: own,
      };
    })
    // Featured cities first in their configured order, then by page count.
    .sort((a, b) => {
      const fa = featured.indexOf(a.slug);
      const fb = featured.indexOf(b.slug);
      if (fa !== -1 || fb !== -1) return (fa === -1 ? Infinity : fa) - (fb === -1 ? Infinity : fb);
      return b.pages.length - a.pages.length || a.name.localeCompare(b.name);
    });
  const pinned = site.home.counts;
  return {
    counts: {
      pages: pinned.pages ?? pages.length,
      industries: pinned.industries ?? byNiche.size,
      cities: pinned.cities ?? citySlugs.length,
    },
    categories,
    cities: cityViews,
    pages: links,
  };
}
