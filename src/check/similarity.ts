// Near-duplicate detection that scales: each text becomes a MinHash signature
// over its word 5-shingles, and LSH banding proposes candidate pairs, so only
// pages that already share a whole band of hashes are ever compared. Checking
// 10,000 pages therefore never costs 50 million text comparisons.

/** Words as a reader sees them: '384,959', "owner's" and 'St.' stay one token each. */
const WORD = /[\p{L}\p{N}]+(?:['’.,][\p{L}\p{N}]+)*/gu;

export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** FNV-1a, 32 bit: fast, stable across runs and platforms (reports must be deterministic). */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** MurmurHash3's finaliser: turns (shingle hash xor seed) into an independent-looking permutation. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Distinct hashes of the `size`-word shingles; a text shorter than one shingle is one shingle. */
export function shingles(tokens: string[], size = 5): Uint32Array {
  const out = new Set<number>();
  if (tokens.length > 0 && tokens.length < size) out.add(hashString(tokens.join(' ')));
  for (let i = 0; i + size <= tokens.length; i++) out.add(hashString(tokens.slice(i, i + size).join(' ')));
  return Uint32Array.from(out);
}

export interface MinHashOptions {
  /** Signature length; the similarity estimate's error is about 1/√hashes. */
  hashes?: number;
  /** LSH bands; hashes / bands rows each. 32 × 4 proposes pairs above ~0.4 and almost surely those above 0.6. */
  bands?: number;
}

const DEFAULTS = { hashes: 128, bands: 32 };

function seeds(count: number): Uint32Array {
  return Uint32Array.from({ length: count }, (_, i) => mix(i + 0x9e3779b9));
}

export function signature(set: Uint32Array, seedList: Uint32Array): Uint32Array {
  const sig = new Uint32Array(seedList.length).fill(0xffffffff);
  for (const h of set) {
    for (let k = 0; k < seedList.length; k++) {
      const v = mix(h ^ seedList[k]);
      if (v < sig[k]) sig[k] = v;
    }
  }
  return sig;
}

/** Estimated Jaccard similarity of the shingle sets: the share of equal signature slots. */
export function estimate(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let k = 0; k < a.length; k++) if (a[k] === b[k]) same++;
  return same / a.length;
}

export interface Neighbours {
  /** Per text: its highest estimated similarity to any other text (0 when LSH proposed no partner). */
  best: Float64Array;
  /** Per text: the index of that most similar text, or -1. */
  nearest: Int32Array;
  /** Distinct candidate pairs compared: the cost, to be kept far below n²/2. */
  candidates: number;
}

/** For every text, its most similar other text, comparing only LSH candidate pairs. */
export function nearestNeighbours(texts: string[], options: MinHashOptions = {}): Neighbours {
  const { hashes, bands } = { ...DEFAULTS, ...options };
  const rows = Math.floor(hashes / bands);
  const seedList = seeds(hashes);
  const sigs = texts.map((t) => signature(shingles(words(t)), seedList));
  const n = sigs.length;
  // One key per (text, band); kept so a pair is compared only in the first band it shares.
  const keys = new Uint32Array(n * bands);
  for (let i = 0; i < n; i++) {
    for (let b = 0; b < bands; b++) {
      let h = 0x811c9dc5 ^ b;
      for (let r = 0; r < rows; r++) h = mix(Math.imul(h, 0x01000193) ^ sigs[i][b * rows + r]);
      keys[i * bands + b] = h;
    }
  }
  const best = new Float64Array(n);
  const nearest = new Int32Array(n).fill(-1);
  let candidates = 0;
  for (let b = 0; b < bands; b++) {
    const buckets = new Map<number, number[]>();
    for (let i = 0; i < n; i++) {
      const key = keys[i * bands + b];
      const bucket = buckets.get(key);
      if (bucket) bucket.push(i);
      else buckets.set(key, [i]);
    }
    for (const bucket of buckets.values()) {
      for (let x = 0; x < bucket.length; x++) {
        for (let y = x + 1; y < bucket.length; y++) {
          const i = bucket[x];
          const j = bucket[y];
          if (sharedEarlier(keys, bands, i, j, b)) continue;
          candidates++;
          const s = estimate(sigs[i], sigs[j]);
          if (s > best[i] || (s === best[i] && nearest[i] > j)) (best[i] = s), (nearest[i] = j);
          if (s > best[j] || (s === best[j] && nearest[j] > i)) (best[j] = s), (nearest[j] = i);
        }
      }
    }
  }
  return { best, nearest, candidates };
}

function sharedEarlier(keys: Uint32Array, bands: number, i: number, j: number, band: number): boolean {
  for (let b = 0; b < band; b++) if (keys[i * bands + b] === keys[j * bands + b]) return true;
  return false;
}
