// Legal routes: one per content/legal/ file.
import type { OtherRoute } from './planned.js';
import { breadcrumbs } from '../seo/jsonld.js';
import { siteHref } from '../urls.js';
import { head, type PlanContext } from './plan-context.js';

export function planLegal(ctx: PlanContext): OtherRoute[] {
  const { site, base } = ctx;
  const { brand } = ctx.content.site;
  return ctx.content.legal.map((page) => {
    const href = siteHref(base, page.route);
    return {
      kind: 'legal',
      url: page.route,
      outFile: `${page.id}/index.html`,
      head: head(ctx, `${page.title} | ${brand}`, page.description, href, false, {
        jsonLd: [
          breadcrumbs(site, [
            { name: 'Home', href: site.homeHref },
            { name: page.title, href },
          ]),
        ],
      }),
      props: { site, legal: { title: page.title, updated: page.updated, intro: page.intro, sections: page.sections } },
    };
  });
}
