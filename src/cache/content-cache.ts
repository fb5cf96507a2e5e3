// Incremental builds, content side: a loaded page (parsed, validated,
// cascaded, filled) is reused while its file's text, the site-wide inputs
// (validated site.yaml and cities, the list of niche presets, lpgen's version)
// and its own niche preset are unchanged. Only pages that loaded without
// issues are cached. Entries are keyed by absolute path and hold no display
// path, so a build started from another folder still finds them; the page's
// display path is made again when it is read back. The entries live in 16
// shard files, so editing one page rewrites 1/16 of them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../content/files.js';
import type { NicheData, PageContext, PageLoader, PageOutcome } from '../content/load.js';
import type { Logger } from '../log.js';
import { cacheFileName, cacheHash, readStored, writeStored } from './store.js';

// 3: pages carry provenance (PageData.provenance) and absolute source paths; older entries lack them.
const FORMAT = 'lpgen-content-cache/3';
const SHARDS = 16;

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

  const load: PageLoader = async (files, ctx: PageContext) => {
    context = cacheHash(FORMAT, options.version, JSON.stringify([ctx.site, ctx.cities, ctx.niches.map((n) => [path.resolve(n.source), n.slug])]));
    const nicheHash = new Map(ctx.niches.map((n) => [n.source, cacheHash(nicheJson(n))]));
    const nicheOf = (page: { nicheSlug: string }) => nicheHash.get(ctx.niches.find((n) => n.slug === page.nicheSlug)?.source ?? '');
    const previous = Array.from({ length: SHARDS }, (_, i) => (options.force ? {} : readShard(i)));
    next = Array.from({ length: SHARDS }, () => ({}));
    const outcomes: PageOutcome[] = new Array(files.length);
    const misses: number[] = [];
    // With nothing cached there is nothing to compare: the loader hashes each file where it reads it.
    const empty = previous.every((entries) => Object.keys(entries).length === 0);
    files.forEach((abs, i) => {
      const shard = shardOf(abs);
      const entry = empty ? undefined : previous[shard][abs];
      const page = entry?.outcome.page;
      // The bytes are hashed without decoding them: a cached page loaded without issues, so its file was
      // valid UTF-8 and its bytes hash as its text did in the loader (see loadPageFile); any other bytes miss.
      if (entry && page && entry.niche === nicheOf(page) && entry.text === cacheHash(readFileSync(abs))) {
        outcomes[i] = { ...entry.outcome, page: { ...page, source: displayPath(abs) } };
        next[shard][abs] = entry;
        keys.set(abs, cacheHash(context, entry.text, entry.niche));
      } else misses.push(i);
    });
    const loaded = await inner(misses.map((i) => files[i]), ctx);
    misses.forEach((i, k) => {
      const outcome = loaded[k];
      outcomes[i] = outcome;
      const abs = files[i];
      const shard = shardOf(abs);
      dirty.add(shard);
      const niche = outcome.page && nicheOf(outcome.page);
      if (!niche || outcome.issues.length > 0 || !outcome.textHash) return;
      next[shard][abs] = { text: outcome.textHash, niche, outcome: { ...outcome, page: { ...outcome.page!, source: '' } } };
      keys.set(abs, cacheHash(context, outcome.textHash, niche));
    });
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
    },
  };
}
