// Incremental builds, content side: a loaded page (parsed, validated,
// cascaded, filled) is reused while its file's text, the site-wide inputs
// (validated site.yaml and cities, the list of niche presets, lpgen's version)
// and its own niche preset are unchanged. Only pages that loaded without
// issues are cached. Entries are keyed by absolute path and hold no display
// path, so a build started from another folder still finds them; the page's
// display path is made again when it is read back. The entries live in 64
// shard files, written by a full load (so editing one page rewrites 1/64 of
// them). A quick rebuild leaves them as they are: the page index and the
// journal below record its changed pages, and the next full load finds their
// entries stale (another text hash) and loads those few pages again.
//
// Whether a page file's text changed is told, as git's index does, by its
// stat (size, mtime, ctime, inode) when it equals the one recorded with the
// text's hash, so a rebuild reads no unchanged file: stat.json, a small
// index beside the shards, kept apart so that refreshing it never rewrites
// the shards. A stat is recorded only when the file had not changed for a
// while before the build began (see settled): a file changed during the
// build, within the clock's granularity of its last change, gets another
// ctime, so an equal stat means the text that was hashed.
//
// A quick rebuild changes a few pages' text hashes and stats: it writes them
// to changes.json, a small journal beside the two indexes, instead of the
// two whole (megabytes at 10,000 pages), while the journal holds at most
// JOURNAL_LIMIT pages; then both are written whole again. Each index is
// written with a stamp of its own, and the journal names the stamps it
// applies to: one left beside indexes written since is ignored.
//
// pages.json, the page index, holds per page what the rest of the site reads
// of it (its summary, see page-summary.ts), the hashes its entry was keyed on
// and whether its copy looked like a leftover: a rebuild that changed only
// pages whose summary stays the same reads it instead of the shards (quick()),
// and parses none of them.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../content/files.js';
import type { NicheData, PageContext, SitePage, PageLoader, PageOutcome } from '../content/load.js';
import type { FileStat } from '../content/read.js';
import type { Logger } from '../log.js';
import { encodeIndex, readIndex, type IndexChange, type IndexEntry, type PageIndex, type ReadIndex } from './page-index.js';
import { pageSummary, summariesHash } from './page-summary.js';
import { cacheFileName, cacheHash, settled } from './store.js';
import { sealedFiles, type SealedFiles } from './verify.js';

// 3: pages carry provenance (PageData.provenance) and absolute source paths; older entries lack them.
// 4: 64 shards (a quick rebuild reads and writes the shard of each page it loads again).
// 5: pages carry their copy packed (content/packed-copy.ts).
// 6: a packed copy records whether its page is under the quality bar (PackedCopy.belowBar).
// 7: it records the bar's parts instead (PackedCopy.gate), which no dataset edit changes.
const FORMAT = 'lpgen-content-cache/8';
const SHARDS = 64;
const STAT_FORMAT = 'lpgen-content-stat/1';
const JOURNAL_FORMAT = 'lpgen-content-changes/1';
/** Pages a journal holds before a quick rebuild writes both indexes whole again. */
const JOURNAL_LIMIT = 200;
const SITE_FORMAT = 'lpgen-site-files/1';

/** size, mtimeMs, ctimeMs, ino, and the hash of the file's bytes when it had that stat. */
type StatRecord = [number, number, number, number, string];

interface StatIndex {
  format: string;
  /** What it was written with: a journal applies to the stat index it was written beside. */
  stamp?: string;
  files: Record<string, StatRecord>;
}

/** changes.json: the text hashes, leftover flags and stats quick rebuilds changed since the indexes were written whole. */
interface Journal {
  format: string;
  /** The stamps of the page index and of the stat index these changes apply to. */
  index?: string;
  stats?: string;
  pages: Record<string, IndexChange>;
  files: Record<string, StatRecord>;
}

const isRecord = (r: unknown): r is StatRecord =>
  Array.isArray(r) &&
  r.length === 5 &&
  typeof r[0] === 'number' &&
  typeof r[1] === 'number' &&
  typeof r[2] === 'number' &&
  typeof r[3] === 'number' &&
  typeof r[4] === 'string';

const sameStat = (r: StatRecord, s: FileStat) => r[0] === s.size && r[1] === s.mtimeMs && r[2] === s.ctimeMs && r[3] === s.ino;

