// build(): runs the stages in order and times them. Only write.ts (and the
// render workers, inside the temp folder it owns) touches the output.
import path from 'node:path';
import { openBuildCache } from './cache/build-cache.js';
import { cachedAssets } from './cache/asset-cache.js';
import { usableCacheDir, warnCacheWrite } from './cache/cache-dir.js';
import { cachedPageLoader } from './cache/content-cache.js';
import { loadContentWith } from './content/load.js';
import { buildLeftovers } from './content/leftovers.js';
import { readSources } from './content/read.js';
import { formatIssue } from './errors.js';
import { createLogger, formatBytes, type Logger } from './log.js';
import { defaultTemplatesDir, packageVersion } from './paths.js';
import { planRoutes } from './plan.js';
import { createProgress } from './progress.js';
import { bundleAdminClient } from './render/bundle.js';
import { buildCss } from './render/css.js';
import { buildIconSprite } from './render/sprite.js';
import { renderWithCache } from './render/incremental.js';
import { buildWorkers, type RenderOptions } from './workers/stage.js';
import { compileTemplates, importTemplates } from './render/templates.js';
import { injectedStyles } from './seo/injected-styles.js';
import { planSocialImages } from './seo/og/plan.js';
import { drawSocialImages, type SocialImageResult } from './seo/og/stage.js';
import { siteFiles } from './seo/site-files.js';
import { shardRoutes, writesSiteFiles, type Shard } from './shard.js';
import { guardOutput, OUTPUT_MARKER } from './output-guard.js';
import { checkCollisions, scanPublic } from './public-files.js';
import { openOutput } from './write.js';
import { stageTimer } from './stage-log.js';

export interface BuildOptions {
  content: string;
  out: string;
  templates?: string;
  base?: string;
  siteUrl?: string;
  logger?: Logger;
  /** URLs per sitemap file before it splits into an index (default: the protocol's 50,000); lowered in tests. */
  sitemapLimit?: number;
  /** Worker threads and batching for the render stage (defaults suit the machine). */
  render?: Omit<RenderOptions, 'onProgress'>;
  /** Incremental-build cache folder; without it every page is rendered. */
  cacheDir?: string;
  /** Render every page, ignoring the cache (a fresh cache is still written). */
  force?: boolean;
  /** Version recorded in the cache; defaults to lpgen's (tests simulate upgrades with it). */
  version?: string;
  /** Replace a non-empty output folder that has no lpgen marker (protected folders are still refused). */
  forceClean?: boolean;
  /** Render only this shard of the landing pages (see shard.ts). */
  shard?: Shard;
}

