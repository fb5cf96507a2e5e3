// The admin route: template documentation, never indexed.
import type { OtherRoute } from './planned.js';
import type { Content } from '../content/load.js';
import { SETTABLE_FIELDS } from '../content/fields.js';
import { compactPlace } from '../new/places.js';
import { fillRoute } from '../rules/slug.js';
import { head, type PlanContext } from './plan-context.js';

/**
 * Step 1's example on the admin page: the spec's fitness page in Tampa, or, when
 * the site has it, fitness (else the first niche) in the most populous place
 * without that page. One pass over the places; nothing compares pages.
 */
function newPageExample(content: Content, routes: ReadonlySet<string>): { niche: string; city: string } {
  const niche = content.niches.find((n) => n.slug === 'fitness') ?? content.niches[0];
  if (!niche) return { niche: 'fitness', city: 'tampa' };
  const free = (city: string) => !routes.has(fillRoute(content.site.routePattern, { niche: niche.slug, city }));
  if (free('tampa')) return { niche: niche.slug, city: 'tampa' };
  let best: { slug: string; population: number } | undefined;
  for (const c of content.cities) {
    if (c.partOf !== undefined) continue; // lpgen new refuses it
    const population = c.population ?? 0;
    if (free(c.slug) && (!best || population > best.population)) best = { slug: c.slug, population };
  }
  return { niche: niche.slug, city: best?.slug ?? 'tampa' };
}

export function planAdmin(ctx: PlanContext): OtherRoute {
  const { site, facts } = ctx;
  const { site: config, niches } = ctx.content;
  const byRoute = new Map(facts.pages.map((l) => [l.route, l]));
  return {
    kind: 'admin',
    url: '/admin',
    outFile: 'admin/index.html',
    head: head(
      ctx,
      `Template System Documentation | ${config.brand}`,
      `How ${config.brand} landing pages are generated from one template: add a niche and city page with lpgen new, edit its YAML, and build.`,
      site.adminHref,
      true,
    ),
    props: {
      site,
      niches: niches.map((n) => ({ slug: n.slug, name: n.name })).sort((a, b) => a.name.localeCompare(b.name)),
      examples: config.admin.examples.flatMap((r) => byRoute.get(r) ?? []),
      routePattern: config.routePattern,
      docsUrl: config.admin.docsUrl,
      pageCount: facts.counts.pages,
      cities: ctx.content.cities.map(compactPlace),
      affiliateUrl: config.affiliate.url,
      newPage: newPageExample(ctx.content, new Set(ctx.content.pages.map((p) => p.route))),
      fields: SETTABLE_FIELDS,
    },
  };
}