/**
 * The hash of a page file's bytes: the known record's while the file's stat equals it, else the file is read and
 * hashed, and `record` is its new stat only once settled (see settled). Undefined when the file cannot be stat'ed or
 * read. The bytes are hashed without decoding them: a cached page loaded without issues, so its file was valid
 * UTF-8 and its bytes hash as its text did in the loader (see loadPageFile); any other bytes miss.
 */
function fileHash(abs: string, known: Record<string, StatRecord>, started: number): { hash: string; record?: StatRecord; read: boolean } | undefined {
  try {
    const stat = statSync(abs);
    const record = known[abs];
    if (record && isRecord(record) && sameStat(record, stat)) return { hash: record[4], record, read: false };
    const hash = cacheHash(readFileSync(abs));
    return { hash, record: settled(stat, started) ? [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, hash] : undefined, read: true };
  } catch {
    return undefined;
  }
}

interface Entry {
  /** Hash of the page file's text. */
  text: string;
  /** Hash of the niche preset the page resolved to. */
  niche: string;
  outcome: PageOutcome;
}

interface Shard {
  format: string;
  context: string;
  entries: Record<string, Entry>;
}

/** A rebuild's pages from the page index: the changed ones loaded, the others as their summaries. */
export interface QuickPages {
  /**
   * Every page in route order: the changed ones in full, the others their summary and display path only; decoded
   * on the first call (an in-place rebuild never asks: build/in-place.ts).
   */
  pages(): SitePage[];
  /** These summary fields of every page, the changed ones' as they are now (the same: see quick()). */
  project(fields: readonly string[]): Record<string, unknown>[];
  changed: SitePage[];
  /** summariesHash of all pages: the same as the last build's. */
  summaries: string;
  /** The files of the pages the leftover scan reads again: unchanged ones as last time, changed ones if `suspect`. */
  suspectFiles(suspect: (page: SitePage) => boolean): string[];
  /** Takes the changed pages into the cache (save() writes them). */
  accept(): void;
}

export interface ContentCacheOptions {
  dir: string;
  contentDir: string;
  version: string;
  log: Logger;
  /** Load every page anew (the fresh entries are still saved). */
  force?: boolean;
}

export interface ContentCache {
  load: PageLoader;
  /**
   * A hash of everything a loaded page was made from (its text, its niche preset, the site-wide
   * inputs, lpgen's version), by absolute path: the build cache keys a page's route on it
   * instead of serializing the page. Undefined for a page that did not load.
   */
  inputKey(abs: string): string | undefined;
  /**
   * After a full load: records every page's summary (`pages` as the quality bar left them) in the page index,
   * with `suspect` from the leftover scan; returns summariesHash of them.
   */
  summarize(pages: SitePage[], suspect: (page: SitePage) => boolean): string;
  /**
   * The pages from the page index when the site-wide inputs are as indexed, no page file was added or removed,
   * and every changed page loads without issues into the same summary once `finish` (the quality bar) ran on it.
   * Undefined otherwise; nothing is changed until accept().
   */
  quick(files: string[], ctx: PageContext, finish: (pages: SitePage[]) => SitePage[]): Promise<QuickPages | undefined>;
  /**
   * The site files (site.yaml, cities, presets, legal pages) as loaded, under a key of their texts (site.json):
   * a quick rebuild takes them from here instead of parsing and validating them again.
   */
  siteFiles: { get(key: string): unknown; set(key: string, value: unknown): void };
  save(): void;
}

/** A niche preset as the cache sees it: its display path made absolute, so the hash does not depend on the working folder. */
const nicheJson = (n: NicheData) => JSON.stringify({ ...n, source: path.resolve(n.source) });

