// A niche hub: its cities grouped by county (a county with a hub of its own links to it), named counties first.
import { plural } from '../../rules/labels.js';
import { slugify } from '../../rules/slug.js';
import { groupBy } from '../facts.js';
import { citiesIn, someOf } from '../hub-intro.js';
import { byLabel, type HubPlanner } from './types.js';

export const planNicheHub: HubPlanner = (hub, { ctx, config, home, pageHref, byNiche, nicheOf, categoryOf }) => {
  const niche = nicheOf.get(hub.key)!;
  const region = config.region.name;
  const pages = byNiche.get(hub.key)!;
  const counties = groupBy(pages, (p) => p.county ?? '');
  const groups = [...counties]
    .map(([county, list]) => {
      const href = county ? ctx.hubHref('county', slugify(county)) : undefined;
      return {
        heading: county ? `${county} County` : 'Other cities',
        ...(href ? { href } : {}),
        count: plural(list.length, 'city', 'cities'),
        // The page's own headline under its city: what that page says, not a repeat of the hub's words.
        // Only what a page's summary holds (cache/page-summary.ts): a hub that showed a page's copy would go stale on a quick rebuild.
        links: list.map((p) => ({ label: p.city, href: pageHref(p) })).sort(byLabel),
      };
    })
    // Named counties alphabetically, cities the dataset does not place last.
    .sort((a, b) => Number(a.heading === 'Other cities') - Number(b.heading === 'Other cities') || a.heading.localeCompare(b.heading));
  const named = [...counties.keys()].filter(Boolean).length;
  const categoryCrumb = ctx.hubLink('category', niche.category);
  return {
    vars: {
      audience: niche.audience,
      inCities: citiesIn(pages.length, named, region),
      cityCount: plural(pages.length, `${region} city`, `${region} cities`),
      some: someOf(pages.map((p) => p.city).sort()),
    },
    intro: { description: niche.description ?? categoryOf.get(niche.category)?.description },
    summary: [plural(pages.length, 'city page'), ...(named ? [plural(named, 'county', 'counties')] : [])],
    crumbs: categoryCrumb ? [home, { name: categoryCrumb.label, href: categoryCrumb.href }] : [home],
    groups,
  };
};
