// What the home page lists, either side of the every-page threshold, from
// hand-made facts: niches × cities pages, some niches and cities with a hub.
import { describe, expect, it } from 'vitest';
import type { HubKind } from '../../src/internal-links/hubs.js';
import type { CityView, PageLink, SiteFacts } from '../../src/model.js';
import { CITY_LIST_CAP, FOOTER_CITY_CAP, LIST_EVERY_PAGE_UP_TO, cityHref, homeDirectory } from '../../src/plan/home-directory.js';

/** [niche, n]: that niche's pages in cities c0..c(n-1); cities c0..c4 are featured. */
function facts(spec: Array<[string, number]>): SiteFacts {
  const niches = spec.map(([niche]) => niche);
  const perNiche = Math.max(...spec.map(([, n]) => n));
  const pages: PageLink[] = spec.flatMap(([niche, n]) =>
    Array.from({ length: n }, (_, c) => ({
      href: `/${niche}-crm-c${c}/`,
      route: `/${niche}-crm-c${c}`,
      niche,
      nicheSlug: niche,
      city: `C${c}`,
      citySlug: `c${c}`,
    })),
  );
  const cities: CityView[] = Array.from({ length: perNiche }, (_, c) => ({
    slug: `c${c}`,
    name: `C${c}`,
    anchor: `city-c${c}`,
    featured: c < 5,
    pages: pages.filter((p) => p.citySlug === `c${c}`),
  }));
  return {
    counts: { pages: pages.length, industries: niches.length, cities: cities.length },
    categories: [
      {
        slug: 'all',
        name: 'All',
        color: 'blue',
        anchor: 'all',
        pageCount: pages.length,
        niches: niches.map((n) => ({ slug: n, name: n, audience: n, pages: pages.filter((p) => p.nicheSlug === n) })),
      },
    ],
    cities,
    pages,
  };
}

// Niche 'lone' has no hub; neither has city c3 (featured) nor the odd cities.
const hubHref = (kind: HubKind, key: string) => {
  if (kind === 'niche') return key === 'lone' ? undefined : `/${key}-crm/`;
  if (kind === 'city') return key === 'c3' || Number(key.slice(1)) % 2 === 1 ? undefined : `/crm-${key}/`;
  return undefined;
};
const linkCount = (d: ReturnType<typeof homeDirectory>) => [...d.byIndustry, ...d.byCity].reduce((n, g) => n + g.links.length, 0);

describe('homeDirectory', () => {
  it(`lists every page, by industry and by city, up to ${LIST_EVERY_PAGE_UP_TO} pages`, () => {
    const small = facts([
      ['a', LIST_EVERY_PAGE_UP_TO / 2],
      ['b', LIST_EVERY_PAGE_UP_TO / 2],
    ]);
    const d = homeDirectory(small, hubHref, 'CRM');
    expect(d.everyPage).toBe(true);
    expect(linkCount(d)).toBe(2 * LIST_EVERY_PAGE_UP_TO);
    expect(d.cities).toHaveLength(small.cities.length);
    expect(d.byCity.map((g) => g.id)).toEqual(small.cities.map((c) => c.anchor));
    // City links go to the hub where there is one, the city's directory group otherwise.
    expect(cityHref(d.cities[0])).toBe('/crm-c0/');
    expect(cityHref(d.cities[3], '/base/')).toBe('/base/#city-c3');
    expect(
      homeDirectory(
        facts([
          ['a', 51],
          ['b', 50],
        ]),
        hubHref,
        'CRM',
      ).everyPage,
    ).toBe(false);
  });

  it('lists hubs past the threshold: niche hubs, lone pages of niches without one, and a capped city list', () => {
    const big = facts([
      ['a', 200],
      ['b', 200],
      ['lone', 1],
    ]);
    const d = homeDirectory(big, hubHref, 'CRM');
    expect(d.everyPage).toBe(false);
    expect(d.byIndustry[0].links.map((l) => l.href)).toEqual(['/a-crm/', '/b-crm/', '/lone-crm-c0/']);
    // Featured first (c3 included though it has no hub), then the busiest cities with a hub.
    expect(d.cities.map((c) => c.slug).slice(0, 6)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c6']);
    expect(d.cities).toHaveLength(CITY_LIST_CAP);
    expect(d.footerCities).toEqual(d.cities.slice(0, FOOTER_CITY_CAP));
    // c1 and c3 are featured without a hub: each keeps a group with its pages, so its card's anchor resolves.
    const ids = d.byCity.map((g) => g.id);
    expect(ids).toEqual(['directory-city-hubs', 'city-c1', 'city-c3']);
    expect(d.byCity[0].links.every((l) => l.href.startsWith('/crm-'))).toBe(true);
    expect(linkCount(d)).toBeLessThan(CITY_LIST_CAP + 10);
  });
});
