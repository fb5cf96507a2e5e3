// Incremental builds, asset side: the stylesheet (Tailwind scans the
// templates), the admin bundle and the compiled templates module depend only
// on the files under templates/, the installed packages (package-lock.json)
// and lpgen's version. When none changed, the three come from the cache and
// neither Tailwind nor esbuild is even loaded. The cache file is sealed, and
// the stylesheet and script it holds must hash to the names they are published
// under (verify.ts): anything else is discarded with a warning and built again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../paths.js';
import type { Asset } from '../render/css.js';
import { isCompiled, type CompiledTemplates } from '../render/templates.js';
import { nullLogger, type Logger } from '../log.js';
import { hashTree } from './hash-tree.js';
import { cacheFileName } from './store.js';
import { assetVerifies, sealedFiles } from './verify.js';

const FORMAT = 'lpgen-asset-cache/1';

export type Assets = [css: Asset, js: Asset, compiled: CompiledTemplates];

/**
 * The assets this process already built, by key and templates folder: a process that builds more than once
 * (lpgen dev, a script calling build(), a test run) builds them once per templates state, cache or no cache.
 * A few entries: one per templates folder in use. --force builds them anew.
 */
const builtHere = new Map<string, Assets>();
const MEMO_SIZE = 4;

/**
 * LPGEN_SHARED_ASSETS=DIR: assets shared by every process that sets it, keyed by the templates state alone.
 * The test run sets it (vitest.config.ts): each test file is a fresh module graph, so without it every file
 * that builds pays for Tailwind and esbuild again. Not a user setting: --cache-dir is.
 */
const sharedDir = () => process.env.LPGEN_SHARED_ASSETS || undefined;

let installed: string | undefined;

/** A hash of lpgen's package-lock.json (the installed React, Tailwind, lucide…), once per process; empty without one. */
export function installedHash(): string {
  if (installed === undefined) {
    const lock = path.join(packageRoot, 'package-lock.json');
    installed = existsSync(lock) ? createHash('sha1').update(readFileSync(lock)).digest('hex') : '';
  }
  return installed;
}

/** The assets sealed in `file` under `key`, or undefined when absent, foreign, stale or not hashing to their names. */
function readStored(sealed: ReturnType<typeof sealedFiles>, file: string, key: string, log: Logger): Assets | undefined {
  const stored = sealed.read(file);
  const cached = 'value' in stored ? (stored.value as { format?: unknown; key?: unknown; assets?: unknown[] } | null) : undefined;
  // Anything unexpected (another key, a missing module file, a foreign or broken file) is simply a miss.
  if (cached?.format !== FORMAT || cached.key !== key || !isCompiled(cached.assets?.[2] ?? {})) return undefined;
  const wrong = cached.assets!.slice(0, 2).find((a) => !assetVerifies(a)) as { fileName?: unknown } | undefined;
  if (!wrong) return cached.assets as Assets;
  log.warn(`asset cache ${file}: ${JSON.stringify(wrong?.fileName)} does not hash to its contents; ignoring it and building the assets again`);
  return undefined;
}

/** force: build them anew (and store them) whatever is cached. log: says why a cache file was not used. */
export async function cachedAssets(
  cacheDir: string | undefined,
  templatesDir: string,
  version: string,
  build: () => Promise<Assets>,
  log: Logger,
  force = false,
): Promise<Assets> {
  // A streamed hash: the templates folder is hashed file by file, not joined into one string first.
  const stateKey = () => {
    const hash = createHash('sha1').update(`${FORMAT}\0${version}\0${installedHash()}`);
    hashTree(hash, templatesDir);
    return hash.digest('hex');
  };
  const key = stateKey();
  const memoKey = `${key}\0${templatesDir}`;
  const sealed = sealedFiles('asset cache', 'building the assets again', log);
  const buildOnce = async (): Promise<{ assets: Assets; unsure?: boolean }> => {
    const memo = force ? undefined : builtHere.get(memoKey);
    if (memo && isCompiled(memo[2])) return { assets: memo };
    const shared = sharedDir();
    const sharedFile = shared && path.join(shared, `assets-${key}.json`);
    // Quietly: an entry another process sealed with its own key (a test's XDG_STATE_HOME) is just a miss here.
    const sharedSeal = sealedFiles('shared assets', 'building them again', nullLogger);
    let assets = sharedFile && !force ? readStored(sharedSeal, sharedFile, key, nullLogger) : undefined;
    if (!assets) {
      assets = await build();
      // A template saved while they built (lpgen dev: a broken file fixed a moment later) may be in them
      // or not: they are used for this build but kept under no key, or that key would vouch for other code.
      if (stateKey() !== key) return { assets, unsure: true };
      if (sharedFile) {
        mkdirSync(shared, { recursive: true });
        sharedSeal.write(sharedFile, { format: FORMAT, key, assets });
      }
    }
    builtHere.delete(memoKey);
    builtHere.set(memoKey, assets);
    if (builtHere.size > MEMO_SIZE) builtHere.delete(builtHere.keys().next().value!);
    return { assets };
  };
  if (!cacheDir) return (await buildOnce()).assets;
  const file = path.join(cacheDir, cacheFileName('assets', templatesDir));
  const cached = force ? undefined : readStored(sealed, file, key, log);
  if (cached) return cached;
  const { assets, unsure } = await buildOnce();
  if (!unsure) sealed.write(file, { format: FORMAT, key, assets });
  return assets;
}
