// Hub routes (site.yaml hubs) must not land on a page the site already writes:
// a landing page, a legal page, the site's own routes, or another hub.
import { findHubs } from '../internal-links/hubs.js';
import { routeProblem } from '../rules/routes.js';
import { RESERVED_ROUTES } from './checks.js';
import type { SourceFile } from './read.js';
import type { SiteConfig } from './schema.js';
import type { LegalData, NicheData, SitePage } from './types.js';
import type { Reporter } from './report.js';

export function checkHubRoutes(siteSource: SourceFile, site: SiteConfig, niches: NicheData[], pages: SitePage[], legal: LegalData[], report: Reporter): void {
  const owners = new Map<string, string>([
    ...[...RESERVED_ROUTES].map((r): [string, string] => [r, "the site's own pages"]),
    ...legal.map((l): [string, string] => [l.route, `the legal page ${l.source}`]),
    ...pages.map((p): [string, string] => [p.route, `the landing page ${p.source}`]),
  ]);
  const tops = new Map([...owners].filter(([r]) => r.split('/').length === 2 && r !== '/'));
  for (const hub of findHubs(site, niches, pages).all) {
    const what = `the ${hub.kind} hub of "${hub.name}" (route ${hub.route})`;
    const problem = routeProblem(hub.route, tops);
    const owner = owners.get(hub.route);
    const message = problem ? `${what}: ${problem}` : owner ? `${what} collides with ${owner}: change hubs.${hub.kind} or that page's route` : undefined;
    if (message) report.at(siteSource, ['hubs', hub.kind], message);
    else owners.set(hub.route, what);
  }
}