export interface BuildResult {
  outDir: string;
  landingPages: number;
  legalPages: number;
  /** Hub pages (site.yaml hubs) in the plan. */
  hubPages: number;
  htmlFiles: number;
  /** HTML files rendered this time; the rest were reused from the previous output. */
  rendered: number;
  /** Social cards (og/*.png) in the output, and how many were drawn this time. */
  socialImages: { files: number; drawn: number };
  bytes: number;
  cssBytes: number;
  jsBytes: number;
  durationMs: number;
  stages: { name: string; ms: number }[];
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const log = options.logger ?? createLogger();
  const templatesDir = path.resolve(options.templates ?? defaultTemplatesDir);
  const contentDir = path.resolve(options.content);
  const outDir = path.resolve(options.out);
  const version = options.version ?? packageVersion();
  // Refused before any work, and checked again by openOutput right before the folder is replaced.
  const guard = { keep: [contentDir, templatesDir], forceClean: options.forceClean };
  guardOutput(outDir, guard);
  const started = performance.now();
  const stages: BuildResult['stages'] = [];
  const timed = stageTimer(log, stages);
  const progress = createProgress(log.progressStream, 'render');
  const workers = buildWorkers({ ...options.render, onProgress: progress.update });
  const cacheDir = usableCacheDir(options.cacheDir, log);
  // --force, one way for the three caches: nothing cached is used, everything built is stored afresh.
  const force = Boolean(options.force);
  const contentCache = cacheDir ? cachedPageLoader({ dir: cacheDir, contentDir, version, log, force }, workers.load) : undefined;
  try {
    // Assets do not depend on the content: they build while the pages load (on workers for big sites).
    const assets = timed(
      'assets',
      ([c, j]) => `CSS ${formatBytes(c.contents.length)}, JS ${formatBytes(j.contents.length)}, templates`,
      () =>
        cachedAssets(
          cacheDir,
          templatesDir,
          version,
          () => Promise.all([buildCss(templatesDir), bundleAdminClient(templatesDir), compileTemplates(templatesDir)]),
          force,
        ),
    );
    assets.catch(() => {}); // a content error is reported first; this one is awaited just below
    // site.yaml, presets and legal files, read once: the load and the leftover scan both need them.
    const head = readSources(contentDir, { pages: false });
    const content = await timed('content', (c) => `${c.pages.length} pages, ${c.niches.length} niches`, () =>
      loadContentWith(contentDir, contentCache?.load ?? workers.load, head),
    );
    const [css, js, compiled] = await assets;
    workers.prepare(compiled);
    const templates = await importTemplates(compiled);
    const base = options.base ?? content.site.base;
    const sprite = buildIconSprite(templates, content, base);
    const plan = planRoutes(content, {
      base: options.base,
      siteUrl: options.siteUrl,
      assets: { css: base + css.fileName, adminJs: base + js.fileName, icons: sprite?.view },
    });
    for (const issue of buildLeftovers(head, content)) log.warn(formatIssue(issue));
    // A note, not a warning: a site not yet given its URL (the bundled one) is valid and builds cleanly.
    if (!plan.site.siteUrl) log.info(`  note     no site URL (siteUrl in site.yaml or --site-url): canonical links, og:url and sitemap.xml are left out${content.site.socialImages ? ', and no social cards (og:image) are drawn' : ''}`);
    const routes = shardRoutes(plan.routes, options.shard);
    // Sets the pages' og:image before their cache keys are taken.
    const social = planSocialImages(plan, content.site.socialImages);
    const cards = social.of(routes);
    const publicDir = writesSiteFiles(options.shard) ? scanPublic(contentDir, content.site.publicDotfiles) : undefined;
    if (publicDir?.skipped.length) log.warn(`not published (dotfiles; list them in site.yaml publicDotfiles to publish): ${publicDir.skipped.map((f) => `public/${f}`).join(', ')}`);
    const cache = cacheDir ? openBuildCache({ dir: cacheDir, outDir, version, templatesHash: compiled.hash, force, log, pageKey: contentCache?.inputKey }) : undefined;
    const output = openOutput(outDir, { recycle: cache?.recycle, ...guard });
    let bytes = 0;
    let result;
    let images: Promise<SocialImageResult> | undefined;
    const stopImages = new AbortController();
    try {
      // Drawn in this thread while the workers render (small sites: one after the other).
      images = cards.length ? timed('images', (r) => `${cards.length} social cards (${r.drawn} drawn${r.byWorker ? `, ${r.byWorker} of them by a second thread` : ''})`, () => drawSocialImages(cards, output, cache, { signal: stopImages.signal })) : undefined;
      images?.catch(() => {}); // awaited below, or settled before the output is aborted
      result = await timed(
        'render',
        (r) => `${routes.length} HTML files${cache ? ` (${r.rendered} rendered, ${routes.length - r.rendered} unchanged)` : ''}`,
        () => renderWithCache(compiled, output, routes, cache, workers).finally(progress.end),
      );
      // Done with the workers: their heaps go before the site files and caches are written.
      await workers.close();
      const drawn = (await images) ?? { written: [], keys: new Map<string, string>(), drawn: 0, byWorker: 0 };
      result = { ...result, written: [...result.written, ...drawn.written], keys: new Map([...result.keys, ...drawn.keys]), drawn: drawn.drawn };
      for (const w of result.written) bytes += w.bytes;
      if (publicDir) {
        const generatedSiteFiles = siteFiles({
          plan,
          inlineScripts: templates.INLINE_SCRIPTS,
          injectedStyles: injectedStyles(templatesDir, js.contents),
          ownFavicon: publicDir.files.some((f) => f.rel === 'favicon.svg'),
          sitemapLimit: options.sitemapLimit,
        });
        // A public file never silently replaces a generated one (nor the other way round).
        const generated = new Map<string, string>([
          ...plan.routes.map((r): [string, string] => [r.outFile, `the ${r.kind === 'notFound' ? '404' : r.kind} page ${r.url}`]),
          ...generatedSiteFiles.map((f): [string, string] => [f.path, 'generated by lpgen']),
          ...social.all.map((c): [string, string] => [c.outFile, 'a social card (socialImages in site.yaml)']),
          [css.fileName, 'the stylesheet'],
          ...(sprite ? [[sprite.asset.fileName, 'the icon sprite'] as [string, string]] : []),
          [js.fileName, 'the admin script'],
          [OUTPUT_MARKER, "lpgen's output marker"],
        ]);
        checkCollisions(contentDir, publicDir.files, generated);
        const files = [
          ...publicDir.files.map((f) => output.copy(f.rel, f.from)),
          output.write(css.fileName, css.contents),
          ...(sprite ? [output.write(sprite.asset.fileName, sprite.asset.contents)] : []),
          output.write(js.fileName, js.contents),
          ...generatedSiteFiles.map((file) => output.write(file.path, file.contents)),
        ];
        for (const w of files) bytes += w.bytes;
      }
      output.commit({ keepOld: cache?.keepOld });
    } catch (error) {
      // Workers still busy with other batches must stop before their folder is removed under them.
      await workers.close();
      // The card loop writes into the temp folder: it must stop before the folder goes.
      stopImages.abort();
      await images?.catch(() => {});
      output.abort();
      await cache?.discarded;
      throw error;
    }
    try {
      cache?.save(result.written, result.keys);
      contentCache?.save();
    } catch (error) {
      warnCacheWrite(cacheDir!, error, log);
    }
    await cache?.discarded;
    return {
      outDir,
      landingPages: content.pages.length,
      legalPages: content.legal.length,
      hubPages: plan.routes.filter((r) => r.kind === 'hub').length,
      htmlFiles: routes.length,
      rendered: result.rendered,
      socialImages: { files: cards.length, drawn: result.drawn },
      bytes,
      cssBytes: Buffer.byteLength(css.contents),
      jsBytes: Buffer.byteLength(js.contents),
      durationMs: performance.now() - started,
      stages,
    };
  } finally {
    await workers.close();
  }
}
