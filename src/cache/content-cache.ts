// Incremental builds, content side: a loaded page (parsed, validated,
// cascaded, filled) is reused while its file's text, the site-wide inputs
// (validated site.yaml and cities, the list of niche presets, lpgen's version)
// and its own niche preset are unchanged. Only pages that loaded without
// issues are cached. Entries are keyed by absolute path and hold no display
// path, so a build started from another folder still finds them; the page's
// display path is made again when it is read back. The entries live in 64
// shard files, written by a full load (so editing one page rewrites 1/64 of
// them). A quick rebuild leaves them as they are: the page table below
// records its changed pages, and the next full load finds their entries stale
// (another text hash) and loads those few pages again.
//
// Whether a page file's text changed is told, as git's index does, by its
// stat (size, mtime, ctime, inode) when it equals the one recorded with the
// text's hash, so a rebuild reads no unchanged file. The page table
// (pages.bin, page-table.ts) holds them: one fixed-width row per page file, in
// the pages folder's order, kept apart from the shards so that refreshing it
// never rewrites them. A stat is recorded only when the file had not changed
// for a while before the build began (see settled): a file changed during the
// build, within the clock's granularity of its last change, gets another
// ctime, so an equal stat means the text that was hashed.
//
// After a full load whose every page loaded, the table's rows also hold what a
// rebuild checks of each page besides its text (its niche preset, whether its
// copy looked like a leftover), and the pages' summaries (page-summary.ts: what
// the rest of the site reads of a page) go to summary shards
// (summary-shards.ts). A rebuild that changed only pages whose summary stays
// the same reads the table and their summaries instead of the shards
// (quick()), parses none of them, and writes the table back with their rows
// changed: a megabyte at 10,000 pages, not the summaries.
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { displayPath, folderPrefix } from '../content/files.js';
import type { NicheData, PageContext, SitePage, PageLoader, PageOutcome } from '../content/load.js';
import type { FileStat } from '../content/read.js';
import type { Logger } from '../log.js';
import { encodeTable, readTable, type PageTable, type TableHeader, type TableRow } from './page-table.js';
import { pageSummary, summariesHash, type PageSummary } from './page-summary.js';
import { cacheFileName, cacheHash, settled, shardOf, SHARDS } from './store.js';
import { encodeSummaryShards, readSummaryShard } from './summary-shards.js';
import { sealedFiles, type SealedFiles } from './verify.js';

// 3: pages carry provenance (PageData.provenance) and absolute source paths; older entries lack them.
// 4: 64 shards (a quick rebuild reads and writes the shard of each page it loads again).
// 5: pages carry their copy packed (content/packed-copy.ts).
// 6: a packed copy records whether its page is under the quality bar (PackedCopy.belowBar).
// 7: it records the bar's parts instead (PackedCopy.gate), which no dataset edit changes.
const FORMAT = 'lpgen-content-cache/8';
const SITE_FORMAT = 'lpgen-site-files/1';
/** The indexes earlier versions kept beside the shards, which the page table replaces: removed when it is written. */
const FORMER_FILES = ['stat.json', 'pages.json', 'changes.json'];

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

/** A rebuild's pages from the page table: the changed ones loaded, the others as their summaries. */
export interface QuickPages {
  /**
   * Every page in route order: the changed ones in full, the others their summary and display path only; decoded
   * on the first call (an in-place rebuild never asks: build/in-place.ts).
   */
  pages(): SitePage[];
  /** Each distinct status and publishAt of the pages, with how many have it (the changed ones' as they are now: the same, see quick()). */
  statuses: TableHeader['statuses'];
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
   * After a full load: records every page's summary (`pages` as the quality bar left them) for the next rebuild,
   * with `suspect` from the leftover scan; returns summariesHash of them.
   */
  summarize(pages: SitePage[], suspect: (page: SitePage) => boolean): string;
  /**
   * The pages from the page table when the site-wide inputs are as recorded, no page file was added or removed,
   * and every changed page loads without issues into the same summary once `finish` (the quality bar) ran on it.
   * Undefined otherwise; nothing is changed until accept().
   */
  quick(files: string[], ctx: PageContext, finish: (pages: SitePage[]) => SitePage[]): Promise<QuickPages | undefined>;
  /**
   * The site files (site.yaml, cities, presets and legal pages) as loaded, under a key of their texts (site.json):
   * a quick rebuild takes them from here instead of parsing and validating them again.
   */
  siteFiles: { get(key: string): unknown; set(key: string, value: unknown): void };
  save(): void;
}

