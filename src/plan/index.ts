// Plans every route up front (like Astro's page data): the view model for each
// page and the site facts derived from all pages, computed once. One planner
// per route kind lives in src/plan/.
import { areaFactsFinder } from '../data/join.js';
import type { AnalyticsT } from '../content/schema.js';
import type { Content } from '../content/load.js';
import { findHubs, isPublished, type HubKind } from '../internal-links/hubs.js';
import { localFactsFinder } from '../internal-links/local-facts.js';
import type { LinkT } from '../content/schema.js';
import type { SiteFacts, SiteView } from '../model.js';
import type { PlannedRoute } from './planned.js';
import { planAdmin } from './admin.js';
import type { PlanContext } from './plan-context.js';
import { deriveFacts } from './facts.js';
import { planHome } from './home.js';
import { homeDirectory } from './home-directory.js';
import { hubLabel, planHubs } from './hubs.js';
import { planLandings } from './landing.js';
import { planLegal } from './legal.js';
import { planNotFound } from './not-found.js';
import { siteView } from './site-view.js';
import { siteHref } from '../urls.js';

export interface PlanOptions {
  base?: string;
  siteUrl?: string;
  assets: SiteView['assets'];
}

export interface Plan {
  /** Landing routes build their view model when asked (plan/planned.ts PlannedLanding). */
  routes: PlannedRoute[];
  facts: SiteFacts;
  site: SiteView;
  /** site.yaml analytics: its origins go into the Content-Security-Policy. */
  analytics?: AnalyticsT;
}

export function planRoutes(content: Content, options: PlanOptions): Plan {
  const ctx = planContext(content, options);
  const routes: PlannedRoute[] = [planHome(ctx), ...planLandings(ctx), ...planHubs(ctx), planAdmin(ctx), ...planLegal(ctx), ...planNotFound(ctx)];
  return { routes, facts: ctx.facts, site: ctx.site, analytics: content.site.analytics };
}

/**
 * The landing routes of `pages` alone, against the whole content: the same routes planRoutes gives them
 * (a rebuild that changed only these pages, and nothing other routes read of them, plans only these).
 */
export function planLandingsOf(content: Content, pages: Content['pages'], options: PlanOptions): Plan {
  const ctx = planContext(content, options);
  return { routes: planLandings({ ...ctx, content: { ...content, pages } }), facts: ctx.facts, site: ctx.site };
}

/** What every route planner reads, derived once from the whole content. */
function planContext(content: Content, options: PlanOptions): PlanContext {
  const base = options.base ?? content.site.base;
  const siteUrl = options.siteUrl ?? content.site.siteUrl;
  const site = siteView(content, base, siteUrl, options.assets);
  // `status: draft` is the one switch: a draft is rendered, but no list, hub or count knows it.
  const published = content.pages.filter(isPublished);
  const hubs = findHubs(content.site, content.niches, published);
  const hubHref = (kind: HubKind, key: string) => {
    const hub = hubs[kind].get(key);
    return hub && siteHref(base, hub.route);
  };
  const derived = deriveFacts({ ...content, pages: published }, base);
  const facts: SiteFacts = {
    ...derived,
    categories: derived.categories.map((c) => {
      // A category with one niche has no hub of its own: 'View Solutions' goes to that niche's hub.
      const hubHrefOf = hubHref('category', c.slug) ?? (c.niches.length === 1 ? hubHref('niche', c.niches[0].slug) : undefined);
      return hubHrefOf ? { ...c, hubHref: hubHrefOf } : c;
    }),
  };
  const hubLinks = new Map<string, LinkT | undefined>();
  return {
    content,
    base,
    site,
    facts,
    published,
    hubs,
    hubHref,
    hubLink: (kind, key) => {
      // One link object (and label) per hub, shared by every page that lists it, not one per page.
      const id = `${kind}:${key}`;
      if (!hubLinks.has(id)) {
        const href = hubHref(kind, key);
        hubLinks.set(id, href ? { label: hubLabel(hubs[kind].get(key)!, content.site), href } : undefined);
      }
      return hubLinks.get(id);
    },
    localFacts: localFactsFinder({
      cities: content.cities,
      served: published.map((p) => p.citySlug),
      citations: content.citiesCitations,
      hrefOf: (slug) => hubHref('city', slug),
    }),
    dataFacts: areaFactsFinder(content),
    directory: homeDirectory(facts, hubHref, content.site.productNoun),
  };
}
