// What every route planner shares: the content, the site view, the derived
// facts and the <head> builder, made once per build by planRoutes.
import type { Content } from '../content/types.js';
import type { HeadView, SiteFacts, SiteView } from '../model.js';
import { pageHead, type HeadInput } from '../seo/head.js';
import { affiliateHref } from '../urls.js';

export interface PlanContext {
  content: Content;
  base: string;
  site: SiteView;
  facts: SiteFacts;
}

export function head(ctx: PlanContext, title: string, description: string, href: string, noindex = false, extra: Partial<HeadInput> = {}): HeadView {
  return pageHead(ctx.site, { title, description, href, noindex, ...extra });
}

/** The site's affiliate URL with this page id as its tracking value. */
export function track(ctx: PlanContext, id: string): string {
  const { url, trackingParam } = ctx.content.site.affiliate;
  return affiliateHref(url, trackingParam, id);
}
