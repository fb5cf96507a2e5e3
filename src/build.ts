// build(): runs the stages in order and times them. Only write.ts touches dist/.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from './content/load.js';
import { createLogger, formatBytes, formatDuration, type Logger } from './log.js';
import { defaultTemplatesDir } from './paths.js';
import { planRoutes } from './plan.js';
import { bundleAdminClient } from './render/bundle.js';
import { buildCss } from './render/css.js';
import { renderRoute } from './render/page.js';
import { compileTemplates, importTemplates } from './render/templates.js';
import { injectedStyles } from './seo/injected-styles.js';
import { siteFiles } from './seo/site-files.js';
import { openOutput } from './write.js';

export interface BuildOptions {
  content: string;
  out: string;
  templates?: string;
  base?: string;
  siteUrl?: string;
  logger?: Logger;
  /** URLs per sitemap file before it splits into an index (default: the protocol's 50,000); lowered in tests. */
  sitemapLimit?: number;
}

export interface BuildResult {
  outDir: string;
  landingPages: number;
  legalPages: number;
  htmlFiles: number;
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
  const started = performance.now();
  const stages: BuildResult['stages'] = [];
  const timed = async <T>(name: string, detail: (value: T) => string, run: () => T | Promise<T>): Promise<T> => {
    const t = performance.now();
    const value = await run();
    const ms = performance.now() - t;
    stages.push({ name, ms });
    log.info(`  ${name.padEnd(8)} ${detail(value)} in ${formatDuration(ms)}`);
    return value;
  };

  const content = await timed('content', (c) => `${c.pages.length} pages, ${c.niches.length} niches`, () => loadContent(contentDir));
  const [css, js, compiled] = await timed(
    'assets',
    ([c, j]) => `CSS ${formatBytes(c.contents.length)}, JS ${formatBytes(j.contents.length)}, templates`,
    () => Promise.all([buildCss(templatesDir), bundleAdminClient(templatesDir), compileTemplates(templatesDir)]),
  );
  const base = options.base ?? content.site.base;
  const plan = planRoutes(content, {
    base: options.base,
    siteUrl: options.siteUrl,
    assets: { css: base + css.fileName, adminJs: base + js.fileName },
  });
  const templates = await importTemplates(compiled);
  const output = openOutput(options.out);
  let bytes = 0;
  try {
    await timed('render', () => `${plan.routes.length} HTML files`, () => {
      for (const route of plan.routes) bytes += output.write(route.outFile, renderRoute(templates, route));
    });
    output.copyDir(path.join(contentDir, 'public'));
    bytes += output.write(css.fileName, css.contents);
    bytes += output.write(js.fileName, js.contents);
    if (!plan.site.siteUrl) {
      log.warn('no site URL (siteUrl in site.yaml or --site-url): canonical links, og:url and sitemap.xml are left out');
    }
    for (const file of siteFiles({
      plan,
      inlineScripts: templates.INLINE_SCRIPTS,
      injectedStyles: injectedStyles(templatesDir, js.contents),
      ownFavicon: existsSync(path.join(contentDir, 'public', 'favicon.svg')),
      sitemapLimit: options.sitemapLimit,
    })) {
      bytes += output.write(file.path, file.contents);
    }
    output.commit();
  } catch (error) {
    output.abort();
    throw error;
  }
  return {
    outDir: path.resolve(options.out),
    landingPages: content.pages.length,
    legalPages: content.legal.length,
    htmlFiles: plan.routes.length,
    bytes,
    cssBytes: Buffer.byteLength(css.contents),
    jsBytes: Buffer.byteLength(js.contents),
    durationMs: performance.now() - started,
    stages,
  };
}
