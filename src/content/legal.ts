// Legal pages (content/legal/<name>.yaml → /<name>/) and the check that every
// internal link written in site.yaml leads to a page or file the build writes.
import { analyticsWords, staleAnalyticsClaim } from '../analytics/privacy.js';
import { SLUG_PATTERN } from '../rules/patterns.js';
import { sitePathProblem } from '../urls.js';
import { checkPlaceholders, fillPlaceholders } from './placeholders.js';
import type { SourceFile } from './read.js';
import type { Reporter } from './report.js';
import { LEGAL_PLACEHOLDERS, LegalFile, type SiteConfig } from './schema.js';
import { publicTarget } from './site-paths.js';
import type { LegalData, SiteChecks } from './types.js';
import { validateSource } from './validate.js';

/** The disclosure page the footer links to, when the content has one. */
export const DISCLOSURE_PAGE = 'affiliate-disclosure';

export function loadLegal(sources: SourceFile[], site: SiteConfig, reserved: Set<string>, report: Reporter): LegalData[] {
  const vars = { brand: site.brand, company: site.company, product: site.affiliate.product, email: site.contact.email, ...analyticsWords(site.analytics) };
  return sources.flatMap((source) => {
    const before = report.issues.length;
    const file = validateSource(source, LegalFile, report);
    checkPlaceholders(report, source, source.data, LEGAL_PLACEHOLDERS);
    const stale = staleAnalyticsClaim(site.analytics, source.data);
    if (stale) report.at(source, [], stale);
    if (!SLUG_PATTERN.test(source.name)) {
      report.at(source, [], `file name "${source.name}" becomes the route /${source.name}/: use lower-case letters, digits and single hyphens`);
    } else if (reserved.has(`/${source.name}`)) {
      report.at(source, [], `route /${source.name} is reserved for the site's own pages: rename the file`);
    }
    if (!file || report.issues.length > before) return [];
    const filled = fillPlaceholders(file, vars);
    return [{ ...filled, label: filled.label ?? filled.title, source: source.file, id: source.name, route: `/${source.name}` }];
  });
}

/**
 * A site-relative href in site.yaml must name a route or a file in
 * content/public/: a footer link to /privacy without content/legal/privacy.yaml
 * would otherwise ship as a 404.
 */
export function checkSiteLinks({ contentDir, siteSource: source, site, report }: SiteChecks, routes: Set<string>): void {
  for (const group of ['company', 'support'] as const) {
    site.footer[group].forEach((link, i) => {
      if (link.href === '#') {
        report.at(source, ['footer', group, i, 'href'], `"#" leads nowhere: link a page (/privacy/), an anchor (#pricing) or a mailto:`);
        return;
      }
      if (!link.href.startsWith('/')) return;
      const at = ['footer', group, i, 'href'];
      const problem = sitePathProblem(link.href);
      if (problem) return report.at(source, at, problem);
      const target = link.href.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
      // /assets is reserved, but a folder, not a page.
      if (routes.has(target) && target !== '/assets') return;
      const file = publicTarget(contentDir, target);
      if (file === 'file') return;
      if (file === 'folder' || target === '/assets') {
        return report.at(source, at, `${target} is a folder${target === '/assets' ? ' of the build' : ' in content/public/'}, not a page or a file: link a file inside it`);
      }
      const hint = target === `/${target.split('/')[1]}` ? ` (a legal page needs content/legal${target}.yaml)` : '';
      report.at(source, at, `no page has the route ${target}${hint}`);
    });
  }
}
