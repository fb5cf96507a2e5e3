// `--shard i/n`: a deterministic 1/n of the landing pages (every n-th route in
// sorted order, so shards stay balanced), and the site-wide files (home, admin,
// 404, assets, public/) only in shard 1. Copying the shards' outputs together
// gives exactly the single build's output; `lpgen merge` checks, by the
// manifest below, that it is given every shard of one build.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sources } from '../content/read.js';
import { OUTPUT_MARKER } from './output-guard.js';
import { hasDotSegment, type PublicFile } from './public-files.js';

export interface Shard {
  index: number;
  count: number;
}

/** The routes this shard renders; plan order is sorted by route, so the split is stable. */
export function shardRoutes<R extends { kind: string }>(routes: R[], shard: Shard | undefined): R[] {
  if (!shard || shard.count === 1) return routes;
  let landing = 0;
  return routes.filter((route) => (route.kind === 'landing' ? landing++ % shard.count === shard.index - 1 : shard.index === 1));
}

/** Shard 1 (or an unsharded build) writes the site-wide files. */
export function writesSiteFiles(shard: Shard | undefined): boolean {
  return !shard || shard.index === 1;
}

/**
 * Written into a shard's output only (a single build's output is what users publish, and stays as it was):
 * which shard of which build the folder holds, so that `lpgen merge` takes nothing but a complete set of
 * shards of one build, and the dotfiles shard 1 copied from public/ (the only ones an output holds besides
 * lpgen's own), so that it can tell them from a file put there since. Never part of the merged output.
 */
export const SHARD_FILE = '.lpgen-shard';

export interface ShardManifest {
  index: number;
  count: number;
  /** Hash of everything the site is built from: the same for every shard of one build. */
  build: string;
  dotfiles: string[];
  /** Every file the shard's build wrote (but the marker and this manifest), sorted: merge takes these and no other. */
  files: string[];
}

/** What a build reads, as buildId hashes it. */
export interface BuildInputs {
  version: string;
  templatesHash: string;
  /** The build options and asset names every page is made with. */
  options: unknown;
  contentDir: string;
  /** site.yaml, cities, presets and legal pages as read, and every page file's path. */
  sources: Sources;
}

/**
 * The content files' paths (relative to the content folder) and bytes, the templates, lpgen's version and
 * the options: shards built from one checkout anywhere agree; shards built before and after an edit do not.
 * Page files are read again here (only a sharded build pays for it: the loader lets their text go), a batch
 * at a time by libuv's threads while this one renders.
 */
export async function buildId({ version, templatesHash, options, contentDir, sources }: BuildInputs): Promise<string> {
  const hash = createHash('sha256').update(`lpgen-build/1\0${version}\0${templatesHash}\0${JSON.stringify(options)}\0`);
  const add = (abs: string, text: string | Buffer) =>
    hash
      .update(`${path.relative(contentDir, abs).split(path.sep).join('/')}\0`)
      .update(text)
      .update('\0');
  for (const s of [sources.site, sources.cities, ...sources.niches, ...sources.legal]) if (s) add(s.abs, s.text);
  const { pageFiles } = sources;
  for (let i = 0; i < pageFiles.length; i += READ_BATCH) {
    const batch = pageFiles.slice(i, i + READ_BATCH);
    const texts = await Promise.all(batch.map((file) => readFile(file)));
    batch.forEach((file, j) => add(file, texts[j]));
  }
  return hash.digest('hex');
}

/** Page files read at once: enough to keep libuv's four threads busy. */
const READ_BATCH = 64;

export function shardManifest(shard: Shard, build: string, publicFiles: readonly PublicFile[], written: Iterable<string>): string {
  const files = [...written].filter((f) => f !== OUTPUT_MARKER && f !== SHARD_FILE).sort();
  const manifest: ShardManifest = { index: shard.index, count: shard.count, build, dotfiles: publicFiles.map((f) => f.rel).filter(hasDotSegment), files };
  return `${JSON.stringify(manifest)}\n`;
}

/** The manifest in an output folder, or undefined when it has none (or one lpgen did not write). */
export function readShardManifest(dir: string): ShardManifest | undefined {
  let value: Partial<ShardManifest>;
  try {
    value = JSON.parse(readFileSync(path.join(dir, SHARD_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  const { index, count, build, dotfiles, files } = value ?? {};
  const whole = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 1;
  const strings = (list: unknown): list is string[] => Array.isArray(list) && list.every((d) => typeof d === 'string');
  if (!whole(index) || !whole(count) || index > count || typeof build !== 'string' || !strings(dotfiles) || !strings(files)) return undefined;
  return { index, count, build, dotfiles, files };
}
