// Incremental builds, content side: a loaded page (parsed, validated,
// cascaded, filled) is reused while its file's text, the site-wide inputs
// (validated site.yaml and cities, the list of niche presets, lpgen's version)
// and its own niche preset are unchanged. Only pages that loaded without
// issues are cached. Entries are keyed by absolute path and hold no display
// path, so a build started from another folder still finds them; the page's
// display path is made again when it is read back. The entries live in 16
// shard files, so editing one page rewrites 1/16 of them.
//
// Whether a page file's text changed is told, as git's index does, by its
// stat (size, mtime, ctime, inode) when it equals the one recorded with the
// text's hash, so a rebuild reads no unchanged file: stat.json, a small
// index beside the shards, kept apart so that refreshing it never rewrites
// the shards. A stat is recorded only when the file had not changed for a
// while before the build began (see settled): a file changed during the
// build, within the clock's granularity of its last change, gets another
// ctime, so an equal stat means the text that was hashed.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../content/files.js';
import type { NicheData, PageContext, PageLoader, PageOutcome } from '../content/load.js';
import type { FileStat } from '../content/read.js';
import type { Logger } from '../log.js';
import { cacheFileName, cacheHash, readStored, writeStored } from './store.js';

// 3: pages carry provenance (PageData.provenance) and absolute source paths; older entries lack them.
const FORMAT = 'lpgen-content-cache/3';
const SHARDS = 16;
const STAT_FORMAT = 'lpgen-content-stat/1';

/** size, mtimeMs, ctimeMs, ino, and the hash of the file's bytes when it had that stat. */
type StatRecord = [number, number, number, number, string];

interface StatIndex {
  format: string;
  files: Record<string, StatRecord>;
}

const isRecord = (r: unknown): r is StatRecord =>
  Array.isArray(r) && r.length === 5 && r.slice(0, 4).every((n) => typeof n === 'number') && typeof r[4] === 'string';

const sameStat = (r: StatRecord, s: FileStat) => r[0] === s.size && r[1] === s.mtimeMs && r[2] === s.ctimeMs && r[3] === s.ino;

/**
 * The file's ctime is older than the build's start by more than the file system's timestamp granularity
 * (a few ms where ctimes carry sub-millisecond digits; 3 s where they are whole milliseconds or seconds,
 * as on FAT). Then any later change, the build's reads included, gives it another ctime. Clocks that jump
 * backwards, or a network file system whose server clock lags this machine's, can defeat it, as they can git.
 */
const settled = (s: FileStat, started: number) => s.ctimeMs < started - (s.ctimeMs % 1 !== 0 ? 50 : 3000);

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
  save(): void;
}

/** A niche preset as the cache sees it: its display path made absolute, so the hash does not depend on the working folder. */
const nicheJson = (n: NicheData) => JSON.stringify({ ...n, source: path.resolve(n.source) });

