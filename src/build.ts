// build(): runs the stages in order and times them. Only write.ts (and the
// render workers, inside the temp folder it owns) touches the output.
import path from 'node:path';
import { openBuildCache, type Kept, type PlanCounts } from './cache/build-cache.js';
import { cachedAssets } from './cache/asset-cache.js';
import { usableCacheDir, warnCacheWrite } from './cache/cache-dir.js';
import { cachedPageLoader } from './cache/content-cache.js';
import { fullLeftovers, planKey, quickPages } from './cache/quick-rebuild.js';
import { loadContentWith } from './content/load.js';
import { parseSources, readSources, type Sources } from './content/read.js';
import { formatIssue } from './errors.js';
import { createLogger, formatBytes, type Logger } from './log.js';
import { defaultTemplatesDir, packageVersion } from './paths.js';
import { planLandingsOf, planRoutes, type Plan } from './plan.js';
import { createProgress } from './progress.js';
import { bundleAdminClient } from './render/bundle.js';
import { buildCss } from './render/css.js';
import { buildIconSprite } from './render/sprite.js';
import { renderWithCache, writeOrKeep } from './render/incremental.js';
import { buildWorkers, type RenderOptions } from './workers/stage.js';
import { compileTemplates, importTemplates } from './render/templates.js';
import { injectedStyles } from './seo/injected-styles.js';
import { cardFile, planSocialImages } from './seo/og/plan.js';
import { drawSocialImages, type SocialImageResult } from './seo/og/stage.js';
import { siteFiles } from './seo/site-files.js';
import { shardRoutes, writesSiteFiles, type Shard } from './output/shard.js';
import { guardOutput, OUTPUT_MARKER } from './output/output-guard.js';
import { checkCollisions, scanPublic } from './output/public-files.js';
import { openOutput } from './output/write.js';
import type { TreeLister } from './output/list-files.js';
import { listTreeInThread } from './workers/tree-lister.js';
import { stageTimer } from './stage-log.js';
import { countBuilt, releaseScheduled } from './publish/build-status.js';
import type { StatusCounts } from './publish/status-counts.js';

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
  /**
   * Pages from which a recycled output folder is listed off this thread (default 3,000: below that, the listing
   * costs this thread less than asking for it); lowered in tests.
   */
  listOffThreadFrom?: number;
  /** Lists a folder tree off this thread (the CLI's build thread asks its idle main thread); default: a thread started for it. */
  listTree?: TreeLister;
  /** A full garbage collection, run after loading and after planning, where their garbage has just died (the CLI's build thread passes V8's). */
  collect?: () => void;
  /** The build's date (YYYY-MM-DD, from --date or SOURCE_DATE_EPOCH): scheduled pages whose publishAt it reached are published. Never the clock. */
  date?: string;
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
          log,
          force,
        ),
    );
    assets.catch(() => {}); // a content error is reported first; this one is awaited just below
    // site.yaml, presets and legal files, read once: the load and the leftover scan both need them.
    // Parsed only when needed: a quick rebuild may find them parsed in its cache.
    const texts = readSources(contentDir, { pages: false, parse: false });
    let parsed: Sources | undefined;
    const head = () => (parsed ??= parseSources(texts));
    const loadAll = async () =>
      releaseScheduled(
        await timed('content', (c) => `${c.pages.length} pages, ${c.niches.length} niches`, () => loadContentWith(contentDir, contentCache?.load ?? workers.load, head())),
        options.date,
        log,
      );
    // A rebuild whose changed pages keep their summaries loads only them (cache/quick-rebuild.ts).
    let quick = contentCache && !force && !options.shard ? await quickPages(contentCache, texts, head, version) : undefined;
    // A dated build with scheduled pages takes the full path: which of them go live depends on the date, not on the files.
    if (quick && options.date !== undefined && quick.content.pages.some((p) => p.publishAt !== undefined)) quick = undefined;
    let content = quick ? releaseScheduled(quick.content, options.date, log) : await loadAll();
    if (!quick) options.collect?.();
    const [css, js, compiled] = await assets;
    workers.prepare(compiled);
    const templates = await importTemplates(compiled);
    const base = options.base ?? content.site.base;
    const sprite = buildIconSprite(templates, content, base);
    const planOptions = {
      base: options.base,
      siteUrl: options.siteUrl,
      assets: { css: base + css.fileName, adminJs: base + js.fileName, icons: sprite?.view },
    };
    const publicDir = writesSiteFiles(options.shard) ? scanPublic(contentDir, content.site.publicDotfiles) : undefined;
    const cache = cacheDir ? openBuildCache({ dir: cacheDir, outDir, version, templatesHash: compiled.hash, force, log, pageKey: contentCache?.inputKey }) : undefined;
    // Opened before the plan: a recycled standby is listed (for the prune at commit) off this thread while this
    // one plans and renders.
    const output = openOutput(outDir, { recycle: cache?.recycle, lister: content.pages.length >= (options.listOffThreadFrom ?? 3000) ? (options.listTree ?? listTreeInThread) : undefined, ...guard });
    let bytes = 0;
    let result;
    let images: Promise<SocialImageResult> | undefined;
    const stopImages = new AbortController();
    // Until the first file is drawn or rendered, a failure puts a recycled standby back untouched.
    let writing = false;
    try {
      const planKeyOf = (summaries: string | undefined) =>
        summaries && publicDir && !options.shard
          ? planKey({ summaries, head: texts, version, contentDir, templatesDir, templatesHash: compiled.hash, ...planOptions, sitemapLimit: options.sitemapLimit, publicFiles: publicDir.files })
          : undefined;
      let plan: Plan | undefined;
      let kept: Kept[] | undefined;
      if (quick) {
        plan = planLandingsOf(content, quick.changed, planOptions);
        // What this build renders, draws, writes or copies itself; the rest of the last build is kept as it is.
        const mine = new Set(plan.routes.map((r) => r.outFile));
        for (const r of plan.routes) mine.add(cardFile(r));
        for (const f of [...(publicDir?.files.map((p) => p.rel) ?? []), css.fileName, js.fileName, sprite?.asset.fileName ?? '']) mine.add(f);
        kept = cache?.plan && cache.plan.key === planKeyOf(quick.summaries) ? cache.unchanged(mine) : undefined;
        if (kept) {
          quick.accept();
          log.info(`  content  ${content.pages.length} pages (${quick.changed.length} changed, the others as last built), ${content.niches.length} niches`);
        } else {
          // Something else changed (a legal page, public/, the templates, an output file): the full path.
          quick = undefined;
          plan = undefined;
          content = await loadAll();
        }
      }
      plan ??= planRoutes(content, planOptions);
      const checked = quick ? { leftovers: quick.leftovers(), summaries: quick.summaries } : fullLeftovers(head(), content, contentCache, version);
      for (const issue of checked.leftovers) log.warn(formatIssue(issue));
      const currentPlanKey = planKeyOf(checked.summaries);
      // A note, not a warning: a site not yet given its URL (the bundled one) is valid and builds cleanly.
      if (!plan.site.siteUrl) log.info(`  note     no site URL (siteUrl in site.yaml or --site-url): canonical links, og:url and sitemap.xml are left out${content.site.socialImages ? ', and no social cards (og:image) are drawn' : ''}`);
      const routes = shardRoutes(plan.routes, options.shard);
      // Sets the pages' og:image before their cache keys are taken.
      const social = planSocialImages(plan, content.site.socialImages);
      const cards = social.of(routes);
      // A quick rebuild renders a few pages on a small heap: a full collection (~45 ms at 10,000 pages) buys nothing.
      if (!kept) options.collect?.();
      if (publicDir?.skipped.length) log.warn(`not published (dotfiles; list them in site.yaml publicDotfiles to publish): ${publicDir.skipped.map((f) => `public/${f}`).join(', ')}`);
      writing = true;
      // Drawn in this thread while the workers render (small sites: one after the other).
      images = cards.length ? timed('images', (r) => `${cards.length} social cards (${r.drawn} drawn${r.byWorker ? `, ${r.byWorker} of them by a second thread` : ''})`, () => drawSocialImages(cards, output, cache, { signal: stopImages.signal })) : undefined;
      images?.catch(() => {}); // awaited below, or settled before the output is aborted
      result = await timed(
        'render',
        (r) =>
          kept
            ? `${r.rendered} of ${routes.length} changed pages' HTML files rendered, ${kept.length} files of the last build kept`
            : `${routes.length} HTML files${cache ? ` (${r.rendered} rendered, ${routes.length - r.rendered} unchanged)` : ''}`,
        () => renderWithCache(compiled, output, routes, cache, workers, kept).finally(progress.end),
      );
      // Done with the workers: their heaps go before the site files and caches are written.
      await workers.close();
      const drawn = (await images) ?? { written: [], keys: new Map<string, string>(), drawn: 0, byWorker: 0 };
      result = { ...result, written: [...result.written, ...drawn.written], keys: new Map([...result.keys, ...drawn.keys]), drawn: drawn.drawn };
      for (const w of result.written) bytes += w.bytes;
      if (publicDir) {
        // A quick rebuild keeps the site files (made from the same plan) with the pages it keeps.
        const generatedSiteFiles = quick
          ? []
          : siteFiles({
              plan,
              inlineScripts: templates.INLINE_SCRIPTS,
              injectedStyles: injectedStyles(templatesDir, js.contents),
              ownFavicon: publicDir.files.some((f) => f.rel === 'favicon.svg'),
              sitemapLimit: options.sitemapLimit,
            });
        if (!quick) {
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
        }
        const assetFiles = [css, ...(sprite ? [sprite.asset] : []), js];
        const now = Date.now();
        const others = writeOrKeep(output, cache, [
          ...publicDir.files.map((f) => ({ outFile: f.rel, key: cache?.publicKey(f, now), write: () => output.copy(f.rel, f.from) })),
          ...assetFiles.map((a) => ({ outFile: a.fileName, key: cache?.assetKey(a.fileName), write: () => output.write(a.fileName, a.contents) })),
          ...generatedSiteFiles.map((file) => ({
            outFile: file.path,
            key: currentPlanKey && cache?.siteFileKey(currentPlanKey, file.path),
            write: () => output.write(file.path, file.contents),
          })),
        ]);
        for (const w of others.written) bytes += w.bytes;
        result.written.push(...others.written.filter((w) => others.keys.has(w.outFile)));
        for (const [file, key] of others.keys) result.keys.set(file, key);
      }
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
      store(() => contentCache?.save());
      await output.commit({ keepOld: cache?.keepOld });
      const counts: PlanCounts = quick
        ? cache!.plan!.counts
        : {
            landingPages: content.pages.length,
            legalPages: content.legal.length,
            hubPages: plan.routes.filter((r) => r.kind === 'hub').length,
            htmlFiles: routes.length,
            socialImages: cards.length,
          };
      const { written, keys } = result;
      store(() => cache?.save(written, keys, currentPlanKey ? { key: currentPlanKey, counts } : undefined));
      if (cacheError) warnCacheWrite(cacheDir!, cacheError.error, log);
      await cache?.discarded;
      return {
        outDir,
        landingPages: counts.landingPages,
        legalPages: counts.legalPages,
        hubPages: counts.hubPages,
        htmlFiles: counts.htmlFiles,
        rendered: result.rendered,
        planned: plan.routes.length,
        socialImages: { files: counts.socialImages, drawn: result.drawn },
        bytes,
        cssBytes: Buffer.byteLength(css.contents),
        jsBytes: Buffer.byteLength(js.contents),
        durationMs: performance.now() - started,
        stages,
        statuses: countBuilt(content, Boolean(quick)),
      };
    } catch (error) {
      // Workers still busy with other batches must stop before their folder is removed under them.
      await workers.close();
      // The card loop writes into the temp folder: it must stop before the folder goes.
      stopImages.abort();
      await images?.catch(() => {});
      output.abort({ unwritten: !writing });
      await cache?.discarded;
      throw error;
    }
  } finally {
    await workers.close();
  }
}
