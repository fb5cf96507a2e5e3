// A small pool of worker threads for one build: it loads page files first,
// then renders routes, each worker writing its own files into the output temp
// folder. Jobs go out in batches (messaging per route would cost more than
// the work); two batches in flight per worker keep it busy while an answer
// travels back. Plain node:worker_threads: a pool library would add a
// dependency for ~80 lines of queueing.
import type { ResourceLimits, Worker } from 'node:worker_threads';
import { spawnWorker } from './spawn.js';
import type { PageContext, PageOutcome } from '../content/load.js';
import type { PlannedRoute, RenderRoute } from '../plan/planned.js';
import type { Written } from '../output/write.js';
import type { CompiledTemplates } from '../render/templates.js';
import type { CheckOutcome } from '../check/page-check.js';
import type { SentShell } from '../render/shell/renderer.js';
import { LpgenError } from '../errors.js';
import type { WorkerError, WorkerMessage, WorkerReply } from './worker.js';

export interface BatchOptions {
  /** Items per message. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** Sees each batch's results as they arrive, before they are kept (while they are still young garbage). */
  onResults?: (results: unknown[]) => void;
  /**
   * This thread's share of the work: given, it does the same job for the items it takes (in small steps,
   * between which it answers the workers), so one core needs no worker of its own (no second heap, no copies).
   */
  here?: (items: unknown[]) => unknown[];
  /** Turns a slice of the items into what is sent or done, as it goes out (a render builds its deferred views here). */
  prepare?: (items: unknown[]) => unknown[];
}

/** Items this thread does between two looks at the workers' answers (a short stretch of loading or rendering). */
const HERE_STEP = 20;
/** Smallest batch sent to a worker when this thread shares the work. */
const MIN_BATCH = 10;

export interface Pool {
  readonly size: number;
  load(files: string[], ctx: PageContext, options?: BatchOptions): Promise<PageOutcome[]>;
  /** Starts importing the templates in every worker, ahead of render(). */
  prepare(compiled: CompiledTemplates): void;
  /** replace: the output folder is a recycled tree, never write a file in place (see write.ts). */
  /** firstSight: the build keeps the shells it trusts (render/shell/renderer.ts compileAtFirstSight). */
  render(
    compiled: CompiledTemplates,
    outDir: string,
    replace: boolean,
    routes: (RenderRoute | PlannedRoute)[],
    options?: BatchOptions & { firstSight?: boolean },
  ): Promise<Written[]>;
  /** lpgen check's per-page work (src/check/page-check.ts): page files in, compact facts out. */
  check(files: string[], ctx: PageContext, options?: BatchOptions): Promise<CheckOutcome[]>;
  /** The shells the workers trusted while they rendered (render/shell/renderer.ts), as they sent them. */
  readonly shells: SentShell[];
  close(): Promise<void>;
}

/**
 * V8 sizes a heap lazily against a limit of several GB, so each worker's heap
 * grew by hundreds of MB of render garbage. The young generation is where a
 * page's garbage dies: too small a one spends GC time, too large a one peak RSS
 * (see bench/RESULTS.md, sections "Speed issue (13), 24 November 2026" and
 * "fifth session"). Since the main (build)
 * thread takes its share of the work, a worker does about half of it, and 24 MB
 * peaked lower than 32 MB, CPU within
 * noise. The old-generation cap stays well
 * above the live data (the templates, one batch, the home page that lists
 * every page) and grows with the site.
 */
function limits(jobs: number): ResourceLimits {
  return { maxYoungGenerationSizeMb: 24, maxOldGenerationSizeMb: 256 + Math.ceil(jobs / 100) };
}

const spawn = (resourceLimits: ResourceLimits) =>
  spawnWorker({ source: new URL('./worker.ts', import.meta.url), compiled: 'render-worker.js', label: 'render worker' }, { resourceLimits });

