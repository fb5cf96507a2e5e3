// site.yaml `redirects:` → what the hosts read. `_redirects` (Netlify, Cloudflare Pages: static rules before
// dynamic ones, Cloudflare's limits checked) and, for hosts that read no such file (GitHub Pages), a small page
// at each old static URL: meta refresh, a canonical link to the new URL, noindex and a visible link. A 410
// rule gets no page: the host's 404 is the honest answer there, never a redirect to the home page.
import { LpgenError } from '../errors.js';
import type { SiteFile } from '../seo/site-file.js';
import { escapeXml } from '../seo/sitemap.js';
import { absoluteUrl } from '../urls.js';
import { compilePattern, isDynamic, type RedirectPattern } from './redirect-pattern.js';

/** Cloudflare Pages' limits (developers.cloudflare.com/pages/configuration/redirects): Netlify's are wider. */
export const CLOUDFLARE_LIMITS = { static: 2000, dynamic: 100, lineLength: 1000 };

export interface RedirectConfig {
  from: string;
  to?: string;
  status?: 301 | 302 | 307 | 308 | 410;
}

export interface RedirectRule {
  /** Site path without the base; a static one ends in '/' unless it names a file. */
  from: string;
  to?: string;
  status: number;
  pattern: RedirectPattern;
}

const where = (i: number, field: string) => `content/site.yaml  redirects[${i}].${field}`;

/** '/old' → '/old/' (every URL lpgen publishes is a folder); files and patterns are left as written. */
export function folderPath(p: string): string {
  return p.endsWith('/') || /\.[a-z0-9]+$/i.test(p) || isDynamic(p) ? p : `${p}/`;
}

/**
 * The rules, checked against the routes this build publishes (site paths without the base): a rule may not
 * hide a live page, and a static target must be one.
 */
export function redirectRules(configs: readonly RedirectConfig[] | undefined, pages: ReadonlySet<string>): RedirectRule[] {
  const seen = new Set<string>();
  return (configs ?? []).map((c, i) => {
    const from = folderPath(c.from);
    const status = c.status ?? 301;
    if (seen.has(from)) throw new LpgenError(`${where(i, 'from')}: ${from} is redirected twice`);
    seen.add(from);
    if (pages.has(from))
      throw new LpgenError(`${where(i, 'from')}: ${from} is a page of this site; a redirect would hide it (remove the redirect, or the page)`);
    if (status === 410 ? c.to !== undefined : c.to === undefined)
      throw new LpgenError(
        `${where(i, 'to')}: ${status === 410 ? 'a 410 (gone) rule has no "to"' : `a ${status} redirect needs "to" (a page of this site or an https URL)`}`,
      );
    const to = c.to && (c.to.startsWith('/') ? folderPath(c.to) : c.to);
    if (to?.startsWith('/') && !isDynamic(to) && !isDynamic(from) && !pages.has(to) && !/\.[a-z0-9]+$/i.test(to))
      throw new LpgenError(`${where(i, 'to')}: ${to} is not a page of this site (a redirect must lead somewhere that exists)`);
    return { from, to, status, pattern: compilePattern(from) };
  });
}

/** The rule that covers a site path, if any (static rules first, as the hosts apply them). */
export function coveringRule(rules: readonly RedirectRule[], url: string): RedirectRule | undefined {
  return rules.find((r) => !r.pattern.dynamic && r.pattern.match(url)) ?? rules.find((r) => r.pattern.dynamic && r.pattern.match(url));
}

/** A rule's path as the host sees it: already in its final form (folderPath), patterns untouched, under the base. */
const underBase = (base: string, p: string) => base + p.slice(1);

function target(base: string, to: string): string {
  return to.startsWith('/') ? underBase(base, to) : to;
}

export function redirectsFile(rules: readonly RedirectRule[], base: string): SiteFile {
  const line = (r: RedirectRule) => `${underBase(base, r.from)} ${r.to ? target(base, r.to) : `${base}404.html`} ${r.status}`;
  const statics = rules.filter((r) => !r.pattern.dynamic).map(line);
  const dynamics = rules.filter((r) => r.pattern.dynamic).map(line);
  const over = (n: number, limit: number, kind: string) =>
    n > limit &&
    `${n.toLocaleString('en-US')} ${kind} redirects in site.yaml: Cloudflare Pages accepts at most ${limit.toLocaleString('en-US')} (it would ignore the rest). ` +
      (kind === 'static'
        ? 'Replace groups of them with one dynamic rule (from: /old-prefix/*, to: /new-prefix/:splat), or retire URLs nobody visits.'
        : 'Merge them into fewer patterns.');
  const problem = over(statics.length, CLOUDFLARE_LIMITS.static, 'static') || over(dynamics.length, CLOUDFLARE_LIMITS.dynamic, 'dynamic');
  if (problem) throw new LpgenError(problem);
  const long = [...statics, ...dynamics].find((l) => l.length > CLOUDFLARE_LIMITS.lineLength);
  if (long) throw new LpgenError(`a redirect in site.yaml is longer than Cloudflare Pages' ${CLOUDFLARE_LIMITS.lineLength} characters: ${long.slice(0, 80)}…`);
  const header = '# Written by lpgen from site.yaml redirects (Netlify / Cloudflare Pages syntax): static rules first.';
  return { path: '_redirects', contents: `${[header, ...statics, ...dynamics].join('\n')}\n` };
}

/** A page at each static old URL for hosts that ignore _redirects. */
export function redirectPages(rules: readonly RedirectRule[], base: string, siteUrl: string | undefined): SiteFile[] {
  return rules.flatMap((r) => {
    if (r.pattern.dynamic || !r.to || isDynamic(r.to) || r.status === 410) return [];
    const href = escapeXml(target(base, r.to));
    const canonical = escapeXml(r.to.startsWith('/') ? (absoluteUrl(siteUrl, target(base, r.to)) ?? target(base, r.to)) : r.to);
    const file = r.from.endsWith('/') ? `${r.from.slice(1)}index.html` : r.from.slice(1);
    const html = [
      '<!doctype html>',
      '<html lang="en-US">',
      '<head>',
      '<meta charset="utf-8">',
      `<title>Moved to ${href}</title>`,
      '<meta name="robots" content="noindex">',
      `<link rel="canonical" href="${canonical}">`,
      `<meta http-equiv="refresh" content="0; url=${href}">`,
      '</head>',
      `<body><p>This page has moved to <a href="${href}">${href}</a>.</p></body>`,
      '</html>',
      '',
    ].join('\n');
    return [{ path: file, contents: html }];
  });
}
