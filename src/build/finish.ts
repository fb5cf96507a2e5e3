// The finish stage: the output swapped in, the caches written, the counts the
// summary line reports.
import { countBuilt } from '../publish/build-status.js';
import type { StatusCounts } from '../publish/status-counts.js';
import type { PlanCounts } from '../cache/build-cache.js';
import { warnCacheWrite } from '../cache/cache-dir.js';
import { SHARD_FILE, shardManifest } from '../output/shard.js';
import { keyedPaths, takeTrustedShells } from '../render/shell/renderer.js';
import type { BuildContext } from './context.js';
import type { Loaded } from './load.js';
import type { Opened } from './open.js';
import type { Planned } from './route-plan.js';
import type { Rendered } from './render.js';
import type { SiteFilesWritten } from './site-files.js';

export interface BuildResult {
  outDir: string;
  landingPages: number;
  legalPages: number;
  /** Hub pages (site.yaml hubs) in the plan. */
  hubPages: number;
  htmlFiles: number;
  /** HTML files rendered this time; the rest were reused from the previous output. */
  rendered: number;
  /** Routes planned this time: every route, or on a quick rebuild only the changed pages' (cache/quick-rebuild.ts). */
  planned: number;
  /** Social cards (og/*.png) in the output, and how many were drawn this time. */
  socialImages: { files: number; drawn: number };
  bytes: number;
  cssBytes: number;
  jsBytes: number;
  durationMs: number;
  stages: { name: string; ms: number }[];
  /** Published (and how many under the quality bar), draft and scheduled pages: the counts `lpgen check` ends with. */
  statuses: StatusCounts;
}

export async function finish(
  ctx: BuildContext,
  { css, js, templateCache }: Loaded,
  { output, cache, links, shardBuild, publicDir }: Opened,
  planned: Planned,
  rendered: Rendered,
  others: SiteFilesWritten,
): Promise<BuildResult> {
  // The content cache (true of the page files whatever becomes of this build) is written while a recycled
  // folder's listing finishes off this thread; the build cache, which describes the output, once it is in place.
  let cacheError: { error: unknown } | undefined;
  const store = (save: () => void) => {
    try {
      if (!cacheError) save();
    } catch (error) {
      cacheError = { error };
    }
  };
  const { shard } = ctx.options;
  if (shard && shardBuild) output.write(SHARD_FILE, shardManifest(shard, await shardBuild, publicDir?.files ?? [], output.produced));
  store(() => ctx.contentCache?.save());
  store(() => templateCache?.saveShells([...takeTrustedShells(), ...ctx.workers.shells()], keyedPaths));
  const outputRemoved = await output.commit({ keepOld: cache?.keepOld });
  ctx.publish.finish();
  const counts = planned.quick?.counts ?? planCounts(planned);
  const written = [...rendered.written, ...others.written];
  const keys = new Map([...rendered.keys, ...others.keys]);
  const { planKey } = planned;
  // The manifest records the files' stat: only once a standby being removed has let go of them (build-cache.ts).
  await cache?.discarded;
  store(() => cache?.save(written, keys, planKey ? { key: planKey, counts } : undefined, outputRemoved));
  // A quick rebuild planned the changed pages only, under the plan key the kept links were made with.
  if (planKey && !planned.quick) store(() => links?.save(planKey));
  if (cacheError) warnCacheWrite(ctx.cacheDir!, cacheError.error, ctx.log);
  return {
    outDir: ctx.outDir,
    landingPages: counts.landingPages,
    legalPages: counts.legalPages,
    hubPages: counts.hubPages,
    htmlFiles: counts.htmlFiles,
    rendered: rendered.rendered,
    planned: planned.plan.routes.length,
    socialImages: { files: counts.socialImages, drawn: rendered.drawn },
    bytes: rendered.bytes + others.bytes,
    cssBytes: Buffer.byteLength(css.contents),
    jsBytes: Buffer.byteLength(js.contents),
    durationMs: performance.now() - ctx.started,
    stages: ctx.stages,
    statuses: planned.quick ? planned.quick.rebuild.statuses() : countBuilt(planned.content),
  };
}

/** A full build's counts (a quick rebuild reports the last full one's: see quick.ts). */
function planCounts({ content, plan, routes, cards }: Planned): PlanCounts {
  return {
    landingPages: content.pages.length,
    legalPages: content.legal.length,
    hubPages: plan.routes.filter((r) => r.kind === 'hub').length,
    htmlFiles: routes.length,
    socialImages: cards.length,
  };
}
