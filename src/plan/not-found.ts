// The 404 page, written twice: /404/ and the host's catch-all 404.html.
import type { OtherRoute } from './planned.js';
import { siteHref } from '../urls.js';
import { head, type PlanContext } from './plan-context.js';
import { cityHref } from './home-directory.js';

export function planNotFound(ctx: PlanContext): OtherRoute[] {
  const { site, facts, base } = ctx;
  const config = ctx.content.site;
  const notFound = {
    head: head(ctx, `${config.notFound.title} | ${config.brand}`, config.notFound.text, siteHref(base, '/404'), true),
    props: {
      site,
      title: config.notFound.title,
      text: config.notFound.text,
      // The home footer's lists and targets: hubs where they exist, else the home page's anchors.
      industries: facts.categories.map((c) => ({ label: c.name, href: c.hubHref ?? `${site.homeHref}#${c.anchor}` })),
      cities: ctx.directory.footerCities.map((c) => ({ label: c.name, href: cityHref(c, site.homeHref) })),
    },
  };
  return [
    { kind: 'notFound', url: '/404', outFile: '404.html', ...notFound },
    { kind: 'notFound', url: '/404', outFile: '404/index.html', ...notFound },
  ];
}
