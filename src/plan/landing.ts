// Landing routes: one per page (drafts included, noindex), its view built from
// the page data the templates read; its links (breadcrumbs, nearby cities, other
// niches in the city, footer) point only at published pages and hubs.
import { withDataFacts } from '../data/join.js';
import type { SitePage } from '../content/types.js';
import { isPublished, type HubKind } from '../internal-links/hubs.js';
import { coordinatesBySlug, nearestSameNiche } from '../internal-links/nearby.js';
import { relatedFinder } from '../internal-links/related.js';
import type { LinkT } from '../content/schema.js';
import type { Crumb, HeadView, LandingRoute, PageLink } from '../model.js';
import type { PlannedLanding, PlannedLandingView } from './planned.js';
import { LANDING_FIELDS } from '../content/fields.js';
import { pageLabel } from '../rules/labels.js';
import { ogImage } from '../seo/head.js';
import { landingJsonLd } from '../seo/jsonld.js';
import { siteHref } from '../urls.js';
import { affiliateLinks, head, type PlanContext } from './plan-context.js';
import { groupBy } from './facts.js';

/** Most links of one kind a landing page lists (nearby cities, other niches in the city, footer Solutions). */
const LIST_LIMIT = 6;

/** The hero image with its final src (base applied). */
const heroView = (base: string, image: SitePage['heroImage']) =>
  image && { ...image, src: siteHref(base, image.src), ...(image.darkSrc ? { darkSrc: siteHref(base, image.darkSrc) } : {}) };

/**
 * What a landing route reads besides its page and the site view: the site's config (affiliate links) and base.
 * An in-place rebuild (build/in-place.ts) builds a changed page's route from this and the page's kept links.
 */
export type LandingContext = Pick<PlanContext, 'base' | 'site'> & { content: Pick<PlanContext['content'], 'site'> };

/** What a landing route takes from the rest of the site: its link lists, crumbs, hub links and local facts. */
export type LandingLinks = Omit<LandingRoute<PlannedLandingView>['props'], 'site' | 'page' | 'crumbs'> & { crumbs: Crumb[] };

export function landingView(ctx: LandingContext, page: SitePage): PlannedLandingView {
  const { base } = ctx;
  // Filled in place, not spread into a literal: spreading the picked fields gave each of 10,000 views
  // a hidden class of its own (megabytes of V8 descriptor arrays in the main thread).
  const view = {} as Record<string, unknown>;
  for (const key of LANDING_FIELDS) if (page[key] !== undefined) view[key] = page[key];
  // Packed copy stays packed: the render step unpacks it where the page is rendered.
  if (page.copy) view.copy = page.copy;
  view.href = siteHref(base, page.route);
  view.heroImage = heroView(base, page.heroImage);
  view.affiliate = affiliateLinks(ctx, 'landing', page.id, page.affiliateLink);
  return view as unknown as PlannedLandingView;
}

/** A planned landing route; its view model is built by the planner it was made by, each time it is asked for. */
class DeferredLanding implements PlannedLanding {
  readonly kind = 'landing';
  constructor(
    readonly url: string,
    readonly outFile: string,
    public head: HeadView,
    readonly page: SitePage,
    private readonly build: (route: DeferredLanding) => LandingRoute<PlannedLandingView>,
  ) {}
  materialize(): LandingRoute<PlannedLandingView> {
    return this.build(this);
  }
}

