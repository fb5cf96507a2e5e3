// Incremental builds: a manifest of what the previous build wrote, per output
// file the hash of everything that went into it (the route's full view model
// and head, the compiled templates, lpgen's version). A route whose hash is
// unchanged is not rendered: it is kept where the recycled standby folder (see
// write.ts) already holds it, or hard-linked from the previous output. Home,
// admin and 404 carry facts about every page in their props, so any page
// change re-renders them. The manifest is never trusted blindly: unreadable,
// foreign, other versions, or files that are missing or changed since (size
// or mtime) discard it with a warning; a standby it cannot vouch for is removed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../log.js';
import type { Route } from '../model.js';
import { standbyDir, type Written } from '../write.js';

const FORMAT = 'lpgen-build-cache/2';

interface Entry {
  key: string;
  bytes: number;
  mtimeMs: number;
}

interface Manifest {
  format: string;
  version: string;
  outDir: string;
  entries: Record<string, Entry>;
  /** The files of the standby folder (the output before the last one). */
  standby?: Record<string, Entry>;
}

export interface CacheOptions {
  dir: string;
  outDir: string;
  /** lpgen's version: a new version renders everything. */
  version: string;
  templatesHash: string;
  /** Ignore what is cached (still writes a fresh manifest). */
  force?: boolean;
  log: Logger;
}

/** For an unchanged route: the standby already holds it (keep), or link it from the previous output. */
export type Reuse = { keep: Written } | { link: string };

export interface BuildCache {
  /** The standby folder is trusted: the build may take it over as its temp folder. */
  readonly recycle: boolean;
  /** The previous output is trusted: it may become the next standby. */
  readonly keepOld: boolean;
  key(route: Route): string;
  reusable(route: Pick<Route, 'outFile'>, key: string): Reuse | undefined;
  save(written: Written[], keys: Map<string, string>): void;
}

function isEntry(value: unknown): value is Entry {
  const e = value as Entry;
  return typeof e?.key === 'string' && typeof e.bytes === 'number' && typeof e.mtimeMs === 'number';
}

/** Every listed file is still as written; otherwise the first one that is not, and why. */
function mismatch(dir: string, entries: Record<string, unknown>): string | undefined {
  for (const [outFile, entry] of Object.entries(entries)) {
    if (!isEntry(entry)) return `has a malformed entry for ${outFile}`;
    let stat;
    try {
      stat = statSync(path.join(dir, outFile));
    } catch {
      return `lists ${outFile}, which is missing from ${dir}`;
    }
    if (stat.size !== entry.bytes || stat.mtimeMs !== entry.mtimeMs) return `lists ${outFile}, which was changed after the build`;
  }
  return undefined;
}

/** The previous manifest if it is ours, this version's, and every file it lists is still as written. */
function loadManifest(file: string, options: CacheOptions): Manifest | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined; // first build with this output folder
  }
  const discard = (why: string) => {
    options.log.warn(`build cache ${file} ${why}; ignoring it and rendering every page`);
    return undefined;
  };
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text);
  } catch {
    return discard('is not valid JSON');
  }
  if (manifest?.format !== FORMAT) return discard(`is not an lpgen build cache (format ${JSON.stringify(manifest?.format)})`);
  if (manifest.version !== options.version) return discard(`was written by lpgen ${manifest.version}, this is ${options.version}`);
  if (manifest.outDir !== options.outDir) return discard(`belongs to another output folder (${manifest.outDir})`);
  if (typeof manifest.entries !== 'object' || manifest.entries === null) return discard('has no entries');
  const problem = mismatch(options.outDir, manifest.entries);
  return problem ? discard(problem) : manifest;
}

export function openBuildCache(options: CacheOptions): BuildCache {
  const file = path.join(options.dir, `build-${createHash('sha1').update(options.outDir).digest('hex').slice(0, 16)}.json`);
  const previous = options.force ? undefined : loadManifest(file, options);
  const standby = standbyDir(options.outDir);
  let standbyEntries = previous?.standby;
  if (standbyEntries && (!existsSync(standby) || (typeof standbyEntries === 'object' && mismatch(standby, standbyEntries)))) standbyEntries = undefined;
  // A standby nobody can vouch for would only waste space (and is never used).
  if (!standbyEntries && existsSync(standby)) rmSync(standby, { recursive: true, force: true });
  const salt = `${FORMAT}\0${options.version}\0${options.templatesHash}\0`;
  // Every route carries the same site view: it is serialized and hashed once, and its hash stands in for it.
  const siteHashes = new WeakMap<object, string>();
  const siteHash = (site: object) => siteHashes.get(site) ?? siteHashes.set(site, createHash('sha1').update(JSON.stringify(site)).digest('base64url')).get(site)!;
  return {
    recycle: Boolean(standbyEntries),
    keepOld: Boolean(previous),
    key(route) {
      const { site, ...props } = route.props;
      const json = JSON.stringify([route.kind, route.url, route.outFile, route.head, props]);
      return createHash('sha1').update(salt).update(siteHash(site)).update(json).digest('base64url');
    },
    reusable(route, key) {
      const kept = standbyEntries?.[route.outFile];
      if (kept?.key === key) return { keep: { outFile: route.outFile, bytes: kept.bytes, mtimeMs: kept.mtimeMs } };
      return previous?.entries[route.outFile]?.key === key ? { link: path.join(options.outDir, route.outFile) } : undefined;
    },
    save(written, keys) {
      const entries: Record<string, Entry> = {};
      for (const w of written) {
        const key = keys.get(w.outFile);
        if (key) entries[w.outFile] = { key, bytes: w.bytes, mtimeMs: w.mtimeMs };
      }
      // The output this build replaced is the standby now (write.ts commit with keepOld).
      const manifest: Manifest = { format: FORMAT, version: options.version, outDir: options.outDir, entries, standby: previous?.entries };
      mkdirSync(options.dir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(manifest));
      renameSync(tmp, file);
    },
  };
}
