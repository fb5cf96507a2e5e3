// The footer's Solutions list: the same niche in the nearest cities first,
// then other niches in the same city. Links are grouped once, so planning
// stays linear in the page count.
import type { PageLink } from '../model.js';

interface Linkable {
  route: string;
  nicheSlug: string;
  citySlug: string;
}

/**
 * The finder takes the page and its same-niche pages in the nearest cities (nearby.ts nearestSameNiche over
 * the same links; undefined without coordinates), which the caller also shows, so the grid is asked once.
 */
export function relatedFinder(links: PageLink[], limit = 6): (page: Linkable, nearest: PageLink[] | undefined) => PageLink[] {
  const byNiche = new Map<string, PageLink[]>();
  const byCity = new Map<string, PageLink[]>();
  for (const l of links) {
    (byNiche.get(l.nicheSlug) ?? byNiche.set(l.nicheSlug, []).get(l.nicheSlug)!).push(l);
    (byCity.get(l.citySlug) ?? byCity.set(l.citySlug, []).get(l.citySlug)!).push(l);
  }
  return (page, nearest) => {
    const out: PageLink[] = [];
    // Closest cities first where coordinates are known; otherwise the niche's pages in order.
    for (const l of nearest ?? byNiche.get(page.nicheSlug) ?? []) {
      if (out.length === limit) return out;
      if (l.route !== page.route) out.push(l);
    }
    for (const l of byCity.get(page.citySlug) ?? []) {
      if (out.length === limit) return out;
      if (l.route !== page.route && l.nicheSlug !== page.nicheSlug) out.push(l);
    }
    return out;
  };
}
