// Where a build's heavy work runs: in this thread for small jobs and
// single-core machines (starting workers costs more than it saves below a few
// hundred pages), on one worker pool otherwise, started by whichever stage
// first has enough work (page loading, then rendering) and shared by both.
import { availableParallelism } from 'node:os';
import { loadPagesHere, type PageLoader, type PageOutcome } from '../content/load.js';
import { shareStrings } from '../content/share-strings.js';
import type { Route } from '../model.js';
import type { Output, Written } from '../write.js';
import { renderBatch } from '../render/batch.js';
import { createPool, type Pool } from './pool.js';
import { importTemplates, type CompiledTemplates } from '../render/templates.js';

export interface RenderOptions {
  /** Worker threads; 0 works in this thread. Default: one per core when there are two or more. */
  workers?: number;
  /** Below this many pages (or routes), work in this thread. Default 200. */
  minPagesForWorkers?: number;
  /** Pages or routes per worker message. Default 100. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface BuildWorkers {
  /** Page loader for loadContentWith. */
  load: PageLoader;
  /** Lets running workers import the templates while the routes are planned. */
  prepare(compiled: CompiledTemplates): void;
  render(compiled: CompiledTemplates, output: Output, routes: Route[]): Promise<Written[]>;
  close(): Promise<void>;
}

export function workerCount(jobs: number, options: RenderOptions): number {
  const workers = options.workers ?? (availableParallelism() > 1 ? availableParallelism() : 0);
  return jobs >= (options.minPagesForWorkers ?? 200) ? workers : 0;
}

export function buildWorkers(options: RenderOptions): BuildWorkers {
  let pool: Pool | undefined;
  const poolFor = (jobs: number) => {
    const size = workerCount(jobs, options);
    if (!pool && size > 0) pool = createPool(size, jobs);
    return pool && jobs > 0 ? pool : undefined;
  };
  const batch = { batchSize: options.batchSize };
  return {
    load: (files, ctx) => {
      // Pages from workers are copies: one copy of each string they share is kept, batch by batch, so the
      // others die young instead of filling the old generation (see share-strings.ts).
      const strings = new Map<string, string>();
      const onResults = (outcomes: unknown[]) => {
        for (const o of outcomes as PageOutcome[]) if (o.page) shareStrings(o.page, strings);
      };
      return poolFor(files.length)?.load(files, ctx, { ...batch, onResults }) ?? loadPagesHere(files, ctx);
    },
    prepare: (compiled) => pool?.prepare(compiled),
    async render(compiled, output, routes) {
      const workers = poolFor(routes.length);
      if (workers) {
        const written = await workers.render(compiled, output.dir, output.recycled, routes, { ...batch, onProgress: options.onProgress });
        output.record(written);
        return written;
      }
      const templates = await importTemplates(compiled);
      const written: Written[] = [];
      const step = options.batchSize ?? 100;
      for (let i = 0; i < routes.length; i += step) {
        written.push(...renderBatch(templates, output, routes.slice(i, i + step)));
        options.onProgress?.(written.length, routes.length);
      }
      return written;
    },
    close: async () => pool?.close(),
  };
}
