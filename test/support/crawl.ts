// A link checker for a built site: every href/src (and og:url / og:image /
// canonical on the site's own origin) in every HTML file must resolve to a
// file in dist/ the way a static host serves it, under the one trailing-slash
// policy (folders end in '/', files have an extension). In-page anchors must
// name an id on their page.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Broken {
  /** HTML file, relative to the output folder. */
  from: string;
  url: string;
  reason: string;
}

export interface CrawlResult {
  pages: number;
  /** Internal references checked (links, assets, anchors, own-origin meta URLs). */
  checked: number;
  external: number;
  broken: Broken[];
}

export interface CrawlOptions {
  /** The base path the site was built with, '/' or '/sub/'. */
  base?: string;
  /** Absolute URLs on this origin + base are checked as internal. */
  siteUrl?: string;
}

export function htmlFiles(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel)).flatMap((name) => {
    const r = path.posix.join(rel, name);
    if (statSync(path.join(dir, r)).isDirectory()) return htmlFiles(dir, r);
    return name.endsWith('.html') ? [r] : [];
  });
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Every URL a page references: href/src attributes and the URL-valued meta/link tags. */
export function referencedUrls(html: string): string[] {
  const attrs = [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
  const meta = [...html.matchAll(/<meta property="og:(?:url|image)" content="([^"]*)"/g)].map((m) => m[1]);
  return [...attrs, ...meta].map(decode);
}

/**
 * The file a site path maps to, or why it cannot: a path outside the base,
 * a folder URL without its trailing slash, or a missing file.
 */
export function resolvePath(outDir: string, base: string, pathname: string): { file?: string; reason?: string } {
  if (!pathname.startsWith(base)) return { reason: `outside the base path ${base}` };
  let rel = decodeURIComponent(pathname.slice(base.length));
  const isFile = /\.[a-z0-9]+$/i.test(rel);
  if (!isFile && rel !== '' && !rel.endsWith('/')) return { reason: 'folder URL without a trailing slash' };
  if (!isFile) rel += 'index.html';
  const file = path.join(outDir, rel);
  try {
    if (statSync(file).isFile()) return { file: rel };
  } catch {
    // fall through
  }
  return { reason: `no file dist/${rel}` };
}

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

export function crawl(outDir: string, { base = '/', siteUrl }: CrawlOptions = {}): CrawlResult {
  const pages = htmlFiles(outDir);
  const own = siteUrl ? new URL(base, siteUrl) : undefined;
  const idCache = new Map<string, Set<string>>();
  const idsOf = (rel: string) => {
    if (!idCache.has(rel)) idCache.set(rel, ids(readFileSync(path.join(outDir, rel), 'utf8')));
    return idCache.get(rel)!;
  };
  const result: CrawlResult = { pages: pages.length, checked: 0, external: 0, broken: [] };
  for (const from of pages) {
    const html = readFileSync(path.join(outDir, from), 'utf8');
    for (const url of referencedUrls(html)) {
      const fail = (reason: string) => result.broken.push({ from, url, reason });
      if (/^(mailto|tel):/.test(url)) continue;
      if (url === '' || url === '#') {
        fail('empty link');
        continue;
      }
      if (url.startsWith('#')) {
        result.checked++;
        if (!idsOf(from).has(url.slice(1))) fail('no element with this id on the page');
        continue;
      }
      let target: URL;
      if (/^https?:\/\//.test(url)) {
        target = new URL(url);
        if (!own || target.origin !== own.origin) {
          result.external++;
          continue;
        }
      } else if (url.startsWith('/')) target = new URL(url, 'http://site.invalid');
      else {
        fail('relative URL: internal links are root-relative');
        continue;
      }
      result.checked++;
      const { file, reason } = resolvePath(outDir, base, target.pathname);
      if (!file) fail(reason!);
      else if (target.hash && file.endsWith('.html') && !idsOf(file).has(target.hash.slice(1))) fail(`no id ${target.hash} on dist/${file}`);
    }
  }
  return result;
}