/** What the cache holds between a load (or a quick rebuild) and save(). */
interface CacheState {
  options: ContentCacheOptions;
  contentDir: string;
  /** The cache's folder for this content folder: the shards, stat.json, pages.json and site.json. */
  dir: string;
  /** The site-wide inputs' hash (contextOf) the shards are written under. */
  context: string;
  /** Undefined for a shard nothing was read from (a quick rebuild reads only the shards it changes). */
  next: (Record<string, Entry> | undefined)[];
  keys: Map<string, string>;
  dirty: Set<number>;
  stats: Record<string, StatRecord>;
  statsDirty: boolean;
  /** The stat index's stamp as read, and the journal's stats that applied to it (readStats). */
  statsStamp?: string;
  journalFiles: Record<string, StatRecord>;
  /** A quick rebuild's new stats (its changed files'), for the journal. */
  newFiles?: Record<string, StatRecord>;
  siteFiles?: { format: string; key: string; value: unknown };
  siteDirty: boolean;
  /** What save() writes: a full load's index (encoded then), or the quick rebuild's as read and updated. */
  index?: PageIndex | ReadIndex;
  indexDirty: boolean;
  /** Every file of this cache is read and written sealed (verify.ts): one that does not verify is a miss. */
  files: SealedFiles;
}

/** Wraps a page loader: cached pages come back from the cache, the rest go to `inner`; save() after a build. */
export function cachedPageLoader(options: ContentCacheOptions, inner: PageLoader): ContentCache {
  const contentDir = path.resolve(options.contentDir);
  const s: CacheState = {
    options,
    contentDir,
    dir: path.join(options.dir, cacheFileName('content', contentDir, '')),
    context: '',
    next: [],
    keys: new Map(),
    dirty: new Set(),
    stats: {},
    statsDirty: false,
    journalFiles: {},
    siteDirty: false,
    indexDirty: false,
    files: sealedFiles('content cache', 'loading from the content again', options.log),
  };
  return {
    load: (files, ctx) => loadPages(s, inner, files, ctx),
    inputKey: (abs) => s.keys.get(abs),
    summarize: (pages, suspect) => summarize(s, pages, suspect),
    quick: (files, ctx, finish) => quickPages(s, inner, files, ctx, finish),
    siteFiles: {
      get: (key) => siteFilesGet(s, key),
      set(key, value) {
        s.siteFiles = { format: SITE_FORMAT, key, value };
        s.siteDirty = true;
      },
    },
    save: () => save(s),
  };
}

const shardOf = (abs: string) => createHash('sha1').update(abs).digest()[0] % SHARDS;

function readShard(s: CacheState, i: number): Record<string, Entry> {
  const file = path.join(s.dir, `${i}.json`);
  const stored = s.files.read(file);
  if (stored.missing) return {};
  const shard = 'value' in stored ? (stored.value as Shard | null) : undefined;
  // Another lpgen version's cache (an upgrade): stale, not broken, so no warning.
  if (typeof shard?.format === 'string' && shard.format !== FORMAT && shard.format.startsWith('lpgen-content-cache/')) return {};
  if (shard?.format !== FORMAT || typeof shard.entries !== 'object' || shard.entries === null) {
    s.options.log.warn(`content cache ${file} is unreadable or foreign; ignoring it and loading its pages again`);
    return {};
  }
  return shard.context === s.context ? shard.entries : {}; // other site-wide inputs: stale, not broken
}

const statFileOf = (s: CacheState) => path.join(s.dir, 'stat.json');
const indexFileOf = (s: CacheState) => path.join(s.dir, 'pages.json');
const siteFileOf = (s: CacheState) => path.join(s.dir, 'site.json');

const journalFileOf = (s: CacheState) => path.join(s.dir, 'changes.json');

function readJournal(s: CacheState): Journal | undefined {
  const stored = s.files.read(journalFileOf(s));
  const journal = 'value' in stored ? (stored.value as Journal | null) : undefined;
  const isMap = (v: unknown) => typeof v === 'object' && v !== null;
  return journal?.format === JOURNAL_FORMAT && isMap(journal.pages) && isMap(journal.files) ? journal : undefined;
}

/** The stat index, with the stats of the journal written beside it. */
function readStats(s: CacheState, journal = readJournal(s)): Record<string, StatRecord> {
  const stored = s.files.read(statFileOf(s));
  const index = 'value' in stored ? (stored.value as StatIndex | null) : undefined;
  if (index?.format !== STAT_FORMAT || typeof index.files !== 'object' || index.files === null) return {};
  s.statsStamp = index.stamp;
  if (journal && index.stamp !== undefined && journal.stats === index.stamp) {
    s.journalFiles = journal.files;
    Object.assign(index.files, journal.files);
  }
  return index.files;
}

function remember(s: CacheState, abs: string, stat: FileStat | undefined, textHash: string, started: number) {
  if (stat && settled(stat, started)) {
    s.stats[abs] = [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, textHash];
    s.statsDirty = true;
  }
}