/** A niche preset as the cache sees it: its display path made absolute, so the hash does not depend on the working folder. */
const nicheJson = (n: NicheData) => JSON.stringify({ ...n, source: path.resolve(n.source) });

/** A full load's record of the page files, for save() to write the page table from. */
interface FullLoad {
  /** The listed page files, by absolute path, and their rows in the same order. */
  files: string[];
  rows: TableRow[];
  /** Set by summarize() when every listed page loaded: the table's header and the summaries to shard. */
  summarized?: { header: Omit<TableHeader, 'shards'>; pages: { abs: string; rel: string; summary: PageSummary }[] };
}

/** What the cache holds between a load (or a quick rebuild) and save(). */
interface CacheState {
  options: ContentCacheOptions;
  contentDir: string;
  /** The content folder with a separator: a page file's path in the table is its path after it. */
  prefix: string;
  /** The cache's folder for this content folder: the shards, the page table, the summary shards and site.json. */
  dir: string;
  /** The site-wide inputs' hash (contextOf) the shards are written under. */
  context: string;
  /** Undefined for a shard nothing was read from (a quick rebuild reads only the shards it changes). */
  next: (Record<string, Entry> | undefined)[];
  keys: Map<string, string>;
  dirty: Set<number>;
  siteFiles?: { format: string; key: string; value: unknown };
  siteDirty: boolean;
  /** What save() writes: a full load's table and summaries, or the quick rebuild's table as read, with its rows changed. */
  full?: FullLoad;
  quickTable?: PageTable;
  /** Every file of this cache is read and written sealed (verify.ts): one that does not verify is a miss. */
  files: SealedFiles;
}

