// What every route planner shares: the content, the site view, the derived
// facts and the <head> builder, made once per build by planRoutes.
import type { Content, SitePage } from '../content/types.js';
import type { HubKind, HubSet } from '../links/hubs.js';
import type { LinkT } from '../content/schema.js';
import type { HeadView, HomeDirectory, LocalFactsView, SiteFacts, SiteView } from '../model.js';
import { pageHead, type HeadInput } from '../seo/head.js';
import { affiliateHref } from '../urls.js';

export interface PlanContext {
  content: Content;
  base: string;
  site: SiteView;
  /** Facts over the published pages only: drafts are linked from nowhere. */
  facts: SiteFacts;
  published: SitePage[];
  hubs: HubSet;
  /** The hub page of a niche, city or category, when it has one. */
  hubHref: (kind: HubKind, key: string) => string | undefined;
  /** A hub as a link, labelled for lists and footers. */
  hubLink: (kind: HubKind, key: string) => LinkT | undefined;
  localFacts: (citySlug: string) => LocalFactsView | undefined;
  /** What the home page lists, once: the 404 page's footer reuses its cities. */
  directory: HomeDirectory;
}

export function head(ctx: PlanContext, title: string, description: string, href: string, noindex = false, extra: Partial<HeadInput> = {}): HeadView {
  return pageHead(ctx.site, { title, description, href, noindex, ...extra });
}

/** The site's affiliate URL with this page id as its tracking value. */
export function track(ctx: PlanContext, id: string): string {
  const { url, trackingParam } = ctx.content.site.affiliate;
  return affiliateHref(url, trackingParam, id);
}
