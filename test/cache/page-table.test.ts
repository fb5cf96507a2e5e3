// The content cache's page table and summary shards on disk
// (src/cache/page-table.ts, summary-shards.ts): what is read back is what was
// written, a row changed in place is that row only, and anything that is not
// a table or a shard of the same summaries is no table.
import { describe, expect, it } from 'vitest';
import { encodeTable, readTable, type TableHeader, type TableRow } from '../../src/cache/page-table.js';
import { encodeSummaryShards, readSummaryShard } from '../../src/cache/summary-shards.js';
import { cacheHash, shardOf } from '../../src/cache/store.js';

const header: TableHeader = {
  context: 'ctx',
  summaries: 'sums',
  niches: [
    ['dentist', 'n1'],
    ['roofer', 'n2'],
  ],
  statuses: [[{ status: 'published' }, 2]],
  shards: [[10, 1.5, 2.25, 7]],
};
const stat = (n: number) => ({ size: 100 + n, mtimeMs: 1764000000000.125 + n, ctimeMs: 1764000000001.5 + n, ino: 2 ** 40 + n });
const rows: TableRow[] = [
  { rel: 'pages/a.yaml', stat: stat(1), hash: cacheHash('a'), niche: 0, leftover: false },
  { rel: 'pages/ü b.yaml', hash: cacheHash('b'), niche: 1, leftover: true },
  { rel: 'pages/c.yaml' },
];

describe('the page table', () => {
  it('reads back every row as written: stat, hash, niche, leftover flag, and none where there was none', () => {
    const table = readTable(encodeTable(header, rows))!;
    expect(table.header).toEqual(header);
    expect(table.count).toBe(3);
    expect(table.names()).toEqual(rows.map((r) => r.rel));
    expect(table.joinedNames).toBe('pages/a.yaml\0pages/ü b.yaml\0pages/c.yaml');
    expect(table.sameStat(0, stat(1))).toBe(true);
    for (const other of [
      { ...stat(1), size: 0 },
      { ...stat(1), mtimeMs: 1 },
      { ...stat(1), ctimeMs: 1 },
      { ...stat(1), ino: 1 },
    ])
      expect(table.sameStat(0, other)).toBe(false);
    // No stat recorded: no stat equals it, not even one of NaNs.
    expect(table.sameStat(1, { size: NaN, mtimeMs: NaN, ctimeMs: NaN, ino: NaN })).toBe(false);
    expect([0, 1, 2].map((i) => table.hash(i))).toEqual([cacheHash('a'), cacheHash('b'), undefined]);
    expect([0, 1, 2].map((i) => table.niche(i))).toEqual([0, 1, undefined]);
    expect([0, 1, 2].map((i) => table.leftover(i))).toEqual([false, true, false]);
  });

  it('changes a row in place, the others as they were, and writes the same bytes it read', () => {
    const bytes = encodeTable(header, rows);
    const table = readTable(Buffer.from(bytes))!;
    table.set(1, { stat: stat(9), hash: cacheHash('b2') });
    table.set(0, { stat: null, leftover: true });
    const again = readTable(Buffer.from(table.bytes()))!;
    expect(again.sameStat(1, stat(9))).toBe(true);
    expect(again.hash(1)).toBe(cacheHash('b2'));
    expect(again.leftover(1)).toBe(true);
    expect(again.niche(1)).toBe(1);
    expect(again.sameStat(0, stat(1))).toBe(false);
    expect(again.hash(0)).toBe(cacheHash('a'));
    expect(again.leftover(0)).toBe(true);
    expect(Buffer.from(again.bytes()).subarray(0, 100)).toEqual(bytes.subarray(0, 100));
    expect(again.bytes().length).toBe(bytes.length);
  });

  it('records no hash that is not a cacheHash, and reads nothing that is not a table', () => {
    const table = readTable(encodeTable(header, [{ rel: 'pages/x.yaml', hash: 'not-a-hash' }]))!;
    expect(table.hash(0)).toBeUndefined();
    const bytes = encodeTable(header, rows);
    expect(readTable(bytes.subarray(0, 3))).toBeUndefined();
    expect(readTable(bytes.subarray(0, 60))).toBeUndefined();
    const other = Buffer.from(bytes);
    other.write('{"format":"lpgen-page-table/0"', 4);
    expect(readTable(other)).toBeUndefined();
    const noStatuses = Buffer.from(JSON.stringify({ format: 'lpgen-page-table/1', count: 0, ...header, statuses: 'x' }));
    expect(readTable(Buffer.concat([Buffer.from([noStatuses.length, 0, 0, 0]), noStatuses]))).toBeUndefined();
  });
});

describe('the summary shards', () => {
  const pages = Array.from({ length: 200 }, (_, i) => ({
    abs: `/site/content/pages/p${i}.yaml`,
    rel: `pages/p${i}.yaml`,
    summary: { route: `/p${i}`, nicheSlug: i % 2 ? 'dentist' : 'roofer', status: 'published', faq: [{ q: String(i % 3) }] },
  }));

  it("read back each page's summary from the shard of its path, its fields in their order", () => {
    const shards = encodeSummaryShards(pages, 'sums');
    expect(shards).toHaveLength(64);
    for (const page of pages) {
      const read = readSummaryShard(JSON.parse(JSON.stringify(shards[shardOf(page.abs)])), 'sums')!;
      expect(JSON.stringify(read(page.rel))).toBe(JSON.stringify(page.summary));
    }
    // Each distinct value once per shard.
    const shard = shards[shardOf(pages[0].abs)];
    expect(shard.pairs.filter(([field]) => field === 'status')).toHaveLength(1);
  });

  it("are no shards of another build's summaries, and hold no page they were not given", () => {
    const shard = encodeSummaryShards(pages, 'sums')[shardOf(pages[0].abs)];
    expect(readSummaryShard(shard, 'other')).toBeUndefined();
    expect(readSummaryShard({ ...shard, pairs: 'x' }, 'sums')).toBeUndefined();
    expect(readSummaryShard(shard, 'sums')!('pages/none.yaml')).toBeUndefined();
    expect(readSummaryShard(shard, 'sums')!('constructor')).toBeUndefined();
  });
});
