// A rebuild in place. When a quick rebuild (quick.ts) changes only landing
// pages, each keeping its summary, under the plan key of the last build, every
// other file of the site is as the last build left it: the changed pages'
// files are written over their old ones in the live output (output/in-place.ts:
// one atomic rename each), and nothing else is touched. No plan of the other
// pages is made (each changed page takes the links the last full plan gave it,
// cache/landing-links.ts), no temp copy of the site, no swap.
//
// Anything it cannot vouch for takes the quick or full path, which give the
// same output: a file of the last build's output not as it was written (or
// under a symbolic link), a public/ file not as it was copied, a social card
// to draw, scheduled pages, links not kept. Nothing is written before that is
// decided, and every changed page is rendered before the first is written: a
// template that throws leaves the output as it was. Each page is replaced
// whole; a kill between two of them leaves some new and some old, and the
// next build (the output no longer as recorded) makes them again.
import { formatIssue } from '../errors.js';
import { keptLinks } from '../cache/landing-links.js';
import { manifestRows } from '../cache/manifest-rows.js';
import { publicFileKey, routeKeyer } from '../cache/build-cache.js';
import { warnCacheWrite } from '../cache/cache-dir.js';
import { openInPlace, outputMarked } from '../output/in-place.js';
import { scanPublic } from '../output/public-files.js';
import { landingHead, landingOutFile, landingRoute, type LandingContext } from '../plan/landing.js';
import { siteView } from '../plan/site-view.js';
import { keyedPaths, takeTrustedShells, useKeptShells } from '../render/shell/renderer.js';
import { renderPages } from '../render/batch.js';
import { fewPagesRenderer } from '../workers/stage.js';
import type { RenderRoute } from '../plan/planned.js';
import type { BuildContext } from './context.js';
import type { BuildResult } from './finish.js';
import type { Loaded } from './load.js';
import { logQuickContent, planKeyFor } from './quick.js';
import { planNotes } from './route-plan.js';

/** The last build's manifest and plan key, when every file of its output and of public/ is as it left them. */
function lastBuildKept(ctx: BuildContext, loaded: Loaded, quick: NonNullable<Loaded['quick']>, siteUrl: string | undefined) {
  const { content, compiled } = loaded;
  const { cacheDir, outDir } = ctx;
  if (!cacheDir || ctx.options.shard || ctx.force || ctx.publish.active || quick.scheduled()) return undefined;
  if (content.site.socialImages && siteUrl) return undefined;
  const manifest = manifestRows(cacheDir, outDir, ctx.version);
  if (!manifest || !outputMarked(outDir)) return undefined;
  const publicDir = scanPublic(ctx.contentDir, content.site.publicDotfiles);
  const planKey = planKeyFor(ctx, loaded, { publicDir })(quick.summaries);
  if (!planKey || planKey !== manifest.plan.key) return undefined;
  // public/ files are keyed by their stat, not in the plan key: each must be as the last build copied it.
  const now = Date.now();
  const keyed = { version: ctx.version, templatesHash: compiled.hash };
  for (const file of publicDir.files) {
    const key = publicFileKey(keyed, file, now);
    if (!key || key !== manifest.entry(file.rel)?.key) return undefined;
  }
  return manifest.intact() ? { cacheDir, manifest, publicDir, planKey, keyed } : undefined;
}

export async function buildInPlace(ctx: BuildContext, loaded: Loaded): Promise<BuildResult | undefined> {
  const { quick, content, compiled, planOptions, templateCache } = loaded;
  const { options, contentCache, log, outDir } = ctx;
  const base = options.base ?? content.site.base;
  const siteUrl = options.siteUrl ?? content.site.siteUrl;
  const last = quick && contentCache && lastBuildKept(ctx, loaded, quick, siteUrl);
  if (!quick || !contentCache || !last) return undefined;
  const { cacheDir, manifest, publicDir, planKey, keyed } = last;
  const lctx: LandingContext = { base, site: siteView(content, base, siteUrl, planOptions.assets), content };
  const planned = quick.changed.map((page) => ({ url: page.route, outFile: landingOutFile(page), head: landingHead(lctx, page), page }));
  const links = keptLinks(
    cacheDir,
    outDir,
    planKey,
    planned.map((p) => p.outFile),
    log,
  );
  if (!links) return undefined;
  // Taken in before the routes are keyed: a landing route's key takes its page's input key (content-cache.ts).
  quick.accept();
  const keyOf = routeKeyer({ ...keyed, pageKey: contentCache.inputKey });
  const keys = new Map<string, string>();
  const routes: RenderRoute[] = [];
  for (let i = 0; i < planned.length; i++) {
    const route = landingRoute(lctx, planned[i], links[i]);
    const key = keyOf(route);
    const entry = manifest.entry(route.outFile);
    if (!entry) return undefined;
    if (entry.key === key) continue;
    keys.set(route.outFile, key);
    routes.push(route);
  }

  log.warnAll(quick.leftovers().map(formatIssue));
  loaded.located.clear();
  planNotes(log, siteUrl, content, publicDir);
  logQuickContent(ctx, quick);
  useKeptShells(templateCache?.shells());
  ctx.workers.keepShells(Boolean(templateCache));
  const written = await ctx.timed(
    'render',
    (w) => `${w.length} of ${planned.length} changed pages' HTML files written in place, the other files of the last build left as they are`,
    async () => {
      const pages = renderPages(await fewPagesRenderer(compiled, routes), routes);
      const output = openInPlace(outDir);
      try {
        return pages.map((html, i) => output.write(routes[i].outFile, html));
      } finally {
        output.close();
      }
    },
  );
  for (const w of written) manifest.replace(w.outFile, keys.get(w.outFile)!, w);
  try {
    contentCache.save();
    templateCache?.saveShells(takeTrustedShells(), keyedPaths);
    manifest.save();
  } catch (error) {
    warnCacheWrite(cacheDir, error, log);
  }
  const { counts } = manifest.plan;
  return {
    outDir,
    landingPages: counts.landingPages,
    legalPages: counts.legalPages,
    hubPages: counts.hubPages,
    htmlFiles: counts.htmlFiles,
    rendered: written.length,
    planned: planned.length,
    socialImages: { files: counts.socialImages, drawn: 0 },
    // Every file of the site but the output marker: each is recorded (a public/ file too new to key is not kept in place).
    bytes: manifest.bytes(),
    cssBytes: Buffer.byteLength(loaded.css.contents),
    jsBytes: Buffer.byteLength(loaded.js.contents),
    durationMs: performance.now() - ctx.started,
    stages: ctx.stages,
    statuses: quick.statuses(),
  };
}
