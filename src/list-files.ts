// Every file under a folder, for merging outputs and comparing folders in tests.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file (and symbolic link: never followed) under `dir`, relative and
 * '/'-separated, sorted. Node's own recursive readdir, not a hand-written walk.
 */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
