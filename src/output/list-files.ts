// Every file (and folder) under a folder: for merging outputs, comparing
// folders in tests, and pruning a recycled output folder (write.ts). Small on
// purpose: the listing thread (workers/list-tree-thread.ts) loads only this module.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Paths relative to the root, '/'-separated, in no particular order. Symbolic links (never followed) are files. */
export interface TreeListing {
  files: string[];
  dirs: string[];
}

/** listTree somewhere else than this thread (see workers/tree-lister.ts). */
export type TreeLister = (root: string) => Promise<TreeListing>;

/** Node's own recursive readdir, not a hand-written walk. */
export function listTree(dir: string): TreeListing {
  const root = path.resolve(dir);
  const listing: TreeListing = { files: [], dirs: [] };
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const rel = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    (entry.isDirectory() ? listing.dirs : listing.files).push(rel);
  }
  return listing;
}

/** Every file (and symbolic link) under `dir`, relative and '/'-separated, sorted. */
export const listFiles = (dir: string): string[] => listTree(dir).files.sort();
