// MinHash + LSH: estimates near the true similarity, and candidate pairs that
// stay far below all pairs on a large synthetic site.
import { describe, expect, it } from 'vitest';
import {
  countWords,
  estimate,
  jaccard,
  nearestBySignatures,
  nearestNeighbours as nearestByWords,
  shingleSet,
  shingles,
  signature,
  wordTable,
  words,
} from '../../src/check/similarity.js';
import { random } from '../support/random.js';

const nearestNeighbours = (texts: string[]) => nearestByWords(texts.map(words));

const vocabulary = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}`);
function text(rand: () => number, length: number): string {
  return Array.from({ length }, () => vocabulary[Math.floor(rand() * vocabulary.length)]).join(' ');
}

describe('words', () => {
  it('keeps numbers with separators and contractions as one word, lower-cased', () => {
    expect(words("St. Petersburg's 384,959 residents — Owner's 76.4%")).toEqual(['st', "petersburg's", '384,959', 'residents', "owner's", '76.4']);
  });

  it('splits exactly as the Unicode word pattern it replaces, on random strings of letters, digits, joiners and astral characters', () => {
    const pattern = /[\p{L}\p{N}]+(?:['’.,][\p{L}\p{N}]+)*/gu;
    const alphabet = ['a', 'Z', '5', ' ', "'", '’', '.', ',', 'é', 'İ', 'ß', '😀', '𝐀', '-', '\n', '٣', '\uD800', 'Ω', 'ǅ'];
    const rand = random(7);
    for (let n = 0; n < 5000; n++) {
      const s = Array.from({ length: Math.floor(rand() * 14) }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
      const expected = s.toLowerCase().match(pattern) ?? [];
      expect(words(s), JSON.stringify(s)).toEqual(expected);
      expect(countWords(s), JSON.stringify(s)).toBe(s.match(pattern)?.length ?? 0);
    }
  });
});

describe('wordTable', () => {
  it("gives a text's shingle set and one id per distinct word, the same id for the same word in every text", () => {
    const read = wordTable();
    const a = "Owner's leads in St. Pete: leads, reviews and 384,959 residents. LEADS again";
    const b = 'Reviews for residents of Tampa';
    const ra = read(a);
    const rb = read(b);
    expect(ra.shingles).toEqual(shingleSet(words(a)));
    expect(rb.shingles).toEqual(shingleSet(words(b)));
    expect(ra.words.length).toBe(new Set(words(a)).size);
    expect(rb.words.length).toBe(new Set(words(b)).size);
    // 'reviews' and 'residents' are shared: exactly two ids in common.
    expect([...rb.words].filter((id) => ra.words.includes(id))).toHaveLength(2);
  });

  it('reads a text in parts as the parts joined by line breaks, and counts each part as countWords does', () => {
    const alphabet = ['a', 'Z', '5', ' ', "'", '’', '.', ',', 'é', 'İ', 'ß', '😀', '𝐀', '-', '\n', '٣', '\uD800', 'Ω', 'ǅ', 'Σ'];
    const rand = random(11);
    const read = wordTable();
    const whole = wordTable();
    for (let n = 0; n < 2000; n++) {
      const parts = Array.from({ length: 1 + Math.floor(rand() * 4) }, () =>
        Array.from({ length: Math.floor(rand() * 12) }, () => alphabet[Math.floor(rand() * alphabet.length)]).join(''),
      );
      const r = read(parts);
      const joined = parts.join('\n');
      expect(r.counts, JSON.stringify(parts)).toEqual(parts.map(countWords));
      expect(r.shingles, JSON.stringify(parts)).toEqual(shingleSet(words(joined)));
      expect(r.words.length).toBe(new Set(words(joined)).size);
      expect([...r.words]).toEqual([...whole(joined).words]);
    }
  });

  it('names each word once, with the ids it gets: another table can be mapped onto it by name', () => {
    const read = wordTable();
    const a = read('Leads and reviews');
    const b = read(['reviews', 'and texts']);
    expect(a.freshFrom).toBe(0);
    expect(a.fresh).toEqual(['leads', 'and', 'reviews']);
    expect([...a.words]).toEqual([0, 1, 2]);
    expect(b.freshFrom).toBe(3);
    expect(b.fresh).toEqual(['texts']);
    expect([...b.words]).toEqual([2, 1, 3]);
  });

  it('tells apart words whose 32-bit hashes collide', () => {
    // FNV-1a collisions: costarring/liquid, declinate/macallums, altarage/zinke.
    const read = wordTable();
    expect(read('costarring liquid declinate macallums altarage zinke').words).toHaveLength(6);
    const again = read('liquid zinke');
    expect(again.words).toHaveLength(2);
    expect(new Set([...again.words, ...read('liquid zinke costarring').words]).size).toBe(3);
  });
});

describe('shingles and signatures', () => {
  it('treats a text shorter than one shingle as a single shingle', () => {
    expect(shingles(['a', 'b']).length).toBe(1);
    expect(shingles([]).length).toBe(0);
    expect(shingles(words('one two three four five six')).length).toBe(2);
  });

  it('keeps a set of distinct shingles in ascending order, small sets and big, hashes of every magnitude', () => {
    const rand = random(3);
    for (const length of [0, 1, 5, 6, 40, 700, 5000]) {
      const tokens = text(rand, length).split(' ').slice(0, length);
      // Repeated words make repeated shingles, which the set drops.
      const repeated = [...tokens, ...tokens.slice(0, 10)];
      const expected = [...new Set(shingles(repeated))].sort((a, b) => a - b);
      expect([...shingleSet(repeated)]).toEqual(expected);
    }
  });

  it('estimates identical texts as 1 and unrelated texts as about 0', () => {
    const rand = random(1);
    const a = text(rand, 300);
    const b = text(rand, 300);
    const sig = (t: string) => signature(shingles(words(t)), 128);
    expect(estimate(sig(a), sig(a))).toBe(1);
    expect(estimate(sig(a), sig(b))).toBeLessThan(0.05);
  });
});

describe('jaccard', () => {
  it('is shared / union over sorted distinct sets', () => {
    expect(jaccard(Uint32Array.of(1, 2, 3, 4), Uint32Array.of(2, 3, 4, 5))).toBe(3 / 5);
    expect(jaccard(Uint32Array.of(), Uint32Array.of())).toBe(1);
    expect(jaccard(Uint32Array.of(1), Uint32Array.of(2))).toBe(0);
  });
});

describe('nearestNeighbours', () => {
  it('finds a near-duplicate and reports its exact Jaccard similarity', () => {
    const rand = random(2);
    const base = text(rand, 400).split(' ');
    const edited = [...base];
    edited[200] = 'changed'; // one word touches 5 of 396 shingles: Jaccard 391 / 401
    const other = text(rand, 400);
    const { best, nearest } = nearestNeighbours([base.join(' '), other, edited.join(' ')]);
    expect(nearest[0]).toBe(2);
    expect(nearest[2]).toBe(0);
    expect(best[0]).toBeCloseTo(391 / 401, 6);
    expect(nearest[1]).toBe(-1);
    expect(best[1]).toBe(0);
  });

  it('compares far fewer than n²/2 pairs on 2,000 synthetic pages and still finds every planted duplicate', () => {
    const rand = random(3);
    const n = 2000;
    // Realistic shape: 20 niches share a 40-word opening; each page has 200 words of its own.
    const openings = Array.from({ length: 20 }, () => text(rand, 40));
    const texts = Array.from({ length: n }, (_, i) => `${openings[i % 20]} ${text(rand, 200)}`);
    const planted = [10, 500, 1200, 1999];
    for (const i of planted) texts[i - 7] = texts[i].replace(/^(\S+)/, 'Different');
    const { nearest, best, candidates } = nearestNeighbours(texts);
    expect(candidates).toBeLessThan((n * n) / 2 / 100);
    for (const i of planted) {
      expect(nearest[i]).toBe(i - 7);
      expect(best[i]).toBeGreaterThan(0.9);
    }
  });

  it('handles a large cluster of city-swapped pages without comparing all its pairs', () => {
    const rand = random(5);
    const body = text(rand, 300);
    // 400 doorway pages: the same copy, a different city word in three places.
    const texts = Array.from({ length: 400 }, (_, i) => `crm for dentists in city${i} ${body} call city${i} today from city${i}`);
    const { best, nearest, candidates } = nearestNeighbours(texts);
    expect(candidates).toBeLessThan((400 * 399) / 2 / 4);
    for (let i = 0; i < texts.length; i++) {
      expect(nearest[i]).not.toBe(-1);
      expect(best[i]).toBeGreaterThan(0.9);
    }
  });

  it('picks the most similar candidate, the lowest index among equals, whatever order the pairs come in', () => {
    const rand = random(6);
    const body = text(rand, 200).split(' ');
    // Texts 0, 3 and 5 are the same; 1 differs from them in one word (as like each of them); 2 and 4 are unrelated.
    const edited = body.map((w, i) => (i === 100 ? 'changed' : w));
    const texts = [body, edited, text(rand, 200).split(' '), body, text(rand, 200).split(' '), body].map((t) => t.join(' '));
    const { nearest, best } = nearestNeighbours(texts);
    expect([...nearest]).toEqual([3, 0, -1, 0, -1, 0]);
    expect(best[0]).toBe(1);
    expect(best[1]).toBeLessThan(1);
  });

  it('gives a tie to the lower index even when the higher one was compared first', () => {
    // Two bands of two slots. D is A; C meets B in band 0, then A in band 1, two equal slots each.
    const [a, b, c, d] = [Uint32Array.of(1, 2, 5, 6), Uint32Array.of(3, 4, 7, 8), Uint32Array.of(3, 4, 5, 6), Uint32Array.of(1, 2, 5, 6)];
    const sets = [1, 2, 3, 4].map((x) => Uint32Array.of(x));
    const { nearest, candidates } = nearestBySignatures([a, b, c, d], sets, { hashes: 4, bands: 2 });
    expect(candidates).toBe(4);
    expect([...nearest]).toEqual([3, 2, 0, 0]);
  });

  it('is deterministic', () => {
    const rand = random(4);
    const texts = Array.from({ length: 50 }, () => text(rand, 60));
    texts[3] = texts[4];
    const a = nearestNeighbours(texts);
    const b = nearestNeighbours(texts);
    expect([...a.best]).toEqual([...b.best]);
    expect([...a.nearest]).toEqual([...b.nearest]);
  });
});
