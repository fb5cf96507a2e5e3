// Near-duplicate detection that scales: each text becomes a MinHash signature
// over its word 5-shingles, and LSH banding proposes candidate pairs, so only
// pages that already share a whole band of hashes are ever compared. Checking
// 10,000 pages therefore never costs 50 million text comparisons.
import { flat } from '../content/share-strings.js';

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const isJoiner = (c: number) => c === 0x27 || c === 0x2019 || c === 0x2e || c === 0x2c; // ' ’ . ,

/** 1 for the ASCII letters and digits. */
const ASCII_WORD = Uint8Array.from({ length: 0x80 }, (_, c) => ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) ? 1 : 0));

/** Whether the character at `i` is a letter or digit; its length in UTF-16 units (0 if not). */
function wordChar(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0x80) return ASCII_WORD[c];
  const cp = text.codePointAt(i)!;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(cp)) ? (cp > 0xffff ? 2 : 1) : 0;
}

/**
 * The words of `text` as /[\p{L}\p{N}]+(?:['’.,][\p{L}\p{N}]+)*\/gu matches them
 * ('384,959', "owner's" and 'St.Pete' are one word each), found by one scan
 * with an ASCII fast path, cheaper than the Unicode regex over 10,000 pages.
 * Calls `onWord` with each word's bounds; returns how many there are.
 */
function scanWords(text: string, onWord?: (start: number, end: number) => void): number {
  let count = 0;
  let start = -1;
  for (let i = 0; i < text.length;) {
    const width = wordChar(text, i);
    if (width > 0) {
      if (start < 0) ((start = i), count++);
      i += width;
    } else if (start >= 0 && isJoiner(text.charCodeAt(i)) && i + 1 < text.length && wordChar(text, i + 1) > 0) {
      i++; // a joiner between letters or digits stays inside the word
    } else {
      if (start >= 0) onWord?.(start, i);
      start = -1;
      i++;
    }
  }
  if (start >= 0) onWord?.(start, text.length);
  return count;
}

/** Words as a reader sees them, lower-cased: '384,959', "owner's" and 'St.' stay one token each. */
export function words(text: string): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  scanWords(lower, (start, end) => out.push(lower.slice(start, end)));
  return out;
}

/** words(text).length without building the words: the quality bar counts the words of every field of every page. */
export function countWords(text: string): number {
  return scanWords(text);
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

/**
 * Hashes of the `size`-word shingles (a text shorter than one shingle is one
 * shingle). Words are hashed once and combined, and repeats are kept (a minimum
 * ignores them): no shingle string, no Set, so 10,000 pages make little garbage.
 */
export function shingles(tokens: string[], size = 5): Uint32Array {
  return shinglesOfHashes(Uint32Array.from(tokens, hashString), size);
}

/** shingles() from the words' hashes. */
function shinglesOfHashes(w: Uint32Array, size = 5): Uint32Array {
  const count = w.length === 0 ? 0 : Math.max(1, w.length - size + 1);
  const out = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    let h = 0x811c9dc5;
    const end = Math.min(i + size, w.length);
    for (let j = i; j < end; j++) h = mix(Math.imul(h, 0x01000193) ^ w[j]);
    out[i] = h;
  }
  return out;
}

export interface TextWords {
  /** shingleSet(words(text)), the parts' words in order. */
  shingles: Uint32Array;
  /** The text's distinct words, as ids: equal words have equal ids across every text given to one wordTable. */
  words: Uint32Array;
  /** The words no earlier text had, in id order: their ids are freshFrom, freshFrom + 1, … (another thread's table can be mapped onto this one's). */
  fresh: string[];
  freshFrom: number;
  /** countWords of each part. */
  counts: number[];
}

/** Whether text.slice(start, end) is `word`, without making the slice. */
function sameWord(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let k = 0; k < word.length; k++) if (word.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  return true;
}

