// Renders routes on worker threads: each worker imports the compiled
// templates module once, then renders and writes batches of routes into the
// output temp folder itself, so page HTML never crosses threads or piles up in
// memory. Batches keep messaging cheap; two in flight per worker keep it busy
// while its last answer travels back. Plain node:worker_threads: a pool
// library would add a dependency for ~60 lines of queueing.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Route } from '../model.js';
import type { Written } from '../write.js';
import type { CompiledTemplates } from './templates.js';
import type { BatchReply, WorkerInit } from './worker.js';

export interface PoolOptions {
  workers: number;
  /** Routes per message. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** The output folder is a recycled tree: never write a file in place (see write.ts). */
  replace?: boolean;
}

/** From src/ (vitest, tsx) the TypeScript entry is loaded through tsx; from lib/ the compiled one runs as is. */
function spawn(init: WorkerInit): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    return new Worker(new URL('./worker-tsx.mjs', here), { workerData: init });
  }
  // lib/cli.js or lib/chunks/*.js: the worker is lib/render-worker.js.
  const candidates = ['./render-worker.js', '../render-worker.js'].map((rel) => fileURLToPath(new URL(rel, here)));
  const entry = candidates.find((file) => existsSync(file));
  if (!entry) throw new Error(`render worker not found next to ${fileURLToPath(here)}; run npm run compile`);
  return new Worker(entry, { workerData: init });
}

export async function renderInWorkers(compiled: CompiledTemplates, outDir: string, routes: Route[], options: PoolOptions): Promise<Written[]> {
  const batchSize = options.batchSize ?? 100;
  const batches: Route[][] = [];
  for (let i = 0; i < routes.length; i += batchSize) batches.push(routes.slice(i, i + batchSize));
  const results: Written[][] = new Array(batches.length);
  const count = Math.max(1, Math.min(options.workers, batches.length));
  const workers = Array.from({ length: count }, () => spawn({ modulePath: compiled.modulePath, hash: compiled.hash, outDir, replace: options.replace ?? false }));
  let next = 0;
  let done = 0;
  let pages = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (worker: Worker) => {
        if (next < batches.length) {
          worker.postMessage({ id: next, routes: batches[next] });
          next++;
        }
      };
      for (const worker of workers) {
        worker.on('message', (reply: BatchReply) => {
          if ('error' in reply) {
            const error = new Error(reply.error.message);
            error.stack = reply.error.stack;
            return reject(error);
          }
          results[reply.id] = reply.written;
          pages += reply.written.length;
          options.onProgress?.(pages, routes.length);
          if (++done === batches.length) return resolve();
          feed(worker);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (done < batches.length) reject(new Error(`render worker stopped (exit code ${code}) before finishing`));
        });
        feed(worker);
        feed(worker);
      }
      if (batches.length === 0) resolve();
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results.flat();
}
