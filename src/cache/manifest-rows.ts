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
import { entryOf, isEntry, rowOf, type Entry, type PlanCounts, type Row } from './build-cache.js';
import { storedManifest } from './manifest-file.js';
import { outputIntact } from './output-intact.js';
import { manifestFile, writeStoredText } from './store.js';

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
  const { files, standby } = stored;
  // Names that do not add up to the rows (a file cut short): nothing to vouch for.
  if ([files, standby].some((block) => block && block.names().length !== block.count)) return undefined;
  return {
    plan,
    entry(outFile) {
      const i = files.find(outFile);
      const entry = i === undefined ? undefined : entryOf(files.row(i));
      return isEntry(entry) ? entry : undefined;
    },
    intact: () => outputIntact(outDir, files),
    bytes() {
      let total = 0;
      for (let i = 0; i < files.count; i++) total += files.size(i);
      return total;
    },
    replace(outFile, key, written) {
      const i = files.find(outFile)!;
      if (standby) {
        const at = standby.find(outFile);
        // Without a row of its own, the standby's file is the output's as recorded.
        const row: Row = at === undefined ? files.row(i) : standby.row(at);
        if (row.length === 6) {
          try {
            const now = lstatSync(path.join(standbyDir(outDir), outFile));
            if (now.ino === row[4]) row[5] = now.ctimeMs;
          } catch {
            // gone: the next build finds it missing and does not recycle the standby
          }
        }
        if (at === undefined) standby.add(row);
        else standby.set(at, row);
      }
      files.set(i, rowOf(outFile, { key, bytes: written.bytes, mtimeMs: written.mtimeMs, ino: written.ino, ctimeMs: written.ctimeMs }));
    },
    save: () => writeStoredText(file, stored.bytes()),
  };
}