/**
 * What `lpgen check` keeps of a text: its shingle set and its distinct words as
 * ids. The words are hashed where they stand in the text and a string is made
 * only for a word not seen before (10,000 pages: ~5 M words, a few thousand
 * distinct), so reading the texts makes little garbage. Words whose hashes
 * collide are told apart by their characters. A text may come in parts (a
 * page's fields): the same words as the parts joined by line breaks, and each
 * part's word count on the way.
 *
 * Long on purpose (over 80 lines): one closure over the shared word table and its hash probe, the hot loop of `lpgen check`; split into functions, each word would pay a call and the table would be passed around.
 */
export function wordTable(): (text: string | readonly string[]) => TextWords {
  // Open addressing from a word's hash to its id (slot holds id + 1; 0 is empty): no Map of
  // 32-bit keys, which would box every hash above 2^31 as a heap number.
  let slots = new Int32Array(1 << 12);
  const known: string[] = [];
  let hashOf = new Int32Array(1 << 11); // id -> its word's hash
  let seenIn = new Int32Array(1 << 11); // id -> the last text it was found in: one id per distinct word, without a Set
  let texts = 0;
  let hashes = new Uint32Array(1024); // reused for every text
  const grow = () => {
    const old = slots;
    slots = new Int32Array(old.length * 2);
    const mask = slots.length - 1;
    for (const slot of old) {
      if (slot === 0) continue;
      let at = hashOf[slot - 1] & mask;
      while (slots[at] !== 0) at = (at + 1) & mask;
      slots[at] = slot;
    }
  };
  return (text) => {
    const parts = typeof text === 'string' ? [text] : text;
    const textNo = ++texts;
    const freshFrom = known.length;
    let n = 0;
    const distinct: number[] = [];
    const counts: number[] = [];
    for (const part of parts) {
      const lower = part.toLowerCase();
      const length = lower.length;
      let count = 0;
      // scanWords, with each word hashed (FNV-1a) as it is scanned.
      for (let i = 0; i < length;) {
        let c = lower.charCodeAt(i);
        let width = c < 0x80 ? ASCII_WORD[c] : wordChar(lower, i);
        if (width === 0) {
          i++;
          continue;
        }
        const start = i;
        let h = 0x811c9dc5;
        for (;;) {
          if (width === 1 && c < 0x80) {
            h = Math.imul(h ^ c, 0x01000193);
            // The rest of an ASCII run (most words, whole) without the general step below.
            while (++i < length && (c = lower.charCodeAt(i)) < 0x80 && ASCII_WORD[c] === 1) h = Math.imul(h ^ c, 0x01000193);
          } else {
            for (const end = i + width; i < end; i++) h = Math.imul(h ^ lower.charCodeAt(i), 0x01000193);
          }
          if (i === length) break;
          c = lower.charCodeAt(i);
          width = c < 0x80 ? ASCII_WORD[c] : wordChar(lower, i);
          if (width > 0) continue;
          // A joiner between letters or digits stays inside the word.
          if (!isJoiner(c) || i + 1 === length || (width = wordChar(lower, i + 1)) === 0) break;
          h = Math.imul(h ^ c, 0x01000193);
          c = lower.charCodeAt(++i);
        }
        // h stays a signed 32-bit integer (a small integer to V8, not a boxed double); a Uint32Array store keeps its bits.
        count++;
        if (n === hashes.length) {
          const grown = new Uint32Array(n * 2);
          grown.set(hashes);
          hashes = grown;
        }
        hashes[n++] = h;
        const mask = slots.length - 1;
        let at = h & mask;
        let id = -1;
        for (let slot = slots[at]; slot !== 0; slot = slots[(at = (at + 1) & mask)]) {
          if (hashOf[slot - 1] === h && sameWord(known[slot - 1], lower, start, i)) {
            id = slot - 1;
            break;
          }
        }
        if (id < 0) {
          id = known.length;
          known.push(flat(lower.slice(start, i)));
          if (id === hashOf.length) {
            const more = new Int32Array(id * 2);
            more.set(hashOf);
            hashOf = more;
            const seen = new Int32Array(id * 2);
            seen.set(seenIn);
            seenIn = seen;
          }
          hashOf[id] = h;
          slots[at] = id + 1;
          if (known.length * 2 > slots.length) grow();
        }
        if (seenIn[id] !== textNo) ((seenIn[id] = textNo), distinct.push(id));
      }
      // Lower-casing that changes a text's length (İ becomes i + a combining dot) can move word
      // boundaries; counting the text as written keeps countWords' figure.
      counts.push(length === part.length ? count : countWords(part));
    }
    const fresh = known.length === freshFrom ? [] : known.slice(freshFrom);
    return { shingles: distinctSorted(shinglesOfHashes(hashes.subarray(0, n))), words: Uint32Array.from(distinct), fresh, freshFrom, counts };
  };
}

