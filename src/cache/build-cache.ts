// Incremental builds: a manifest of what the previous build wrote, per output
// file the hash of everything that went into it (the route's full view model
// and head, the compiled templates, lpgen's version). A route whose hash is
// unchanged is hard-linked from the previous output instead of rendered; the
// new output is still a fresh folder swapped in whole. Home, admin and 404
// carry facts about every page in their props, so any page change re-renders
// them. The manifest is never trusted blindly: unreadable, foreign, other
// versions, or files in the output that are missing or changed since (size or
// mtime) discard it with a warning.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../log.js';
import type { Route } from '../model.js';
import type { Written } from '../write.js';

const FORMAT = 'lpgen-build-cache/1';

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

export interface BuildCache {
  key(route: Route): string;
  /** The previous output file for a route whose key is unchanged, or undefined. */
  reusable(route: Route, key: string): string | undefined;
  save(written: Written[], keys: Map<string, string>): void;
}

function isEntry(value: unknown): value is Entry {
  const e = value as Entry;
  return typeof e?.key === 'string' && typeof e.bytes === 'number' && typeof e.mtimeMs === 'number';
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
  for (const [outFile, entry] of Object.entries(manifest.entries)) {
    if (!isEntry(entry)) return discard(`has a malformed entry for ${outFile}`);
    let stat;
    try {
      stat = statSync(path.join(options.outDir, outFile));
    } catch {
      return discard(`lists ${outFile}, which is missing from ${options.outDir}`);
    }
    if (stat.size !== entry.bytes || stat.mtimeMs !== entry.mtimeMs) return discard(`lists ${outFile}, which was changed after the build`);
  }
  return manifest;
}

export function openBuildCache(options: CacheOptions): BuildCache {
  const file = path.join(options.dir, `${createHash('sha1').update(options.outDir).digest('hex').slice(0, 16)}.json`);
  const previous = options.force ? undefined : loadManifest(file, options);
  const salt = `${FORMAT}\0${options.version}\0${options.templatesHash}\0`;
  return {
    key: (route) => createHash('sha1').update(salt).update(JSON.stringify(route)).digest('base64url'),
    reusable(route, key) {
      const entry = previous?.entries[route.outFile];
      return entry?.key === key ? path.join(options.outDir, route.outFile) : undefined;
    },
    save(written, keys) {
      const entries: Record<string, Entry> = {};
      for (const w of written) {
        const key = keys.get(w.outFile);
        if (key) entries[w.outFile] = { key, bytes: w.bytes, mtimeMs: w.mtimeMs };
      }
      const manifest: Manifest = { format: FORMAT, version: options.version, outDir: options.outDir, entries };
      mkdirSync(options.dir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(manifest));
      renameSync(tmp, file);
    },
  };
}
