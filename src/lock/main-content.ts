// What a page "says", for lastmod: the HTML inside <main>, without what other pages put there. Breadcrumbs
// (<nav>) and the related-pages lists (RelatedLinks' <section aria-label="Related pages">) change when
// other pages come and go; the header and footer are outside <main>. Asset names lose their content hash,
// so a renamed icon sprite moves no page's date. Google uses lastmod only while it stays accurate.
import { createHash } from 'node:crypto';

const NAV = /<nav\b[^>]*>[\s\S]*?<\/nav>/g;
const RELATED = /<section aria-label="Related pages"[^>]*>[\s\S]*?<\/section>/g;
const FINGERPRINT = /(\/assets\/[\w-]+)\.[0-9a-f]{8,}\./g;

/** `base`: the site's base path, taken out of links so that moving the site to another folder dates nothing. */
export function mainContent(html: string, base = '/'): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const main = start >= 0 && end > start ? html.slice(start, end) : html;
  const text = main.replace(NAV, '').replace(RELATED, '').replace(FINGERPRINT, '$1.');
  return base === '/' ? text : text.split(`="${base}`).join('="/');
}

/** 16 hex digits of SHA-256: the lock's content hash. */
export function mainContentHash(html: string, base = '/'): string {
  return createHash('sha256').update(mainContent(html, base)).digest('hex').slice(0, 16);
}
