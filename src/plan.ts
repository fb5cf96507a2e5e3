// Plans every route up front (like Astro's page data): the view model for each
// page and the site facts derived from all pages, computed once. One planner
// per route kind lives in src/plan/.
import type { Content } from './content/load.js';
import type { Route, SiteFacts, SiteView } from './model.js';
import { planAdmin } from './plan/admin.js';
import type { PlanContext } from './plan/context.js';
import { deriveFacts } from './plan/facts.js';
import { planHome } from './plan/home.js';
import { planLandings } from './plan/landing.js';
import { planLegal } from './plan/legal.js';
import { planNotFound } from './plan/not-found.js';
import { siteView } from './plan/site-view.js';

export { deriveFacts };

export interface PlanOptions {
  base?: string;
  siteUrl?: string;
  assets: SiteView['assets'];
}

export interface Plan {
  routes: Route[];
  facts: SiteFacts;
  site: SiteView;
}

export function planRoutes(content: Content, options: PlanOptions): Plan {
  const base = options.base ?? content.site.base;
  const siteUrl = options.siteUrl ?? content.site.siteUrl;
  const site = siteView(content, base, siteUrl, options.assets);
  const facts = deriveFacts(content, base);
  const ctx: PlanContext = { content, base, site, facts };
  const routes: Route[] = [planHome(ctx), ...planLandings(ctx), planAdmin(ctx), ...planLegal(ctx), ...planNotFound(ctx)];
  return { routes, facts, site };
}
