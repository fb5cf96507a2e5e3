// sitemap.xml per sitemaps.org: absolute URLs only, at most 50,000 per file;
// beyond that, sitemap.xml becomes an index of sitemap-1.xml, sitemap-2.xml…
// <lastmod> only where content/routes.lock knows when the page's main content
// last changed (src/lock/): the build clock is not a content date, and a date
// that changes on every build teaches crawlers to ignore it.
import type { SiteFile } from './site-file.js';

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_LIMIT = 50_000;

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Absolute URL → YYYY-MM-DD. */
export type Lastmods = ReadonlyMap<string, string>;

function urlset(urls: readonly string[], lastmod?: Lastmods): string {
  const entries = urls
    .map((u) => {
      const date = lastmod?.get(u);
      return `  <url><loc>${escapeXml(u)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>\n`;
    })
    .join('');
  return `${XML}<urlset xmlns="${NS}">\n${entries}</urlset>\n`;
}

/**
 * @param urls absolute page URLs, in the order they should be listed
 * @param sitemapUrl absolute URL of sitemap.xml itself (child sitemaps sit beside it)
 */
export function sitemapFiles(urls: readonly string[], sitemapUrl: string, limit = SITEMAP_LIMIT, lastmod?: Lastmods): SiteFile[] {
  const unique = [...new Set(urls)];
  if (unique.length <= limit) return [{ path: 'sitemap.xml', contents: urlset(unique, lastmod) }];
  const children: SiteFile[] = [];
  for (let i = 0; i < unique.length; i += limit) {
    children.push({ path: `sitemap-${children.length + 1}.xml`, contents: urlset(unique.slice(i, i + limit), lastmod) });
  }
  const entries = children.map((c) => `  <sitemap><loc>${escapeXml(new URL(c.path, sitemapUrl).href)}</loc></sitemap>\n`).join('');
  return [{ path: 'sitemap.xml', contents: `${XML}<sitemapindex xmlns="${NS}">\n${entries}</sitemapindex>\n` }, ...children];
}
