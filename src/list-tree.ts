// Lists a folder tree: what a recycled output folder holds before the build
// prunes it (write.ts). Small on purpose: the listing thread
// (workers/list-tree-thread.ts) loads only this module.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Paths relative to the root, '/'-separated; a folder comes before what it holds. Symlinks are files. */
export interface TreeListing {
  files: string[];
  dirs: string[];
}

/** listTree somewhere else than this thread (see workers/tree-lister.ts). */
export type TreeLister = (root: string) => Promise<TreeListing>;

export function listTree(root: string): TreeListing {
  const listing: TreeListing = { files: [], dirs: [] };
  const walk = (rel: string) => {
    for (const e of readdirSync(rel ? path.join(root, rel) : root, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        listing.dirs.push(r);
        walk(r);
      } else listing.files.push(r);
    }
  };
  walk('');
  return listing;
}
