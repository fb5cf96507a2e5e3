// The build-time check of every sub-ID the site will carry: the allowed
// alphabet, the length networks accept, and one sub-ID per page and placement.
// Reported at site.yaml affiliate.subId, naming the page and the placement.
import type { SourceFile } from '../content/read.js';
import type { Reporter } from '../content/report.js';
import type { SiteConfig } from '../content/schema.js';
import type { NicheData, SitePage } from '../content/types.js';
import { findHubs } from '../links/hubs.js';
import { HOME_SUB_ID_PAGE, hubSubIdPage, placementRows, subIdProblem, type PlacementRow } from './placements.js';

/** A long template would fail on every page: the first few say enough. */
const MAX_REPORTED = 5;

/** A call to action with the page it is on and the affiliate URL it leads to (before its sub-ID is added). */
export interface SiteSubId extends PlacementRow {
  /** The page's route, '/' for home. */
  route: string;
  target: string;
  /** The page file, for landing pages. */
  source?: string;
}

/** Every call to action of the site, in the order `lpgen links` lists them: the rows the planner makes links for. */
export function siteSubIds(site: SiteConfig, niches: NicheData[], pages: readonly SitePage[]): SiteSubId[] {
  const template = site.affiliate.subId;
  const target = site.affiliate.url;
  return [
    ...placementRows(template, 'home', HOME_SUB_ID_PAGE).map((r) => ({ ...r, route: '/', target })),
    ...pages.flatMap((p) =>
      placementRows(template, 'landing', p.id).map((r) => ({ ...r, route: p.route, target: p.affiliateLink ?? target, source: p.source })),
    ),
    ...findHubs(site, niches, pages).all.flatMap((h) => placementRows(template, 'hub', hubSubIdPage(h.route)).map((r) => ({ ...r, route: h.route, target }))),
  ];
}

export function checkSubIds(siteSource: SourceFile, site: SiteConfig, niches: NicheData[], pages: readonly SitePage[], report: Reporter): void {
  const seen = new Map<string, SiteSubId>();
  let reported = 0;
  const rows = siteSubIds(site, niches, pages);
  const what = (r: SiteSubId) => `${r.kind === 'landing' ? 'page' : r.kind} ${r.page}${r.source ? ` (${r.source})` : ''}, placement ${r.placement}`;
  for (const row of rows) {
    const twin = seen.get(row.subId);
    const problem = subIdProblem(row.subId) ?? (twin ? `"${row.subId}" is also the sub-ID of ${what(twin)}` : undefined);
    seen.set(row.subId, row);
    if (!problem || reported++ >= MAX_REPORTED) continue;
    const fix = twin ? '' : ': shorten affiliate.subId, or the route the page id comes from (routePattern, the niche or city slug)';
    report.at(siteSource, ['affiliate', 'subId'], `the sub-ID of ${what(row)}: ${problem}${fix}`);
  }
  if (reported > MAX_REPORTED) report.at(siteSource, ['affiliate', 'subId'], `…and ${reported - MAX_REPORTED} more sub-IDs with the same problem`);
}
