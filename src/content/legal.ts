// Legal pages (content/legal/<name>.yaml → /<name>/) and the check that every
// internal link written in site.yaml leads to a page or file the build writes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SLUG_PATTERN } from '../rules/patterns.js';
import type { Issue } from '../errors.js';
import { checkPlaceholders, fillPlaceholders } from './placeholders.js';
import type { SourceFile } from './read.js';
import { LEGAL_PLACEHOLDERS, LegalFile, type LegalConfig, type SiteConfig } from './schema.js';
import { issueAt, locatorFor, validateSource } from './validate.js';

export interface LegalData extends Omit<LegalConfig, 'label'> {
  source: string;
  /** File name without extension, e.g. 'privacy'. */
  id: string;
  route: string;
  label: string;
}

/** The disclosure page the footer links to, when the content has one. */
export const DISCLOSURE_PAGE = 'affiliate-disclosure';

export function loadLegal(sources: SourceFile[], site: SiteConfig, reserved: Set<string>, issues: Issue[]): LegalData[] {
  const vars = { brand: site.brand, company: site.company, product: site.affiliate.product, email: site.contact.email };
  return sources.flatMap((source) => {
    const before = issues.length;
    const file = validateSource(source, LegalFile, issues);
    checkPlaceholders(source, source.data, LEGAL_PLACEHOLDERS, issues);
    if (!SLUG_PATTERN.test(source.name)) {
      issues.push(issueAt(source, locatorFor(source), [], `file name "${source.name}" becomes the route /${source.name}/: use lower-case letters, digits and single hyphens`));
    } else if (reserved.has(`/${source.name}`)) {
      issues.push(issueAt(source, locatorFor(source), [], `route /${source.name} is reserved for the site's own pages: rename the file`));
    }
    if (!file || issues.length > before) return [];
    const filled = fillPlaceholders(file, vars);
    return [{ ...filled, label: filled.label ?? filled.title, source: source.file, id: source.name, route: `/${source.name}` }];
  });
}

/**
 * A site-relative href in site.yaml must name a route or a file in
 * content/public/: a footer link to /privacy without content/legal/privacy.yaml
 * would otherwise ship as a 404.
 */
export function checkSiteLinks(contentDir: string, source: SourceFile, site: SiteConfig, routes: Set<string>, issues: Issue[]): void {
  const locate = locatorFor(source);
  for (const group of ['company', 'support'] as const) {
    site.footer[group].forEach((link, i) => {
      if (link.href === '#') {
        issues.push(issueAt(source, locate, ['footer', group, i, 'href'], `"#" leads nowhere: link a page (/privacy/), an anchor (#pricing) or a mailto:`));
        return;
      }
      if (!link.href.startsWith('/')) return;
      const target = link.href.split('#')[0].replace(/\/+$/, '') || '/';
      if (routes.has(target) || existsSync(path.join(contentDir, 'public', target))) return;
      const hint = target === `/${path.basename(target)}` ? ` (a legal page needs content/legal${target}.yaml)` : '';
      issues.push(issueAt(source, locate, ['footer', group, i, 'href'], `no page has the route ${target}${hint}`));
    });
  }
}
