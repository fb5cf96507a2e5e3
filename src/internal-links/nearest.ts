// Nearest served cities without comparing all pairs: points go into a grid of
// ~25 km cells and a query scans rings of cells outward, stopping once no
// unscanned cell can hold anything closer than the k-th best found so far.
// Building is O(N); each query touches a few cells, so N queries are O(N·k).

export interface GeoPoint {
  /** Stable identity, also the tie-breaker so equal distances order deterministically. */
  key: string;
  lat: number;
  lon: number;
}

export interface Neighbour<P extends GeoPoint> {
  point: P;
  km: number;
}

const EARTH_KM = 6371.0088;
/** About 28 km north-south; a quarter degree keeps Florida's ~450 places a few per cell. */
const CELL_DEG = 0.25;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface NearestIndex<P extends GeoPoint> {
  /** Up to k points nearest to `from`, closest first, excluding points with `from`'s key. */
  nearest(from: GeoPoint, k: number): Neighbour<P>[];
}

export function buildNearestIndex<P extends GeoPoint>(points: readonly P[]): NearestIndex<P> {
  const cells = new Map<string, P[]>();
  let minRow = Infinity,
    maxRow = -Infinity,
    minCol = Infinity,
    maxCol = -Infinity,
    maxAbsLat = 0;
  for (const p of points) {
    const row = Math.floor(p.lat / CELL_DEG);
    const col = Math.floor(p.lon / CELL_DEG);
    minRow = Math.min(minRow, row);
    maxRow = Math.max(maxRow, row);
    minCol = Math.min(minCol, col);
    maxCol = Math.max(maxCol, col);
    maxAbsLat = Math.max(maxAbsLat, Math.abs(p.lat));
    const id = `${row},${col}`;
    const cell = cells.get(id);
    if (cell) cell.push(p);
    else cells.set(id, [p]);
  }
  // A point outside ring r differs by more than r cells in latitude or in
  // longitude; the smaller of the two distances that implies is a safe lower
  // bound (meridians are closest at the highest latitude any point has).
  // (Longitudes do not wrap at ±180°: fine for one country's places.)
  const ringBound = (r: number, cosMax: number) => {
    const deg = Math.min(r * CELL_DEG, 180);
    const byLat = EARTH_KM * rad(deg);
    const byLon = 2 * EARTH_KM * Math.asin(Math.min(1, cosMax * Math.sin(rad(deg) / 2)));
    return Math.min(byLat, byLon);
  };
  const before = (a: Neighbour<P>, b: Neighbour<P>) => a.km < b.km || (a.km === b.km && a.point.key < b.point.key);

  return {
    nearest(from, k) {
      const best: Neighbour<P>[] = [];
      if (k <= 0 || points.length === 0) return best;
      const row0 = Math.floor(from.lat / CELL_DEG);
      const col0 = Math.floor(from.lon / CELL_DEG);
      // Rings beyond this radius lie wholly outside the occupied grid.
      const maxR = Math.max(row0 - minRow, maxRow - row0, col0 - minCol, maxCol - col0, 0);
      const cosMax = Math.cos(rad(Math.max(maxAbsLat, Math.abs(from.lat))));
      const consider = (p: P) => {
        if (p.key === from.key) return;
        const n = { point: p, km: distanceKm(from, p) };
        if (best.length === k && !before(n, best[k - 1])) return;
        let i = best.length < k ? best.length : k - 1;
        best[i] = n;
        while (i > 0 && before(best[i], best[i - 1])) {
          [best[i - 1], best[i]] = [best[i], best[i - 1]];
          i--;
        }
      };
      for (let r = 0; r <= maxR; r++) {
        for (let dr = -r; dr <= r; dr++) {
          const edge = Math.abs(dr) === r;
          // Inner rows of the ring contribute only their two end cells.
          for (let dc = -r; dc <= r; dc += edge || r === 0 ? 1 : 2 * r) {
            const cell = cells.get(`${row0 + dr},${col0 + dc}`);
            if (cell) for (const p of cell) consider(p);
          }
        }
        if (best.length === k && best[k - 1].km <= ringBound(r, cosMax)) break;
      }
      return best;
    },
  };
}
