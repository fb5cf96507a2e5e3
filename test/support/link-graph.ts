// A built site read back as a crawler reads it: each HTML page, what kind of
// page its JSON-LD says it is, and the internal pages it links to; then the
// click distance of every page from the home page.
import { htmlFiles, referencedUrls, resolvePath } from './crawl.js';
import { jsonLdBlocks } from './site.js';
import { readHtml } from '../helpers.js';

export interface LinkedPage {
  file: string;
  html: string;
  kind: 'landing' | 'hub' | 'other';
  /** Internal HTML pages it links to (dist-relative files), itself excluded. */
  links: Set<string>;
}

function kindOf(html: string): LinkedPage['kind'] {
  const types = jsonLdBlocks(html).map((b) => b['@type']);
  if (types.includes('Service')) return 'landing';
  if (types.includes('CollectionPage')) return 'hub';
  return 'other';
}

/** Every HTML page of `out`, built with `siteUrl` as its origin and '/' as its base. */
export function readLinkedSite(out: string, siteUrl: string): Map<string, LinkedPage> {
  const pages = new Map<string, LinkedPage>();
  for (const file of htmlFiles(out)) {
    const html = readHtml(out, file);
    const links = new Set<string>();
    for (const url of referencedUrls(html)) {
      if (!url.startsWith('/') || url.startsWith('//')) continue;
      const target = resolvePath(out, '/', new URL(url, siteUrl).pathname).file;
      if (target?.endsWith('.html') && target !== file) links.add(target);
    }
    pages.set(file, { file, html, kind: kindOf(html), links });
  }
  return pages;
}

/** Breadth-first click distance from the home page over the built HTML. */
export function clicksFromHome(pages: Map<string, LinkedPage>): Map<string, number> {
  const depth = new Map([['index.html', 0]]);
  const queue = ['index.html'];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of pages.get(file)?.links ?? []) {
      if (depth.has(next)) continue;
      depth.set(next, depth.get(file)! + 1);
      queue.push(next);
    }
  }
  return depth;
}
