// Site-wide files derived from the plan: sitemap, robots.txt, _headers and the
// favicon. Pure: the build writes what this returns.
import type { Plan } from '../plan/index.js';
import { absoluteUrl, siteHref } from '../urls.js';
import { analyticsSetup } from '../analytics/providers.js';
import { contentSecurityPolicy } from './csp.js';
import { faviconFile } from './favicon.js';
import { headersFile } from './headers.js';
import { robotsFile } from './robots.js';
import { sitemapFiles, SITEMAP_LIMIT, type Lastmods } from './sitemap.js';

export type { SiteFile } from './site-file.js';
import type { SiteFile } from './site-file.js';

export interface SiteFilesInput {
  plan: Plan;
  /** Every inline script the templates can emit (templates/scripts.ts INLINE_SCRIPTS). */
  inlineScripts: readonly string[];
  /** <style> blocks the admin bundle injects (injected-styles.ts). */
  injectedStyles?: readonly string[];
  /** content/public/ brings its own favicon.svg: do not generate one. */
  ownFavicon?: boolean;
  sitemapLimit?: number;
  /** The sitemap's <lastmod> dates (content/routes.lock). */
  lastmod?: Lastmods;
}

/** Origins of https hero images: the only external files a page loads. */
function imageOrigins(plan: Plan): string[] {
  return plan.routes.flatMap((r) => {
    // siteHref leaves an absolute URL as it is: the page's own src is the view's.
    const src = r.kind === 'landing' ? r.page.heroImage?.src : undefined;
    return src && src.startsWith('https://') ? [new URL(src).origin] : [];
  });
}

export function siteFiles({ plan, inlineScripts, injectedStyles = [], ownFavicon = false, sitemapLimit = SITEMAP_LIMIT, lastmod }: SiteFilesInput): SiteFile[] {
  const { site, routes } = plan;
  // Without a site URL there is no valid sitemap (it needs absolute URLs): it is omitted, robots.txt stays.
  const sitemapUrl = absoluteUrl(site.siteUrl, siteHref(site.base, '/sitemap.xml'));
  const indexable = routes.flatMap((r) => (r.head.noindex || !r.head.canonical ? [] : [r.head.canonical]));
  const analytics = plan.analytics && analyticsSetup(plan.analytics);
  const csp = contentSecurityPolicy({ scripts: inlineScripts, styles: injectedStyles, imageOrigins: imageOrigins(plan), analytics });
  return [
    ...(sitemapUrl ? sitemapFiles(indexable, sitemapUrl, sitemapLimit, lastmod) : []),
    robotsFile(sitemapUrl),
    headersFile({ base: site.base, csp }),
    ...(ownFavicon ? [] : [faviconFile(site.brand)]),
  ];
}
