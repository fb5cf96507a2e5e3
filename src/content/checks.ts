// Site-wide content checks that need more than one file: the affiliate rules,
// placeholders in site.yaml, route collisions and references to pages and files.
import type { Issue } from '../errors.js';
import { checkSiteLinks, type LegalData } from './legal.js';
import type { PageData, PageOutcome } from './types.js';
import { checkPlaceholders } from './placeholders.js';
import type { SourceFile } from './read.js';
import { routeProblem } from '../rules/routes.js';
import { HOME_PLACEHOLDERS, PAGE_PLACEHOLDERS, type SiteConfig } from './schema.js';
import { publicFileProblem } from './site-paths.js';
import { issueAt, locatorFor } from './validate.js';

export const RESERVED_ROUTES = new Set(['/', '/admin', '/404', '/assets']);

/** The referral parameter must survive in every affiliate URL. */
export function checkAffiliate(url: unknown, param: string): string | undefined {
  if (typeof url !== 'string') return undefined;
  const value = new URL(url).searchParams.get(param);
  return value ? undefined : `must carry the referral parameter ${param}=… in its query (site.yaml affiliate.referralParam)`;
}

export function checkSite(source: SourceFile, site: SiteConfig, issues: Issue[]): void {
  const locate = locatorFor(source);
  const problem = checkAffiliate(site.affiliate.url, site.affiliate.referralParam);
  if (problem) issues.push(issueAt(source, locate, ['affiliate', 'url'], problem));
  // The tracking value is set on every link; with the same name it would overwrite the referral code.
  if (site.affiliate.trackingParam === site.affiliate.referralParam) {
    issues.push(issueAt(source, locate, ['affiliate', 'trackingParam'], `must differ from referralParam (${site.affiliate.referralParam}): the page id would replace the referral code`));
  }
  const raw = source.data as Record<string, unknown>;
  checkPlaceholders(source, raw.defaults, PAGE_PLACEHOLDERS, issues, ['defaults']);
  checkPlaceholders(source, raw.seo, PAGE_PLACEHOLDERS, issues, ['seo']);
  checkPlaceholders(source, raw.home, HOME_PLACEHOLDERS, issues, ['home']);
  if (site.defaults.affiliateLink) {
    const p = checkAffiliate(site.defaults.affiliateLink, site.affiliate.referralParam);
    if (p) issues.push(issueAt(source, locate, ['defaults', 'affiliateLink'], p));
  }
  const seen = new Set<string>();
  site.home.categories.forEach((c, i) => {
    if (seen.has(c.slug)) issues.push(issueAt(source, locate, ['home', 'categories', i, 'slug'], `duplicate category slug "${c.slug}"`));
    seen.add(c.slug);
  });
}

/** Two pages may not write the same file; reserved routes belong to the site. */
export function checkRoutes(pages: PageData[], byFile: Map<string, PageOutcome>, sourceOf: (abs: string) => SourceFile, legal: LegalData[], issues: Issue[]): void {
  const byRoute = new Map<string, PageData>();
  const legalRoutes = new Map(legal.map((l) => [l.route, l.source]));
  const report = (page: PageData, message: string) => {
    const outcome = byFile.get(page.source)!;
    const source = sourceOf(outcome.abs);
    issues.push(issueAt(source, locatorFor(source), outcome.ownRoute ? ['route'] : ['city'], message));
  };
  const taken = new Map([...[...RESERVED_ROUTES].map((r) => [r, "the site's own pages"] as const), ...[...legalRoutes].map(([r, f]) => [r, `the legal page ${f}`] as const)]);
  for (const page of pages) {
    const problem = routeProblem(page.route, taken);
    if (problem) {
      report(page, problem);
      continue;
    }
    if (RESERVED_ROUTES.has(page.route)) {
      report(page, `route ${page.route} is reserved for the site's own pages`);
      continue;
    }
    if (legalRoutes.has(page.route)) {
      report(page, `route ${page.route} is taken by the legal page ${legalRoutes.get(page.route)}`);
      continue;
    }
    const twin = byRoute.get(page.route);
    if (twin) {
      report(page, `duplicate route ${page.route}: ${twin.source} and ${page.source} both write dist${page.route}/index.html`);
    } else byRoute.set(page.route, page);
  }
}

/** Links from content to pages and files must resolve: admin examples, local hero images. */
export function checkReferences(
  contentDir: string,
  siteSource: SourceFile,
  site: SiteConfig,
  pages: PageData[],
  byFile: Map<string, PageOutcome>,
  sourceOf: (abs: string) => SourceFile,
  legal: LegalData[],
  issues: Issue[],
): void {
  const routes = new Set(pages.map((p) => p.route));
  checkSiteLinks(contentDir, siteSource, site, new Set([...RESERVED_ROUTES, ...routes, ...legal.map((l) => l.route)]), issues);
  site.admin.examples.forEach((route, i) => {
    if (!routes.has(route)) {
      issues.push(issueAt(siteSource, locatorFor(siteSource), ['admin', 'examples', i], `no page has the route ${route}`));
    }
  });
  for (const page of pages) {
    for (const field of ['src', 'darkSrc'] as const) {
      const src = page.heroImage?.[field];
      if (!src || !src.startsWith('/')) continue;
      const problem = publicFileProblem(contentDir, src);
      if (problem) {
        const outcome = byFile.get(page.source)!;
        const source = sourceOf(outcome.abs);
        issues.push(issueAt(source, locatorFor(source), outcome.ownHeroImage ? ['heroImage', field] : [], problem));
      }
    }
  }
}
