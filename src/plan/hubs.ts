// Hub routes: one per niche (its cities grouped by county), per city (its
// niches grouped by category, with the city's local facts) and per home-page
// category (its niches), each only where findHubs made one, each with an
// introduction (hub-intro.ts) and a call to action. Linear: pages are grouped once.
import type { SitePage } from '../content/types.js';
import type { HubRef } from '../internal-links/hubs.js';
import type { Crumb, HubGroup, HubLink, HubView } from '../model.js';
import type { OtherRoute } from './planned.js';
import { hubJsonLd } from '../seo/jsonld.js';
import { formatPrice } from '../content/load.js';
import { cityInRegion, pageLabel, plural } from '../rules/labels.js';
import { slugify } from '../rules/slug.js';
import { siteHref } from '../urls.js';
import { groupBy } from './facts.js';
import { hubSubIdPage } from '../affiliate/placements.js';
import { affiliateLinks, head, type PlanContext } from './plan-context.js';
import { citiesIn, hubIntro, type IntroFacts } from './hub-intro.js';

/** How a hub is named in breadcrumbs, footers and link lists. */
export function hubLabel(hub: HubRef, region: string): string {
  if (hub.kind === 'niche') return `${hub.name} CRM in ${region}`;
  if (hub.kind === 'city') return `CRM in ${hub.name}`;
  return hub.name;
}

