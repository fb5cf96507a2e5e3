// Site-wide content checks that need more than one file: the affiliate rules,
// placeholders in site.yaml, route collisions and references to pages and files.
import { checkSiteLinks } from './legal.js';
import type { FieldPath } from './locate.js';
import { checkPlaceholders } from './placeholders.js';
import type { SourceFile } from './read.js';
import type { Reporter } from './report.js';
import { routeProblem } from '../rules/routes.js';
import { HOME_PLACEHOLDERS, PAGE_PLACEHOLDERS, type SiteConfig } from './schema.js';
import { publicFileProblem } from './site-paths.js';
import type { SitePage, PageOutcome, SiteChecks } from './types.js';

export const RESERVED_ROUTES = new Set(['/', '/admin', '/404', '/assets']);

/** The referral parameter must survive in every affiliate URL. */
export function checkAffiliate(url: unknown, param: string): string | undefined {
  if (typeof url !== 'string') return undefined;
  const value = new URL(url).searchParams.get(param);
  return value ? undefined : `must carry the referral parameter ${param}=… in its query (site.yaml affiliate.referralParam)`;
}

export function checkSite(source: SourceFile, site: SiteConfig, report: Reporter): void {
  const problem = checkAffiliate(site.affiliate.url, site.affiliate.referralParam);
  if (problem) report.at(source, ['affiliate', 'url'], problem);
  // The tracking value is set on every link; with the same name it would overwrite the referral code.
  if (site.affiliate.trackingParam === site.affiliate.referralParam) {
    report.at(source, ['affiliate', 'trackingParam'], `must differ from referralParam (${site.affiliate.referralParam}): the page id would replace the referral code`);
  }
  const raw = source.data as Record<string, unknown>;
  checkPlaceholders(report, source, raw.defaults, PAGE_PLACEHOLDERS, ['defaults']);
  checkPlaceholders(report, source, raw.seo, PAGE_PLACEHOLDERS, ['seo']);
  checkPlaceholders(report, source, raw.home, HOME_PLACEHOLDERS, ['home']);
  if (site.defaults.affiliateLink) {
    const p = checkAffiliate(site.defaults.affiliateLink, site.affiliate.referralParam);
    if (p) report.at(source, ['defaults', 'affiliateLink'], p);
  }
  const seen = new Set<string>();
  site.home.categories.forEach((c, i) => {
    if (seen.has(c.slug)) report.at(source, ['home', 'categories', i, 'slug'], `duplicate category slug "${c.slug}"`);
    seen.add(c.slug);
  });
}

/** Reports a problem in a page's own file, at the field `at` picks from what the file sets itself. */
function reportInPage({ byFile, sourceOf, report }: SiteChecks, page: SitePage, at: (outcome: PageOutcome) => FieldPath, message: string): void {
  const outcome = byFile.get(page.source)!;
  report.at(sourceOf(outcome.abs), at(outcome), message);
}

/** Two pages may not write the same file; reserved routes belong to the site. */
export function checkRoutes(checks: SiteChecks): void {
  const byRoute = new Map<string, SitePage>();
  const legalRoutes = new Map(checks.legal.map((l) => [l.route, l.source]));
  // A route problem points at route: when the page sets it, else at the city that filled the pattern.
  const report = (page: SitePage, message: string) => reportInPage(checks, page, (o) => (o.ownRoute ? ['route'] : ['city']), message);
  const taken = new Map([...[...RESERVED_ROUTES].map((r) => [r, "the site's own pages"] as const), ...[...legalRoutes].map(([r, f]) => [r, `the legal page ${f}`] as const)]);
  for (const page of checks.pages) {
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
export function checkReferences(checks: SiteChecks): void {
  const { contentDir, siteSource, site, pages, legal, report } = checks;
  const routes = new Set(pages.map((p) => p.route));
  checkSiteLinks(checks, new Set([...RESERVED_ROUTES, ...routes, ...legal.map((l) => l.route)]));
  site.admin.examples.forEach((route, i) => {
    if (!routes.has(route)) report.at(siteSource, ['admin', 'examples', i], `no page has the route ${route}`);
  });
  // Pages share a handful of preset images: each path is looked up on disk once, not once per page.
  const problems = new Map<string, ReturnType<typeof publicFileProblem>>();
  for (const page of pages) {
    for (const field of ['src', 'darkSrc'] as const) {
      const src = page.heroImage?.[field];
      if (!src || !src.startsWith('/')) continue;
      if (!problems.has(src)) problems.set(src, publicFileProblem(contentDir, src));
      const problem = problems.get(src);
      // At heroImage when the page sets it; a preset's image is reported at the page as a whole.
      if (problem) reportInPage(checks, page, (o) => (o.ownHeroImage ? ['heroImage', field] : []), problem);
    }
  }
}
