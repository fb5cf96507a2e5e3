// Where a build's heavy work runs: in this thread for small jobs and
// single-core machines (starting workers costs more than it saves below a few
// hundred pages), otherwise in this thread and on one worker pool beside it
// (one worker per core but one), started by whichever stage first has enough
// work (page loading, then rendering) and shared by both. This thread takes its
// share rather than only handing out batches (see bench/RESULTS.md, section "Speed issue (13), fourth session"): a
// second worker's heap and the copies of pages and views to and from it cost
// more CPU-s and memory than the work this thread now does itself.
import { availableParallelism } from 'node:os';
import { loadBuildPages, type PageLoader, type PageOutcome } from '../content/load.js';
import { shareStrings } from '../content/share-strings.js';
import { routeOf, type PlannedRoute, type RenderRoute } from '../plan/planned.js';
import type { Output, Written } from '../output/write.js';
import { renderBatch, unpackRoute, type PageRenderer } from '../render/batch.js';
import { reactRenderer } from '../render/react.js';
import { compileAtFirstSight, fillsFromShell, receivedShell, type TrustedShell } from '../render/shell/renderer.js';
import { createPool, type Pool } from './pool.js';
import type { CompiledTemplates } from '../render/templates.js';

export interface RenderOptions {
  /** Worker threads beside this one (which takes its share too); 0 works in this thread only. Default: one per core but one. */
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
  /** Renders the routes, building each deferred view as its batch goes out; `onRoute` sees every route built, once. */
  render(compiled: CompiledTemplates, output: Output, routes: (RenderRoute | PlannedRoute)[], onRoute?: (route: RenderRoute) => void): Promise<Written[]>;
  /** The build keeps the shells it trusts: every thread compiles a shape at its first page (compileAtFirstSight). */
  keepShells(on: boolean): void;
  /** The shells the workers trusted (this thread's are its renderer's: takeTrustedShells). */
  shells(): TrustedShell[];
  close(): Promise<void>;
}

/** Worker threads beside this one, which takes its share of the work too: one per core but one. */
export function workerCount(jobs: number, options: RenderOptions): number {
  const workers = options.workers ?? availableParallelism() - 1;
  return jobs >= (options.minPagesForWorkers ?? 200) ? workers : 0;
}

/** How this thread renders a few routes: React is loaded only if a shell cannot fill one of them. */
export async function fewPagesRenderer(compiled: CompiledTemplates, routes: RenderRoute[]): Promise<PageRenderer> {
  const allFill = routes.every((r) => fillsFromShell(unpackRoute(r), compiled.hash));
  return { templates: compiled.hash, react: allFill ? undefined : await reactRenderer(compiled) };
}

export function buildWorkers(options: RenderOptions): BuildWorkers {
  let pool: Pool | undefined;
  const poolFor = (jobs: number) => {
    const size = workerCount(jobs, options);
    if (!pool && size > 0) pool = createPool(size, jobs);
    return pool && jobs > 0 ? pool : undefined;
  };
  const batch = { batchSize: options.batchSize };
  let firstSight = false;
  return {
    load: (files, ctx) => {
      // One copy of each string the pages share is kept, batch by batch, so the others die young instead
      // of filling the old generation; and none keeps its file's whole text alive (see share-strings.ts).
      // The packed copy is a string of the page's own.
      const strings = new Map<string, string>();
      const onResults = (outcomes: unknown[]) => {
        for (const o of outcomes as PageOutcome[]) if (o.page) shareStrings(o.page, strings, 'copy');
      };
      // A large site's pages are kept with their copy packed (content/packed-copy.ts PACK_FROM_PAGES), on the workers as here.
      const here = (part: unknown[]) => loadBuildPages(part as string[], ctx);
      const pool = poolFor(files.length);
      if (pool) return pool.load(files, ctx, { ...batch, onResults, here });
      const outcomes = here(files);
      onResults(outcomes);
      return outcomes;
    },
    prepare: (compiled) => pool?.prepare(compiled),
    async render(compiled, output, routes, onRoute) {
      const workers = poolFor(routes.length);
      const step = options.batchSize ?? 100;
      // A batch's views live only while it is sent or rendered: the plan never holds 10,000 of them.
      const prepare = (part: unknown[]) =>
        (part as (RenderRoute | PlannedRoute)[]).map((planned) => {
          const route = routeOf(planned);
          onRoute?.(route);
          return route;
        });
      // Many pages: React is loaded (a few are rendered with it only if a shell cannot fill one: fewPagesRenderer).
      const renderer = async (): Promise<PageRenderer> => ({ templates: compiled.hash, react: await reactRenderer(compiled) });
      if (workers) {
        const r = await renderer();
        const here = (part: unknown[]) => renderBatch(r, output, part as RenderRoute[]);
        const written = await workers.render(compiled, output.dir, output.recycled, routes, {
          ...batch,
          onProgress: options.onProgress,
          here,
          prepare,
          firstSight,
        });
        // The workers' files (recording this thread's again is harmless: the output keeps a set).
        output.record(written);
        return written;
      }
      // One batch or less (a quick rebuild): its views are built first.
      if (routes.length <= step) {
        const built = prepare(routes);
        const written = renderBatch(await fewPagesRenderer(compiled, built), output, built);
        options.onProgress?.(written.length, routes.length);
        return written;
      }
      const r = await renderer();
      const written: Written[] = [];
      for (let i = 0; i < routes.length; i += step) {
        written.push(...renderBatch(r, output, prepare(routes.slice(i, i + step))));
        options.onProgress?.(written.length, routes.length);
      }
      return written;
    },
    keepShells(on) {
      firstSight = on;
      compileAtFirstSight(on);
    },
    shells: () => (pool?.shells ?? []).flatMap((sent) => receivedShell(sent) ?? []),
    close: async () => pool?.close(),
  };
}
