// Which hub pages a site has, and their routes: one per niche, per city and per
// home-page category, each only when it has site.yaml hubs.minEntries entries
// (pages for a niche or a city, niches for a category). Draft pages count for
// nothing. Shared by the content check (route collisions) and the planner.
import type { SiteConfig } from '../content/schema.js';
import { fillRoute } from '../rules/slug.js';

export type HubKind = 'niche' | 'city' | 'category';

export interface HubRef {
  kind: HubKind;
  /** The niche, city or category slug. */
  key: string;
  route: string;
  name: string;
}

interface HubPage {
  nicheSlug: string;
  citySlug: string;
  city: string;
  category: string;
  status?: 'published' | 'draft';
}

export interface HubSet {
  niche: Map<string, HubRef>;
  city: Map<string, HubRef>;
  category: Map<string, HubRef>;
  /** Categories, then niches, then cities, each in content order. */
  all: HubRef[];
}

export const isPublished = (page: { status?: 'published' | 'draft' }) => page.status !== 'draft';

export function findHubs(site: SiteConfig, niches: ReadonlyArray<{ slug: string; name: string; category: string }>, pages: readonly HubPage[]): HubSet {
  const { minEntries } = site.hubs;
  const perNiche = new Map<string, number>();
  const perCity = new Map<string, { name: string; count: number }>();
  for (const page of pages) {
    if (!isPublished(page)) continue;
    perNiche.set(page.nicheSlug, (perNiche.get(page.nicheSlug) ?? 0) + 1);
    const city = perCity.get(page.citySlug);
    if (city) city.count++;
    else perCity.set(page.citySlug, { name: page.city, count: 1 });
  }
  const ref = (kind: HubKind, key: string, name: string): HubRef => ({ kind, key, name, route: fillRoute(site.hubs[kind], { [kind]: key }) });
  const category = new Map<string, HubRef>();
  for (const c of site.home.categories) {
    const served = niches.filter((n) => n.category === c.slug && perNiche.has(n.slug)).length;
    if (served >= minEntries) category.set(c.slug, ref('category', c.slug, c.name));
  }
  const niche = new Map<string, HubRef>();
  for (const n of niches) if ((perNiche.get(n.slug) ?? 0) >= minEntries) niche.set(n.slug, ref('niche', n.slug, n.name));
  const city = new Map<string, HubRef>();
  for (const [slug, c] of perCity) if (c.count >= minEntries) city.set(slug, ref('city', slug, c.name));
  return { niche, city, category, all: [...category.values(), ...niche.values(), ...city.values()] };
}
