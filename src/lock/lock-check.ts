// The lock check, one function for the build (lock/stage.ts, from its planned routes) and `lpgen check` (from the
// content, without planning): a URL content/routes.lock lists that the site no longer writes, and that no redirect
// covers and no "retired" lets go, fails both with the same message. The message proposes one exact `redirects:`
// line per URL: where the page moved (the same niche and city under a new route), else the nearest indexable hub
// (its niche's, its city's, its county's, its category's; a hub's parent hub), else the home page. Publishing
// decisions (drafts, quality.belowBar: draft, hubs.minEntries) take hubs away, so they are the usual cause.
import type { SiteConfig } from '../content/schema.js';
import { LpgenError } from '../errors.js';
import { HUB_KIND_NAMES, HUB_KINDS, perKind, type HubKind, type HubPageFields } from '../internal-links/hub-kinds.js';
import { findHubs, isPublished, type HubSet } from '../internal-links/hubs.js';
import { coveringRule, redirectRules, type RedirectRule } from '../publish/redirects.js';
import { slugify } from '../rules/slug.js';
import { siteHref } from '../urls.js';
import { LOCK_FILE, type Lock, type LockEntry } from './lock-file.js';

/** How many URLs (and proposed lines) an error lists before it counts the rest. */
export const LOCK_LIST_LIMIT = 20;

/** What the lock check reads of the content: the pages' places, the hubs' inputs and the legal pages' routes. */
export interface LockContent {
  site: SiteConfig;
  niches: ReadonlyArray<{ slug: string; name: string; category: string }>;
  cities: ReadonlyArray<{ slug: string; county?: string }>;
  pages: ReadonlyArray<HubPageFields & { status?: 'published' | 'draft' }>;
  legal: ReadonlyArray<{ route: string }>;
}

/** What the site writes, as the lock sees it: every URL (drafts, admin and hubs included), and where each published landing page is. */
export interface LockTargets {
  /** Site paths without the base, ending in '/': what the build writes but the 404 page. */
  live: ReadonlySet<string>;
  /** 'niche city' → the published landing page's lock URL. */
  landings: ReadonlyMap<string, string>;
}

/** A locked URL the site no longer writes, and the line that would redirect it. */
export interface DroppedUrl {
  url: string;
  to: string;
  /** The same niche and city under a new route. */
  moved: boolean;
}

/** The site path a lock records for a route: without the base, ending in '/'. */
export const lockUrl = (route: string) => siteHref('/', route);

/** The targets of a build of `content`, from the content alone (as planRoutes makes the routes: lpgen check plans nothing). */
export function lockTargetsOf(content: LockContent, hubs: HubSet = hubsOf(content)): LockTargets {
  const live = new Set([
    '/',
    '/admin/',
    ...content.pages.map((p) => lockUrl(p.route)),
    ...hubs.all.map((h) => lockUrl(h.route)),
    ...content.legal.map((l) => lockUrl(l.route)),
  ]);
  const landings = new Map(content.pages.filter(isPublished).map((p) => [`${p.nicheSlug} ${p.citySlug}`, lockUrl(p.route)]));
  return { live, landings };
}

const hubsOf = (content: LockContent) => findHubs(content.site, content.niches, content.pages);

/**
 * The locked URLs `targets` drop that nothing covers, each with its proposed redirect; `rules` are the site's redirects
 * (redirectRules over `targets.live`, which also refuses a redirect from a live page).
 */
export function droppedUrls(
  lock: Lock,
  content: LockContent,
  targets: LockTargets,
  rules: readonly RedirectRule[] = redirectRules(content.site.redirects, targets.live),
): DroppedUrl[] {
  let nearest: ((entry: LockEntry) => string) | undefined;
  const dropped: DroppedUrl[] = [];
  for (const entry of lock.values()) {
    if (targets.live.has(entry.url) || entry.state === 'retired' || coveringRule(rules, entry.url)) continue;
    const moved = entry.niche && entry.city ? targets.landings.get(`${entry.niche} ${entry.city}`) : undefined;
    dropped.push(
      moved ? { url: entry.url, to: moved, moved: true } : { url: entry.url, to: (nearest ??= nearestHub(content, hubsOf(content)))(entry), moved: false },
    );
  }
  return dropped;
}

