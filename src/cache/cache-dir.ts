// The cache only speeds builds up: a cache folder that cannot be written costs
// a full build, never a failed one. A cache path that names a file is a
// mistake worth stopping for (the user meant another path), and so is a cache
// inside the content folder, or inside a folder that is published: it holds absolute paths and every draft's data.
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LpgenError } from '../errors.js';
import type { Logger } from '../log.js';
import { inside, realish } from '../output/output-guard.js';

/** The folders a build publishes, which the cache must stay out of. */
export interface Published {
  contentDir: string;
  outDir: string;
}

/** Throws (exit 2, before anything is created) when the cache folder lies in content/public or in the output folder. */
function checkNotPublished(dir: string, { contentDir, outDir }: Published): void {
  const cache = realish(dir);
  const publicDir = path.join(contentDir, 'public');
  if (inside(cache, realish(publicDir)))
    throw new LpgenError(
      `--cache-dir ${dir} lies inside ${publicDir}, which is published: the cache (absolute paths, every draft's data) would be on the site. Choose a cache folder outside it`,
      2,
    );
  // The content is the user's: lpgen writes there only through the commands that edit it, never a cache.
  if (inside(cache, realish(contentDir)))
    throw new LpgenError(
      `--cache-dir ${dir} lies inside the content folder ${contentDir}, which is yours, not lpgen's scratch space. Choose a cache folder outside it`,
      2,
    );
  if (inside(cache, realish(outDir)))
    throw new LpgenError(
      `--cache-dir ${dir} lies inside the output folder ${outDir}, which is published and replaced by every build. Choose a cache folder outside it`,
      2,
    );
}

/** The cache folder to use, created if need be; undefined (with a warning) when it cannot be written. */
export function usableCacheDir(dir: string | undefined, log: Logger, published: Published): string | undefined {
  if (!dir) return undefined;
  checkNotPublished(dir, published);
  try {
    if (!statSync(dir).isDirectory()) throw new LpgenError(`--cache-dir ${dir} is a file, not a folder: give a folder, or --no-cache`, 2);
  } catch (error) {
    if (error instanceof LpgenError) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return unusable(dir, error, log);
  }
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return dir;
  } catch (error) {
    return unusable(dir, error, log);
  }
}

/** A cache write that failed after the site was written: the build succeeded, say so and go on. */
export function warnCacheWrite(dir: string, error: unknown, log: Logger): void {
  log.warn(`could not write the build cache in ${dir} (${(error as Error).message}); the site was built, the next build renders every page`);
}

function unusable(dir: string, error: unknown, log: Logger): undefined {
  log.warn(`cannot use the cache folder ${dir} (${(error as Error).message}): building without the cache`);
  return undefined;
}
