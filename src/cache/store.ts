// What the three caches (content, build, assets) share: one hash, and one way
// to write a cache file. A cache file is read and checked by its owner
// (anything unexpected is a miss, never trusted); it is written to a
// temp file and renamed over, so a build stopped half-way never leaves half a
// cache file for the next one.
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/** SHA-1 of the parts, in order, each followed by a NUL (so ['ab', 'c'] and ['a', 'bc'] differ); base64url. */
export function cacheHash(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha1');
  // Strings are joined first: one update per part cost more than the hashing itself (the same digest).
  if (parts.every((p) => typeof p === 'string')) hash.update(`${parts.join('\0')}\0`);
  else for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url');
}

export type Stored = { missing: true } | { missing: false; value: unknown } | { missing: false; broken: true };

/** Writes a cache file's bytes (sealed JSON or a binary file: verify.ts, manifest-file.ts) to a temp file beside `file`, then renames it over. */
export function writeStoredText(file: string, text: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  // Threads of one process (a build's render workers, or two builds in one process) may write the same file at once:
  // each writes its own temp file, and the last rename wins whole.
  const tmp = `${file}.${process.pid}-${threadId}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** A file name for a cache belonging to `owner` (a folder): hex, so names differing only in case cannot collide. */
export function cacheFileName(prefix: string, owner: string, suffix = '.json'): string {
  return `${prefix}-${createHash('sha1').update(owner).digest('hex').slice(0, 16)}${suffix}`;
}

/** Where the build manifest (build-cache.ts) of an output folder's last build is kept. */
export const manifestFile = (dir: string, outDir: string): string => path.join(dir, cacheFileName('build', outDir, '.bin'));

/**
 * The file's ctime is older than the build's start by more than the file system's timestamp granularity
 * (a few ms where ctimes carry sub-millisecond digits; 3 s where they are whole milliseconds or seconds,
 * as on FAT). Then any later change, the build's reads included, gives it another ctime. Clocks that jump
 * backwards, or a network file system whose server clock lags this machine's, can defeat it, as they can git.
 */
export const settled = (s: { ctimeMs: number }, started: number) => s.ctimeMs < started - (s.ctimeMs % 1 !== 0 ? 50 : 3000);

/** How many shard files a cache spreads per-page records over: editing one page rewrites (or reads) 1/64 of them. */
export const SHARDS = 64;

/** The shard of a page, by its absolute path. */
export const shardOf = (abs: string): number => createHash('sha1').update(abs).digest()[0] % SHARDS;
