// The last build's manifest (build-cache.ts) as a rebuild in place changes it
// (build/in-place.ts): a few rows replaced as stored, never 10,000 entries
// decoded and encoded again. The output's row of a file written in place is
// its new one; the standby (the output before) keeps the old one, and a file
// it shares with the output (a hard link) keeps its inode with the ctime the
// replacement gave it.
import { lstatSync } from 'node:fs';
import path from 'node:path';
import type { Written } from '../output/write.js';
import { standbyDir } from '../output/write.js';
import { isEntry, linkedFolder, rowOf, storedManifest, topFolders, type Entry, type PlanCounts, type Row } from './build-cache.js';
import { manifestFile, writeStoredText } from './store.js';
import { folderPrefix } from '../content/files.js';

export interface ManifestRows {
  /** The plan key and counts of the last build. */
  readonly plan: { key: string; counts: PlanCounts };
  /** The output file's entry as recorded, when it has a well-formed one. */
  entry(outFile: string): Entry | undefined;
  /** The recorded bytes of every file of the output. */
  bytes(): number;
  /**
   * Every recorded file is in the output as written (size, mtime, inode and ctime), a file in real folders (no
   * symbolic link on the way): a rebuild in place leaves them as they are, so an edit to one, or a link made to it,
   * is for the full path to mend.
   */
  intact(): boolean;
  /** Records a file written in place over the recorded one. */
  replace(outFile: string, key: string, written: Written): void;
  save(): void;
}

/** The manifest of the last build of `outDir`, when it is this version's, well-formed at the top and has a plan. */
export function manifestRows(dir: string, outDir: string, version: string): ManifestRows | undefined {
  const file = manifestFile(dir, outDir);
  const stored = storedManifest(file, { version, outDir });
  if (typeof stored !== 'object') return undefined;
  const { plan } = stored.header;
  if (typeof plan?.key !== 'string' || typeof plan.counts !== 'object' || plan.counts === null) return undefined;
  let rows: Map<string, number> | undefined;
  const names = () => {
    const all = stored.names();
    return all.length === stored.count ? all : undefined;
  };
  const rowNumber = (outFile: string) => {
    rows ??= new Map(names()?.map((name, i) => [name, i]));
    return rows.get(outFile);
  };
  const { standby } = stored;
  return {
    plan,
    entry(outFile) {
      const i = rowNumber(outFile);
      const entry = i === undefined ? undefined : stored.entry(i);
      return isEntry(entry) ? entry : undefined;
    },
    intact() {
      const all = names();
      if (!all) return false;
      const folders = topFolders(outDir);
      // Each recorded path is '/'-separated and relative: joined by hand (folderPrefix), not by path.join 10,000 times.
      const prefix = folderPrefix(outDir);
      for (let i = 0; i < all.length; i++) {
        const outFile = all[i];
        if ((outFile.includes('..') && /(^|\/)\.\.(\/|$)/.test(outFile)) || path.isAbsolute(outFile)) return false;
        const found = lstatSync(prefix + outFile, { throwIfNoEntry: false });
        if (!found?.isFile() || !stored.sameFile(i, found)) return false;
        if (linkedFolder(outDir, outFile, folders)) return false;
      }
      return true;
    },
    bytes() {
      let total = 0;
      for (let i = 0; i < stored.count; i++) total += stored.size(i);
      return total;
    },
    replace(outFile, key, written) {
      const i = rowNumber(outFile)!;
      if (standby) {
        const at = standby.findIndex((row) => row[0] === outFile);
        // Without a row of its own, the standby's file is the output's as recorded.
        const row: Row = at === -1 ? rowOf(outFile, stored.entry(i)) : standby[at];
        if (at === -1) standby.push(row);
        if (row.length === 6) {
          try {
            const now = lstatSync(path.join(standbyDir(outDir), outFile));
            if (now.ino === row[4]) row[5] = now.ctimeMs;
          } catch {
            // gone: the next build finds it missing and does not recycle the standby
          }
        }
      }
      stored.set(i, { key, bytes: written.bytes, mtimeMs: written.mtimeMs, ino: written.ino, ctimeMs: written.ctimeMs });
    },
    save: () => writeStoredText(file, stored.bytes()),
  };
}