export interface MinHashOptions {
  /** Signature length; the similarity estimate's error is about 1/√hashes. */
  hashes?: number;
  /** LSH bands; hashes / bands rows each. 32 × 4 proposes pairs above ~0.4 and almost surely those above 0.6. */
  bands?: number;
}

/** The signature length nearestBySignatures expects by default. */
export const SIGNATURE_HASHES = 128;
const DEFAULTS = { hashes: SIGNATURE_HASHES, bands: 32 };
/** Buckets up to this size are compared pair by pair; larger ones by a sliding window. */
const MAX_BUCKET = 64;
const WINDOW = 4;
const BUDGET = 32;

const EMPTY = 0xffffffff;

/**
 * One-permutation MinHash with rotation densification (Shrivastava & Li, 2014):
 * each shingle lands in one of `k` bins and each bin keeps its minimum, so a
 * signature costs one pass over the shingles instead of k. An empty bin borrows
 * the next filled bin's value, offset by the distance, the same way for every text.
 */
export function signature(set: Uint32Array, k: number): Uint32Array {
  const sig = new Uint32Array(k).fill(EMPTY);
  for (const h of set) {
    const bin = h % k;
    const value = mix(h ^ 0x5bd1e995);
    if (value < sig[bin]) sig[bin] = value;
  }
  const filled = sig.findIndex((v) => v !== EMPTY);
  if (filled === -1) return sig;
  const out = new Uint32Array(k);
  for (let j = 0; j < k; j++) {
    let t = 0;
    while (sig[(j + t) % k] === EMPTY) t++;
    out[j] = t === 0 ? sig[j] : mix(sig[(j + t) % k] ^ Math.imul(t, 0x9e3779b1));
  }
  return out;
}

/** Estimated Jaccard similarity of the shingle sets: the share of equal signature slots. */
export function estimate(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let k = 0; k < a.length; k++) if (a[k] === b[k]) same++;
  return same / a.length;
}

export interface Neighbours {
  /** Per text: its exact similarity to the most similar text LSH found (0 when it proposed no partner). */
  best: Float64Array;
  /** Per text: the index of that most similar text, or -1. */
  nearest: Int32Array;
  /** Pair comparisons made: the cost, kept far below n²/2 (a pair in big buckets may count twice). */
  candidates: number;
}

/** For every text (given as its words), its most similar other text, comparing only LSH candidate pairs. */
export function nearestNeighbours(docs: string[][], options: MinHashOptions = {}): Neighbours {
  return nearestBySets(docs.map(shingleSet), options);
}

/** A text's distinct shingle hashes, sorted: all nearestBySets keeps of it (its words can be let go). */
export const shingleSet = (tokens: string[]): Uint32Array => distinctSorted(shingles(tokens));

/** nearestNeighbours from shingleSet()s, so a caller need not hold every text's words at once. */
export function nearestBySets(sets: Uint32Array[], options: MinHashOptions = {}): Neighbours {
  const hashes = options.hashes ?? DEFAULTS.hashes;
  return nearestBySignatures(
    sets.map((set) => signature(set, hashes)),
    sets,
    options,
  );
}

