// Every page's <head>: unique titles and descriptions, canonical and Open
// Graph URLs (absolute, base-aware), favicon; and the page-level a11y rules
// search engines share with screen readers.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { editFile, readHtml } from '../helpers.js';
import { htmlFiles } from '../support/crawl.js';
import { buildSite, metaContent, type BuiltSite } from '../support/site.js';
import { headingLevels, text } from '../templates/html.js';

const SITE = 'https://example.com';
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
/** 'x/index.html' → 'x/', 'index.html' → '', '404.html' → '404.html'. */
const urlPath = (file: string) => file.replace(/(^|\/)index\.html$/, '$1');
const NOINDEX = ['admin/index.html', '404.html', '404/index.html'];
// The fixture's niche hub lists 2 published pages and has no intro of its own: under the hub bar, noindex (docs/hubs.md).
const THIN_HUBS = ['dentist-crm/index.html'];

for (const base of ['/', '/sub/']) {
  describe(`<head> with --site-url and base ${base}`, () => {
    let site: BuiltSite;
    let files: string[];
    beforeAll(async () => {
      site = await buildSite(['--site-url', SITE, '--base', base]);
      expect(site.stderr).toBe('');
      expect(site.code).toBe(0);
      files = htmlFiles(site.out);
    }, 60_000);

    it('gives every page lang="en-US", a title and a description, unique across pages', () => {
      // 404.html and 404/index.html are one page written twice (host catch-all + /404/).
      const pages = files.filter((f) => f !== '404/index.html');
      const titles = pages.map((f) => title(readHtml(site.out, f)));
      const descriptions = pages.map((f) => metaContent(readHtml(site.out, f), 'description'));
      for (const f of files) expect(readHtml(site.out, f).startsWith('<!DOCTYPE html><html lang="en-US"'), f).toBe(true);
      expect(titles.every(Boolean) && descriptions.every(Boolean)).toBe(true);
      expect(new Set(titles).size).toBe(pages.length);
      expect(new Set(descriptions).size).toBe(pages.length);
    });

    it('points canonical and og:url of every indexable page at its absolute folder URL', () => {
      const indexable = files.filter((f) => !NOINDEX.includes(f) && !THIN_HUBS.includes(f));
      expect(indexable).toHaveLength(7);
      for (const f of indexable) {
        const html = readHtml(site.out, f);
        const expected = `${SITE}${base}${urlPath(f)}`;
        expect(canonical(html), f).toBe(expected);
        expect(metaContent(html, 'og:url'), f).toBe(expected);
        expect(html).not.toContain('name="robots"');
      }
    });

    it('marks admin and 404 noindex, without a canonical', () => {
      for (const f of [...NOINDEX, ...THIN_HUBS]) {
        const html = readHtml(site.out, f);
        expect(metaContent(html, 'robots'), f).toBe('noindex');
        expect(canonical(html), f).toBeUndefined();
      }
    });

    it('has Open Graph, Twitter card, theme-color and the SVG favicon on every page', () => {
      for (const f of files) {
        const html = readHtml(site.out, f);
        expect(metaContent(html, 'og:title'), f).toBe(title(html)!.replace(/&amp;/g, '&'));
        expect(metaContent(html, 'og:description'), f).toBe(metaContent(html, 'description'));
        expect(metaContent(html, 'og:type')).toBe('website');
        expect(metaContent(html, 'og:site_name')).toBe('TestCRM');
        expect(metaContent(html, 'og:locale')).toBe('en_US');
        // Every page has a social card (test/seo/og-image.test.ts), so every card is large.
        expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
        expect(metaContent(html, 'theme-color')).toMatch(/^#[0-9a-f]{6}$/);
        expect(html).toContain(`<link rel="icon" type="image/svg+xml" href="${base}favicon.svg"/>`);
      }
      expect(readHtml(site.out, 'favicon.svg')).toMatch(/^<svg [^>]*>.*>T<\/text><\/svg>\n$/);
    });

    it('has one h1 per page and never skips a heading level', () => {
      for (const f of files) {
        const levels = headingLevels(readHtml(site.out, f));
        expect(
          levels.filter((l) => l === 1),
          f,
        ).toHaveLength(1);
        expect(levels[0], f).toBe(1);
        levels.forEach((l, i) => i > 0 && expect(l, `${f}: h${levels[i - 1]} → h${l}`).toBeLessThanOrEqual(levels[i - 1] + 1));
      }
    });

    it('gives every image alt, width and height, and no link a bare generic name', () => {
      for (const f of files) {
        const html = readHtml(site.out, f);
        for (const [img] of html.matchAll(/<img\s[^>]*>/g)) {
          expect(img, f).toMatch(/\salt="/);
          expect(img, f).toMatch(/\swidth="\d+"/);
          expect(img, f).toMatch(/\sheight="\d+"/);
        }
        for (const [, attrs, inner] of html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)) {
          if (/aria-label="/.test(attrs)) continue;
          expect(text(inner).trim(), `${f}: ${inner}`).not.toMatch(/^(learn more|read more|click here|here|more|view|details)$/i);
        }
      }
    });
  });
}

// With socialImages off, the hero image is the og:image (the cards: test/seo/og-image.test.ts).
const noCards = (dir: string) => editFile(dir, 'site.yaml', (t) => `${t}\nsocialImages: false\n`);

describe('og:image without social cards', () => {
  it('uses a raster hero image, absolute under the base, with a large Twitter card', async () => {
    const site = await buildSite(['--site-url', SITE, '--base', '/sub/'], (dir) => {
      noCards(dir);
      writeFileSync(path.join(dir, 'public', 'hero', 'photo.png'), 'not really a png');
      editFile(dir, 'pages/dentist-crm-tampa.yaml', (t) => t.replace('src: /hero/test.svg', 'src: /hero/photo.png'));
    });
    expect(site.code).toBe(0);
    const html = readHtml(site.out, 'dentist-crm-tampa/index.html');
    expect(metaContent(html, 'og:image')).toBe(`${SITE}/sub/hero/photo.png`);
    expect(metaContent(html, 'og:image:width')).toMatch(/^\d+$/);
    expect(metaContent(html, 'og:image:alt')).toBeDefined();
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(readHtml(site.out, 'dentist-crm-miami/index.html'), 'og:image')).toBeUndefined();
  }, 60_000);

  it('leaves out SVG heroes: preview crawlers do not render SVG', async () => {
    const site = await buildSite(['--site-url', SITE], noCards);
    const html = readHtml(site.out, 'dentist-crm-tampa/index.html');
    expect(html).toContain('src="/hero/test.svg"');
    expect(metaContent(html, 'og:image')).toBeUndefined();
  }, 60_000);
});