const contextOf = (s: CacheState, ctx: PageContext) =>
  cacheHash(
    FORMAT,
    s.options.version,
    // Whether there are datasets, not what they hold: a page's kept bar parts are measured whole when there are
    // (check/quality-bar.ts), so editing a dataset keeps every loaded page, and the build renders again only
    // the routes whose figures it changes.
    JSON.stringify([ctx.site, ctx.cities, ctx.niches.map((n) => [path.resolve(n.source), n.slug]), Boolean(ctx.data?.length)]),
  );

function nicheHasher(ctx: PageContext) {
  const bySlug = new Map(ctx.niches.map((n) => [n.slug, cacheHash(nicheJson(n))]));
  return (page: { nicheSlug: string }) => bySlug.get(page.nicheSlug);
}

/** A loaded page as its entry keeps it: without its display path (its source's, its leftovers' file), made again by `restored`. */
function stored(outcome: PageOutcome): PageOutcome {
  const { leftovers } = outcome;
  return { ...outcome, page: { ...outcome.page!, source: '' }, ...(leftovers && { leftovers: leftovers.map((issue) => ({ ...issue, file: '' })) }) };
}

function restored(outcome: PageOutcome, abs: string): PageOutcome {
  const file = displayPath(abs);
  const { leftovers } = outcome;
  return { ...outcome, page: { ...outcome.page!, source: file }, ...(leftovers && { leftovers: leftovers.map((issue) => ({ ...issue, file })) }) };
}

/** The loader: pages whose entry still holds come back from the shards, the others from `inner`. */
async function loadPages(s: CacheState, inner: PageLoader, files: string[], ctx: PageContext): Promise<PageOutcome[]> {
  const { options, keys, dirty } = s;
  // Before any page file is read (here or by `inner`): see settled.
  const started = Date.now();
  s.context = contextOf(s, ctx);
  const nicheOf = nicheHasher(ctx);
  const previous = Array.from({ length: SHARDS }, (_, i) => (options.force ? {} : readShard(s, i)));
  const known = options.force ? {} : readStats(s);
  s.stats = {};
  s.statsDirty = false;
  // A full load writes both indexes whole (save): not a journal, even after a quick rebuild this build turned down.
  s.newFiles = undefined;
  const filled: Record<string, Entry>[] = Array.from({ length: SHARDS }, () => ({}));
  s.next = filled;
  const outcomes: PageOutcome[] = new Array(files.length);
  const misses: number[] = [];
  // From the stat index while a file's stat is unchanged, else read and hashed (fileHash).
  const textHash = (abs: string): string | undefined => {
    const found = fileHash(abs, known, started);
    if (found?.record) s.stats[abs] = found.record;
    if (found?.read && found.record) s.statsDirty = true;
    return found?.hash; // none: the loader says what is wrong with the file
  };
  // With nothing cached there is nothing to compare: the loader hashes each file where it reads it.
  const empty = previous.every((entries) => Object.keys(entries).length === 0);
  files.forEach((abs, i) => {
    const shard = shardOf(abs);
    const entry = empty ? undefined : previous[shard][abs];
    const page = entry?.outcome.page;
    if (entry && page && entry.niche === nicheOf(page) && entry.text === textHash(abs)) {
      outcomes[i] = restored(entry.outcome, abs);
      filled[shard][abs] = entry;
      keys.set(abs, cacheHash(s.context, entry.text, entry.niche));
    } else misses.push(i);
  });
  const loaded = await inner(
    misses.map((i) => files[i]),
    ctx,
  );
  misses.forEach((i, k) => {
    const { stat, ...outcome } = loaded[k];
    outcomes[i] = outcome;
    const abs = files[i];
    const shard = shardOf(abs);
    dirty.add(shard);
    if (outcome.textHash && !s.stats[abs]) remember(s, abs, stat, outcome.textHash, started);
    const niche = outcome.page && nicheOf(outcome.page);
    if (!niche || outcome.issues.length > 0 || !outcome.textHash) return;
    filled[shard][abs] = { text: outcome.textHash, niche, outcome: stored(outcome) };
    keys.set(abs, cacheHash(s.context, outcome.textHash, niche));
  });
  // A file that went away (or stopped being recorded) leaves the index dirty too.
  if (Object.keys(s.stats).length !== Object.keys(known).length) s.statsDirty = true;
  // Files that went away leave their shard dirty too.
  previous.forEach((entries, shard) => {
    if (Object.keys(entries).length !== Object.keys(filled[shard]).length) dirty.add(shard);
  });
  return outcomes;
}