const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/** 'A, B and 3 more' for meta descriptions. */
function someOf(names: string[], shown = 3): string {
  if (names.length <= shown) return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names.join('');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

// Long on purpose (over 80 lines): the three hub kinds share one set of site-wide lookups built once here
// (pages by niche, city and county); each kind's view is a short closure over them.
export function planHubs(ctx: PlanContext): OtherRoute[] {
  const { site, content, published, hubs, base } = ctx;
  const config = content.site;
  const region = config.region.name;
  const home: Crumb = { name: 'Home', href: site.homeHref };
  const pageHref = (p: SitePage) => siteHref(base, p.route);
  const trial = `${formatPrice(config.pricing.price)}/${config.pricing.period}, ${config.pricing.trialDays}-day free trial.`;
  const byNiche = groupBy(published, (p) => p.nicheSlug);
  const byCity = groupBy(published, (p) => p.citySlug);
  const nicheOf = new Map(content.niches.map((n) => [n.slug, n]));
  const categoryOf = new Map(config.home.categories.map((c) => [c.slug, c]));
  const placeOf = new Map(content.cities.map((c) => [c.slug, c]));
  // Footer Solutions on hub pages: the category hubs, then niche hubs, never the page itself.
  const footerHubs = [...hubs.category.values(), ...hubs.niche.values()];
  const solutions = (self: HubRef) =>
    footerHubs
      .filter((h) => h !== self)
      .slice(0, 6)
      .map((h) => ctx.hubLink(h.kind, h.key)!);
  const intro = (hub: HubRef, facts: IntroFacts) => hubIntro(config, hub, site.product, facts);
  // Several groups get ids, so the summary beside the intro can link to each.
  const withIds = (groups: HubGroup[]) => (groups.length > 1 ? groups.map((g) => ({ ...g, id: `group-${slugify(g.heading ?? '')}` })) : groups);

  type Planned = Omit<HubView, 'kind' | 'href' | 'crumbs' | 'cta'> & { crumbs: Crumb[]; ctaTitle: string };
  const route = (hub: HubRef, { ctaTitle, ...view }: Planned, title: string, description: string): OtherRoute => {
    const href = siteHref(base, hub.route);
    const crumbs = [...view.crumbs, { name: hubLabel(hub, config.region.name), href }];
    const cta = {
      title: ctaTitle,
      text: `Set up ${site.product} in minutes and follow up with every lead automatically. ${trial}`,
      label: config.home.cta.primary,
    };
    const hubView: HubView = { kind: hub.kind, href, ...view, groups: withIds(view.groups), crumbs, cta };
    return {
      kind: 'hub',
      url: hub.route,
      outFile: `${hub.route.slice(1)}/index.html`,
      head: head(ctx, title, description, href, false, { jsonLd: hubJsonLd(site, hubView, description) }),
      props: { site, hub: hubView, solutions: solutions(hub), affiliate: affiliateLinks(ctx, 'hub', hubSubIdPage(hub.route)) },
    };
  };

  const routes: OtherRoute[] = [];
  for (const hub of hubs.category.values()) {
    const category = categoryOf.get(hub.key)!;
    const niches = content.niches.filter((n) => n.category === hub.key && byNiche.has(n.slug));
    const links: HubLink[] = niches.map((n) => {
      const pages = byNiche.get(n.slug)!;
      const href = ctx.hubHref('niche', n.slug) ?? pageHref(pages[0]);
      const label = ctx.hubHref('niche', n.slug) ? `${n.name} CRM` : pageLabel(pages[0]);
      return { label, href, note: `For ${n.audience}: ${plural(pages.length, 'city page')}` };
    });
    links.sort(byName);
    const names = niches.map((n) => n.name).sort();
    const cities = new Set(niches.flatMap((n) => byNiche.get(n.slug)!.map((p) => p.citySlug))).size;
    const pageCount = niches.reduce((sum, n) => sum + byNiche.get(n.slug)!.length, 0);
    routes.push(
      route(
        hub,
        {
          heading: `${category.name} CRM Solutions in ${region}`,
          intro: intro(hub, {
            description: category.description,
            scope: `CRM pages for ${plural(names.length, 'kind')} of ${category.name} business ${citiesIn(cities, 0, region)}`,
          }),
          summary: [plural(names.length, 'solution'), plural(pageCount, 'city page'), plural(cities, 'city', 'cities')],
          crumbs: [home],
          groups: [{ heading: `${category.name} solutions`, count: plural(links.length, 'solution'), links }],
          ctaTitle: `Ready to Grow Your ${category.name} Business?`,
        },
        `${category.name} CRM Solutions in ${region} | ${config.brand}`,
        `CRM for ${plural(names.length, 'kind')} of ${category.name} businesses in ${region}: ${someOf(names)}. ${trial}`,
      ),
    );
  }

  for (const hub of hubs.niche.values()) {
    const niche = nicheOf.get(hub.key)!;
    const pages = byNiche.get(hub.key)!;
    const counties = groupBy(pages, (p) => p.county ?? '');
    const groups = [...counties]
      .map(([county, list]) => ({
        heading: county ? `${county} County` : 'Other cities',
        count: plural(list.length, 'city', 'cities'),
        // The page's own headline under its city: what that page says, not a repeat of the hub's words.
        // Only what a page's summary holds (cache/page-summary.ts): a hub that showed a page's copy would go stale on a quick rebuild.
        links: list.map((p) => ({ label: p.city, href: pageHref(p) })).sort(byName),
      }))
      // Named counties alphabetically, cities the dataset does not place last.
      .sort((a, b) => Number(a.heading === 'Other cities') - Number(b.heading === 'Other cities') || a.heading.localeCompare(b.heading));
    const named = [...counties.keys()].filter(Boolean).length;
    const categoryCrumb = ctx.hubLink('category', niche.category);
    const description = niche.description ?? categoryOf.get(niche.category)?.description;
    const cities = pages.map((p) => p.city).sort();
    routes.push(
      route(
        hub,
        {
          heading: `CRM for ${niche.audience} in ${region}`,
          intro: intro(hub, { description, scope: `${niche.name} CRM pages for ${niche.audience} ${citiesIn(pages.length, named, region)}` }),
          summary: [plural(pages.length, 'city page'), ...(named ? [plural(named, 'county', 'counties')] : [])],
          crumbs: categoryCrumb ? [home, { name: categoryCrumb.label, href: categoryCrumb.href }] : [home],
          groups,
          ctaTitle: `Ready to Grow Your ${niche.name} Business in ${region}?`,
        },
        `CRM for ${niche.audience} in ${region} | ${config.brand}`,
        `${niche.name} CRM for ${niche.audience} in ${plural(pages.length, `${region} city`, `${region} cities`)}: ${someOf(cities)}. ${trial}`,
      ),
    );
  }

  for (const hub of hubs.city.values()) {
    const pages = byCity.get(hub.key)!;
    const county = pages[0].county;
    const byCategory = groupBy(pages, (p) => p.category);
    // Categories in the home page's order, as the site presents its industries.
    const groups = config.home.categories.flatMap((c) => {
      const list = byCategory.get(c.slug);
      if (!list) return [];
      const links = list.map((p) => ({ label: `${p.niche} CRM`, href: pageHref(p), note: `For ${p.audience}` })).sort(byName);
      return [{ heading: c.name, count: plural(list.length, 'page'), links }];
    });
    const niches = pages.map((p) => p.niche).sort();
    const where = county ? `${hub.name}, ${county} County` : hub.name;
    routes.push(
      route(
        hub,
        {
          heading: `CRM for Small Businesses in ${cityInRegion(hub.name, region)}`,
          intro: intro(hub, { place: placeOf.get(hub.key), scope: `CRM pages for ${plural(pages.length, 'kind')} of business in ${hub.name}` }),
          summary: [plural(pages.length, 'page'), plural(groups.length, 'industry', 'industries')],
          crumbs: [home],
          groups,
          localFacts: ctx.localFacts(hub.key),
          ctaTitle: `Ready to Grow Your Business in ${hub.name}?`,
        },
        `CRM for Small Businesses in ${cityInRegion(hub.name, config.region.abbreviation)} | ${config.brand}`,
        `CRM pages for ${plural(pages.length, 'kind')} of business in ${where}: ${someOf(niches)}. ${trial}`,
      ),
    );
  }
  return routes;
}
