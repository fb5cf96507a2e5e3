// What the home page links to. A small site lists every landing page, by
// industry and by city, as the spec's home page does. Past
// LIST_EVERY_PAGE_UP_TO pages that list would grow with the site (two links a
// page: 20,000 at 10,000 pages), so the home page lists hubs instead: each
// niche's hub (or its lone page) under its category, and the city hubs of the
// featured and busiest cities. Every landing page stays two clicks from home
// (home > niche hub > page, or home > lone page) and every city hub three
// (home > niche hub > page > 'All pages for <city>'), whatever the site's size.
import type { HubKind } from '../internal-links/hubs.js';
import type { CityView, DirectoryCity, DirectoryGroup, HomeDirectory, SiteFacts } from '../model.js';
import type { LinkT } from '../content/schema.js';
import { pageLabel, plural } from '../rules/labels.js';

/**
 * Up to this many landing pages the home page links each one (about 2 × 100
 * directory links plus the sections' own: a page of ~300 links, ~100 KB).
 * Past it, links grow with niches and a capped city list, not with pages.
 */
export const LIST_EVERY_PAGE_UP_TO = 100;
/** Cities on a large site's home page (city cards and 'More cities'): featured ones first, then the busiest with a hub. */
export const CITY_LIST_CAP = 48;
/** Cities in a large site's footer. */
export const FOOTER_CITY_CAP = 12;

type HubHref = (kind: HubKind, key: string) => string | undefined;

/** Where a city link on the home or 404 page goes: its hub, else its directory group. */
export function cityHref(city: CityView, homeHref = ''): string {
  return city.hubHref ?? `${homeHref}#${city.anchor}`;
}

/** `noun`: what the site sells (site.yaml productNoun), in every label ('Dental CRM: 3 cities'). */
export function homeDirectory(facts: SiteFacts, hubHref: HubHref, noun: string): HomeDirectory {
  const cities = facts.cities.map((c): DirectoryCity => {
    const hub = hubHref('city', c.slug);
    const city = hub ? { ...c, hubHref: hub } : c;
    return { ...city, href: cityHref(city) };
  });
  const everyPage = facts.pages.length <= LIST_EVERY_PAGE_UP_TO;
  const byIndustry: DirectoryGroup[] = facts.categories.map((category) => ({
    id: category.anchor,
    title: category.name,
    links: category.niches.flatMap((niche): LinkT[] => {
      const hub = everyPage ? undefined : hubHref('niche', niche.slug);
      if (hub) return [{ label: `${niche.name} ${noun}: ${plural(niche.pages.length, 'city', 'cities')}`, href: hub }];
      return niche.pages.map((page) => ({ label: pageLabel(page, noun), href: page.href }));
    }),
  }));
  const pagesOf = (city: CityView): DirectoryGroup => ({
    id: city.anchor,
    title: city.name,
    links: city.pages.map((page) => ({ label: `${page.niche} ${noun}`, href: page.href })),
  });

  if (everyPage) {
    return {
      everyPage,
      title: 'All Landing Pages',
      description: 'Every page, by industry and by city.',
      byIndustry,
      byCity: cities.map(pagesOf),
      cities,
      footerCities: cities,
    };
  }

  // Featured cities keep their cards whatever their size; the rest of the list is the busiest cities that have a hub
  // (facts.cities is already featured-first, then by page count). A city without a hub is reached through its niches.
  const shown = cities.filter((c) => c.featured);
  for (const city of cities) {
    if (shown.length >= CITY_LIST_CAP) break;
    if (!city.featured && city.hubHref) shown.push(city);
  }
  const hubbed = shown.filter((c) => c.hubHref);
  const byCity: DirectoryGroup[] = [
    {
      // Not 'city-…': city anchors are 'city-<slug>'.
      id: 'directory-city-hubs',
      title: hubbed.length < cities.length ? `Featured and busiest cities (${hubbed.length} of ${cities.length})` : 'Every city',
      links: hubbed.map((c) => ({ label: `${noun} in ${c.name}: ${plural(c.pages.length, 'page')}`, href: c.hubHref! })),
    },
    // A featured city too small for a hub keeps a group of its own, so its card's anchor still leads to its pages.
    ...shown.filter((c) => !c.hubHref).map(pagesOf),
  ].filter((group) => group.links.length > 0);
  return {
    everyPage,
    title: 'Landing Pages by Industry and City',
    description: `${plural(facts.pages.length, 'page')}: pick an industry or a city to see all of its pages.`,
    byIndustry,
    byCity,
    cities: shown,
    footerCities: shown.slice(0, FOOTER_CITY_CAP),
  };
}
