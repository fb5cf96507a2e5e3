// Whether every file the build manifest records is in the output as it was
// written (size, mtime, inode and ctime), in real folders: what a rebuild in
// place (build/in-place.ts) needs before it leaves 10,000 files as they are.
// It is 10,000 lstat calls: on a large site they run in a thread of their own
// (workers/intact-thread.ts), started as the build starts, beside the load of
// the pages, and this module loads only what that thread needs.
import { lstatSync, statSync } from 'node:fs';
import path from 'node:path';
import { linkedFolder, topFolders } from '../output/real-folders.js';
import { spawnWorker } from '../workers/spawn.js';
import { storedManifest, type RowBlock } from './manifest-file.js';

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

/** outputIntact for the manifest in `file` (false when there is none of this version and output folder). */
export function manifestIntact(file: string, outDir: string, version: string): boolean {
  const manifest = storedManifest(file, { version, outDir });
  return typeof manifest === 'object' && outputIntact(outDir, manifest.files);
}

export interface IntactCheck {
  readonly intact: Promise<boolean>;
  /** Stops the thread if it still runs (the build did not need its answer). */
  stop(): void;
}

/** Manifests of more rows than this (~90 bytes a row) are checked in a thread: starting one costs more below. */
const THREAD_FROM_BYTES = 256 * 1024;

/** manifestIntact in a thread of its own, started now; undefined for a manifest small enough to check in this thread, or none. */
export function intactInThread(file: string, outDir: string, version: string): IntactCheck | undefined {
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  if (size === undefined || size < THREAD_FROM_BYTES) return undefined;
  const thread = spawnWorker(
    { source: new URL('../workers/intact-thread.ts', import.meta.url), compiled: 'intact-thread.js', label: 'output check thread' },
    { workerData: { file, outDir, version }, resourceLimits: { maxYoungGenerationSizeMb: 8 } },
  );
  // A thread that fails says nothing is vouched for: the build takes the quick or full path, which check for themselves.
  const intact = new Promise<boolean>((resolve) => {
    thread.once('message', (answer) => resolve(answer === true));
    thread.once('error', () => resolve(false));
    thread.once('exit', () => resolve(false));
  });
  return { intact, stop: () => void thread.terminate() };
}
