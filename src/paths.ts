// Where lpgen's own files live, whether running from src/ (tsx, vitest) or lib/ (compiled).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'lpgen') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('lpgen: cannot find its own package.json');
    dir = parent;
  }
}

export const packageRoot = findPackageRoot();
export const defaultTemplatesDir = path.join(packageRoot, 'templates');
export const cacheRoot = path.join(packageRoot, 'node_modules', '.cache', 'lpgen');
/** Incremental-build manifests, one per output folder. */
export const defaultCacheDir = path.join(cacheRoot, 'build');

export function packageVersion(): string {
  return JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')).version;
}
