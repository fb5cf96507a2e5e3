// Whether every file the build manifest records is in the output as it was
// written (size, mtime, inode and ctime), in real folders: what a rebuild in
// place (build/in-place.ts) needs before it leaves 10,000 files as they are.
// The numbers are compared where they are in the manifest's buffer
// (manifest-file.ts): the 10,000 lstat calls are the cost. (Run in a thread of
// its own beside the load of the pages, they saved no time on a 2-core host
// whose other work kept its load at 1.5-2.3, and cost 10-14% more CPU:
// bench/RESULTS.md, "Issue 34, seventh session".)
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { linkedFolder, topFolders } from '../output/real-folders.js';
import type { RowBlock } from './manifest-file.js';

/** Every row of `files` is a file of `outDir` as recorded, reached through real folders. */
export function outputIntact(outDir: string, files: RowBlock): boolean {
  const names = files.names();
  if (names.length !== files.count) return false;
  const folders = topFolders(outDir);
  // Each recorded path is '/'-separated and relative: joined by hand, not by path.join 10,000 times.
  const prefix = outDir.endsWith(path.sep) ? outDir : outDir + path.sep;
  for (let i = 0; i < names.length; i++) {
    const outFile = names[i];
    if ((outFile.includes('..') && /(^|\/)\.\.(\/|$)/.test(outFile)) || path.isAbsolute(outFile)) return false;
    const found = lstatSync(prefix + outFile, { throwIfNoEntry: false });
    if (!found?.isFile() || !files.sameFile(i, found)) return false;
    if (linkedFolder(outDir, outFile, folders)) return false;
  }
  return true;
}
