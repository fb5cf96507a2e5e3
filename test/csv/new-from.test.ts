// `lpgen new --from plan.csv` reads its sheet as update does: bounded, UTF-8
// only (binary input refused from its first bytes), and its summary counts
// each status the pages are written with.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSite, runCli, snapshotDir, tempDir } from '../helpers.js';

describe('lpgen new --from', { timeout: 60_000 }, () => {
  it('refuses binary input such as /dev/urandom at once, writing nothing', async () => {
    const { dir, out, before } = await builtSite();
    const sentinel = path.join(tempDir(), 'sentinel.txt');
    writeFileSync(sentinel, 'sentinel');
    const content = snapshotDir(dir);
    const r = await runCli(['new', '--from', '/dev/urandom', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error --from \/dev\/urandom is not a CSV text file: it holds binary data \(a NUL byte at byte \d+\); is it the right file\?\n$/);
    expect(snapshotDir(dir)).toEqual(content);
    expect(snapshotDir(out)).toEqual(before);
    expect(snapshotDir(path.dirname(sentinel)).get('sentinel.txt')).toBe(Buffer.from('sentinel').toString('base64'));
  });

  it('counts the status each page is written with: the status column per row, drafts for the rest', async () => {
    const { dir } = await builtSite();
    const plan = path.join(tempDir(), 'plan.csv');
    writeFileSync(plan, 'niche,city,status\nplumber,Tampa,published\nplumber,Miami,\ndentist,St. Petersburg,draft\n');
    const r = await runCli(['new', '--from', plan, '--content', dir]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines.filter((l) => l.startsWith('  status'))).toEqual([
      `  status 2 drafts (noindex, out of the sitemap, hubs and counts); lpgen publish --ready --content ${dir} publishes those that pass the quality bar (or write them with --publish)`,
      '  status 1 published',
    ]);
  });

  it('suggests closest cities for the first 20 unknown cities only, and reports every one', async () => {
    const { dir } = await builtSite();
    const plan = path.join(tempDir(), 'plan.csv');
    const rows = Array.from({ length: 60 }, (_, i) => `plumber,Nowhere ${i + 1}`);
    writeFileSync(plan, `niche,city\n${rows.join('\n')}\n`);
    const r = await runCli(['new', '--from', plan, '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('60 of 60 pages cannot be written; nothing was written:');
    expect(r.stderr).toContain('… and 10 more');
    const unknown = r.stderr.split('\n').filter((l) => l.includes('unknown city'));
    expect(unknown).toHaveLength(50);
    expect(unknown.filter((l) => l.includes('closest known cities'))).toHaveLength(20);
    expect(unknown[20]).toMatch(/plan\.csv:22: unknown city "Nowhere 21": it is not in cities\.yaml\.$/);
  });
});
