// A rebuild in place (build/in-place.ts) replaces a few files of the live
// output, each atomically: written and flushed in a temp folder of this
// process beside the output (named as a build's: a killed one's is removed
// by the next build, stale-temps.ts), then renamed over the old file. A reader
// of the site sees the old page or the new one, never part of either.
import { closeSync, fsyncSync, lstatSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { LpgenError } from '../errors.js';
import { MARKER_TEXT, OUTPUT_MARKER } from './output-guard.js';
import { removeStaleTemps, tempPrefix } from './stale-temps.js';
import { folderKind, type Written } from './write.js';

export interface InPlace {
  write(relPath: string, contents: string | Uint8Array): Written;
  /** Removes the temp folder (nothing but the marker is left in it). */
  close(): void;
}

/** The output folder is a real folder (not a link to one) holding lpgen's marker, as every output a build swapped in is. */
export function outputMarked(outDir: string): boolean {
  try {
    return folderKind(outDir) === 'lpgen';
  } catch {
    return false; // unreadable: the full path says why
  }
}

export function openInPlace(outDir: string): InPlace {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  removeStaleTemps(parent, path.basename(target));
  const temp = path.join(parent, tempPrefix(path.basename(target)) + randomBytes(6).toString('hex'));
  mkdirSync(temp);
  // The marker makes an abandoned temp folder provably lpgen's, whatever else a kill left in it.
  writeFileSync(path.join(temp, OUTPUT_MARKER), MARKER_TEXT);
  let n = 0;
  return {
    write(relPath, contents) {
      const file = path.join(target, relPath);
      if (!file.startsWith(target + path.sep)) throw new LpgenError(`refusing to write outside the output folder: ${relPath}`);
      const tmp = path.join(temp, String(n++));
      const fd = openSync(tmp, 'w');
      try {
        writeFileSync(fd, contents);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(tmp, file);
      // The rename moved the ctime: the stat is taken after it.
      const found = lstatSync(file);
      return { outFile: relPath, bytes: found.size, mtimeMs: found.mtimeMs, ino: found.ino, ctimeMs: found.ctimeMs };
    },
    close: () => rmSync(temp, { recursive: true, force: true }),
  };
}