/** A lock that lists no URL would check nothing: an error unless --update-lock is about to write it. */
export function emptyLockError(lock: Lock, updating: boolean): LpgenError | undefined {
  if (lock.size > 0 || updating) return undefined;
  return new LpgenError(
    `content/${LOCK_FILE} lists no URL, so it would guard nothing: restore it (git checkout content/${LOCK_FILE}), delete it to build without a lock, or write it again with lpgen build --update-lock --date YYYY-MM-DD`,
  );
}

/** The build's and the check's error for `dropped`, or undefined when nothing is dropped. */
export function lockError(dropped: readonly DroppedUrl[], limit = LOCK_LIST_LIMIT): LpgenError | undefined {
  const n = dropped.length;
  if (n === 0) return undefined;
  const more = (shown: number) =>
    n > shown ? [`  … and ${(n - shown).toLocaleString('en-US')} more (lpgen check --json lists every one with its proposed redirect)`] : [];
  const moved = dropped.filter((d) => d.moved).length;
  const why =
    moved === n
      ? 'Each has moved (the same niche and city under a new route); add to content/site.yaml:'
      : moved > 0
        ? `${moved} of them have moved (the same niche and city under a new route), the others go to the nearest hub or the home page; add to content/site.yaml:`
        : 'To send each to the nearest hub (or the home page), add to content/site.yaml:';
  const shown = dropped.slice(0, limit);
  return new LpgenError(
    [
      `${LOCK_FILE}: ${n.toLocaleString('en-US')} published URL${n === 1 ? ' is' : 's are'} no longer ${n === 1 ? 'a page' : 'pages'} of this site, and nothing redirects ${n === 1 ? 'it' : 'them'} (visitors and search engines would get a 404):`,
      ...shown.map((d) => `  ${d.url}`),
      ...more(shown.length),
      why,
      'redirects:',
      ...shown.map((d) => `  - { from: ${d.url}, to: ${d.to} }`),
      ...(n > shown.length ? [`  # … and ${(n - shown.length).toLocaleString('en-US')} more (lpgen check --json lists every one)`] : []),
      `To let a URL go for good, end its line in content/${LOCK_FILE} with " retired" (the host then answers 404).`,
    ].join('\n'),
  );
}

/** Where a dropped URL should go: the nearest indexable hub that is not the URL itself, else the home page. */
function nearestHub(content: LockContent, hubs: HubSet): (entry: LockEntry) => string {
  const countyOf = new Map<string, string>();
  for (const c of [...content.cities, ...content.pages.map((p) => ({ slug: p.citySlug, county: p.county }))])
    if (c.county) countyOf.set(c.slug, slugify(c.county));
  const categoryOf = new Map(content.niches.map((n) => [n.slug, n.category]));
  const known = perKind((kind) => new Set(HUB_KINDS[kind].slugs(content)));
  const patterns = HUB_KIND_NAMES.map((kind) => ({ kind, match: hubMatcher(content.site.hubs[kind], kind) }));
  /** Which hub a URL was, when it matches a hub route of a known key. */
  const hubOf = (url: string): { kind: HubKind; key: string } | undefined => {
    for (const { kind, match } of patterns) {
      const key = match(url);
      if (key && known[kind].has(key)) return { kind, key };
    }
    return undefined;
  };
  return (entry) => {
    const hub = entry.niche || entry.city ? undefined : hubOf(entry.url);
    const niche = entry.niche ?? (hub?.kind === 'niche' ? hub.key : undefined);
    const city = entry.city ?? (hub?.kind === 'city' ? hub.key : undefined);
    const candidates: [HubKind, string | undefined][] = hub
      ? hub.kind === 'niche'
        ? [['category', categoryOf.get(hub.key)]]
        : hub.kind === 'city'
          ? [['county', countyOf.get(hub.key)]]
          : []
      : [
          ['niche', niche],
          ['city', city],
          ['county', city && countyOf.get(city)],
          ['category', niche && categoryOf.get(niche)],
        ];
    for (const [kind, key] of candidates) {
      const ref = key ? hubs[kind].get(key) : undefined;
      if (ref?.indexable && lockUrl(ref.route) !== entry.url) return lockUrl(ref.route);
    }
    return '/';
  };
}

/** A matcher of one hub route pattern ('/crm-{city}'): the key a lock URL fills it with, or undefined. */
function hubMatcher(pattern: string, placeholder: string): (url: string) => string | undefined {
  const [before, after] = pattern.split(`{${placeholder}}`);
  const re = new RegExp(`^${escape(before)}([a-z0-9-]+)${escape(after ?? '')}/?$`);
  return (url) => re.exec(url)?.[1];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
