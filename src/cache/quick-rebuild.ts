// A rebuild after editing a few pages, without the rest of the site. What other
// routes read of a page is its summary (page-summary.ts); when every changed
// page keeps its summary, no page file was added or removed, and everything
// else a plan is made from is as in the last build (the plan key below), every
// route but the changed pages' own is as the last build made it. Then the
// build loads only the changed pages (the others come from the content cache's
// summary shards as their summaries), plans and renders only their routes (and
// social cards), and keeps every other file of the last build as it is: other
// landing pages, hubs, home, admin, 404, legal pages, sitemap, robots.txt,
// _headers. Anything else takes the full path, which gives the same output.
import path from 'node:path';
import type { Issue } from '../errors.js';
import { applyQualityBar } from '../check/quality-bar.js';
import { leftoverScan, leftoverScanOf, pageLeftovers } from '../content/leftovers.js';
import { packsCopy } from '../content/packed-copy.js';
import { loadSiteOnly } from '../content/load.js';
import type { Sources } from '../content/read.js';
import type { Content, SitePage } from '../content/types.js';
import type { SiteView } from '../model.js';
import type { PublicFile } from '../output/public-files.js';
import type { ContentCache, QuickPages } from './content-cache.js';
import { loadDatasetTexts } from '../data/load.js';
import type { Dataset } from '../data/table.js';
import { cacheHash } from './store.js';
import { countStatuses, type Counted, type StatusCounts } from '../publish/status-counts.js';

const PLAN_FORMAT = 'lpgen-plan/1';

export interface QuickRebuild {
  /** Every page: the changed ones in full, the others as their summaries (enough to plan the changed pages' routes). */
  content: Content;
  changed: SitePage[];
  /** How many pages there are (content.pages decodes them all). */
  pageCount: number;
  /** summariesHash of all pages, as in the last build. */
  summaries: string;
  /** The build's leftover warnings, as the full path finds them. */
  leftovers(): Issue[];
  /** The quick path is taken: the content cache takes the changed pages in. */
  accept(): void;
  /** Some page is scheduled (has a publishAt): which go live depends on the build's date. */
  scheduled(): boolean;
  /** Every page's status, counted as countBuilt counts a quick rebuild's (the bar unmeasured). */
  statuses(): StatusCounts;
}

/** The site files as a quick rebuild keeps them (ContentCache.siteFiles). */
interface SiteFiles {
  site: Omit<Content, 'pages'>;
  /** Their leftovers (leftovers.ts LeftoverScan.shared). */
  shared: Issue[];
}

const SITE_KEY = 'lpgen-site-files-key/1';

/** site.yaml, cities, presets and legal pages: each file's path and text, as both keys below hash them. */
const siteTexts = (head: Sources) => [head.site, head.cities, ...head.niches, ...head.legal].map((s) => (s ? `${s.abs}\n${s.text}` : ''));

/** The texts of site.yaml, cities, presets and legal pages, where they are, for whom (display paths are relative to the working folder). */
function siteFilesKey(head: Sources, version: string): string {
  return cacheHash(SITE_KEY, version, process.cwd(), String(head.niches.length), String(head.legal.length), ...siteTexts(head));
}

/**
 * The quick rebuild's content, or undefined when the pages do not allow it (see ContentCache.quick).
 * `texts`: the site files read with { parse: false }; `parsed()` parses them, only when the cache lacks them.
 * `keptOnly`: undefined at once when the cache lacks them: site files other than the last build's change the plan
 * key (their texts are in it), so the rebuild cannot keep the rest of the last build (a build that must be quick
 * gives up before it parses and validates them).
 */
