// Whether a file of the output is reached through real folders only: a
// folder replaced by a symbolic link would have a build write, or vouch for,
// files somewhere else. Shared by the build cache's checks and the check of a
// rebuild in place, which may run in a thread of its own (cache/output-intact.ts).
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The real folders (no symbolic links) at the top of `dir`, from one listing: each page is a folder of its own
 * there, and looking at 10,000 of them one lstat at a time cost more than the listing (linkedFolder).
 */
export function topFolders(dir: string): Set<string> {
  try {
    return new Set(
      readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name),
    );
  } catch {
    return new Set();
  }
}

/** The first folder of `outFile` under `dir` that is not a real folder (a symbolic link), if any. */
export function linkedFolder(dir: string, outFile: string, folders: Set<string>): string | undefined {
  for (let i = outFile.indexOf('/'); i > 0; i = outFile.indexOf('/', i + 1)) {
    const folder = outFile.slice(0, i);
    if (folders.has(folder)) continue;
    try {
      if (!lstatSync(path.join(dir, folder)).isDirectory()) return folder;
    } catch {
      return folder;
    }
    folders.add(folder);
  }
  return undefined;
}