/**
 * nearestBySets from signatures made elsewhere (lpgen check makes them where it
 * reads each page, on worker threads): `sigs[i]` is signature(sets[i], options.hashes).
 */
export function nearestBySignatures(sigs: readonly Uint32Array[], sets: readonly Uint32Array[], options: MinHashOptions = {}): Neighbours {
  const { hashes, bands } = { ...DEFAULTS, ...options };
  const rows = Math.floor(hashes / bands);
  const n = sigs.length;
  // One key per (text, band); kept so a pair is compared only in the first band it shares.
  // Signed: a key above 2^31 would be boxed as a Map key.
  const keys = new Int32Array(n * bands);
  for (let i = 0; i < n; i++) {
    for (let b = 0; b < bands; b++) {
      let h = 0x811c9dc5 ^ b;
      for (let r = 0; r < rows; r++) h = mix(Math.imul(h, 0x01000193) ^ sigs[i][b * rows + r]);
      keys[i * bands + b] = h;
    }
  }
  // The signatures side by side, and each text's best estimate as its count of equal slots
  // (estimate() × hashes): a pair costs one pass over two runs of one array. Int32: the same
  // bits, compared as small integers.
  const flat = new Int32Array(n * hashes);
  sigs.forEach((sig, i) => flat.set(sig, i * hashes));
  const same = new Int32Array(n);
  const nearest = new Int32Array(n).fill(-1);
  // Set when a (text, band) bucket was small enough to compare all its pairs.
  const exhaustive = new Uint8Array(n * bands);
  const budget = new Int32Array(n).fill(BUDGET);
  let candidates = 0;
  const compare = (i: number, j: number) => {
    candidates++;
    // The most similar text wins, the lower index on a tie; the count stops once this pair
    // can no longer win for either text (it still counts as a candidate).
    const need = Math.min(same[i] + (nearest[i] > j ? 0 : 1), same[j] + (nearest[j] > i ? 0 : 1));
    let s = 0;
    for (let a = i * hashes, b = j * hashes, end = a + hashes; a < end;) {
      const stop = Math.min(a + 16, end);
      // Four slots a step: at 10,000 pages this loop is most of lpgen check's time after reading them.
      for (; a + 4 <= stop; a += 4, b += 4) {
        s +=
          (flat[a] === flat[b] ? 1 : 0) + (flat[a + 1] === flat[b + 1] ? 1 : 0) + (flat[a + 2] === flat[b + 2] ? 1 : 0) + (flat[a + 3] === flat[b + 3] ? 1 : 0);
      }
      for (; a < stop; a++, b++) if (flat[a] === flat[b]) s++;
      if (s + (end - a) < need) return;
    }
    if (s > same[i] || (s === same[i] && nearest[i] > j)) ((same[i] = s), (nearest[i] = j));
    if (s > same[j] || (s === same[j] && nearest[j] > i)) ((same[j] = s), (nearest[j] = i));
  };
  for (let b = 0; b < bands; b++) {
    const buckets = new Map<number, number[]>();
    for (let i = 0; i < n; i++) {
      const key = keys[i * bands + b];
      const bucket = buckets.get(key);
      if (bucket) bucket.push(i);
      else buckets.set(key, [i]);
    }
    for (const bucket of buckets.values()) {
      if (bucket.length <= MAX_BUCKET) {
        for (const i of bucket) exhaustive[i * bands + b] = 1;
        for (let x = 0; x < bucket.length; x++) {
          for (let y = x + 1; y < bucket.length; y++) {
            if (!comparedEarlier(keys, exhaustive, bands, bucket[x], bucket[y], b)) compare(bucket[x], bucket[y]);
          }
        }
        continue;
      }
      // A big bucket is a cluster of near-identical pages (only the city differs):
      // all-pairs there is the n² we avoid. Members meet WINDOW neighbours in a
      // band-dependent order until they have spent their BUDGET of comparisons,
      // so a cluster costs O(size), and its members' best match is approximate.
      const order = bucket
        .filter((i) => budget[i] > 0)
        .map((i) => [mix(i ^ Math.imul(b + 1, 0x9e3779b1)), i])
        .sort((p, q) => p[0] - q[0] || p[1] - q[1]);
      for (let x = 0; x < order.length; x++) {
        for (let y = x + 1; y <= x + WINDOW && y < order.length; y++) {
          const i = Math.min(order[x][1], order[y][1]);
          const j = Math.max(order[x][1], order[y][1]);
          if (comparedEarlier(keys, exhaustive, bands, i, j, b)) continue;
          compare(i, j);
          budget[i]--;
          budget[j]--;
        }
      }
    }
  }
  // The estimate picked each page's partner; the reported figure is exact. (The
  // maximum of many noisy estimates is biased upwards: 0.96 pairs showed as 1.00.)
  const best = new Float64Array(n);
  for (let i = 0; i < n; i++) if (nearest[i] >= 0) best[i] = jaccard(sets[i], sets[nearest[i]]);
  return { best, nearest, candidates };
}

