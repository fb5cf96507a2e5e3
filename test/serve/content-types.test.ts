// The preview sends what static hosts send: the types lpgen sent before mrmime
// stay exactly as they were, and files it did not know now get their real type.
import { describe, expect, it } from 'vitest';
import { contentType } from '../../src/serve/content-types.js';

describe('contentType', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['a/B.HTM', 'text/html; charset=utf-8'],
    ['assets/styles.abc.css', 'text/css; charset=utf-8'],
    ['assets/admin.abc.js', 'text/javascript; charset=utf-8'],
    ['x.mjs', 'text/javascript; charset=utf-8'],
    ['x.js.map', 'application/json; charset=utf-8'],
    ['data.json', 'application/json; charset=utf-8'],
    ['site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['favicon.svg', 'image/svg+xml'],
    ['favicon.ico', 'image/x-icon'],
    ['a.png', 'image/png'],
    ['a.JPG', 'image/jpeg'],
    ['a.webp', 'image/webp'],
    ['a.avif', 'image/avif'],
    ['f.woff2', 'font/woff2'],
    ['doc.pdf', 'application/pdf'],
    ['clip.webm', 'video/webm'],
  ])('%s as before: %s', (file, type) => expect(contentType(file)).toBe(type));

  it.each([
    ['prices.csv', 'text/csv; charset=utf-8'],
    ['app.wasm', 'application/wasm'],
    ['cal.ics', 'text/calendar; charset=utf-8'],
    ['feed.atom', 'application/atom+xml; charset=utf-8'],
  ])('%s, unknown to the old table: %s', (file, type) => expect(contentType(file)).toBe(type));

  it.each(['LICENSE', 'a.b/c', 'x.unknownext'])('%s without a known extension downloads', (file) => {
    expect(contentType(file)).toBe('application/octet-stream');
  });
});
