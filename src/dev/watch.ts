// Watches folders recursively and calls back once per burst of changes: editors
// save in several steps (temp file, rename, chmod), and one rebuild per save is
// enough.
//
// chokidar rather than fs.watch({ recursive: true }): a file saved by replacing
// it (rename over it, as vim, JetBrains IDEs and `git checkout` do, or delete
// and create) gets a new inode, which Node's recursive watcher on Linux loses
// track of, so later saves stopped triggering rebuilds. chokidar re-watches
// replaced files and folders and is the watcher most Node dev servers rely on.
import { existsSync } from 'node:fs';
import { watch } from 'chokidar';

export interface Watcher {
  /** Resolves once the folders are being watched (changes before that are not seen). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchDirs(dirs: string[], onChange: (files: string[]) => void, debounceMs = 80, onError: (error: Error) => void = () => {}): Watcher {
  let timer: NodeJS.Timeout | undefined;
  let changed = new Set<string>();
  const existing = dirs.filter((dir) => existsSync(dir));
  if (existing.length === 0) return { ready: Promise.resolve(), close: async () => {} };
  const watcher = watch(existing, { ignoreInitial: true });
  // An unreadable folder (EACCES) or the system's watch limit (ENOSPC, EMFILE) is reported, never an unhandled 'error' event.
  watcher.on('error', (error) => onError(error instanceof Error ? error : new Error(String(error))));
  watcher.on('all', (_event, file) => {
    changed.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...changed];
      changed = new Set();
      onChange(files);
    }, debounceMs);
  });
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    async close() {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
