// Sharded builds: each shard renders a disjoint part; merging them gives the
// single build's output byte for byte.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySite, runCli, snapshotDir, tempDir, writeFile } from '../helpers.js';

describe('lpgen build --shard and lpgen merge', () => {
  it('merge into exactly the single build, for 1, 2 and 3 shards', async () => {
    const content = copySite();
    // A few more pages, so every shard of three has some.
    writeFile(content, 'pages/plumber-crm-miami.yaml', 'niche: plumber\ncity: Miami\n');
    writeFile(content, 'pages/plumber-crm-tampa.yaml', 'niche: plumber\ncity: Tampa\n');
    writeFile(content, 'pages/dentist-crm-st-petersburg.yaml', 'niche: dentist\ncity: St. Petersburg\n');
    const whole = path.join(tempDir(), 'dist');
    const single = await runCli(['build', '--content', content, '--out', whole, '--quiet', '--no-cache']);
    expect(single.code, single.stderr).toBe(0);
    const expected = snapshotDir(whole);
    for (const n of [1, 2, 3]) {
      const root = tempDir();
      const shards: string[] = [];
      const pages = new Set<string>();
      for (let i = 1; i <= n; i++) {
        const out = path.join(root, `shard-${i}`);
        const r = await runCli(['build', '--content', content, '--out', out, '--shard', `${i}/${n}`, '--quiet', '--no-cache']);
        expect(r.code, r.stderr).toBe(0);
        expect(existsSync(path.join(out, 'index.html'))).toBe(i === 1);
        const own = readdirSync(out).filter((f) => f.includes('-crm-'));
        expect(own.length).toBeGreaterThan(0);
        for (const p of own) {
          expect(pages.has(p), `${p} in two shards`).toBe(false);
          pages.add(p);
        }
        shards.push(out);
      }
      const merged = path.join(root, 'dist');
      const r = await runCli(['merge', ...shards.reverse(), '--out', merged]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/✓ merged \d folders: \d+ files/);
      expect(snapshotDir(merged)).toEqual(expected);
    }
  }, 120_000);

  it('rejects a bad --shard and a merge without shard 1', async () => {
    const content = copySite();
    for (const bad of ['0/2', '3/2', 'a/b', '1']) {
      expect((await runCli(['build', '--content', content, '--out', path.join(tempDir(), 'd'), '--shard', bad])).code).toBe(2);
    }
    const out = path.join(tempDir(), 'shard-2');
    expect((await runCli(['build', '--content', content, '--out', out, '--shard', '2/2', '--quiet', '--no-cache'])).code).toBe(0);
    const r = await runCli(['merge', out, '--out', path.join(tempDir(), 'dist')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('include the output of shard 1');
  }, 60_000);
});
