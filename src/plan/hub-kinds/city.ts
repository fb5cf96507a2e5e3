// A city hub: its pages grouped by category (in the home page's order), with the city's local facts and the
// dataset figures that join on the place, its county and its pages' niches; under its county's hub in the
// breadcrumbs when the county has one.
import { plural } from '../../rules/labels.js';
import { slugify } from '../../rules/slug.js';
import { someOf } from '../hub-intro.js';
import { groupBy } from '../facts.js';
import { withDataFacts } from '../../data/join.js';
import { byLabel, nichesOf, type HubPlanner } from './types.js';

export const planCityHub: HubPlanner = (hub, { ctx, config, home, pageHref, byCity, placeOf }) => {
  const pages = byCity.get(hub.key)!;
  const county = pages[0].county;
  const byCategory = groupBy(pages, (p) => p.category);
  const groups = config.home.categories.flatMap((c) => {
    const list = byCategory.get(c.slug);
    if (!list) return [];
    const links = list.map((p) => ({ label: `${p.niche} ${config.productNoun}`, href: pageHref(p), note: `For ${p.audience}` })).sort(byLabel);
    return [{ heading: c.name, count: plural(list.length, 'page'), links }];
  });
  const countyHub = county ? ctx.hubLink('county', slugify(county)) : undefined;
  return {
    vars: {
      kinds: plural(pages.length, 'kind'),
      where: county ? `${hub.name}, ${county} County` : hub.name,
      some: someOf(pages.map((p) => p.niche).sort()),
    },
    intro: { place: placeOf.get(hub.key) },
    summary: [plural(pages.length, 'page'), plural(groups.length, 'industry', 'industries')],
    crumbs: countyHub ? [home, { name: countyHub.label, href: countyHub.href }] : [home],
    groups,
    localFacts: withDataFacts(ctx.localFacts(hub.key), hub.name, ctx.dataFacts({ citySlug: hub.key, city: hub.name, county }, nichesOf(pages))),
  };
};
