// The build's side of the lock and of site.yaml's publishing fields, in three calls from build.ts:
//   plan()   before anything is written: fails when a locked URL would break; returns _redirects, the
//            redirect pages and the IndexNow key file;
//   lastmod() after render, before the sitemap: hashes each published page's main content and dates it;
//   finish() after the new output is in place: rewrites the lock when --update-lock asked for it.
// Without a lock, --update-lock, redirects or indexNow it does nothing, and the build is as it always was.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SourceFile } from '../content/read.js';
import type { Content } from '../content/types.js';
import { LpgenError } from '../errors.js';
import type { Logger } from '../log.js';
import type { PlannedRoute } from '../plan/planned.js';
import { indexNowKeyFile } from '../publish/indexnow.js';
import { redirectPages, redirectRules, redirectsFile, type RedirectRule } from '../publish/redirects.js';
import type { SiteFile } from '../seo/site-file.js';
import { siteHref } from '../urls.js';
import { droppedUrls, emptyLockError, lockError, type LockTargets } from './lock-check.js';
import { LOCK_FILE, readLock, writeLock, type Lock } from './lock-file.js';
import { mainContentHash } from './main-content.js';

export interface LockOptions {
  /** Rewrite content/routes.lock after a successful build. */
  update?: boolean;
  /** YYYY-MM-DD given to content that changed (--date or SOURCE_DATE_EPOCH); never the clock. */
  date?: string;
}

export interface PublishFiles {
  /** _redirects, the redirect pages and the IndexNow key file. */
  files: SiteFile[];
  redirects: RedirectRule[];
  /** The redirect pages among `files` (not outputs a redirect could clash with: they are the redirects). */
  redirectPages: ReadonlySet<SiteFile>;
}

export interface PublishStage {
  /** Pages must be hashed: a quick rebuild, which keeps the sitemap, is not taken. */
  readonly active: boolean;
  /** The files to publish beside the pages, and the redirect rules (checked against every output file later: output-names.ts). */
  plan(routes: readonly PlannedRoute[], content: Content, base: string, siteUrl: string | undefined, siteSource?: SourceFile): PublishFiles;
  /** Absolute page URL → lastmod date, for the sitemap; undefined without a lock in play. */
  lastmod(outDir: string, routes: readonly PlannedRoute[], base: string): Promise<Map<string, string> | undefined>;
  /** The site-file cache key: the plan's, plus the dates (a page's copy is not in the plan key). */
  siteFileKey(planKey: string | undefined): string | undefined;
  finish(): void;
}

/** The site path a lock records for a route: without the base, ending in '/'. */
const lockUrl = (r: PlannedRoute) => siteHref('/', r.url);
const published = (r: PlannedRoute) => !r.head.noindex;

/** `lockOptions` undefined: the lock is not read (lpgen dev previews drafts of a change; only lpgen build publishes). */
export function openPublishStage(contentDir: string, lockOptions: LockOptions | undefined, log: Logger, sharded = false): PublishStage {
  const options = lockOptions ?? {};
  if (options.update && !options.date)
    throw new LpgenError(
      '--update-lock needs the date to record for changed pages: pass --date YYYY-MM-DD or set SOURCE_DATE_EPOCH (lpgen never reads the clock)',
      2,
    );
  if (options.update && sharded) throw new LpgenError('--update-lock needs every page: run it on a build without --shard', 2);
  const lock = lockOptions ? readLock(contentDir) : undefined;
  const empty = lock && emptyLockError(lock, Boolean(options.update));
  if (empty) throw empty;
  const active = Boolean(lock || options.update) && !sharded;
  let next: Lock | undefined;
  let datesDigest = '';
  return {
    active,
    plan(routes, content, base, siteUrl, siteSource) {
      const { site } = content;
      const targets = lockTargets(routes);
      const rules = redirectRules(site.redirects, targets.live, siteSource);
      const error = lock && lockError(droppedUrls(lock, content, targets, rules));
      if (error) throw error;
      const pages = rules.length && site.redirectPages !== false ? redirectPages(rules, base, siteUrl) : [];
      const files = [...(rules.length ? [redirectsFile(rules, base), ...pages] : []), ...(site.indexNow ? [indexNowKeyFile(site.indexNow.key)] : [])];
      return { files, redirects: rules, redirectPages: new Set(pages) };
    },
    async lastmod(outDir, routes, base) {
      if (!active) return undefined;
      const pages = routes.filter(published);
      const hashes = await hashPages(outDir, pages, base);
      next = new Map();
      const dates = new Map<string, string>();
      let undated = 0;
      pages.forEach((r, i) => {
        const url = lockUrl(r);
        const before = lock?.get(url);
        const hash = hashes[i];
        const date = before?.hash === hash ? before.date : options.date;
        if (!date) undated++;
        const landing = r.kind === 'landing' ? { niche: r.page.nicheSlug, city: r.page.citySlug } : {};
        next!.set(url, { url, hash, date: date ?? '', ...landing });
        if (date && r.head.canonical) dates.set(r.head.canonical, date);
      });
      // URLs that are no longer pages stay in the lock (plan() vouched for each): a redirect or a retirement is remembered.
      const routeUrls = new Set(routes.map(lockUrl));
      for (const [url, before] of lock ?? []) {
        if (next.has(url)) continue;
        if (routeUrls.has(url) || before.state === 'retired') next.set(url, before);
        else next.set(url, before.state === 'redirected' || !options.date ? before : { ...before, state: 'redirected', date: options.date });
      }
      if (undated && !options.update)
        log.warn(
          `${undated} page${undated === 1 ? '' : 's'} changed since ${LOCK_FILE} was written: sitemap.xml gives ${undated === 1 ? 'it' : 'them'} no lastmod until \`lpgen build --update-lock --date YYYY-MM-DD\` records the change`,
        );
      datesDigest = [...dates].map(([u, d]) => `${u} ${d}`).join('\n');
      return dates;
    },
    siteFileKey: (planKey) => planKey && (active ? `${planKey}\n${datesDigest}` : planKey),
    finish() {
      if (!options.update || !next) return;
      const changed = [...next.values()].filter((e) => lock?.get(e.url)?.date !== e.date).length;
      writeLock(contentDir, next, log);
      log.info(`  lock     ${LOCK_FILE}: ${next.size} URLs, ${changed} dated ${options.date}`);
    },
  };
}

/** Every page's main-content hash, in order; a few files read at a time. */
async function hashPages(outDir: string, routes: readonly PlannedRoute[], base: string): Promise<string[]> {
  const hashes: string[] = new Array(routes.length);
  let nextIndex = 0;
  const runner = async () => {
    for (let i = nextIndex++; i < routes.length; i = nextIndex++)
      hashes[i] = mainContentHash(await readFile(path.join(outDir, routes[i].outFile), 'utf8'), base);
  };
  await Promise.all(Array.from({ length: Math.min(8, routes.length) }, runner));
  return hashes;
}

/** What the planned routes write, as the lock sees it (lock-check.ts lockTargetsOf gives the same from the content). */
function lockTargets(routes: readonly PlannedRoute[]): LockTargets {
  const live = new Set(routes.filter((r) => r.kind !== 'notFound').map(lockUrl));
  const landings = new Map<string, string>();
  for (const r of routes) if (r.kind === 'landing' && published(r)) landings.set(`${r.page.nicheSlug} ${r.page.citySlug}`, lockUrl(r));
  return { live, landings };
}
