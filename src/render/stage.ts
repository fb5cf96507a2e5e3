// The render stage: in-thread for small sites and single-core machines
// (starting workers costs more than it saves below a few hundred pages), on
// worker threads otherwise.
import { availableParallelism } from 'node:os';
import type { Route } from '../model.js';
import type { Output, Written } from '../write.js';
import { renderBatch } from './batch.js';
import { renderInWorkers } from './pool.js';
import { importTemplates, type CompiledTemplates } from './templates.js';

export interface RenderOptions {
  /** Worker threads; 0 renders in this thread. Default: one per core when there are two or more. */
  workers?: number;
  /** Below this many routes, render in this thread. Default 200. */
  minPagesForWorkers?: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export function workerCount(routes: number, options: RenderOptions): number {
  const cores = availableParallelism();
  const workers = options.workers ?? (cores > 1 ? cores : 0);
  return routes >= (options.minPagesForWorkers ?? 200) ? workers : 0;
}

export async function renderToOutput(compiled: CompiledTemplates, output: Output, routes: Route[], options: RenderOptions): Promise<Written[]> {
  const workers = workerCount(routes.length, options);
  if (workers > 0) {
    const written = await renderInWorkers(compiled, output.dir, routes, { ...options, workers, replace: output.recycled });
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
}