/** The page index compared with the page files: which changed, and their stats as found. */
interface IndexCompared {
  found: ReadIndex;
  ctxHash: string;
  nicheOf: ReturnType<typeof nicheHasher>;
  fresh: Record<string, StatRecord>;
  /** The stats of the files read again (their stat had changed), for the journal. */
  restat: Record<string, StatRecord>;
  statsChanged: boolean;
  changed: string[];
}

/**
 * The page files whose text differs from the page index's, when the index holds these site-wide inputs, these
 * files (none added or removed) and each page's niche preset as it is. Undefined otherwise.
 */
function compareIndex(s: CacheState, files: string[], ctx: PageContext, started: number): IndexCompared | undefined {
  const ctxHash = contextOf(s, ctx);
  const stored = s.files.read(indexFileOf(s));
  // Other site-wide inputs, or a page added or removed: no page is looked at.
  const found = 'value' in stored ? readIndex(s.contentDir, stored.value) : undefined;
  if (found?.context !== ctxHash || found.size !== files.length) return undefined;
  const nicheOf = nicheHasher(ctx);
  const journal = readJournal(s);
  if (journal && found.stamp !== undefined && journal.index === found.stamp) for (const abs in journal.pages) found.update(abs, journal.pages[abs]);
  const known = readStats(s, journal);
  const fresh: Record<string, StatRecord> = {};
  const restat: Record<string, StatRecord> = {};
  let statsChanged = false;
  const changed: string[] = [];
  for (const abs of files) {
    const entry = found.entry(abs);
    if (!entry || entry.n !== nicheOf({ nicheSlug: entry.nicheSlug as string })) return undefined;
    const file = fileHash(abs, known, started);
    if (!file) return undefined; // the full load says what is wrong with the file
    if (file.record) fresh[abs] = file.record;
    if (file.read) statsChanged = true;
    if (file.read && file.record) restat[abs] = file.record;
    if (file.hash !== entry.t) changed.push(abs);
  }
  if (Object.keys(fresh).length !== Object.keys(known).length) statsChanged = true;
  return { found, ctxHash, nicheOf, fresh, restat, statsChanged, changed };
}

async function quickPages(
  s: CacheState,
  inner: PageLoader,
  files: string[],
  ctx: PageContext,
  finish: (pages: SitePage[]) => SitePage[],
): Promise<QuickPages | undefined> {
  if (s.options.force) return undefined;
  const started = Date.now();
  const compared = compareIndex(s, files, ctx, started);
  if (!compared) return undefined;
  const { found, nicheOf, changed } = compared;
  const loaded = changed.length ? await inner(changed, ctx) : [];
  if (loaded.some((o) => !o.page || o.issues.length > 0 || !o.textHash || !nicheOf(o.page))) return undefined;
  const finished = finish(loaded.map((o) => o.page!));
  const byAbs = new Map<string, SitePage>();
  for (let k = 0; k < changed.length; k++) {
    const summary = found.summary(changed[k]);
    if (!summary || JSON.stringify(pageSummary(finished[k])) !== JSON.stringify(summary)) return undefined;
    byAbs.set(changed[k], finished[k]);
  }
  let pages: SitePage[] | undefined;
  return {
    pages() {
      // Each unchanged page is its summary with its display path (readIndex), as the planners read it. Every row
      // was read well-formed by compareIndex.
      pages ??= Array.from(found.pages(displayPath)!, ([abs, summary]) => byAbs.get(abs) ?? (summary as unknown as SitePage));
      return pages;
    },
    project: (fields) => found.project(fields),
    changed: finished,
    summaries: found.summaries,
    suspectFiles: (suspect) => {
      const now = new Map<string, boolean>();
      for (const [abs, page] of byAbs) {
        now.set(abs, suspect(page));
        found.update(abs, { l: now.get(abs) });
      }
      return found.flagged(now);
    },
    accept: () => acceptQuick(s, compared, loaded, started),
  };
}

