// site.yaml `redirects:` → what the hosts read. `_redirects` (Netlify, Cloudflare Pages: static rules before
// dynamic ones, Cloudflare's limits checked) and, for hosts that read no such file (GitHub Pages), a small page
// at each old static URL: meta refresh, a canonical link to the new URL, noindex and a visible link. A 410
// rule gets no page: the host's 404 is the honest answer there, never a redirect to the home page.
import { ContentError, LpgenError, type Issue } from '../errors.js';
import { formatPath } from '../content/locate.js';
import type { SourceFile } from '../content/read.js';
import { issueAt, locatorFor } from '../content/report.js';
import type { SiteFile } from '../seo/site-file.js';
import { escapeXml } from '../seo/sitemap.js';
import { absoluteUrl } from '../urls.js';
import { compilePattern, fillTarget, isDynamic, pathIndex, type PathIndex, type RedirectPattern } from './redirect-pattern.js';

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

/** Collects located problems (file:line:col at the field) and throws them together. */
export function redirectProblems(siteSource: SourceFile | undefined) {
  const issues: Issue[] = [];
  const locate = siteSource && locatorFor(siteSource);
  return {
    fail(i: number, field: 'from' | 'to', message: string) {
      const path = ['redirects', i, field];
      issues.push(
        siteSource && locate ? issueAt(siteSource, locate, path, message) : { file: 'content/site.yaml', line: 0, col: 0, field: formatPath(path), message },
      );
    },
    has: () => issues.length > 0,
    throwAny() {
      if (!issues.length) return;
      if (siteSource) throw new ContentError(issues);
      throw new LpgenError(issues.map((i) => `${i.file}  ${i.field}: ${i.message}`).join('\n'));
    },
  };
}

/** '/old' → '/old/' (every URL lpgen publishes is a folder); files and patterns are left as written. */
export function folderPath(p: string): string {
  return p.endsWith('/') || isFile(p) || isDynamic(p) ? p : `${p}/`;
}

const isFile = (p: string) => /\.[a-z0-9]+$/i.test(p);
/** '/x/index.html' → '/x/', the URL a host serves that file at. */
const pageOfFile = (p: string) => p.replace(/(^|\/)index\.html?$/i, '$1');

/** The page a rule's `from` would hide (compared without regard to case, as some hosts compare), and how. */
function hiddenPage(from: string, pattern: RedirectPattern, pages: ReadonlyMap<string, string>, forms: () => PathIndex<string>): string | undefined {
  if (pattern.dynamic) {
    const page = forms().firstMatch(from);
    return page && `${from} matches the page ${page}: a redirect may only catch URLs this site does not generate (narrow the pattern)`;
  }
  const page = pages.get(folderPath(pageOfFile(from)).toLowerCase());
  if (!page) return undefined;
  if (page === from) return `${from} is a page of this site; a redirect would hide it (remove the redirect, or the page)`;
  if (pageOfFile(from) !== from) return `${from} is the file of the page ${page}; a redirect would replace it (remove the redirect)`;
  return `${from} differs from the page ${page} only by case: a host that ignores case would answer the page with the redirect (remove the redirect)`;
}

/** Each page as a host may be asked for it: /x/, /x and /x/index.html. */
function pageForms(pages: ReadonlySet<string>): PathIndex<string> {
  const entries: [string, string][] = [];
  for (const page of pages) {
    entries.push([page, page], [`${page}index.html`, page]);
    if (page !== '/') entries.push([page.slice(0, -1), page]);
  }
  return pathIndex(entries);
}

/**
 * The rules, checked against the routes this build publishes (site paths without the base): a rule may not
 * hide a live page (in any case, or as its index.html), a static target must be a page or another rule's
 * source, and no chain of rules may come back to where it started. Every problem is reported at its field.
 */
export function redirectRules(configs: readonly RedirectConfig[] | undefined, pages: ReadonlySet<string>, siteSource?: SourceFile): RedirectRule[] {
  const report = redirectProblems(siteSource);
  const byLower = new Map([...pages].map((p) => [p.toLowerCase(), p]));
  const seen = new Set<string>();
  let index: PathIndex<string> | undefined;
  const forms = () => (index ??= pageForms(pages));
  const rules = (configs ?? []).map((c, i) => {
    const from = folderPath(c.from);
    const status = c.status ?? 301;
    const pattern = compilePattern(from);
    if (seen.has(from.toLowerCase())) report.fail(i, 'from', `${from} is redirected twice`);
    seen.add(from.toLowerCase());
    const hidden = hiddenPage(from, pattern, byLower, forms);
    if (hidden) report.fail(i, 'from', hidden);
    if (status === 410 ? c.to !== undefined : c.to === undefined)
      report.fail(i, 'to', status === 410 ? 'a 410 (gone) rule has no "to"' : `a ${status} redirect needs "to" (a page of this site or an https URL)`);
    const to = c.to && (c.to.startsWith('/') ? folderPath(c.to) : c.to);
    return { from, to, status, pattern };
  });
  const statics = new Map(rules.filter((r) => !r.pattern.dynamic).map((r) => [r.from, r]));
  rules.forEach((r, i) => {
    const { to } = r;
    if (!to?.startsWith('/') || isDynamic(to) || isFile(to) || pages.has(to) || statics.has(to)) return;
    const twin = byLower.get(to.toLowerCase());
    report.fail(
      i,
      'to',
      twin
        ? `${to} is not a page of this site; did you mean ${twin}? (hosts compare paths with case)`
        : `${to} is not a page of this site (a redirect must lead to a page, another redirect's "from", or an https URL)`,
    );
  });
  if (!report.has()) checkLoops(rules, statics, report.fail);
  report.throwAny();
  return rules;
}

/** A path a dynamic rule catches: each `*` and `:name` stands for one sample segment. */
const samplePath = (from: string) => from.replace(/\*|:[A-Za-z_]\w*/g, 'lpgen-sample');

/** Follows each rule's target through the rules; a chain that comes back is a loop browsers give up on. */
function checkLoops(rules: readonly RedirectRule[], statics: ReadonlyMap<string, RedirectRule>, fail: (i: number, field: 'to', message: string) => void): void {
  // A rule is tried only on a path that starts with its literal part (most targets are pages, which no rule catches).
  const dynamics = rules.filter((r) => r.pattern.dynamic).map((r) => ({ rule: r, prefix: r.from.split(/\*|:[A-Za-z_]/)[0] }));
  const next = (p: string) => statics.get(p) ?? dynamics.find((d) => p.startsWith(d.prefix) && d.rule.pattern.match(p))?.rule;
  const targetOf = (r: RedirectRule, p: string) => (r.to?.startsWith('/') ? folderPath(fillTarget(r.to, r.pattern.match(p) ?? {})) : undefined);
  const settled = new Set<RedirectRule>();
  rules.forEach((start, i) => {
    const chain = [start];
    let at = targetOf(start, start.pattern.dynamic ? samplePath(start.from) : start.from);
    while (at !== undefined && chain.length <= rules.length) {
      const rule = next(at);
      if (!rule || settled.has(rule)) break;
      if (chain.includes(rule)) {
        const hops = [...chain.slice(chain.indexOf(rule)).map((r) => r.from), rule.from].join(' → ');
        fail(i, 'to', `${start.to} loops: ${hops} (browsers stop with "too many redirects")`);
        break;
      }
      chain.push(rule);
      at = targetOf(rule, at);
    }
    for (const r of chain) settled.add(r);
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