export function planLandings(ctx: PlanContext): PlannedLanding[] {
  const { site, facts, content, hubs } = ctx;
  const links = facts.pages;
  const categoryAnchor = new Map(facts.categories.map((c) => [c.slug, { name: c.name, href: `${site.homeHref}#${c.anchor}` }]));
  const nearest = nearestSameNiche(links, coordinatesBySlug(content.cities), LIST_LIMIT);
  const relatedPages = relatedFinder(links, LIST_LIMIT);
  const byNiche = groupBy(links, (l) => l.nicheSlug);
  const byCity = groupBy(links, (l) => l.citySlug);
  // Stops at the limit: a niche's list may hold thousands of pages, and this runs for every page.
  const others = (list: PageLink[] | undefined, page: SitePage, keep: (l: PageLink) => boolean = () => true) => {
    const out: PageLink[] = [];
    for (const l of list ?? []) {
      if (out.length === LIST_LIMIT) break;
      if (l.route !== page.route && keep(l)) out.push(l);
    }
    return out;
  };
  // Hubs in the order a footer offers them when a page has few related pages.
  const categoryHubs = [...hubs.category.keys()].map((k): [HubKind, string] => ['category', k]);
  const nicheHubs = [...hubs.niche.keys()].map((k): [HubKind, string] => ['niche', k]);
  const categoryOfNiche = new Map(content.niches.map((n) => [n.slug, n.category]));
  const nicheHubsIn = groupBy(nicheHubs, ([, k]) => categoryOfNiche.get(k) ?? '');

  const hubFallback = (page: SitePage, have: number): LinkT[] => {
    const want = LIST_LIMIT - have;
    if (want <= 0) return [];
    const candidates: [HubKind, string][] = [
      ['niche', page.nicheSlug],
      ['city', page.citySlug],
      ['category', page.category],
      ...(nicheHubsIn.get(page.category) ?? []),
      ...categoryHubs,
      ...nicheHubs,
    ];
    const out = new Map<string, LinkT>();
    for (const [kind, key] of candidates) {
      if (out.size === want) break;
      const link = ctx.hubLink(kind, key);
      if (link && !out.has(link.href)) out.set(link.href, link);
    }
    return [...out.values()];
  };

  // Read only of the page's summary (cache/page-summary.ts): a page whose summary is unchanged keeps them.
  const linksOf = (page: SitePage): LandingLinks => {
    // Home › niche hub › page; without a niche hub, its category's hub or list on the home page.
    const hub = ctx.hubLink('niche', page.nicheSlug) ?? ctx.hubLink('category', page.category);
    const parent: Crumb = hub ? { name: hub.label, href: hub.href } : (categoryAnchor.get(page.category) ?? { name: page.niche, href: site.homeHref });
    const crumbs: Crumb[] = [{ name: 'Home', href: site.homeHref }, parent, { name: pageLabel(page, site.productNoun), href: siteHref(ctx.base, page.route) }];
    const near = nearest(page);
    const related = relatedPages(page, near);
    return {
      related,
      crumbs,
      nearby: near ?? others(byNiche.get(page.nicheSlug), page),
      sameCity: others(byCity.get(page.citySlug), page, (l) => l.nicheSlug !== page.nicheSlug),
      nicheHubHref: ctx.hubHref('niche', page.nicheSlug),
      cityHubHref: ctx.hubHref('city', page.citySlug),
      moreSolutions: hubFallback(page, related.length),
      localFacts: withDataFacts(ctx.localFacts(page.citySlug), page.city, ctx.dataFacts(page, [page])),
    };
  };
  const build = (route: DeferredLanding): LandingRoute<PlannedLandingView> => landingRoute(ctx, route, linksOf(route.page));

  return content.pages.map((page) => new DeferredLanding(page.route, landingOutFile(page), landingHead(ctx, page), page, build));
}

export const landingOutFile = (page: SitePage): string => `${page.route.slice(1)}/index.html`;

/** A landing route's <head> as planned: without its JSON-LD (landingRoute adds it) and before a social card is set. */
export function landingHead(ctx: LandingContext, page: SitePage): HeadView {
  const href = siteHref(ctx.base, page.route);
  return head(ctx, page.title, page.description, href, !isPublished(page), { image: ogImage(ctx.site, heroView(ctx.base, page.heroImage)) });
}

/** The route of a planned landing page, given what it takes from the rest of the site (planLandings' links). */
export function landingRoute(
  ctx: LandingContext,
  planned: Pick<PlannedLanding, 'url' | 'outFile' | 'head' | 'page'>,
  links: LandingLinks,
): LandingRoute<PlannedLandingView> {
  const landing = landingView(ctx, planned.page);
  return {
    kind: 'landing',
    url: planned.url,
    outFile: planned.outFile,
    // The planned head (its og:image may have been set since) with the JSON-LD, in pageHead's key order.
    head: { ...planned.head, jsonLd: landingJsonLd(ctx.site, landing, links.crumbs) },
    props: { site: ctx.site, page: landing, ...links },
  };
}
