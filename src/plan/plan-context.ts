// What every route planner shares: the content, the site view, the derived
// facts and the <head> builder, made once per build by planRoutes.
import type { DataFact, JoinArea, JoinNiche } from '../data/join.js';
import type { Content, SitePage } from '../content/types.js';
import type { HubKind, HubSet } from '../internal-links/hubs.js';
import type { LinkT } from '../content/schema.js';
import type { HeadView, HomeDirectory, LocalFactsView, SiteFacts, SiteView } from '../model.js';
import { pageHead, type HeadInput } from '../seo/head.js';
import { affiliateLinker, type AffiliateLinks, type Linker } from '../affiliate/links.js';
import type { PlacementKind } from '../affiliate/placements.js';

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
  /** An area's figures from content/data/ datasets for the niches shown there (data/join.ts), shown after its place's facts. */
  dataFacts: (area: JoinArea, niches: readonly JoinNiche[]) => DataFact[];
  /** What the home page lists, once: the 404 page's footer reuses its cities. */
  directory: HomeDirectory;
}

export function head(
  ctx: Pick<PlanContext, 'site'>,
  title: string,
  description: string,
  href: string,
  noindex = false,
  extra: Partial<HeadInput> = {},
): HeadView {
  return pageHead(ctx.site, { title, description, href, noindex, ...extra });
}

const linkers = new WeakMap<object, Linker>();

/** A page's calls to action, one link per placement of its kind; `url` is the page's own affiliate link, else the site's. */
export function affiliateLinks<K extends PlacementKind>(
  ctx: { content: Pick<PlanContext['content'], 'site'> },
  kind: K,
  page: string,
  url = ctx.content.site.affiliate.url,
): AffiliateLinks<K> {
  const site = ctx.content.site;
  let linker = linkers.get(site);
  if (!linker) linkers.set(site, (linker = affiliateLinker(site)));
  return linker(kind, page, url);
}
