// "The same niche in the nearest cities": per niche, a nearest-city index over
// the cities it serves. Cities without coordinates are left out of the index,
// and a page in such a city gets no distance-ordered list (never a guess).
import { buildNearestIndex, type NearestIndex } from './nearest.js';

interface Linkable {
  route: string;
  nicheSlug: string;
  citySlug: string;
}

type Coordinates = ReadonlyMap<string, { lat: number; lon: number }>;

/** Coordinates by city slug, for the cities that have both lat and lon. */
export function coordinatesBySlug(cities: ReadonlyArray<{ slug: string; lat?: number; lon?: number }>): Coordinates {
  const out = new Map<string, { lat: number; lon: number }>();
  for (const c of cities) if (c.lat !== undefined && c.lon !== undefined) out.set(c.slug, { lat: c.lat, lon: c.lon });
  return out;
}

/**
 * Returns, for a page, up to `limit` pages of its niche in the nearest other
 * cities, closest first; undefined when the page's city has no coordinates.
 * Building is O(N); each lookup is a few grid cells, so all pages are O(N·k).
 */
export function nearestSameNiche<L extends Linkable>(links: readonly L[], coords: Coordinates, limit = 6): (page: Linkable) => L[] | undefined {
  const byNiche = new Map<string, Array<L & { key: string; lat: number; lon: number }>>();
  for (const l of links) {
    const at = coords.get(l.citySlug);
    if (!at) continue;
    const list = byNiche.get(l.nicheSlug) ?? [];
    byNiche.set(l.nicheSlug, list);
    list.push({ ...l, key: l.route, ...at });
  }
  const indexes = new Map<string, NearestIndex<L & { key: string; lat: number; lon: number }>>();
  for (const [niche, list] of byNiche) indexes.set(niche, buildNearestIndex(list));
  const strip = ({ key: _k, lat: _a, lon: _o, ...l }: L & { key: string; lat: number; lon: number }) => l as unknown as L;
  return (page) => {
    const at = coords.get(page.citySlug);
    const index = indexes.get(page.nicheSlug);
    if (!at || !index) return undefined;
    return index
      .nearest({ key: page.route, ...at }, limit)
      .filter((n) => n.point.citySlug !== page.citySlug)
      .map((n) => strip(n.point));
  };
}
