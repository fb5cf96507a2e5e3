// A small pool of worker threads for one build: it loads page files first,
// then renders routes, each worker writing its own files into the output temp
// folder. Jobs go out in batches (messaging per route would cost more than
// the work); two batches in flight per worker keep it busy while an answer
// travels back. Plain node:worker_threads: a pool library would add a
// dependency for ~80 lines of queueing.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { PageContext, PageOutcome } from '../content/load.js';
import type { Route } from '../model.js';
import type { Written } from '../write.js';
import type { CompiledTemplates } from '../render/templates.js';
import type { CheckOutcome } from '../check/page-check.js';
import type { WorkerMessage, WorkerReply } from './worker.js';

export interface BatchOptions {
  /** Items per message. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** Sees each batch's results as they arrive, before they are kept (while they are still young garbage). */
  onResults?: (results: unknown[]) => void;
}

export interface Pool {
  readonly size: number;
  load(files: string[], ctx: PageContext, options?: BatchOptions): Promise<PageOutcome[]>;
  /** Starts importing the templates in every worker, ahead of render(). */
  prepare(compiled: CompiledTemplates): void;
  /** replace: the output folder is a recycled tree, never write a file in place (see write.ts). */
  render(compiled: CompiledTemplates, outDir: string, replace: boolean, routes: Route[], options?: BatchOptions): Promise<Written[]>;
  /** lpgen check's per-page work (src/check/page-check.ts): page files in, compact facts out. */
  check(files: string[], ctx: PageContext, options?: BatchOptions): Promise<CheckOutcome[]>;
  close(): Promise<void>;
}

/**
 * V8 sizes a heap lazily against a limit of several GB, so each worker's heap
 * grew by hundreds of MB of render garbage. The young generation is where a
 * page's garbage dies: measured at 10,000 rich pages (GC seconds per worker in
 * a CPU profile; peak RSS of the build), 8 MB: 8.4 s, 455 MB; 16 MB: 6.1 s,
 * 470 MB; 32 MB: 3.0 s, 511 MB; 48 MB: 3.0 s, 509 MB. 32 MB is the knee. The
 * old-generation cap stays well above the live data (the templates, one batch,
 * the home page that lists every page) and grows with the site.
 */
function limits(jobs: number): ResourceLimits {
  return { maxYoungGenerationSizeMb: 32, maxOldGenerationSizeMb: 256 + Math.ceil(jobs / 100) };
}

/** From src/ (vitest, tsx) the TypeScript entry is loaded through tsx; from lib/ the compiled one runs as is. */
function spawn(resourceLimits: ResourceLimits): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return new Worker(new URL('./worker-tsx.mjs', here), { resourceLimits });
  // lib/cli.js or lib/chunks/*.js: the worker is lib/render-worker.js.
  const candidates = ['./render-worker.js', '../render-worker.js'].map((rel) => fileURLToPath(new URL(rel, here)));
  const entry = candidates.find((file) => existsSync(file));
  if (!entry) throw new Error(`render worker not found next to ${fileURLToPath(here)}; run npm run compile`);
  return new Worker(entry, { resourceLimits });
}

/** jobs: the pages to load or render, to size the workers' heap cap. */
export function createPool(size: number, jobs: number): Pool {
  const workers = Array.from({ length: size }, () => spawn(limits(jobs)));
  let failure: Error | undefined;
  const failed = new Set<(error: Error) => void>();
  const fail = (error: Error) => {
    failure ??= error;
    for (const reject of failed) reject(failure);
  };
  for (const worker of workers) {
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`build worker stopped (exit code ${code})`)));
  }
  const broadcast = (message: WorkerMessage) => workers.forEach((w) => w.postMessage(message));

  const run = <T>(kind: 'load' | 'render' | 'check', items: unknown[], { batchSize = 100, onProgress, onResults }: BatchOptions = {}): Promise<T[]> => {
    const batches: unknown[][] = [];
    for (let i = 0; i < items.length; i += batchSize) batches.push(items.slice(i, i + batchSize));
    const results: T[][] = new Array(batches.length);
    let next = 0;
    let done = 0;
    let count = 0;
    return new Promise<T[]>((resolve, reject) => {
      if (failure) return reject(failure);
      if (batches.length === 0) return resolve([]);
      failed.add(reject);
      const feed = (worker: Worker) => {
        if (next < batches.length) worker.postMessage({ kind, id: next, items: batches[next++] } as WorkerMessage);
      };
      const listeners = workers.map((worker) => {
        const listener = (reply: WorkerReply) => {
          if ('error' in reply) {
            const error = new Error(reply.error.message);
            error.stack = reply.error.stack;
            return reject(error);
          }
          onResults?.(reply.results);
          results[reply.id] = reply.results as T[];
          count += reply.results.length;
          onProgress?.(count, items.length);
          if (++done === batches.length) {
            workers.forEach((w, i) => w.off('message', listeners[i]));
            failed.delete(reject);
            return resolve(results.flat());
          }
          feed(worker);
        };
        worker.on('message', listener);
        return listener;
      });
      for (const worker of workers) {
        feed(worker);
        feed(worker);
      }
    });
  };

  return {
    size,
    load(files, ctx, options) {
      broadcast({ kind: 'context', ctx });
      return run<PageOutcome>('load', files, options);
    },
    prepare(compiled) {
      broadcast({ kind: 'templates', modulePath: compiled.modulePath, hash: compiled.hash });
    },
    render(compiled, outDir, replace, routes, options) {
      broadcast({ kind: 'output', modulePath: compiled.modulePath, hash: compiled.hash, outDir, replace });
      return run<Written>('render', routes, options);
    },
    check(files, ctx, options) {
      broadcast({ kind: 'context', ctx });
      return run<CheckOutcome>('check', files, options);
    },
    async close() {
      for (const worker of workers) worker.removeAllListeners('exit');
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
