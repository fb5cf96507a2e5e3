// The pages' summaries (page-summary.ts) as the content cache keeps them: in
// SHARDS files by the page's path, so a rebuild that needs the summaries of
// the few pages it changed reads their shards only, and one that plans every
// route reads them all. Summaries repeat a lot (a niche's name, audience,
// category and hero image, a city's name and county): within a shard each
// distinct field and value is stored once and a page lists the numbers of its
// own. Every shard carries the summaries hash of the whole site it was written
// with, which the page table (page-table.ts) names too: a shard of another
// build is never mixed in.
import type { PageSummary } from './page-summary.js';
import { shardOf, SHARDS } from './store.js';

const FORMAT = 'lpgen-page-summaries/1';

interface StoredShard {
  format: string;
  summaries: string;
  /** Each distinct [field, value] of the shard's summaries, once. */
  pairs: [string, unknown][];
  /** Path relative to the content folder → pair numbers. */
  rows: Record<string, number[]>;
}

/** The SHARDS shards of these summaries, given by absolute path with their path relative to the content folder. */
export function encodeSummaryShards(pages: Iterable<{ abs: string; rel: string; summary: PageSummary }>, summaries: string): StoredShard[] {
  const shards = Array.from({ length: SHARDS }, () => ({
    shard: { format: FORMAT, summaries, pairs: [], rows: {} } as StoredShard,
    pairNo: new Map<string, number>(),
  }));
  for (const { abs, rel, summary } of pages) {
    const { shard, pairNo } = shards[shardOf(abs)];
    const row: number[] = [];
    for (const [field, value] of Object.entries(summary)) {
      const id = `${field}\0${typeof value === 'object' ? JSON.stringify(value) : `${typeof value}\0${String(value)}`}`;
      let p = pairNo.get(id);
      if (p === undefined) pairNo.set(id, (p = shard.pairs.push([field, value]) - 1));
      row.push(p);
    }
    shard.rows[rel] = row;
  }
  return shards.map((s) => s.shard);
}

/** A shard as read: each page's summary, decoded on request; undefined when the value is not a shard of `summaries`. */
export function readSummaryShard(value: unknown, summaries: string): ((rel: string) => PageSummary | undefined) | undefined {
  const stored = value as StoredShard | null;
  if (stored?.format !== FORMAT || stored.summaries !== summaries) return undefined;
  const { pairs, rows } = stored;
  if (!Array.isArray(pairs) || typeof rows !== 'object' || rows === null) return undefined;
  if (!pairs.every((pair) => Array.isArray(pair) && typeof pair[0] === 'string')) return undefined;
  return (rel) => {
    const row = Object.hasOwn(rows, rel) ? rows[rel] : undefined;
    if (!Array.isArray(row)) return undefined;
    const s: PageSummary = {};
    for (const p of row) {
      const pair = pairs[p];
      if (!Array.isArray(pair)) return undefined;
      s[pair[0]] = pair[1];
    }
    return s;
  };
}