/** A worker's failure as this thread's own: a user error stays one, a file-system error keeps its errno fields. */
function threadError({ message, stack, exitCode, ...errno }: WorkerError): Error {
  const error = exitCode === undefined ? Object.assign(new Error(message), errno) : new LpgenError(message, exitCode);
  error.stack = stack;
  return error;
}

/**
 * jobs: the pages to load or render, to size the workers' heap cap.
 *
 * Long on purpose (over 80 lines): the workers, their queue and the job bookkeeping are one piece of state that every method of the pool reads; the methods themselves are short.
 */
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
  const shells: SentShell[] = [];

  const run = <T>(
    kind: 'load' | 'render' | 'check',
    items: unknown[],
    { batchSize = 100, onProgress, onResults, here, prepare = (part) => part }: BatchOptions = {},
  ): Promise<T[]> => {
    // The workers take batches from the front, this thread (with `here`) small steps from the back, until they
    // meet: results land at their items' places, so the answer does not depend on who did what.
    const results: T[] = new Array(items.length);
    let front = 0;
    let back = items.length;
    let count = 0;
    return new Promise<T[]>((resolve, reject) => {
      if (failure) return reject(failure);
      if (items.length === 0) return resolve([]);
      let settled = false;
      // Ends this thread's wait between two steps (below) once the job is settled.
      let wake: (() => void) | undefined;
      const stop = (error: Error) => {
        if (settled) return;
        settled = true;
        wake?.();
        workers.forEach((w, i) => w.off('message', listeners[i]));
        failed.delete(stop);
        reject(error);
      };
      failed.add(stop);
      const keep = (at: number, batch: unknown[]) => {
        onResults?.(batch);
        for (let k = 0; k < batch.length; k++) results[at + k] = batch[k] as T;
        count += batch.length;
        onProgress?.(count, items.length);
        if (count === items.length && !settled) {
          settled = true;
          wake?.();
          workers.forEach((w, i) => w.off('message', listeners[i]));
          failed.delete(stop);
          resolve(results);
        }
      };
      const feed = (worker: Worker) => {
        if (front >= back) return;
        // Smaller as the work runs out, so no thread is left waiting long for the last batch.
        const size = here ? Math.max(MIN_BATCH, Math.min(batchSize, Math.ceil((back - front) / (2 * (workers.length + 1))))) : batchSize;
        const from = front;
        front = Math.min(back, front + size);
        let part: unknown[];
        try {
          part = prepare(items.slice(from, front));
        } catch (error) {
          return stop(error as Error);
        }
        worker.postMessage({ kind, id: from, items: part } as WorkerMessage);
      };
      const listeners = workers.map((worker) => {
        const listener = (reply: WorkerReply) => {
          if ('error' in reply) {
            return stop(threadError(reply.error));
          }
          if (reply.shells) shells.push(...reply.shells);
          keep(reply.id, reply.results);
          feed(worker);
        };
        worker.on('message', listener);
        return listener;
      });
      for (const worker of workers) {
        feed(worker);
        feed(worker);
      }
      if (!here) return;
      (async () => {
        while (front < back && !settled) {
          const to = back;
          back = Math.max(front, back - HERE_STEP);
          keep(back, here(prepare(items.slice(back, to))));
          // The workers' answers are taken (and new batches sent) between two steps. The wait ends early when
          // the job settles: a loop left waiting for the event loop's next turn held the job (every result, the
          // shared-string table) through what the caller ran before it yielded: the whole plan.
          await new Promise<void>((resolve) => {
            wake = resolve;
            setImmediate(resolve);
          });
        }
      })().catch(stop);
    });
  };

  return {
    size,
    shells,
    load(files, ctx, options) {
      broadcast({ kind: 'context', ctx });
      return run<PageOutcome>('load', files, options);
    },
    prepare(compiled) {
      broadcast({ kind: 'templates', modulePath: compiled.modulePath, hash: compiled.hash });
    },
    render(compiled, outDir, replace, routes, options) {
      broadcast({ kind: 'output', modulePath: compiled.modulePath, hash: compiled.hash, outDir, replace, firstSight: Boolean(options?.firstSight) });
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
