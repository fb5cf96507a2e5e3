// Incremental builds, content side: a loaded page (parsed, validated,
// cascaded, filled) is reused while its file's text, the site-wide inputs
// (validated site.yaml and cities, the list of niche presets, lpgen's version,
// the working directory that display paths are relative to) and its own niche
// preset are unchanged. Only pages that loaded without issues are cached. The
// entries live in 16 shard files, so editing one page rewrites 1/16 of them.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageContext, PageLoader, PageOutcome } from '../content/load.js';
import type { Logger } from '../log.js';

// 2: pages carry provenance (PageData.provenance); entries of format 1 lack it.
const FORMAT = 'lpgen-content-cache/2';
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

const sha1 = (value: string | Buffer) => createHash('sha1').update(value).digest('base64url');

export interface ContentCacheOptions {
  dir: string;
  contentDir: string;
  version: string;
  log: Logger;
}

/** Wraps a page loader: cached pages come back from the cache, the rest go to `inner`; save() after a build. */
export function cachedPageLoader(options: ContentCacheOptions, inner: PageLoader): { load: PageLoader; save(): void } {
  const dir = path.join(options.dir, `content-${sha1(path.resolve(options.contentDir)).slice(0, 16)}`);
  const shardOf = (abs: string) => createHash('sha1').update(abs).digest()[0] % SHARDS;
  let context = '';
  let next: Record<string, Entry>[] = [];
  const dirty = new Set<number>();

  const readShard = (i: number): Record<string, Entry> => {
    const file = path.join(dir, `${i}.json`);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return {};
    }
    try {
      const shard = JSON.parse(text) as Shard;
      if (shard.format !== FORMAT || typeof shard.entries !== 'object' || shard.entries === null) throw new Error('not a content cache');
      return shard.context === context ? shard.entries : {}; // other site-wide inputs: stale, not broken
    } catch {
      options.log.warn(`content cache ${file} is unreadable or foreign; ignoring it and loading its pages again`);
      return {};
    }
  };

  const load: PageLoader = async (files, ctx: PageContext) => {
    context = sha1(JSON.stringify([FORMAT, options.version, process.cwd(), ctx.site, ctx.cities, ctx.niches.map((n) => [n.source, n.slug])]));
    const nicheHash = new Map(ctx.niches.map((n) => [n.source, sha1(JSON.stringify(n))]));
    const previous = Array.from({ length: SHARDS }, (_, i) => readShard(i));
    next = Array.from({ length: SHARDS }, () => ({}));
    const outcomes: PageOutcome[] = new Array(files.length);
    const misses: number[] = [];
    // With nothing cached there is nothing to compare: the loader hashes each file where it reads it.
    const empty = previous.every((entries) => Object.keys(entries).length === 0);
    files.forEach((abs, i) => {
      const shard = shardOf(abs);
      const entry = empty ? undefined : previous[shard][abs];
      const text = entry && sha1(readFileSync(abs, 'utf8')); // hashed as text, like the loader does
      const page = entry?.outcome.page;
      if (entry && entry.text === text && page && entry.niche === nicheHash.get(ctx.niches.find((n) => n.slug === page.nicheSlug)?.source ?? '')) {
        outcomes[i] = entry.outcome;
        next[shard][abs] = entry;
      } else misses.push(i);
    });
    const loaded = await inner(misses.map((i) => files[i]), ctx);
    misses.forEach((i, k) => {
      const outcome = loaded[k];
      outcomes[i] = outcome;
      const shard = shardOf(files[i]);
      dirty.add(shard);
      const niche = outcome.page && ctx.niches.find((n) => n.slug === outcome.page!.nicheSlug);
      if (niche && outcome.issues.length === 0 && outcome.textHash) next[shard][files[i]] = { text: outcome.textHash, niche: nicheHash.get(niche.source)!, outcome };
    });
    // Files that went away leave their shard dirty too.
    previous.forEach((entries, shard) => {
      if (Object.keys(entries).length !== Object.keys(next[shard]).length) dirty.add(shard);
    });
    return outcomes;
  };

  return {
    load,
    save() {
      if (dirty.size === 0) return;
      mkdirSync(dir, { recursive: true });
      for (const i of dirty) {
        const file = path.join(dir, `${i}.json`);
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, JSON.stringify({ format: FORMAT, context, entries: next[i] } satisfies Shard));
        renameSync(tmp, file);
      }
      dirty.clear();
    },
  };
}
