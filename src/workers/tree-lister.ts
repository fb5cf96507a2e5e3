// Where a large recycled output folder is listed while the build goes on (see
// openOutput in write.ts): its readdir calls, one a folder, take
// a while on a large site. The CLI's build thread asks the main thread, idle during a
// build (commands/build.ts); a build run elsewhere starts a thread for it.
import type { TreeListing } from '../output/list-files.js';
import { spawnWorker } from './spawn.js';

export function listTreeInThread(root: string): Promise<TreeListing> {
  return new Promise<TreeListing>((resolve, reject) => {
    const thread = spawnWorker(
      { source: new URL('./list-tree-thread.ts', import.meta.url), compiled: 'list-tree-thread.js', label: 'listing thread' },
      { workerData: root, resourceLimits: { maxYoungGenerationSizeMb: 8 } },
    );
    thread.once('message', resolve);
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`listing thread stopped (exit code ${code})`)));
  });
}
