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
import { entryOf, isEntry, linkedFolder, manifestFile, rowOf, storedManifest, topFolders, type Entry, type PlanCounts, type Row } from './build-cache.js';
import { writeStored } from './store.js';
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
  if (typeof stored !== 'object' || !Array.isArray(stored.files) || (stored.standby !== undefined && !Array.isArray(stored.standby))) return undefined;
  const { plan } = stored;
  if (typeof plan?.key !== 'string' || typeof plan.counts !== 'object' || plan.counts === null) return undefined;
  const { files, standby } = stored;
  let rows: Map<string, number> | undefined;
  const rowNumber = (outFile: string) => {
    if (!rows) {
      rows = new Map();
      for (let i = 0; i < files.length; i++) if (Array.isArray(files[i])) rows.set(files[i][0], i);
    }
    return rows.get(outFile);
  };
  const standbyDiff = (outFile: string) => standby?.findIndex((row) => Array.isArray(row) && row[0] === outFile) ?? -1;
  return {
    plan,
    entry(outFile) {
      const i = rowNumber(outFile);
      const entry = i === undefined ? undefined : entryOf(files[i]);
      return isEntry(entry) ? entry : undefined;
    },
    intact() {
      const folders = topFolders(outDir);
      // Each recorded path is '/'-separated and relative: joined by hand (folderPrefix), not by path.join 10,000 times.
      const prefix = folderPrefix(outDir);
      for (const row of files) {
        if (!Array.isArray(row) || row.length !== 6 || typeof row[1] !== 'string' || /(^|\/)\.\.(\/|$)/.test(row[0]) || path.isAbsolute(row[0])) return false;
        const found = lstatSync(prefix + row[0], { throwIfNoEntry: false });
        if (!found?.isFile() || found.size !== row[2] || found.mtimeMs !== row[3] || found.ino !== row[4] || found.ctimeMs !== row[5]) return false;
        if (linkedFolder(outDir, row[0], folders)) return false;
      }
      return true;
    },
    bytes() {
      let total = 0;
      for (const row of files) if (Array.isArray(row) && typeof row[2] === 'number') total += row[2];
      return total;
    },
    replace(outFile, key, written) {
      const i = rowNumber(outFile)!;
      if (standby) {
        const at = standbyDiff(outFile);
        // Without a row of its own, the standby's file is the output's as recorded.
        const row: Row = at === -1 ? ([...files[i]] as Row) : standby[at];
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
      files[i] = rowOf(outFile, { key, bytes: written.bytes, mtimeMs: written.mtimeMs, ino: written.ino, ctimeMs: written.ctimeMs });
    },
    save: () => writeStored(file, stored),
  };
}
