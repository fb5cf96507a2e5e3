// `lpgen build` runs here, in a worker thread the CLI starts with a small young
// generation (commands/build.ts): the main thread's heap is sized when Node
// starts, before lpgen runs, and a build there peaked higher. Lines go to
// the CLI's logger, which prints them as it would its own. Compiled to
// lib/build-thread.js; run from src/ through workers/tsx-entry.mjs.
import { runInNewContext } from 'node:vm';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import picocolors from 'picocolors';
import type { BuildRuntime } from '../build/options.js';
import type { Logger } from '../log.js';
import { reportError } from '../report-error.js';
import type { TreeListing } from '../output/list-files.js';
import { buildSite, type BuildThreadData, type BuildThreadMessage, type BuildThreadReply } from './build.js';

const { flags, color, progress, listOffThreadFrom } = workerData as BuildThreadData;
const post = (message: BuildThreadMessage) => parentPort!.postMessage(message);
const log: Logger = {
  color,
  colors: picocolors.createColors(color),
  progressStream: progress ? { isTTY: true, write: (text) => post({ progress: text }) } : undefined,
  info: (line) => post({ level: 'info', line }),
  warn: (line) => post({ level: 'warn', line }),
  warnAll: (lines) => post({ warnings: [...lines] }),
  error: (line) => post({ level: 'error', line }),
  detail: (line) => post({ level: 'detail', line }),
};

// No allocation-site pretenuring (in the whole process: set before the render workers start). With it, V8
// sometimes begins allocating objects of a site many of whose objects survive (the pages kept while loading)
// straight in the old generation, where the short-lived ones then stay until a full collection: some builds
// peaked well above the rest, for the same CPU time (see bench/RESULTS.md, section "Speed issue (13), sixth session").
v8.setFlagsFromString('--no-allocation-site-pretenuring');

// A full collection where the build's garbage has just died (after loading, after planning) keeps V8 from
// sizing the heap by it; Node offers gc() only behind this flag, set for this call and cleared again.
v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
v8.setFlagsFromString('--no-expose-gc');

// The main thread only prints this thread's lines during a build: a large recycled output folder is listed there
// (write.ts openOutput), answered in the order asked.
const asked: { resolve: (listing: TreeListing) => void; reject: (error: Error) => void }[] = [];
parentPort!.on('message', (reply: BuildThreadReply) => {
  const next = asked.shift();
  if ('listing' in reply) next?.resolve(reply.listing);
  else next?.reject(new Error(reply.listError));
});
const listTree = (root: string) =>
  new Promise<TreeListing>((resolve, reject) => {
    asked.push({ resolve, reject });
    post({ list: root });
  });

// What this thread lends the build: a full garbage collection, and its main thread's time.
const runtime: BuildRuntime = { collect, listTree, listOffThreadFrom };

let exitCode = 0;
try {
  await buildSite(log, flags, runtime);
} catch (error) {
  exitCode = reportError(error, log);
}
post({ exitCode });