/** Takes a quick rebuild's changed pages into the stat index and the page index (or their journal), for save(). */
function acceptQuick(
  s: CacheState,
  { found, ctxHash, nicheOf, fresh, restat, statsChanged, changed }: IndexCompared,
  loaded: Awaited<ReturnType<PageLoader>>,
  started: number,
) {
  const { keys } = s;
  s.context = ctxHash;
  s.stats = fresh;
  s.statsDirty = statsChanged;
  s.newFiles = restat;
  s.next = [];
  loaded.forEach((o, k) => {
    const abs = changed[k];
    const { stat, ...outcome } = o;
    if (!s.stats[abs]) remember(s, abs, stat, outcome.textHash!, started);
    if (s.stats[abs]) restat[abs] = s.stats[abs];
    keys.set(abs, cacheHash(s.context, outcome.textHash!, nicheOf(outcome.page!)!));
    found.update(abs, { t: outcome.textHash! });
  });
  s.index = found;
  s.indexDirty = changed.length > 0;
}

function summarize(s: CacheState, pages: SitePage[], suspect: (page: SitePage) => boolean): string {
  const entries = new Map<string, IndexEntry>();
  let complete = true;
  for (const page of pages) {
    const abs = path.resolve(page.source);
    const entry = s.next[shardOf(abs)]?.[abs];
    if (!entry) complete = false;
    else entries.set(abs, { t: entry.text, n: entry.niche, s: pageSummary(page), ...(suspect(page) ? { l: 1 as const } : {}) });
  }
  const summaries = summariesHash(pages.map((p) => [path.resolve(p.source), entries.get(path.resolve(p.source))?.s ?? pageSummary(p)]));
  // An index missing a page would let a rebuild leave it out: none is written (and a stale one goes).
  s.index = complete ? { context: s.context, summaries, pages: entries } : undefined;
  s.indexDirty = true;
  return summaries;
}

function siteFilesGet(s: CacheState, key: string): unknown {
  if (s.options.force) return undefined;
  if (!s.siteFiles) {
    const stored = s.files.read(siteFileOf(s));
    s.siteFiles = 'value' in stored ? (stored.value as CacheState['siteFiles']) : undefined;
  }
  return s.siteFiles?.format === SITE_FORMAT && s.siteFiles.key === key ? s.siteFiles.value : undefined;
}

function save(s: CacheState) {
  const { dirty } = s;
  if (s.siteDirty && s.siteFiles) s.files.write(siteFileOf(s), s.siteFiles);
  s.siteDirty = false;
  for (const i of dirty) s.files.write(path.join(s.dir, `${i}.json`), { format: FORMAT, context: s.context, entries: s.next[i] ?? {} } satisfies Shard);
  dirty.clear();
  if ((s.indexDirty || s.statsDirty) && journaled(s)) return;
  // Written whole, under new stamps: a journal left beside them no longer applies.
  const stamp = randomBytes(8).toString('hex');
  if (s.indexDirty) {
    if (s.index) s.files.write(indexFileOf(s), 'stored' in s.index ? s.index.stored(stamp) : encodeIndex(s.contentDir, s.index, stamp));
    else rmSync(indexFileOf(s), { force: true });
  }
  s.indexDirty = false;
  if (s.statsDirty) s.files.write(statFileOf(s), { format: STAT_FORMAT, stamp, files: s.stats } satisfies StatIndex);
  s.statsDirty = false;
  s.newFiles = undefined;
  rmSync(journalFileOf(s), { force: true });
}

/**
 * A quick rebuild's changes (with those of the journal it read) written to the journal, when they are few and
 * both indexes it applies to were read with a stamp; false when the indexes are to be written whole.
 */
function journaled(s: CacheState): boolean {
  const index = s.index && 'stored' in s.index ? s.index : undefined;
  if (!index?.stamp || !s.statsStamp || !s.newFiles) return false;
  const pages = index.changes();
  const files = { ...s.journalFiles, ...s.newFiles };
  if (Object.keys(pages).length > JOURNAL_LIMIT || Object.keys(files).length > JOURNAL_LIMIT) return false;
  s.files.write(journalFileOf(s), { format: JOURNAL_FORMAT, index: index.stamp, stats: s.statsStamp, pages, files } satisfies Journal);
  s.indexDirty = false;
  s.statsDirty = false;
  return true;
}
