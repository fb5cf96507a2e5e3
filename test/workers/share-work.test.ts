// The build's main thread takes its share of the pool's work (items from the
// back, in small steps) while the workers take batches from the front: the
// answer is the same, in the same order, whoever did which item.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentWith, loadPageFile, loadBuildPages, type PageContext } from '../../src/content/load.js';
import { readSources } from '../../src/content/read.js';
import { fullPage } from '../../src/content/packed-copy.js';
import { shareStrings } from '../../src/content/share-strings.js';
import { createPool, type Pool } from '../../src/workers/pool.js';
import { repoRoot } from '../helpers.js';

const contentDir = path.join(repoRoot, 'content');

describe('a pool this thread takes part in', () => {
  let pool: Pool;
  let files: string[];
  let ctx: PageContext;
  beforeAll(async () => {
    pool = createPool(1, 0);
    files = readSources(contentDir, { pages: false }).pageFiles;
    // The context the loader is handed (site, presets, cities), caught from a one-thread load; packing as a
    // site of PACK_FROM_PAGES pages would (the bundled one is smaller).
    await loadContentWith(contentDir, async (f, c) => ((ctx = { ...c, packCopy: true }), loadBuildPages(f, c)));
  }, 60_000);
  afterAll(() => pool.close());

  it('answers each file in file order, the same as one thread, with both threads doing part of the work', async () => {
    const mine: string[] = [];
    const seen: number[] = [];
    const here = (items: unknown[]) => (mine.push(...(items as string[])), loadBuildPages(items as string[], ctx));
    const outcomes = await pool.load(files, ctx, { batchSize: 3, here, onProgress: (done) => seen.push(done) });
    expect(outcomes.map((o) => o.abs)).toEqual(files);
    // Both threads pack the copy (content/packed-copy.ts): unpacked, every page is the one-thread load's.
    expect(outcomes.every((o) => o.page?.copy && o.page.painPoints === undefined)).toBe(true);
    expect(outcomes.map((o) => fullPage(o.page!))).toEqual(files.map((f) => loadPageFile(f, ctx).page));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(files.length);
    // This thread's items are the last ones: the workers took theirs from the front.
    expect([...mine].sort()).toEqual(files.slice(files.length - mine.length).sort());
    expect(seen.at(-1)).toBe(files.length);
  }, 60_000);

  it("fails the whole job when this thread's share throws, and takes no more of it", async () => {
    let calls = 0;
    const here = () => {
      calls++;
      throw new Error('boom here');
    };
    await expect(pool.load(files, ctx, { batchSize: 3, here })).rejects.toThrow('boom here');
    // This thread's share runs one step per event-loop turn: turns after the failure take no more steps.
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toBe(1);
  }, 60_000);
});

describe('shareStrings', () => {
  it('replaces equal strings by one copy, in place, keeping every value', () => {
    const a = { x: 'a string long enough to be sliced', list: ['short', 'a string long enough to be sliced'] };
    const b = { y: ['a string long enough to be sliced'.slice(0)], n: 3, nested: { z: 'short' } };
    const table = new Map<string, string>();
    const before = JSON.stringify([a, b]);
    shareStrings(a, table);
    shareStrings(b, table);
    expect(JSON.stringify([a, b])).toBe(before);
    expect(table.size).toBe(2);
  });

  it('leaves the skipped top-level key as it is', () => {
    const bytes = 'packed bytes, a string of their own';
    const page = { copy: { bytes }, title: 'a string long enough to be sliced' };
    const table = new Map<string, string>();
    shareStrings(page, table, 'copy');
    expect(page.copy.bytes).toBe(bytes);
    expect([...table.keys()]).toEqual(['a string long enough to be sliced']);
  });
});
