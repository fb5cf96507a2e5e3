// The admin route: template documentation, never indexed.
import type { Route } from '../model.js';
import { head, track, type PlanContext } from './context.js';

export function planAdmin(ctx: PlanContext): Route {
  const { site, facts } = ctx;
  const { site: config, niches } = ctx.content;
  const byRoute = new Map(facts.pages.map((l) => [l.route, l]));
  return {
    kind: 'admin',
    url: '/admin',
    outFile: 'admin/index.html',
    head: head(ctx, `Template System Documentation | ${config.brand}`, `How ${config.brand} landing pages are generated from one template: add a niche and city page with lpgen new, edit its YAML, and build.`, site.adminHref, true),
    props: {
      site: { ...site, affiliateHref: track(ctx, 'admin') },
      niches: niches.map((n) => ({ slug: n.slug, name: n.name })).sort((a, b) => a.name.localeCompare(b.name)),
      examples: config.admin.examples.flatMap((r) => byRoute.get(r) ?? []),
      routePattern: config.routePattern,
      docsUrl: config.admin.docsUrl,
      pageCount: facts.counts.pages,
    },
  };
}
