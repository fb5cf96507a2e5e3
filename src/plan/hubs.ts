// Hub routes: one per hub findHubs made (links/hubs.ts), each planned by its kind's planner (hub-kinds/,
// one small file per kind, held complete by HUB_PLANNERS) and written here with the kind's copy
// (site.yaml hubs.copy, defaults in the schema from HUB_KINDS), an introduction (hub-intro.ts) and a call
// to action. A thin hub (under the hub bar) is built noindex, so it is out of the sitemap. Linear: pages
// are grouped once per kind, in the lookups every planner shares.
import type { SiteConfig } from '../content/schema.js';
import { fillPlaceholders } from '../content/placeholders.js';
import type { SitePage } from '../content/types.js';
import type { HubRef } from '../internal-links/hubs.js';
import type { HubGroup, HubView } from '../model.js';
import type { OtherRoute } from './planned.js';
import { hubJsonLd } from '../seo/jsonld.js';
import { formatPrice } from '../content/load.js';
import { slugify } from '../rules/slug.js';
import { siteHref } from '../urls.js';
import { groupBy } from './facts.js';
import { hubSubIdPage } from '../affiliate/placements.js';
import { affiliateLinks, head, type PlanContext } from './plan-context.js';
import { hubIntro } from './hub-intro.js';
import { HUB_PLANNERS, type HubLookups } from './hub-kinds/index.js';

/** The placeholders every kind's copy may use (HUB_COPY_SHARED), for one hub. */
function sharedVars(config: SiteConfig, hub: Pick<HubRef, 'name'>): Record<string, string> {
  const { pricing } = config;
  return {
    name: hub.name,
    noun: config.productNoun,
    product: config.affiliate.product,
    brand: config.brand,
    region: config.region.name,
    regionAbbr: config.region.abbreviation,
    trial: `${formatPrice(pricing.price)}/${pricing.period}, ${pricing.trialDays}-day free trial.`,
  };
}

/** How a hub is named in breadcrumbs, footers and link lists: site.yaml hubs.copy.<kind>.label. */
export function hubLabel(hub: Pick<HubRef, 'kind' | 'name'>, config: SiteConfig): string {
  return fillPlaceholders(config.hubs.copy[hub.kind].label, sharedVars(config, hub));
}

export function planHubs(ctx: PlanContext): OtherRoute[] {
  const { site, content, published, hubs, base } = ctx;
  const config = content.site;
  const at: HubLookups = {
    ctx,
    config,
    home: { name: 'Home', href: site.homeHref },
    pageHref: (p: SitePage) => siteHref(base, p.route),
    byNiche: groupBy(published, (p) => p.nicheSlug),
    byCity: groupBy(published, (p) => p.citySlug),
    byCounty: groupBy(published, (p) => (p.county ? slugify(p.county) : '')),
    nicheOf: new Map(content.niches.map((n) => [n.slug, n])),
    categoryOf: new Map(config.home.categories.map((c) => [c.slug, c])),
    placeOf: new Map(content.cities.map((c) => [c.slug, c])),
  };
  // Footer Solutions on hub pages: the category hubs, then niche hubs, never the page itself.
  const footerHubs = [...hubs.category.values(), ...hubs.niche.values()];
  const solutions = (self: HubRef) =>
    footerHubs
      .filter((h) => h !== self)
      .slice(0, 6)
      .map((h) => ctx.hubLink(h.kind, h.key)!);
  // Several groups get ids, so the summary beside the intro can link to each.
  const withIds = (groups: HubGroup[]) => (groups.length > 1 ? groups.map((g) => ({ ...g, id: `group-${slugify(g.heading ?? '')}` })) : groups);

  const route = (hub: HubRef): OtherRoute => {
    const planned = HUB_PLANNERS[hub.kind](hub, at);
    const shared = sharedVars(config, hub);
    const copy = fillPlaceholders(config.hubs.copy[hub.kind], { ...shared, ...planned.vars });
    const href = siteHref(base, hub.route);
    const crumbs = [...planned.crumbs, { name: hubLabel(hub, config), href }];
    const scope = copy.scope;
    const pick = fillPlaceholders(config.hubs.copy.pick, { ...shared, scope });
    const cta = { title: copy.ctaTitle, text: fillPlaceholders(config.hubs.copy.cta, shared), label: config.home.cta.primary };
    const { vars: _vars, intro, ...view } = planned;
    const hubView: HubView = {
      kind: hub.kind,
      href,
      heading: copy.heading,
      intro: hubIntro(config, hub, { ...intro, pick }),
      ...view,
      groups: withIds(view.groups),
      crumbs,
      cta,
    };
    return {
      kind: 'hub',
      url: hub.route,
      outFile: `${hub.route.slice(1)}/index.html`,
      head: head(ctx, copy.title, copy.description, href, !hub.indexable, { jsonLd: hubJsonLd(site, hubView, copy.description) }),
      props: { site, hub: hubView, solutions: solutions(hub), affiliate: affiliateLinks(ctx, 'hub', hubSubIdPage(hub.route)) },
    };
  };
  return hubs.all.map(route);
}