/** Wraps a page loader: cached pages come back from the cache, the rest go to `inner`; save() after a build. */
export function cachedPageLoader(options: ContentCacheOptions, inner: PageLoader): ContentCache {
  const dir = path.join(options.dir, cacheFileName('content', path.resolve(options.contentDir), ''));
  const shardOf = (abs: string) => createHash('sha1').update(abs).digest()[0] % SHARDS;
  let context = '';
  let next: Record<string, Entry>[] = [];
  const keys = new Map<string, string>();
  const dirty = new Set<number>();

  const readShard = (i: number): Record<string, Entry> => {
    const file = path.join(dir, `${i}.json`);
    const stored = readStored(file);
    if (stored.missing) return {};
    const shard = 'value' in stored ? (stored.value as Shard | null) : undefined;
    // Another lpgen version's cache (an upgrade): stale, not broken, so no warning.
    if (typeof shard?.format === 'string' && shard.format !== FORMAT && shard.format.startsWith('lpgen-content-cache/')) return {};
    if (shard?.format !== FORMAT || typeof shard.entries !== 'object' || shard.entries === null) {
      options.log.warn(`content cache ${file} is unreadable or foreign; ignoring it and loading its pages again`);
      return {};
    }
    return shard.context === context ? shard.entries : {}; // other site-wide inputs: stale, not broken
  };

  const statFile = path.join(dir, 'stat.json');
  let stats: Record<string, StatRecord> = {};
  let statsDirty = false;
  const readStats = (): Record<string, StatRecord> => {
    const stored = readStored(statFile);
    const index = 'value' in stored ? (stored.value as StatIndex | null) : undefined;
    if (index?.format !== STAT_FORMAT || typeof index.files !== 'object' || index.files === null) return {};
    return index.files;
  };
  const remember = (abs: string, stat: FileStat | undefined, textHash: string, started: number) => {
    if (stat && settled(stat, started)) {
      stats[abs] = [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, textHash];
      statsDirty = true;
    }
  };

  const load: PageLoader = async (files, ctx: PageContext) => {
    // Before any page file is read (here or by `inner`): see settled.
    const started = Date.now();
    context = cacheHash(FORMAT, options.version, JSON.stringify([ctx.site, ctx.cities, ctx.niches.map((n) => [path.resolve(n.source), n.slug])]));
    const nicheHash = new Map(ctx.niches.map((n) => [n.source, cacheHash(nicheJson(n))]));
    const nicheOf = (page: { nicheSlug: string }) => nicheHash.get(ctx.niches.find((n) => n.slug === page.nicheSlug)?.source ?? '');
    const previous = Array.from({ length: SHARDS }, (_, i) => (options.force ? {} : readShard(i)));
    const known = options.force ? {} : readStats();
    stats = {};
    statsDirty = false;
    next = Array.from({ length: SHARDS }, () => ({}));
    const outcomes: PageOutcome[] = new Array(files.length);
    const misses: number[] = [];
    // The hash of a file's bytes: from the stat index while its stat is unchanged, else read and hashed.
    // The bytes are hashed without decoding them: a cached page loaded without issues, so its file was
    // valid UTF-8 and its bytes hash as its text did in the loader (see loadPageFile); any other bytes miss.
    const textHash = (abs: string): string | undefined => {
      try {
        const stat = statSync(abs);
        const record = known[abs];
        if (record && isRecord(record) && sameStat(record, stat)) {
          stats[abs] = record;
          return record[4];
        }
        const hash = cacheHash(readFileSync(abs));
        remember(abs, stat, hash, started);
        return hash;
      } catch {
        return undefined; // the loader says what is wrong with it
      }
    };
    // With nothing cached there is nothing to compare: the loader hashes each file where it reads it.
    const empty = previous.every((entries) => Object.keys(entries).length === 0);
    files.forEach((abs, i) => {
      const shard = shardOf(abs);
      const entry = empty ? undefined : previous[shard][abs];
      const page = entry?.outcome.page;
      if (entry && page && entry.niche === nicheOf(page) && entry.text === textHash(abs)) {
        outcomes[i] = { ...entry.outcome, page: { ...page, source: displayPath(abs) } };
        next[shard][abs] = entry;
        keys.set(abs, cacheHash(context, entry.text, entry.niche));
      } else misses.push(i);
    });
    const loaded = await inner(misses.map((i) => files[i]), ctx);
    misses.forEach((i, k) => {
      const { stat, ...outcome } = loaded[k];
      outcomes[i] = outcome;
      const abs = files[i];
      const shard = shardOf(abs);
      dirty.add(shard);
      if (outcome.textHash && !stats[abs]) remember(abs, stat, outcome.textHash, started);
      const niche = outcome.page && nicheOf(outcome.page);
      if (!niche || outcome.issues.length > 0 || !outcome.textHash) return;
      next[shard][abs] = { text: outcome.textHash, niche, outcome: { ...outcome, page: { ...outcome.page!, source: '' } } };
      keys.set(abs, cacheHash(context, outcome.textHash, niche));
    });
    // A file that went away (or stopped being recorded) leaves the index dirty too.
    if (Object.keys(stats).length !== Object.keys(known).length) statsDirty = true;
    // Files that went away leave their shard dirty too.
    previous.forEach((entries, shard) => {
      if (Object.keys(entries).length !== Object.keys(next[shard]).length) dirty.add(shard);
    });
    return outcomes;
  };

  return {
    load,
    inputKey: (abs) => keys.get(abs),
    save() {
      for (const i of dirty) writeStored(path.join(dir, `${i}.json`), { format: FORMAT, context, entries: next[i] } satisfies Shard);
      dirty.clear();
      if (statsDirty) writeStored(statFile, { format: STAT_FORMAT, files: stats } satisfies StatIndex);
      statsDirty = false;
    },
  };
}