/** Wraps a page loader: cached pages come back from the cache, the rest go to `inner`; save() after a build. */
export function cachedPageLoader(options: ContentCacheOptions, inner: PageLoader): ContentCache {
  const contentDir = path.resolve(options.contentDir);
  const s: CacheState = {
    options,
    contentDir,
    prefix: folderPrefix(contentDir),
    dir: path.join(options.dir, cacheFileName('content', contentDir, '')),
    context: '',
    next: [],
    keys: new Map(),
    dirty: new Set(),
    siteDirty: false,
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

const tableFileOf = (s: CacheState) => path.join(s.dir, 'pages.bin');
const summaryFileOf = (s: CacheState, i: number) => path.join(s.dir, `summaries-${i}.json`);
const siteFileOf = (s: CacheState) => path.join(s.dir, 'site.json');

function readTableFile(s: CacheState): PageTable | undefined {
  const payload = s.files.readBytes(tableFileOf(s));
  return payload && readTable(payload);
}

/** A page file's path in the table: after the content folder (every listed page file is inside it). */
const relOf = (s: CacheState, abs: string) => (abs.startsWith(s.prefix) ? abs.slice(s.prefix.length) : path.relative(s.contentDir, abs));

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

/**
 * The hash of a page file's bytes: the table's while the file's stat equals its row's (`row`: undefined without
 * one), else the file is read and hashed; `stat` is the stat to record with it, only once settled (see settled).
 * Undefined when the file cannot be stat'ed or read. The bytes are hashed without decoding them: a cached page
 * loaded without issues, so its file was valid UTF-8 and its bytes hash as its text did in the loader (see
 * loadPageFile); any other bytes miss.
 */
function fileHash(abs: string, table: PageTable | undefined, row: number | undefined, started: number): { hash: string; stat?: FileStat } | undefined {
  const stat = statOf(abs);
  const known = stat && table && row !== undefined && table.sameStat(row, stat) ? table.hash(row) : undefined;
  return known !== undefined ? { hash: known, stat } : stat && readHash(abs, stat, started);
}

/** The file's stat; undefined when it cannot be stat'ed (the full load says why). */
function statOf(abs: string): FileStat | undefined {
  try {
    return statSync(abs);
  } catch {
    return undefined;
  }
}

/** The hash of the file's bytes as read now, with its stat once settled; undefined when it cannot be read. */
function readHash(abs: string, stat: FileStat, started: number): { hash: string; stat?: FileStat } | undefined {
  try {
    return { hash: cacheHash(readFileSync(abs)), stat: settled(stat, started) ? stat : undefined };
  } catch {
    return undefined;
  }
}

/** The settled stat to record with a page the loader read: its own, else the one taken when it was hashed with the same bytes. */
const statFor = (loaded: FileStat | undefined, started: number, hashed?: { hash: string; stat?: FileStat }, text?: string) =>
  loaded && settled(loaded, started) ? loaded : hashed?.hash === text ? hashed?.stat : undefined;

/** The loader: pages whose entry still holds come back from the shards, the others from `inner`. */
async function loadPages(s: CacheState, inner: PageLoader, files: string[], ctx: PageContext): Promise<PageOutcome[]> {
  const { options, keys, dirty } = s;
  // Before any page file is read (here or by `inner`): see settled.
  const started = Date.now();
  s.context = contextOf(s, ctx);
  const nicheOf = nicheHasher(ctx);
  const previous = Array.from({ length: SHARDS }, (_, i) => (options.force ? {} : readShard(s, i)));
  // Stats are the files', whatever the site-wide inputs: looked up by path, as pages may have been added or removed.
  const table = options.force ? undefined : readTableFile(s);
  const names = table?.names();
  const rowOf = table && names!.length === table.count ? new Map(names!.map((rel, i) => [rel, i])) : undefined;
  const rows: TableRow[] = files.map((abs) => ({ rel: relOf(s, abs) }));
  s.full = { files, rows };
  s.quickTable = undefined;
  const filled: Record<string, Entry>[] = Array.from({ length: SHARDS }, () => ({}));
  s.next = filled;
  const outcomes: PageOutcome[] = new Array(files.length);
  const misses: number[] = [];
  const hashed: ReturnType<typeof fileHash>[] = new Array(files.length);
  // With nothing cached there is nothing to compare: the loader hashes each file where it reads it.
  const empty = previous.every((entries) => Object.keys(entries).length === 0);
  files.forEach((abs, i) => {
    const shard = shardOf(abs);
    const entry = empty ? undefined : previous[shard][abs];
    const page = entry?.outcome.page;
    if (!entry || !page || entry.niche !== nicheOf(page)) return void misses.push(i);
    // From the table while a file's stat is unchanged, else read and hashed; none: the loader says what is wrong.
    const found = (hashed[i] = fileHash(abs, rowOf && table, rowOf?.get(rows[i].rel), started));
    if (found?.hash !== entry.text) return void misses.push(i);
    outcomes[i] = restored(entry.outcome, abs);
    filled[shard][abs] = entry;
    rows[i].hash = entry.text;
    rows[i].stat = found.stat;
    keys.set(abs, cacheHash(s.context, entry.text, entry.niche));
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
    if (outcome.textHash) {
      rows[i].hash = outcome.textHash;
      rows[i].stat = statFor(stat, started, hashed[i], outcome.textHash);
    }
    const niche = outcome.page && nicheOf(outcome.page);
    if (!niche || outcome.issues.length > 0 || !outcome.textHash) return;
    filled[shard][abs] = { text: outcome.textHash, niche, outcome: stored(outcome) };
    keys.set(abs, cacheHash(s.context, outcome.textHash, niche));
  });
  // Files that went away leave their shard dirty too.
  previous.forEach((entries, shard) => {
    if (Object.keys(entries).length !== Object.keys(filled[shard]).length) dirty.add(shard);
  });
  return outcomes;
}

/** The page table compared with the page files: which changed, and what the table is to record of them. */
interface TableCompared {
  table: PageTable;
  summaries: string;
  ctxHash: string;
  nicheOf: ReturnType<typeof nicheHasher>;
  /** Row numbers of the pages whose text changed. */
  changed: number[];
  /** Rows whose file was read again (its stat had changed): its hash and the stat to record. */
  hashed: Map<number, { hash: string; stat?: FileStat }>;
}

/**
 * The page files whose text differs from the page table's, when the table holds every page's summary under these
 * site-wide inputs, these files (none added or removed), each page's niche preset as it is and its summary shards
 * as written. Undefined otherwise.
 */
function compareTable(s: CacheState, files: string[], ctx: PageContext, started: number): TableCompared | undefined {
  const ctxHash = contextOf(s, ctx);
  const table = readTableFile(s);
  const { summaries, niches, shards } = table?.header ?? {};
  // Other site-wide inputs, or a page added or removed: no page is looked at.
  if (!table || summaries === undefined || table.header.context !== ctxHash || table.count !== files.length) return undefined;
  // The files as listed against the table's names, in place in their joined string: no array of 10,000 names.
  const names = table.joinedNames;
  let end = -1;
  for (let i = 0; i < files.length; i++) {
    const rel = relOf(s, files[i]);
    const from = end + 1;
    end = from + rel.length;
    if ((i > 0 && names.charCodeAt(from - 1) !== 0) || !names.startsWith(rel, from)) return undefined;
  }
  if (end !== names.length && files.length > 0) return undefined;
  const nicheOf = nicheHasher(ctx);
  if (!niches!.every(([slug, hash]) => nicheOf({ nicheSlug: slug }) === hash)) return undefined;
  if (shards!.length !== SHARDS || !shards!.every((recorded, i) => sameStatTuple(summaryFileOf(s, i), recorded))) return undefined;
  const changed: number[] = [];
  const hashed = new Map<number, { hash: string; stat?: FileStat }>();
  for (let i = 0; i < files.length; i++) {
    if (table.niche(i) === undefined) return undefined;
    const stat = statOf(files[i]);
    // Unchanged: not even its hash is decoded.
    if (stat && table.sameStat(i, stat)) continue;
    const found = stat && readHash(files[i], stat, started);
    if (!found) return undefined; // the full load says what is wrong with the file
    hashed.set(i, found);
    if (found.hash !== table.hash(i)) changed.push(i);
  }
  return { table, summaries: summaries!, ctxHash, nicheOf, changed, hashed };
}

function sameStatTuple(file: string, [size, mtimeMs, ctimeMs, ino]: TableHeader['shards'][number]): boolean {
  const now = statOf(file);
  return now !== undefined && now.size === size && now.mtimeMs === mtimeMs && now.ctimeMs === ctimeMs && now.ino === ino;
}

type ShardReads = Map<number, ReturnType<typeof readSummaryShard>>;

/** The summaries of these pages from their shards (each read once into `shards`), or undefined where one is missing. */
function summariesOf(s: CacheState, summaries: string, files: readonly string[], shards: ShardReads): (PageSummary | undefined)[] {
  return files.map((abs) => {
    const n = shardOf(abs);
    if (!shards.has(n)) {
      const stored = s.files.read(summaryFileOf(s, n));
      shards.set(n, 'value' in stored ? readSummaryShard(stored.value, summaries) : undefined);
    }
    return shards.get(n)?.(relOf(s, abs));
  });
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
  const compared = compareTable(s, files, ctx, started);
  if (!compared) return undefined;
  const { table, summaries, nicheOf } = compared;
  const changed = compared.changed.map((i) => files[i]);
  const loaded = changed.length ? await inner(changed, ctx) : [];
  if (loaded.some((o) => !o.page || o.issues.length > 0 || !o.textHash || !nicheOf(o.page))) return undefined;
  const finished = finish(loaded.map((o) => o.page!));
  const shards: ShardReads = new Map();
  const before = summariesOf(s, summaries, changed, shards);
  for (let k = 0; k < changed.length; k++) {
    if (!before[k] || JSON.stringify(pageSummary(finished[k])) !== JSON.stringify(before[k])) return undefined;
  }
  const byRow = new Map(compared.changed.map((i, k) => [i, finished[k]]));
  let pages: SitePage[] | undefined;
  return {
    pages() {
      // Each unchanged page is its summary with its display path, as the planners read it. The shards were as
      // written when the table was compared: one that is not now was changed under this build.
      pages ??= files.map((abs, i) => {
        const page = byRow.get(i);
        if (page) return page;
        const [summary] = summariesOf(s, summaries, [abs], shards);
        if (!summary) throw new Error(`content cache ${s.dir} changed during the build: build again`);
        summary.source = displayPath(abs);
        return summary as unknown as SitePage;
      });
      return pages;
    },
    statuses: table.header.statuses,
    changed: finished,
    summaries,
    suspectFiles(suspect) {
      for (const [i, page] of byRow) table.set(i, { leftover: suspect(page) });
      const out: string[] = [];
      for (let i = 0; i < files.length; i++) if (table.leftover(i)) out.push(files[i]);
      return out;
    },
    accept: () => acceptQuick(s, compared, files, loaded, started),
  };
}

/** Takes a quick rebuild's changed pages (and the files it hashed again) into the page table, for save(). */
function acceptQuick(s: CacheState, { table, ctxHash, nicheOf, changed, hashed }: TableCompared, files: string[], loaded: PageOutcome[], started: number) {
  s.context = ctxHash;
  s.next = [];
  s.full = undefined;
  s.quickTable = table;
  for (const [i, found] of hashed) table.set(i, { hash: found.hash, stat: found.stat ?? null });
  loaded.forEach((outcome, k) => {
    const i = changed[k];
    table.set(i, { hash: outcome.textHash!, stat: statFor(outcome.stat, started, hashed.get(i), outcome.textHash) ?? null });
    s.keys.set(files[i], cacheHash(s.context, outcome.textHash!, nicheOf(outcome.page!)!));
  });
  // Nothing hashed again: the table is as it was read.
  if (hashed.size === 0) s.quickTable = undefined;
}

function summarize(s: CacheState, pages: SitePage[], suspect: (page: SitePage) => boolean): string {
  const summarized = pages.map((page) => ({ abs: path.resolve(page.source), page, summary: pageSummary(page) }));
  const summaries = summariesHash(summarized.map((p) => [p.abs, p.summary]));
  const full = s.full;
  if (!full) return summaries;
  const rowOf = new Map(full.files.map((abs, i) => [abs, i]));
  const niches: [string, string][] = [];
  const nicheNo = new Map<string, number>();
  const statuses = new Map<string, [{ status?: string; publishAt?: string }, number]>();
  const shardPages: { abs: string; rel: string; summary: PageSummary }[] = [];
  // A table without every listed page's summary would let a rebuild leave one out: it records stats only.
  let complete = summarized.length === full.files.length;
  for (const { abs, page, summary } of summarized) {
    const i = rowOf.get(abs);
    const entry = s.next[shardOf(abs)]?.[abs];
    if (i === undefined || !entry) {
      complete = false;
      break;
    }
    const row = full.rows[i];
    const pair = `${page.nicheSlug}\0${entry.niche}`;
    let n = nicheNo.get(pair);
    if (n === undefined) nicheNo.set(pair, (n = niches.push([page.nicheSlug, entry.niche]) - 1));
    if (row.hash !== entry.text) row.stat = undefined;
    Object.assign(row, { hash: entry.text, niche: n, leftover: suspect(page) });
    shardPages.push({ abs, rel: row.rel, summary });
    const status = {
      ...(summary.status !== undefined && { status: summary.status as string }),
      ...(summary.publishAt !== undefined && { publishAt: summary.publishAt as string }),
    };
    const key = JSON.stringify(status);
    const counted = statuses.get(key);
    if (counted) counted[1]++;
    else statuses.set(key, [status, 1]);
  }
  if (complete) full.summarized = { header: { context: s.context, summaries, niches, statuses: [...statuses.values()] }, pages: shardPages };
  else for (const row of full.rows) Object.assign(row, { niche: undefined, leftover: undefined });
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
  if (s.quickTable) s.files.writeBytes(tableFileOf(s), s.quickTable.bytes());
  s.quickTable = undefined;
  const { full } = s;
  s.full = undefined;
  if (!full) return;
  const { summarized } = full;
  // The summary shards first, the table naming them last: a build stopped between leaves a table that does not.
  const shards = summarized
    ? encodeSummaryShards(summarized.pages, summarized.header.summaries!).map((shard, i): TableHeader['shards'][number] => {
        const file = summaryFileOf(s, i);
        s.files.write(file, shard);
        const { size, mtimeMs, ctimeMs, ino } = statSync(file);
        return [size, mtimeMs, ctimeMs, ino];
      })
    : [];
  const header: TableHeader = { ...(summarized?.header ?? { context: s.context, niches: [], statuses: [] }), shards };
  s.files.writeBytes(tableFileOf(s), encodeTable(header, full.rows));
  for (const name of FORMER_FILES) rmSync(path.join(s.dir, name), { force: true });
}