/** Sorts `hashes` in place and returns its distinct values. */
function distinctSorted(hashes: Uint32Array): Uint32Array {
  const sorted = sortHashes(hashes);
  let size = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[size++] = sorted[i];
  return size === sorted.length ? sorted : sorted.slice(0, size); // a compact copy: sets are held for every page
}

// sortHashes' work space, kept between calls: every page's shingles are sorted.
let radixScratch = new Uint32Array(1024);
const radixCounts = new Int32Array(4 * 256);

/**
 * `hashes` sorted in place, ascending: a radix sort, one byte a pass (four passes, so the
 * result ends where it started). A page's ~700 shingle hashes sort in about half the time of
 * TypedArray#sort, which was a fifth of reading a page's words.
 */
function sortHashes(hashes: Uint32Array): Uint32Array {
  const n = hashes.length;
  if (radixScratch.length < n) radixScratch = new Uint32Array(n * 2);
  const counts = radixCounts.fill(0);
  for (let i = 0; i < n; i++) {
    const v = hashes[i];
    counts[v & 255]++;
    counts[256 + ((v >>> 8) & 255)]++;
    counts[512 + ((v >>> 16) & 255)]++;
    counts[768 + (v >>> 24)]++;
  }
  // Each pass's counts become the offsets its buckets start at.
  for (let pass = 0; pass < 1024; pass += 256) {
    let sum = 0;
    for (let b = pass; b < pass + 256; b++) {
      const count = counts[b];
      counts[b] = sum;
      sum += count;
    }
  }
  let from: Uint32Array = hashes;
  let to: Uint32Array = radixScratch;
  for (let shift = 0, base = 0; shift < 32; shift += 8, base += 256) {
    for (let i = 0; i < n; i++) {
      const v = from[i];
      to[counts[base + ((v >>> shift) & 255)]++] = v;
    }
    const done = to;
    to = from;
    from = done;
  }
  return hashes;
}

/** Exact Jaccard similarity of two sorted, distinct hash sets: one merge pass. */
export function jaccard(a: Uint32Array, b: Uint32Array): number {
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) (shared++, i++, j++);
    else if (a[i] < b[j]) i++;
    else j++;
  }
  const union = a.length + b.length - shared;
  return union === 0 ? 1 : shared / union;
}

/** Whether the pair met in an earlier band's small bucket, where every pair is compared. */
function comparedEarlier(keys: Int32Array, exhaustive: Uint8Array, bands: number, i: number, j: number, band: number): boolean {
  // Keys first: two texts' keys differ in almost every band.
  for (let b = 0, x = i * bands, y = j * bands; b < band; b++, x++, y++) if (keys[x] === keys[y] && exhaustive[x]) return true;
  return false;
}
