// Incremental builds: a manifest of what the previous build wrote, per output
// file the hash of everything that went into it (the route's full view model
// and head, the compiled templates, lpgen's version). A route whose hash is
// unchanged is not rendered: it is kept where the recycled standby folder (see
// write.ts) already holds it, or hard-linked from the previous output. Home,
// admin and 404 carry facts about every page in their props, so any page
// change re-renders them. The manifest is never trusted blindly: unreadable,
// foreign, other versions, or files that are missing or changed since (size
// or mtime) discard it with a warning; a standby it cannot vouch for is removed.
// A file is reused only while its inode and ctime are those recorded too: an
// edit can set the size and mtime back (`touch -r`), not the ctime. Linking a
// file and unlinking one of its names move its ctime as well, so the manifest
// records each file's stat once the build is done with it (save), and a file
// whose inode or ctime alone moved is made again, not the whole site (mismatch).
// Nothing is followed through a symbolic link: a listed file must be a file,
// in folders that are folders, or it does not match (a link would have the
// build keep, link or write a file outside the output). A folder at the
// standby's name that lpgen did not make (write.ts standbyKind) is left alone.
//
// The manifest also records the build's plan key (quick-rebuild.ts: a hash of
// everything but the pages' own copy) with the site files and counts made
// from that plan: a rebuild with the same plan key keeps every file it does
// not render (unchanged()), the sitemap and _headers included.
import { randomBytes } from 'node:crypto';
import { lstatSync, renameSync, rmSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../log.js';
import type { RenderRoute } from '../plan/planned.js';
import { tempPrefix } from '../output/stale-temps.js';
import { standbyDir, standbyKind, type Linked, type Written } from '../output/write.js';
import { OUTPUT_MARKER } from '../output/output-guard.js';
import type { PublicFile } from '../output/public-files.js';
import type { LinksRecorder } from './landing-links.js';
import { cacheHash, manifestFile, settled, writeStoredText } from './store.js';
import { decodeFile, encodeFile, MANIFEST_FORMAT as FORMAT, storedManifest, type ManifestFile } from './manifest-file.js';
import { linkedFolder, topFolders } from '../output/real-folders.js';

export interface Entry {
  key: string;
  bytes: number;
  mtimeMs: number;
  ino: number;
  ctimeMs: number;
}

/** What the build's summary line reports of a plan, kept for a rebuild that does not plan every route. */
export interface PlanCounts {
  landingPages: number;
  legalPages: number;
  hubPages: number;
  htmlFiles: number;
  socialImages: number;
}

/** A file kept from the last build as it is, under its key. */
export interface Kept {
  outFile: string;
  key: string;
  reuse: Reuse;
}

export interface Manifest {
  format: string;
  /** The plan key of the build that wrote it, and what it counted (see quick-rebuild.ts). */
  plan?: { key: string; counts: PlanCounts };
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
  /**
   * The content cache's hash of everything a page was made from (see content-cache.ts inputKey), by the
   * page's absolute path. A landing route's key uses it in place of serializing the page's copy.
   */
  pageKey?: (abs: string) => string | undefined;
  /** Records the landing routes' links as they are keyed (landing-links.ts), for the next rebuild in place. */
  links?: LinksRecorder;
  log: Logger;
}

/** For an unchanged route: the standby already holds it (keep), or link it from the previous output (whose stat was verified). */
export type Reuse = { keep: Written } | { link: string; known: Linked };

export interface BuildCache {
  /** The standby folder is trusted: the build may take it over as its temp folder. */
  readonly recycle: boolean;
  /** The previous output is trusted: it may become the next standby. */
  readonly keepOld: boolean;
  /** Nothing of a last build can be reused (no trusted manifest, or --force): every route renders. */
  readonly empty: boolean;
  key(route: RenderRoute): string;
  reusable(route: Pick<RenderRoute, 'outFile'>, key: string): Reuse | undefined;
  /** The last build's plan key and counts, when its manifest is trusted. */
  readonly plan: Manifest['plan'];
  /** The key of a site file (sitemap, robots.txt, _headers, favicon) generated from the plan with this key. */
  siteFileKey(planKey: string, outFile: string): string;
  /** The key of an asset: its name carries its contents' hash. */
  assetKey(fileName: string): string;
  /** The key of a public/ copy, from its source's stat when the source had settled by `now` (else none: copied each time). */
  publicKey(file: PublicFile, now: number): string | undefined;
  /** Every file of the last build but `except`, each as it may be reused; undefined when one of them cannot be. */
  unchanged(except: Set<string>): Kept[] | undefined;
  /** outputRemoved: the commit removed the replaced output (Output.commit), instead of keeping it as the standby. */
  save(written: Written[], keys: Map<string, string>, plan?: Manifest['plan'], outputRemoved?: boolean): void;
  /** Settles when an untrusted standby, removed while the build goes on, is gone. */
  readonly discarded: Promise<void>;
}

/**
 * The manifest on disk: a row per file, [outFile, key, bytes, mtimeMs, ino, ctimeMs], and the standby as the rows
 * where it differs from the output ([outFile] alone for a file the standby lacks). The standby shares nearly every
 * file with the output it was before, so written out whole the two were twice the same 1.7 MB at 10,000 pages,
 * read and written by every rebuild.
 */
export interface StoredManifest extends Omit<Manifest, 'entries' | 'standby'> {
  files: Row[];
  standby?: Row[];
}

export type Row = [outFile: string, key: string, bytes: number, mtimeMs: number, ino: number, ctimeMs: number] | [outFile: string];

export const rowOf = (outFile: string, { key, bytes, mtimeMs, ino, ctimeMs }: Entry): Row => [outFile, key, bytes, mtimeMs, ino, ctimeMs];
/** An entry as a row holds it: whether it is one is for isEntry to say (a malformed entry is a warning of its own). */
export const entryOf = (row: Row): Entry => ({ key: row[1], bytes: row[2], mtimeMs: row[3], ino: row[4], ctimeMs: row[5] }) as Entry;
const sameEntry = (a: Entry, b: Entry) => a.key === b.key && a.bytes === b.bytes && a.mtimeMs === b.mtimeMs && a.ino === b.ino && a.ctimeMs === b.ctimeMs;

export function encodeManifest({ entries, standby, ...rest }: Manifest): StoredManifest {
  const files: Row[] = [];
  for (const outFile in entries) files.push(rowOf(outFile, entries[outFile]));
  if (!standby) return { ...rest, files };
  const diff: Row[] = [];
  for (const outFile in standby) {
    const now = entries[outFile];
    if (!now || !sameEntry(now, standby[outFile])) diff.push(rowOf(outFile, standby[outFile]));
  }
  for (const outFile in entries) if (!(outFile in standby)) diff.push([outFile]);
  return { ...rest, files, standby: diff };
}

/** The manifest, or a reason it is not one. */
export function decodeManifest({ files, standby: diff, ...rest }: StoredManifest): Manifest | string {
  if (!Array.isArray(files) || (diff !== undefined && !Array.isArray(diff))) return 'has no entries';
  const entries: Record<string, Entry> = {};
  // The standby's entries are the output's (the same objects: neither is changed) but for the rows of the diff.
  const standby: Record<string, Entry> = {};
  for (const row of files) {
    if (!Array.isArray(row) || typeof row[0] !== 'string') return 'has a malformed row';
    standby[row[0]] = entries[row[0]] = entryOf(row);
  }
  if (!diff) return { ...rest, entries };
  for (const row of diff) {
    if (!Array.isArray(row) || typeof row[0] !== 'string') return 'has a malformed row';
    if (row.length === 1) delete standby[row[0]];
    else standby[row[0]] = entryOf(row);
  }
  return { ...rest, entries, standby };
}

export function isEntry(value: unknown): value is Entry {
  const e = value as Entry;
  return typeof e?.key === 'string' && [e.bytes, e.mtimeMs, e.ino, e.ctimeMs].every((n) => typeof n === 'number');
}

/**
 * Every listed file is still as written, a file (not a link) in real folders; otherwise the first one that is not,
 * and why. `folders`: the folders under `dir` already found real (each is looked at once). A file as written but
 * for its inode or ctime goes into `moved`, to be made again: besides an edit whose mtime was set back, any hard
 * link made or removed moves a ctime (lpgen merge linking a shard's files, a build killed or failed after it had
 * linked some), and that should cost the file, not every page.
 */
function mismatch(dir: string, entries: Record<string, unknown>, folders = new Set<string>(), moved = new Set<string>()): string | undefined {
  for (const outFile in entries) {
    const entry = entries[outFile];
    if (!isEntry(entry)) return `has a malformed entry for ${outFile}`;
    let stat;
    try {
      stat = lstatSync(path.join(dir, outFile));
    } catch {
      return `lists ${outFile}, which is missing from ${dir}`;
    }
    if (!stat.isFile()) return `lists ${outFile}, which is not a file in ${dir}`;
    const link = linkedFolder(dir, outFile, folders);
    if (link) return `lists ${outFile}, but ${link} in ${dir} is a symbolic link`;
    if (stat.size !== entry.bytes || stat.mtimeMs !== entry.mtimeMs) return `lists ${outFile}, which was changed after the build`;
    if (stat.ino !== entry.ino || stat.ctimeMs !== entry.ctimeMs) moved.add(outFile);
  }
  return undefined;
}

/** The file as its entry records it. */
const asWritten = (outFile: string, { bytes, mtimeMs, ino, ctimeMs }: Entry): Written => ({ outFile, bytes, mtimeMs, ino, ctimeMs });

/**
 * The files' ctime now: a folder the build removed after linking them (an untrusted standby, the replaced output)
 * took a name from some of them, which moved it once more. A file that is no longer the one written (another
 * inode) stays as written: the next build finds it moved and makes it again.
 */
function restat(outDir: string, written: Written[]): Written[] {
  return written.map((w) => {
    try {
      const stat = lstatSync(path.join(outDir, w.outFile));
      return stat.ino === w.ino ? { ...w, ctimeMs: stat.ctimeMs } : w;
    } catch {
      return w;
    }
  });
}

/**
 * The entries of the output a build replaced, which is the standby now. A file it shares with the new output
 * (linked, or kept from the standby it shared with) has the ctime that build left it with, checked before it was
 * linked or kept; any other is as recorded, and the next build checks it. (A file that lost a name in the standby
 * the build took over or removed has moved since: the next build links or renders it instead of keeping it.)
 */
function replacedEntries(previous: Manifest, written: Map<string, Written>): Record<string, Entry> {
  const entries: Record<string, Entry> = {};
  for (const outFile in previous.entries) {
    const entry = previous.entries[outFile];
    const now = written.get(outFile);
    entries[outFile] = now && now.ino === entry.ino ? { ...entry, ctimeMs: now.ctimeMs } : entry;
  }
  return entries;
}

function warnDiscard(file: string, options: CacheOptions, why: string): undefined {
  options.log.warn(`build cache ${file} ${why}; ignoring it and rendering every page`);
  return undefined;
}

/** The previous manifest if it is ours and this version's (the files it lists are checked by the caller). */
function loadManifest(file: string, options: CacheOptions): Manifest | undefined {
  const manifest = storedManifest(file, options);
  if (manifest === undefined) return undefined;
  const rows = typeof manifest === 'string' ? manifest : decodeFile(manifest);
  const decoded = typeof rows === 'string' ? rows : decodeManifest({ ...(manifest as ManifestFile).header, ...rows });
  return typeof decoded === 'string' ? warnDiscard(file, options, decoded) : decoded;
}

/**
 * Removing a large standby took seconds of the main thread's time (rmdir + unlink) on a busy disk, before
 * any page was rendered. It is renamed out of the way at once and removed in the background while the build
 * runs. The name is a temp folder's of this process (see stale-temps.ts): if the build is killed, the next
 * one removes what is left.
 */
function discard(standby: string): Promise<void> {
  const away = path.join(path.dirname(standby), `${tempPrefix(path.basename(standby).replace(/^\.lpgen-standby-/, ''))}${randomBytes(6).toString('hex')}-old`);
  try {
    renameSync(standby, away);
  } catch {
    rmSync(standby, { recursive: true, force: true });
    return Promise.resolve();
  }
  // A folder that cannot be removed now is not this build's failure: the next build removes it.
  return rm(away, { recursive: true, force: true }).catch(() => {});
}

const saltOf = (options: Pick<CacheOptions, 'version' | 'templatesHash'>) => cacheHash(FORMAT, options.version, options.templatesHash);

/** A route's key: a hash of everything its file is made from (see the top of this file). */
export function routeKeyer(options: Pick<CacheOptions, 'version' | 'templatesHash' | 'pageKey' | 'links'>): (route: RenderRoute) => string {
  const salt = saltOf(options);
  // Every route carries the same site view: it is serialized and hashed once, and its hash stands in for it.
  const siteHashes = new WeakMap<object, string>();
  const siteHash = (site: object) => siteHashes.get(site) ?? siteHashes.set(site, cacheHash(JSON.stringify(site))).get(site)!;
  return (route) => {
    if (route.kind === 'landing') {
      // The page's copy is most of a landing route's view model; the hash of what it was made from stands
      // in for it. The landing view adds only the site view (hashed above) and the page's display path.
      const { site, page, ...rest } = route.props;
      const input = options.pageKey?.(path.resolve(page.source));
      if (input) {
        // The same text as JSON.stringify([kind, url, outFile, head, source, rest]), the links serialized by their recorder.
        const links = options.links?.record(route);
        if (links === undefined)
          return cacheHash(salt, siteHash(site), input, JSON.stringify([route.kind, route.url, route.outFile, route.head, page.source, rest]));
        const head = JSON.stringify([route.kind, route.url, route.outFile, route.head, page.source]);
        return cacheHash(salt, siteHash(site), input, `${head.slice(0, -1)},${links}]`);
      }
    }
    const { site, ...props } = route.props;
    return cacheHash(salt, siteHash(site), JSON.stringify([route.kind, route.url, route.outFile, route.head, props]));
  };
}

function publicKey(salt: string, file: PublicFile, now: number): string | undefined {
  try {
    const stat = statSync(file.from);
    return settled(stat, now) ? cacheHash(salt, 'public', file.rel, file.from, JSON.stringify([stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino])) : undefined;
  } catch {
    return undefined;
  }
}

/** BuildCache.publicKey without a cache opened (a rebuild in place checks public/ is as the last build copied it). */
export const publicFileKey = (options: Pick<CacheOptions, 'version' | 'templatesHash'>, file: PublicFile, now: number): string | undefined =>
  publicKey(saltOf(options), file, now);

export function openBuildCache(options: CacheOptions): BuildCache {
  const file = manifestFile(options.dir, options.outDir);
  let previous = options.force ? undefined : loadManifest(file, options);
  const standby = standbyDir(options.outDir);
  const kind = standbyKind(options.outDir);
  if (kind === 'foreign')
    options.log.warn(`leaving ${standby} alone: lpgen did not make it (no ${OUTPUT_MARKER} in it); move it away to let builds recycle their output`);
  let standbyEntries = kind === 'lpgen' ? previous?.standby : undefined;
  // Files whose inode or ctime alone moved, in the standby and in the previous output: each is made again.
  const [standbyMoved, outMoved] = [new Set<string>(), new Set<string>()];
  const standbyProblem =
    standbyEntries && (typeof standbyEntries !== 'object' ? 'is malformed' : mismatch(standby, standbyEntries, topFolders(standby), standbyMoved));
  if (standbyProblem) {
    // A link is no accident of the disk: say why the standby goes.
    if (standbyProblem.includes('symbolic link')) options.log.warn(`standby folder ${standbyProblem}; removing the standby (the link only), not recycling it`);
    standbyEntries = undefined;
  }
  // With a standby it vouches for, a build takes nearly every file from there, and links from the previous
  // output only the few that changed in the last build: those are checked one by one, as they are linked
  // (reusable). The previous output, becoming the next standby, is checked in full by the next build.
  // Without one, every unchanged file comes from the previous output: all of it is checked first.
  const outFolders = previous && !standbyEntries ? topFolders(options.outDir) : new Set<string>();
  const problem = previous && !standbyEntries ? mismatch(options.outDir, previous.entries, outFolders, outMoved) : undefined;
  if (problem) previous = warnDiscard(file, options, problem);
  // A standby nobody can vouch for would only waste space (and is never used).
  const discarding = !standbyEntries && kind === 'lpgen';
  const discarded = discarding ? discard(standby) : Promise.resolve();
  const salt = saltOf(options);
  const plan = previous?.plan;
  const cache: BuildCache = {
    discarded,
    recycle: Boolean(standbyEntries),
    keepOld: Boolean(previous),
    empty: !previous,
    plan: typeof plan?.key === 'string' && typeof plan.counts === 'object' && plan.counts !== null ? plan : undefined,
    siteFileKey: (planKey, outFile) => cacheHash(salt, 'site file', planKey, outFile),
    assetKey: (fileName) => cacheHash(salt, 'asset', fileName),
    publicKey: (file, now) => publicKey(salt, file, now),
    unchanged(except) {
      const kept: Kept[] = [];
      const entries = previous?.entries ?? {};
      for (const outFile in entries) {
        const entry = entries[outFile];
        if (except.has(outFile)) continue;
        const reuse = isEntry(entry) ? cache.reusable({ outFile }, entry.key) : undefined;
        if (!reuse) return undefined;
        kept.push({ outFile, key: entry.key, reuse });
      }
      return kept;
    },
    key: routeKeyer(options),
    reusable(route, key) {
      const kept = standbyEntries?.[route.outFile];
      if (kept?.key === key && !standbyMoved.has(route.outFile)) return { keep: asWritten(route.outFile, kept) };
      const linked = previous?.entries[route.outFile];
      if (linked?.key !== key || outMoved.has(route.outFile)) return undefined;
      // Checked here when the standby is in use (see above); a file changed since is rendered again.
      if (standbyEntries && (mismatch(options.outDir, { [route.outFile]: linked }, outFolders, outMoved) || outMoved.has(route.outFile))) return undefined;
      return { link: path.join(options.outDir, route.outFile), known: { bytes: linked.bytes, mtimeMs: linked.mtimeMs, ino: linked.ino } };
    },
    save(written, keys, planned, outputRemoved = false) {
      const final = discarding || outputRemoved ? restat(options.outDir, written) : written;
      const entries: Record<string, Entry> = {};
      for (const { outFile, ...stat } of final) {
        const key = keys.get(outFile);
        if (key) entries[outFile] = { key, ...stat };
      }
      // The output this build replaced is the standby now (write.ts commit with keepOld).
      const manifest: Manifest = {
        format: FORMAT,
        version: options.version,
        outDir: options.outDir,
        ...(planned ? { plan: planned } : {}),
        entries,
        ...(previous ? { standby: replacedEntries(previous, new Map(final.map((w) => [w.outFile, w]))) } : {}),
      };
      const { files, standby: diff, ...header } = encodeManifest(manifest);
      writeStoredText(file, encodeFile(header, files, diff));
      // The JSON manifest of lpgen before the binary one.
      rmSync(file.replace(/\.bin$/, '.json'), { force: true });
    },
  };
  return cache;
}
