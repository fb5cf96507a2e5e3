// Zero broken internal links or assets, at the root and under a base path,
// for the fixture site and for the bundled content.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli, tempDir } from '../helpers.js';
import { crawl } from '../support/crawl.js';
import { buildSite } from '../support/site.js';

const SITE = 'https://example.com';

describe('crawl of dist/', () => {
  for (const base of ['/', '/sub/', '/a/b/']) {
    it(`finds no broken link in the fixture site with base ${base}`, async () => {
      const site = await buildSite(['--site-url', SITE, '--base', base]);
      expect(site.code).toBe(0);
      const result = crawl(site.out, { base, siteUrl: SITE });
      expect(result.broken).toEqual([]);
      expect(result.pages).toBe(11); // with the dentist niche hub
      expect(result.checked).toBeGreaterThan(100);
    }, 60_000);
  }

  it('finds no broken link in the bundled content under a base path', async () => {
    const out = path.join(tempDir(), 'dist');
    const r = await runCli(['build', '--content', path.join(repoRoot, 'content'), '--out', out, '--site-url', SITE, '--base', '/sub/', '--quiet']);
    expect(r.code).toBe(0);
    const result = crawl(out, { base: '/sub/', siteUrl: SITE });
    expect(result.broken).toEqual([]);
    expect(result.pages).toBeGreaterThan(30);
  }, 120_000);

  it('reports what it should: a missing file, a folder without its slash, a link outside the base, a dead anchor', async () => {
    const site = await buildSite(['--base', '/sub/']);
    writeFileSync(
      path.join(site.out, 'bad.html'),
      '<a href="/sub/nope/">x</a><a href="/sub/privacy">x</a><a href="/privacy/">x</a><a href="#nowhere">x</a><img src="/sub/hero/none.png"><a href="/sub/#directory">ok</a>',
    );
    const reasons = crawl(site.out, { base: '/sub/' }).broken.map((b) => `${b.from} ${b.url}: ${b.reason}`);
    expect(reasons).toEqual([
      'bad.html /sub/nope/: no file dist/nope/index.html',
      'bad.html /sub/privacy: folder URL without a trailing slash',
      'bad.html /privacy/: outside the base path /sub/',
      'bad.html #nowhere: no element with this id on the page',
      'bad.html /sub/hero/none.png: no file dist/hero/none.png',
    ]);
  }, 60_000);
});
