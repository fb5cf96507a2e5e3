// A county hub: the county's pages grouped by place (each place's heading to its city hub, when it has
// one), places alphabetically, and the dataset figures that join on the county and its pages' niches.
import { plural } from '../../rules/labels.js';
import { groupBy } from '../facts.js';
import { someOf } from '../hub-intro.js';
import { withDataFacts } from '../../data/join.js';
import { byLabel, nichesOf, type HubPlanner } from './types.js';

export const planCountyHub: HubPlanner = (hub, { ctx, config, home, pageHref, byCounty }) => {
  const pages = byCounty.get(hub.key)!;
  const byCity = groupBy(pages, (p) => p.citySlug);
  const groups = [...byCity]
    .map(([slug, list]) => {
      const href = ctx.hubHref('city', slug);
      const links = list.map((p) => ({ label: `${p.niche} ${config.productNoun}`, href: pageHref(p), note: `For ${p.audience}` })).sort(byLabel);
      return { heading: list[0].city, ...(href ? { href } : {}), count: plural(list.length, 'page'), links };
    })
    .sort((a, b) => a.heading.localeCompare(b.heading));
  const kinds = new Set(pages.map((p) => p.nicheSlug)).size;
  const region = config.region.name;
  return {
    vars: {
      kinds: plural(kinds, 'kind'),
      cityCount: plural(groups.length, `${region} city`, `${region} cities`),
      some: someOf(groups.map((g) => g.heading)),
    },
    intro: {},
    summary: [plural(pages.length, 'page'), plural(groups.length, 'city', 'cities')],
    crumbs: [home],
    groups,
    // hub.name is the county as cities.yaml writes it (the key is its slug).
    localFacts: withDataFacts(undefined, `${hub.name} County`, ctx.dataFacts({ county: hub.name }, nichesOf(pages))),
  };
};
