// Landing routes: one per page, its view built by spreading the page data.
import type { PageData } from '../content/types.js';
import type { Landing, Route } from '../model.js';
import { ogImage } from '../seo/head.js';
import { landingJsonLd } from '../seo/jsonld.js';
import { relatedFinder } from '../links/related.js';
import { affiliateHref, siteHref } from '../urls.js';
import { head, type PlanContext } from './context.js';

export function landingView(ctx: PlanContext, page: PageData): Landing {
  const { base } = ctx;
  return {
    ...page,
    href: siteHref(base, page.route),
    heroImage: page.heroImage && {
      ...page.heroImage,
      src: siteHref(base, page.heroImage.src),
      ...(page.heroImage.darkSrc ? { darkSrc: siteHref(base, page.heroImage.darkSrc) } : {}),
    },
    affiliateHref: affiliateHref(page.affiliateLink, ctx.content.site.affiliate.trackingParam, page.id),
  };
}

export function planLandings(ctx: PlanContext): Route[] {
  const { site, facts, content } = ctx;
  const categoryCrumb = new Map(facts.categories.map((c) => [c.slug, { name: c.name, href: `${site.homeHref}#${c.anchor}` }]));
  const relatedPages = relatedFinder(facts.pages, content.cities);
  return content.pages.map((page) => {
    const landing = landingView(ctx, page);
    const category = categoryCrumb.get(page.category) ?? { name: page.niche, href: site.homeHref };
    return {
      kind: 'landing',
      url: page.route,
      outFile: `${page.route.slice(1)}/index.html`,
      head: head(ctx, page.title, page.description, landing.href, false, {
        image: ogImage(site, landing.heroImage),
        jsonLd: landingJsonLd(site, landing, category),
      }),
      props: { site, page: landing, related: relatedPages(page) },
    };
  });
}
