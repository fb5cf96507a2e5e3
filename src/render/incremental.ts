// The render stage with the build cache: unchanged routes are kept in the
// recycled standby or linked from the previous output; the rest are rendered
// (in this thread or on workers). A quick rebuild also passes the files it
// keeps without planning them (`kept`), reused the same way.
import type { BuildCache, Kept, Reuse } from '../cache/build-cache.js';
import { routeOf, type PlannedRoute, type RenderRoute } from '../plan/planned.js';
import type { Output, Written } from '../output/write.js';
import type { BuildWorkers } from '../workers/stage.js';
import type { CompiledTemplates } from './templates.js';

export interface RenderStageResult {
  written: Written[];
  /** Cache key per output file, for the next build's manifest. */
  keys: Map<string, string>;
  rendered: number;
}

export async function renderWithCache(
  compiled: CompiledTemplates,
  output: Output,
  routes: (RenderRoute | PlannedRoute)[],
  cache: BuildCache | undefined,
  workers: BuildWorkers,
  kept: Kept[] = [],
): Promise<RenderStageResult> {
  const keys = new Map<string, string>();
  if (!cache) return { written: await workers.render(compiled, output, routes), keys, rendered: routes.length };
  if (cache.empty && kept.length === 0) {
    // A first build: every route renders, so each key is taken as its route's view is built for its batch
    // (one build per view, while the workers render), not in a pass before.
    const written = await workers.render(compiled, output, routes, (route) => keys.set(route.outFile, cache.key(route)));
    return { written, keys, rendered: routes.length };
  }
  const reused: Written[] = [];
  const links: Parameters<Output['reuseAll']>[0] = [];
  const fresh: RenderRoute[] = [];
  const reuseOne = (outFile: string, reuse: Reuse) => {
    if ('keep' in reuse) {
      output.keep(outFile);
      reused.push(reuse.keep);
    } else links.push({ relPath: outFile, from: reuse.link, known: reuse.known });
  };
  for (const planned of routes) {
    // Its view is built for the key and dropped with it, unless the route renders again.
    const route = routeOf(planned);
    const key = cache.key(route);
    const reuse = cache.reusable(route, key);
    keys.set(route.outFile, key);
    if (!reuse) fresh.push(route);
    else reuseOne(route.outFile, reuse);
  }
  // Files of the last build a quick rebuild keeps without planning them (see quick-rebuild.ts).
  for (const k of kept) {
    keys.set(k.outFile, k.key);
    reuseOne(k.outFile, k.reuse);
  }
  // The links are made off this thread while the changed routes render; both settle before this returns, so
  // a failed build never removes the temp folder under a link still being made.
  const [linked, rendered] = await Promise.allSettled([output.reuseAll(links), workers.render(compiled, output, fresh)]);
  if (linked.status === 'rejected') throw linked.reason;
  if (rendered.status === 'rejected') throw rendered.reason;
  return { written: [...reused, ...linked.value, ...rendered.value], keys, rendered: fresh.length };
}

/** A file written beside the pages (public/ copies, assets, site files), under its cache key when it has one. */
export interface OtherFile {
  outFile: string;
  key?: string;
  write(): Written;
}

/**
 * Writes these files, or keeps those whose key the last build's manifest holds for them (rewriting an
 * unchanged file replaced a file the standby did not share, which the disk then discarded).
 */
export function writeOrKeep(output: Output, cache: BuildCache | undefined, files: OtherFile[]): { written: Written[]; keys: Map<string, string> } {
  const keys = new Map<string, string>();
  const written = files.map((file) => {
    const reuse = file.key ? cache?.reusable(file, file.key) : undefined;
    if (file.key) keys.set(file.outFile, file.key);
    if (!reuse) return file.write();
    if ('keep' in reuse) {
      output.keep(file.outFile);
      return reuse.keep;
    }
    return output.reuse(file.outFile, reuse.link);
  });
  return { written, keys };
}
