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

/**
 * Node's own recursive readdir, not a hand-written walk. Each entry's folder is the root or under it, so its
 * relative path is a slice: path.relative and path.join per entry were ~70% of listing a 10,000-page output.
 */
export function listTree(dir: string): TreeListing {
  const root = path.resolve(dir);
  const prefix = root.endsWith(path.sep) ? root : root + path.sep;
  const slash = path.sep === '/' ? (rel: string) => rel : (rel: string) => rel.split(path.sep).join('/');
  const listing: TreeListing = { files: [], dirs: [] };
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const rel = entry.parentPath === root ? entry.name : slash(`${entry.parentPath.slice(prefix.length)}${path.sep}${entry.name}`);
    (entry.isDirectory() ? listing.dirs : listing.files).push(rel);
  }
  return listing;
}

/** Every file (and symbolic link) under `dir`, relative and '/'-separated, sorted. */
export const listFiles = (dir: string): string[] => listTree(dir).files.sort();
