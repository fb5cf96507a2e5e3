// The load stage: the assets (stylesheet, admin script, compiled templates)
// build while the content loads, in full or, on a quick rebuild, only the
// changed pages (quick.ts).
import { releaseScheduled } from '../publish/build-status.js';
import { cachedAssets, installedHash } from '../cache/asset-cache.js';
import type { QuickRebuild } from '../cache/quick-rebuild.js';
import type { Issue } from '../errors.js';
import { notingLeftovers } from '../content/leftovers.js';
import { loadContentWith, type Content } from '../content/load.js';
import { parseSources, readSources, type Sources } from '../content/read.js';
import { formatBytes } from '../log.js';
import type { PlanOptions } from '../plan/index.js';
import { bundleAdminClient } from '../render/bundle.js';
import { buildCss, type Asset } from '../render/css.js';
import { buildIconSprite, type IconSpriteAsset } from '../render/sprite.js';
import { openTemplateCache, type TemplateCache } from '../cache/template-cache.js';
import { compileTemplates, importTemplates, type CompiledTemplates } from '../render/templates.js';
import type { Templates } from '../render/contract.js';
import type { BuildContext } from './context.js';
import { NotQuick } from './options.js';
import { startQuick } from './quick.js';

export interface Loaded {
  /** site.yaml, presets and legal files as read, not parsed: the leftover scan and the plan key read them. */
  texts: Sources;
  /** The same, parsed on first use: a quick rebuild may find them parsed in its cache. */
  head: () => Sources;
  /** Loads every page (the full path, also when planning turns a quick rebuild down). */
  loadAll: () => Promise<Content>;
  /** Each page file's own leftovers as its loader located them, by absolute path (content/leftovers.ts pageLeftovers). */
  located: Map<string, Issue[]>;
  /** Every page; on a quick rebuild the changed ones in full and the others as their summaries. */
  content: Content;
  /** A quick rebuild's pages, until planning decides whether it keeps the rest of the last build (quick.ts). */
  quick?: QuickRebuild;
  css: Asset;
  js: Asset;
  compiled: CompiledTemplates;
  /** The templates module, imported on first use: a quick rebuild may never need it (cache/template-cache.ts). */
  templates: () => Promise<Templates>;
  /** Shells and the icon sprite the templates made, kept for the next build; none without a cache. */
  templateCache?: TemplateCache;
  sprite: IconSpriteAsset;
  planOptions: PlanOptions;
}

export async function load(ctx: BuildContext): Promise<Loaded> {
  const { options, timed, workers, contentCache, contentDir, templatesDir } = ctx;
  const { quickOnly } = ctx.runtime;
  // Assets do not depend on the content: they build while the pages load (on workers for big sites).
  const assets = timed(
    'assets',
    ([c, j]) => `CSS ${formatBytes(c.contents.length)}, JS ${formatBytes(j.contents.length)}, templates`,
    () =>
      cachedAssets(
        ctx.cacheDir,
        templatesDir,
        ctx.version,
        () =>
          quickOnly
            ? Promise.reject(new NotQuick('the assets are not cached'))
            : Promise.all([buildCss(templatesDir), bundleAdminClient(templatesDir), compileTemplates(templatesDir)]),
        ctx.log,
        ctx.force,
      ),
  );
  assets.catch(() => {}); // a content error is reported first; this one is awaited just below
  // site.yaml, presets and legal files, read once: the load and the leftover scan both need them.
  // Parsed only when needed: a quick rebuild may find them parsed in its cache.
  const texts = readSources(contentDir, { pages: false, parse: false });
  let parsed: Sources | undefined;
  const head = () => (parsed ??= parseSources(texts));
  const located = new Map<string, Issue[]>();
  const loadAll = async () =>
    releaseScheduled(
      await timed(
        'content',
        (c) => `${c.pages.length} pages, ${c.niches.length} niches`,
        () => loadContentWith(contentDir, notingLeftovers(contentCache?.load ?? workers.load, located), head()),
      ),
      options.date,
      ctx.log,
    );
  // A build that must be quick gives up on uncached assets before it reads the pages.
  if (quickOnly) await assets;
  let quick = await startQuick(ctx, texts, head);
  // A dated build with scheduled pages takes the full path: which of them go live depends on the date, not on the files.
  if (quick && options.date !== undefined && quick.scheduled()) quick = undefined;
  if (!quick && quickOnly) throw new NotQuick('the site files or the pages are not as the last build left them');
  // Without scheduled pages there is nothing to release: a quick rebuild's pages stay undecoded.
  const content = quick ? (quick.scheduled() ? releaseScheduled(quick.content, options.date, ctx.log) : quick.content) : await loadAll();
  if (!quick) ctx.runtime.collect?.();
  const [css, js, compiled] = await assets;
  workers.prepare(compiled);
  let imported: Promise<Templates> | undefined;
  const templates = () => (imported ??= importTemplates(compiled));
  const templateCache = ctx.cacheDir ? openTemplateCache(ctx.cacheDir, `${ctx.version}\0${installedHash()}`, compiled.hash, ctx.log) : undefined;
  const base = options.base ?? content.site.base;
  const sprite = await buildIconSprite(templates, content, base, ctx.force ? undefined : templateCache);
  const planOptions = {
    base: options.base,
    siteUrl: options.siteUrl,
    assets: { css: base + css.fileName, adminJs: base + js.fileName, icons: sprite?.view },
  };
  return { texts, head, located, loadAll, content, quick, css, js, compiled, templates, templateCache, sprite, planOptions };
}
