// /favicon.svg: the header's lettermark (first letter of the brand on a
// rounded primary tile), so every site has an icon without shipping an image.
// A content/public/favicon.svg replaces it.
import { brandLetter } from '../rules/labels.js';
import type { SiteFile } from './site-file.js';
import { escapeXml } from './sitemap.js';

/** Mirrors --primary / --primary-foreground (light theme) in templates/styles.css. */
const TILE = '#1d4ed8';
const LETTER = '#ffffff';

export function faviconFile(brand: string): SiteFile {
  const letter = escapeXml(brandLetter(brand));
  const contents =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="14" fill="${TILE}"/>` +
    `<text x="32" y="44" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="36" font-weight="700" fill="${LETTER}">${letter}</text>` +
    '</svg>\n';
  return { path: 'favicon.svg', contents };
}
