// Watches folders recursively and calls back once per burst of changes: editors
// save in several steps (temp file, rename, chmod), and one rebuild per save is
// enough.
//
// chokidar rather than fs.watch({ recursive: true }): a file saved by replacing
// it (rename over it, as vim, JetBrains IDEs and `git checkout` do, or delete
// and create) gets a new inode, which Node's recursive watcher on Linux loses
// track of, so later saves stopped triggering rebuilds. chokidar re-watches
// replaced files and folders and is the watcher most Node dev servers rely on.
//
// chokidar still misses an in-place write that follows a replacement within a
// few tens of ms (after a rename-over or delete+create most such writes went
// unseen on a quiet machine; the window is longer under load,
// while it re-watches the new inode). Formatters that rewrite a file right after
// the editor's atomic save do exactly that. So each file of a burst is looked at
// again a little later, and a file whose size, mtime or inode moved without an
// event counts as changed.
import { existsSync, statSync } from 'node:fs';
import { watch } from 'chokidar';

export interface Watcher {
  /** Resolves once the folders are being watched (changes before that are not seen). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** The clock the watcher schedules its debounce and rechecks on: the real one, or a test's, which then fires them at will. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** When the files of a burst are looked at again, in ms after the burst was reported. */
export const RECHECK_MS = [250, 1000, 3000];

/** What a missed write changes: size, mtime (ns) or inode; '' for a file that is gone, undefined for a folder. */
function signature(file: string): string | undefined {
  const s = statSync(file, { bigint: true, throwIfNoEntry: false });
  if (s?.isDirectory()) return undefined; // its entries have their own events
  return s ? `${s.size}:${s.mtimeNs}:${s.ino}` : '';
}

export function watchDirs(
  dirs: string[],
  onChange: (files: string[]) => void,
  debounceMs = 80,
  onError: (error: Error) => void = () => {},
  timers: Timers = realTimers,
): Watcher {
  let timer: unknown;
  let changed = new Set<string>();
  const rechecks = new Set<unknown>();
  // Each recheck compares against what the file was when its burst was reported (or last rechecked).
  const recheck = (seen: Map<string, string | undefined>, step: number) => {
    const handle = timers.setTimeout(
      () => {
        rechecks.delete(handle);
        // Reported like any change: the burst then gets its own rechecks; this one continues for the rest.
        for (const [file, sig] of seen) {
          if (signature(file) === sig) continue;
          seen.delete(file);
          note(file);
        }
        if (step + 1 < RECHECK_MS.length && seen.size > 0) recheck(seen, step + 1);
      },
      RECHECK_MS[step] - (step ? RECHECK_MS[step - 1] : 0),
    );
    rechecks.add(handle);
  };
  const note = (file: string) => {
    changed.add(file);
    timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      const files = [...changed];
      changed = new Set();
      recheck(new Map(files.map((f) => [f, signature(f)] as const).filter(([, sig]) => sig !== undefined)), 0);
      onChange(files);
    }, debounceMs);
  };
  const existing = dirs.filter((dir) => existsSync(dir));
  if (existing.length === 0) return { ready: Promise.resolve(), close: async () => {} };
  const watcher = watch(existing, { ignoreInitial: true });
  // An unreadable folder (EACCES) or the system's watch limit (ENOSPC, EMFILE) is reported, never an unhandled 'error' event.
  watcher.on('error', (error) => onError(error instanceof Error ? error : new Error(String(error))));
  watcher.on('all', (_event, file) => note(file));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    async close() {
      timers.clearTimeout(timer);
      for (const handle of rechecks) timers.clearTimeout(handle);
      await watcher.close();
    },
  };
}