export async function quickPages(
  cache: ContentCache,
  texts: Sources,
  parsed: () => Sources,
  version: string,
  keptOnly = false,
): Promise<QuickRebuild | undefined> {
  if (texts.issues.length > 0) return undefined;
  const key = siteFilesKey(texts, version);
  let files = cache.siteFiles.get(key) as SiteFiles | undefined;
  if (!files && keptOnly) return undefined;
  // Datasets (content/data/) are loaded on every rebuild, not kept with the site files: their rows are a Map,
  // which the cache's JSON cannot hold. A changed dataset changes the page cache's context and the plan key,
  // so it takes the full path, whose build cache renders only the routes that show its figures differently.
  let data: Dataset[] | undefined;
  if (!files) {
    const head = parsed();
    const loaded = loadSiteOnly(head);
    if (!loaded) return undefined;
    const { data: fresh, ...site } = loaded;
    data = fresh ?? [];
    files = { site, shared: leftoverScan(head, site.niches).shared };
    cache.siteFiles.set(key, files);
  }
  data ??= texts.data ? loadDatasetTexts(texts.data, files.site.cities) : [];
  if (!data) return undefined;
  const site = data.length > 0 ? { ...files.site, data } : files.site;
  const ctx = {
    site: site.site,
    niches: site.niches,
    cities: site.cities,
    ...(site.data && { data: site.data }),
    packCopy: packsCopy(texts.pageFiles.length),
  };
  // The quality bar decides a page's status, which is part of its summary: it runs on the changed pages first.
  const pages = await cache.quick(texts.pageFiles, ctx, (changed) => applyQualityBar({ ...site, pages: changed }).pages);
  if (!pages) return undefined;
  const scan = leftoverScanOf(files.shared, texts.site?.abs, site.niches);
  // The unchanged pages are decoded from their summary shards only when a plan reads them (an in-place rebuild never does).
  const content = Object.defineProperty({ ...site }, 'pages', { get: pages.pages, enumerable: true }) as Content;
  return {
    content,
    scheduled: () => pages.statuses.some(([p]) => p.publishAt !== undefined),
    statuses: () => countStatuses(eachPage(pages.statuses), false),
    changed: pages.changed,
    pageCount: texts.pageFiles.length,
    summaries: pages.summaries,
    leftovers: () => pageLeftovers(scan, pages.suspectFiles(scan.suspect)),
    accept: pages.accept,
  };
}

/** Each page's status and publishAt, from the distinct ones with their counts. */
const eachPage = (statuses: QuickPages['statuses']): Counted[] => statuses.flatMap(([status, count]) => new Array<Counted>(count).fill(status));

/**
 * A full build's leftover warnings (`located`: those the page loader found, see pageLeftovers); with a content
 * cache, its pages' summaries are recorded (their hash is returned), and its site files kept for the next quick rebuild.
 */
export function fullLeftovers(
  head: Sources,
  content: Content,
  cache: ContentCache | undefined,
  version: string,
  located?: ReadonlyMap<string, Issue[]>,
): { leftovers: Issue[]; summaries?: string } {
  const scan = leftoverScan(head, content.niches);
  const leftovers = pageLeftovers(
    scan,
    content.pages.filter(scan.suspect).map((page) => path.resolve(page.source)),
    located,
  );
  if (cache && head.issues.length === 0) {
    const { site, niches, cities, citiesCitations, legal } = content;
    cache.siteFiles.set(siteFilesKey(head, version), { site: { site, niches, cities, citiesCitations, legal }, shared: scan.shared } satisfies SiteFiles);
  }
  return { leftovers, summaries: cache?.summarize(content.pages, scan.suspect) };
}

export interface PlanKeyInput {
  /** summariesHash of every page. */
  summaries: string;
  /** site.yaml, cities, presets and legal pages as read. */
  head: Sources;
  version: string;
  contentDir: string;
  templatesDir: string;
  /** Compiled templates' hash. */
  templatesHash: string;
  /** The build options a plan reads (--base, --site-url) and the sitemap's split. */
  base?: string;
  siteUrl?: string;
  sitemapLimit?: number;
  /** The stylesheet, admin script and icon sprite paths every page links. */
  assets: SiteView['assets'];
  /** content/public/ as scanned (its names decide collisions, the favicon and whether local hero images exist). */
  publicFiles: PublicFile[];
  /** content/data/ datasets as loaded: their figures are on landing pages and hubs. */
  data?: readonly Pick<Dataset, 'name' | 'hash'>[];
}

/**
 * A hash of everything every route and site file is made from apart from the pages' own copy: the pages'
 * summaries, the other content files' text, the datasets, the templates, the build options and lpgen's version. The working
 * folder is in it as well: pages carry their display path, relative to it.
 */
export function planKey(input: PlanKeyInput): string {
  const { head } = input;
  const options = JSON.stringify([
    input.base ?? null,
    input.siteUrl ?? null,
    input.sitemapLimit ?? null,
    input.assets,
    head.niches.length,
    head.legal.length,
    input.publicFiles.map((f) => [f.rel, f.from]),
    (input.data ?? []).map((d) => [d.name, d.hash]),
  ]);
  return cacheHash(
    PLAN_FORMAT,
    input.version,
    process.cwd(),
    input.contentDir,
    input.templatesDir,
    input.templatesHash,
    options,
    input.summaries,
    ...siteTexts(head),
  );
}
