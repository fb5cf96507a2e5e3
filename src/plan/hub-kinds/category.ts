// A category hub: the niches of one home-page category, each to its niche hub (or its lone page).
import type { HubLink } from '../../model.js';
import { pageLabel, plural } from '../../rules/labels.js';
import { citiesIn, someOf } from '../hub-intro.js';
import { byLabel, type HubPlanner } from './types.js';

export const planCategoryHub: HubPlanner = (hub, { ctx, config, home, pageHref, byNiche, categoryOf }) => {
  const category = categoryOf.get(hub.key)!;
  const region = config.region.name;
  const niches = ctx.content.niches.filter((n) => n.category === hub.key && byNiche.has(n.slug));
  const links: HubLink[] = niches.map((n) => {
    const pages = byNiche.get(n.slug)!;
    const href = ctx.hubHref('niche', n.slug);
    const label = href ? `${n.name} ${config.productNoun}` : pageLabel(pages[0], config.productNoun);
    return { label, href: href ?? pageHref(pages[0]), note: `For ${n.audience}: ${plural(pages.length, 'city page')}` };
  });
  links.sort(byLabel);
  const names = niches.map((n) => n.name).sort();
  const cities = new Set(niches.flatMap((n) => byNiche.get(n.slug)!.map((p) => p.citySlug))).size;
  const pageCount = niches.reduce((sum, n) => sum + byNiche.get(n.slug)!.length, 0);
  return {
    vars: { kinds: plural(names.length, 'kind'), inCities: citiesIn(cities, 0, region), some: someOf(names) },
    intro: { description: category.description },
    summary: [plural(names.length, 'solution'), plural(pageCount, 'city page'), plural(cities, 'city', 'cities')],
    crumbs: [home],
    groups: [{ heading: `${category.name} solutions`, count: plural(links.length, 'solution'), links }],
  };
};
