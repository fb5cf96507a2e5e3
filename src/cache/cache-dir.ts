// The cache only speeds builds up: a cache folder that cannot be written costs
// a full build, never a failed one. A cache path that names a file is a
// mistake worth stopping for (the user meant another path).
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { LpgenError } from '../errors.js';
import type { Logger } from '../log.js';

/** The cache folder to use, created if need be; undefined (with a warning) when it cannot be written. */
export function usableCacheDir(dir: string | undefined, log: Logger): string | undefined {
  if (!dir) return undefined;
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
