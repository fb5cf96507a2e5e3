// sitemap.xml and robots.txt: exactly the indexable pages, absolute and
// base-aware; an index past the URL limit; and what happens without a site URL.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { createLogger } from '../../src/log.js';
import { sitemapFiles } from '../../src/seo/sitemap.js';
import { copySite, editFile, readHtml, tempDir } from '../helpers.js';
import { resolvePath } from '../support/crawl.js';
import { buildSite, metaContent, type BuiltSite } from '../support/site.js';

const SITE = 'https://example.com';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
// The fixture's niche hub (dentist-crm/: 2 pages, no intro of its own) is under the hub bar: noindex, not listed (docs/hubs.md).
const INDEXABLE = ['', 'dentist-crm-miami/', 'dentist-crm-tampa/', 'plumber-crm-st-petersburg/', 'privacy/', 'terms/', 'affiliate-disclosure/'];

describe('sitemap.xml and robots.txt under a base path', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(['--site-url', `${SITE}/`, '--base', '/sub/']);
    expect(site.code).toBe(0);
  }, 60_000);

  it('lists exactly the home, landing and legal pages: absolute, with trailing slashes, no lastmod', () => {
    const xml = readHtml(site.out, 'sitemap.xml');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(locs(xml).sort()).toEqual(INDEXABLE.map((p) => `${SITE}/sub/${p}`).sort());
    expect(xml).not.toMatch(/admin|404|lastmod/);
    for (const url of locs(xml)) expect(resolvePath(site.out, '/sub/', new URL(url).pathname).file, url).toBeDefined();
  });

  it('lists the canonical URL of each page, never another spelling', () => {
    const urls = new Set(locs(readHtml(site.out, 'sitemap.xml')));
    expect(urls.has(/<link rel="canonical" href="([^"]*)"/.exec(readHtml(site.out, 'terms/index.html'))![1])).toBe(true);
  });

  it('writes robots.txt that allows everything (noindex must stay readable) and names the sitemap', () => {
    expect(readHtml(site.out, 'robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sub/sitemap.xml\n`);
  });
});

describe('sitemap index', () => {
  it('splits into child sitemaps past the limit (tested at 3, the protocol says 50,000)', async () => {
    const out = path.join(tempDir(), 'dist');
    await build({ content: copySite(), out, siteUrl: SITE, sitemapLimit: 3, logger: createLogger({ quiet: true }) });
    const index = readHtml(out, 'sitemap.xml');
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`, `${SITE}/sitemap-3.xml`]);
    const children = readdirSync(out)
      .filter((f) => /^sitemap-\d+\.xml$/.test(f))
      .sort();
    expect(children).toHaveLength(3);
    const all = children.flatMap((f) => locs(readHtml(out, f)));
    expect(all.sort()).toEqual(INDEXABLE.map((p) => `${SITE}/${p}`).sort());
    expect(children.map((f) => locs(readHtml(out, f)).length)).toEqual([3, 3, 1]);
  }, 60_000);

  it('keeps one plain sitemap at exactly the limit, and escapes XML', () => {
    const files = sitemapFiles(['https://e.x/a?b=1&c=2', 'https://e.x/b'], 'https://e.x/sitemap.xml', 2);
    expect(files.map((f) => f.path)).toEqual(['sitemap.xml']);
    expect(files[0].contents).toContain('<loc>https://e.x/a?b=1&amp;c=2</loc>');
  });
});

describe('without a site URL', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite();
  }, 60_000);

  it('says so in a note, not a warning, and succeeds', () => {
    expect(site.code).toBe(0);
    expect(site.stderr).toBe('');
    expect(site.stdout).toContain('no site URL (siteUrl in site.yaml or --site-url): canonical links, og:url and sitemap.xml are left out');
  });

  it('omits canonical, og:url and sitemap.xml; robots.txt has no Sitemap line', () => {
    const html = readHtml(site.out, 'dentist-crm-miami/index.html');
    expect(html).not.toContain('rel="canonical"');
    expect(metaContent(html, 'og:url')).toBeUndefined();
    expect(metaContent(html, 'og:title')).toBeDefined();
    expect(existsSync(path.join(site.out, 'sitemap.xml'))).toBe(false);
    expect(readHtml(site.out, 'robots.txt')).toBe('User-agent: *\nAllow: /\n');
  });

  it('rejects a --site-url that is not an absolute URL (usage error)', async () => {
    const r = await buildSite(['--site-url', 'example.com']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("option '--site-url <url>' argument 'example.com' is invalid. is not a valid URL");
  });

  it('takes siteUrl from site.yaml when no flag is given', async () => {
    const withUrl = await buildSite([], (dir) => editFile(dir, 'site.yaml', (t) => `siteUrl: https://from-yaml.lpgen-test.dev\n${t}`));
    expect(withUrl.stderr).toBe('');
    expect(readHtml(withUrl.out, 'robots.txt')).toContain('Sitemap: https://from-yaml.lpgen-test.dev/sitemap.xml');
  }, 60_000);
});
