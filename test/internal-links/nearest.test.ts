// The nearest-city grid index must give exactly the brute-force answer (all
// pairs, done here only on a sample) while never comparing all pairs itself.
import { describe, expect, it } from 'vitest';
import { buildNearestIndex, distanceKm, type GeoPoint } from '../../src/internal-links/nearest.js';
import { random } from '../support/random.js';

function bruteForce(points: GeoPoint[], from: GeoPoint, k: number): string[] {
  return points
    .filter((p) => p.key !== from.key)
    .map((p) => ({ key: p.key, km: distanceKm(from, p) }))
    .sort((a, b) => a.km - b.km || (a.key < b.key ? -1 : 1))
    .slice(0, k)
    .map((n) => n.key);
}

describe('nearest-city index', () => {
  it('measures known distances: Miami to Fort Lauderdale is about 40 km', () => {
    const km = distanceKm({ lat: 25.7617, lon: -80.1918 }, { lat: 26.1224, lon: -80.1373 });
    expect(km).toBeGreaterThan(39);
    expect(km).toBeLessThan(42);
  });

  it('orders a fixture of known Florida coordinates by distance', () => {
    const cities: GeoPoint[] = [
      { key: 'miami', lat: 25.7617, lon: -80.1918 },
      { key: 'fort-lauderdale', lat: 26.1224, lon: -80.1373 },
      { key: 'boca-raton', lat: 26.3683, lon: -80.1289 },
      { key: 'west-palm-beach', lat: 26.7153, lon: -80.0534 },
      { key: 'orlando', lat: 28.5384, lon: -81.3789 },
      { key: 'tampa', lat: 27.9506, lon: -82.4572 },
      { key: 'pensacola', lat: 30.4213, lon: -87.2169 },
    ];
    const index = buildNearestIndex(cities);
    expect(index.nearest(cities[0], 3).map((n) => n.point.key)).toEqual(['fort-lauderdale', 'boca-raton', 'west-palm-beach']);
    expect(index.nearest(cities[6], 2).map((n) => n.point.key)).toEqual(['tampa', 'orlando']);
    expect(index.nearest(cities[6], 20)).toHaveLength(6);
    expect(index.nearest(cities[0], 0)).toEqual([]);
  });

  it('with 10,000 points, equals the brute-force answer on a sample of queries', () => {
    const rand = random(12);
    // Florida's extent, with a dense cluster so some cells hold many points and others none.
    const points: GeoPoint[] = Array.from({ length: 10_000 }, (_, i) => {
      const clustered = i % 3 === 0;
      return {
        key: `p${i}`,
        lat: clustered ? 25.7 + rand() * 0.3 : 24.5 + rand() * 6.5,
        lon: clustered ? -80.4 + rand() * 0.3 : -87.6 + rand() * 7.6,
      };
    });
    const index = buildNearestIndex(points);
    for (let q = 0; q < 60; q++) {
      const from = points[Math.floor(rand() * points.length)];
      const k = 1 + (q % 8);
      expect(index.nearest(from, k).map((n) => n.point.key)).toEqual(bruteForce(points, from, k));
    }
    // A query far outside the data still finds the true nearest points.
    const far = { key: 'far', lat: 35, lon: -70 };
    expect(index.nearest(far, 4).map((n) => n.point.key)).toEqual(bruteForce(points, far, 4));
  });
});
