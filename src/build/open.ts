// Between loading and planning: public/ is scanned, the build cache opened and
// the output's temp folder made (a recycled standby, when the cache allows).
import { openBuildCache, type BuildCache } from '../cache/build-cache.js';
import { linksRecorder, type LinksRecorder } from '../cache/landing-links.js';
import { scanPublic, type PublicScan } from '../output/public-files.js';
import { buildId, writesSiteFiles } from '../output/shard.js';
import { openOutput, type Output } from '../output/write.js';
import { listTreeInThread } from '../workers/tree-lister.js';
import type { BuildContext } from './context.js';
import type { Loaded } from './load.js';

export interface Opened {
  /** content/public/, for the shard that writes the site files (see shard.ts). */
  publicDir?: PublicScan;
  cache?: BuildCache;
  /** Records the landing routes' links for the next rebuild in place (cache/landing-links.ts); not for a shard. */
  links?: LinksRecorder;
  output: Output;
  /** A shard's build id (shard.ts buildId): everything the build reads, hashed while the pages render. */
  shardBuild?: Promise<string>;
}

export function openTargets(ctx: BuildContext, { content, compiled, planOptions, texts }: Loaded): Opened {
  const { options, runtime, cacheDir, contentCache } = ctx;
  const publicDir = writesSiteFiles(options.shard) ? scanPublic(ctx.contentDir, content.site.publicDotfiles) : undefined;
  const shardBuild = options.shard
    ? buildId({
        version: ctx.version,
        templatesHash: compiled.hash,
        options: [planOptions, options.sitemapLimit ?? null],
        contentDir: ctx.contentDir,
        sources: texts,
      })
    : undefined;
  shardBuild?.catch(() => {}); // awaited before the commit; a build that fails first never needs it
  const links = cacheDir && !options.shard ? linksRecorder(cacheDir, ctx.outDir, ctx.log) : undefined;
  const cache = cacheDir
    ? openBuildCache({
        dir: cacheDir,
        outDir: ctx.outDir,
        version: ctx.version,
        templatesHash: compiled.hash,
        force: ctx.force,
        log: ctx.log,
        pageKey: contentCache?.inputKey,
        links,
      })
    : undefined;
  // Opened before the plan: a recycled standby is listed (for the prune at commit) off this thread while this
  // one plans and renders.
  const offThread = content.pages.length >= (runtime.listOffThreadFrom ?? 3000);
  const output = openOutput(ctx.outDir, { recycle: cache?.recycle, lister: offThread ? (runtime.listTree ?? listTreeInThread) : undefined, ...ctx.guard });
  return { publicDir, cache, links, output, shardBuild };
}
