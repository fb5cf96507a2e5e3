// A quick rebuild (cache/quick-rebuild.ts) as the build takes it: whether it is
// tried, whether it may keep the rest of the last build once the changed pages
// are planned, and the files it keeps. Anything else takes the full path, which
// gives the same output.
import type { Kept, PlanCounts } from '../cache/build-cache.js';
import { planKey, quickPages, type QuickRebuild } from '../cache/quick-rebuild.js';
import type { Sources } from '../content/read.js';
import { planLandingsOf, type Plan } from '../plan/index.js';
import { cardFile } from '../seo/og/plan.js';
import type { BuildContext } from './context.js';
import type { Loaded } from './load.js';
import type { Opened } from './open.js';

/** A quick rebuild taken: the changed pages' plan, and the files of the last build kept as they are. */
export interface KeptBuild {
  rebuild: QuickRebuild;
  plan: Plan;
  kept: Kept[];
  /** The last build's counts, which its kept files still show. */
  counts: PlanCounts;
}

/** A rebuild whose changed pages keep their summaries loads only them (cache/quick-rebuild.ts); never with --force or --shard. */
export async function startQuick(ctx: BuildContext, texts: Sources, head: () => Sources): Promise<QuickRebuild | undefined> {
  const { contentCache } = ctx;
  // A quick rebuild keeps the sitemap; with a lock its lastmod dates may move.
  return contentCache && !ctx.force && !ctx.options.shard && !ctx.publish.active
    ? quickPages(contentCache, texts, head, ctx.version, ctx.runtime.quickOnly)
    : undefined;
}

/** The plan key (cache/quick-rebuild.ts) of a build whose pages have these summaries; none for a shard or without them. */
export function planKeyFor(ctx: BuildContext, loaded: Loaded, { publicDir }: Pick<Opened, 'publicDir'>): (summaries: string | undefined) => string | undefined {
  const { options } = ctx;
  return (summaries) =>
    summaries && publicDir && !options.shard
      ? planKey({
          summaries,
          head: loaded.texts,
          version: ctx.version,
          contentDir: ctx.contentDir,
          templatesDir: ctx.templatesDir,
          templatesHash: loaded.compiled.hash,
          ...loaded.planOptions,
          sitemapLimit: options.sitemapLimit,
          publicFiles: publicDir.files,
          data: loaded.content.data,
        })
      : undefined;
}

/**
 * Plans the changed pages and keeps every other file of the last build, when everything else a plan is made of
 * is as it was (the plan key) and the last build's files are still there. Undefined when something else changed
 * (a legal page, public/, the templates, an output file): the build takes the full path.
 */
export function keepLastBuild(
  ctx: BuildContext,
  loaded: Loaded,
  quick: QuickRebuild,
  opened: Opened,
  planKeyOf: ReturnType<typeof planKeyFor>,
): KeptBuild | undefined {
  const { content } = loaded;
  const { cache } = opened;
  const plan = planLandingsOf(content, quick.changed, loaded.planOptions);
  const kept = cache?.plan && cache.plan.key === planKeyOf(quick.summaries) ? cache.unchanged(producedFiles(plan, loaded, opened)) : undefined;
  if (!kept) return undefined;
  quick.accept();
  logQuickContent(ctx, quick);
  return { rebuild: quick, plan, kept, counts: cache!.plan!.counts };
}

/** What this build renders, draws, writes or copies itself; the rest of the last build is kept as it is. */
function producedFiles(plan: Plan, { css, js, sprite }: Loaded, { publicDir }: Opened): Set<string> {
  const mine = new Set(plan.routes.map((r) => r.outFile));
  for (const r of plan.routes) mine.add(cardFile(r));
  for (const f of [...(publicDir?.files.map((p) => p.rel) ?? []), css.fileName, js.fileName, sprite?.asset.fileName ?? '']) mine.add(f);
  return mine;
}

/** The content stage's line of a rebuild that keeps the last build's other pages. */
export function logQuickContent(ctx: BuildContext, quick: QuickRebuild): void {
  ctx.log.info(`  content  ${quick.pageCount} pages (${quick.changed.length} changed, the others as last built), ${quick.content.niches.length} niches`);
}
