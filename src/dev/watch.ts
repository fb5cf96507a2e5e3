// Watches folders recursively (fs.watch's recursive mode works on Linux since
// Node 20) and calls back once per burst of changes: editors save in several
// steps (temp file, rename, chmod), and one rebuild per save is enough.
import { existsSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface Watcher {
  close(): void;
}

export function watchDirs(dirs: string[], onChange: (files: string[]) => void, debounceMs = 80): Watcher {
  let timer: NodeJS.Timeout | undefined;
  let changed = new Set<string>();
  const watchers: FSWatcher[] = dirs
    .filter((dir) => existsSync(dir))
    .map((dir) =>
      watch(dir, { recursive: true }, (_event, file) => {
        changed.add(path.join(dir, String(file ?? '')));
        clearTimeout(timer);
        timer = setTimeout(() => {
          const files = [...changed];
          changed = new Set();
          onChange(files);
        }, debounceMs);
      }),
    );
  return {
    close() {
      clearTimeout(timer);
      for (const w of watchers) w.close();
    },
  };
}
