// The build-time check of every sub-ID the site will carry: the allowed
// alphabet, the length networks accept, and one sub-ID per page and placement.
// Reported at site.yaml affiliate.subId, naming the page and the placement.
import type { SourceFile } from '../content/read.js';
import type { Reporter } from '../content/report.js';
import type { SiteConfig } from '../content/schema.js';
import type { NicheData, SitePage } from '../content/types.js';
import { findHubs } from '../internal-links/hubs.js';
import { fillSubId, HOME_SUB_ID_PAGE, hubSubIdPage, PLACEMENTS, placementRows, subIdProblem, type PlacementKind, type PlacementRow } from './placements.js';

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

/** A page that carries calls to action, with what its rows add to each placement. */
interface CtaPage {
  kind: PlacementKind;
  /** The page part of its sub-IDs. */
  page: string;
  route: string;
  target: string;
  source?: string;
}

/** The pages with calls to action, in the order `lpgen links` lists them: home, landing pages, hubs. */
function* ctaPages(site: SiteConfig, niches: NicheData[], pages: readonly SitePage[]): Generator<CtaPage> {
  const target = site.affiliate.url;
  yield { kind: 'home', page: HOME_SUB_ID_PAGE, route: '/', target };
  for (const p of pages) yield { kind: 'landing', page: p.id, route: p.route, target: p.affiliateLink ?? target, source: p.source };
  for (const h of findHubs(site, niches, pages).all) yield { kind: 'hub', page: hubSubIdPage(h.route), route: h.route, target };
}

/** Every call to action of the site, one at a time. */
function* eachSubId(site: SiteConfig, niches: NicheData[], pages: readonly SitePage[]): Generator<SiteSubId> {
  for (const { kind, page, ...where } of ctaPages(site, niches, pages))
    for (const r of placementRows(site.affiliate.subId, kind, page)) yield { ...r, ...where };
}

/** Every call to action of the site, in the order `lpgen links` lists them: the rows the planner makes links for. */
export function siteSubIds(site: SiteConfig, niches: NicheData[], pages: readonly SitePage[]): SiteSubId[] {
  return [...eachSubId(site, niches, pages)];
}

/**
 * One pass over the sub-ID strings alone, keeping each one's ordinal: at 10,000 pages, building and holding
 * the 50,000 rows during the load raised a build's peak RSS by ~30 MB. Only when a sub-ID is refused does a
 * second pass build the rows the messages name.
 */
export function checkSubIds(siteSource: SourceFile, site: SiteConfig, niches: NicheData[], pages: readonly SitePage[], report: Reporter): void {
  const first = new Map<string, number>();
  const problems: { at: number; twin?: number; problem: string }[] = [];
  const template = site.affiliate.subId;
  let at = 0;
  // The sub-ID strings alone, in eachSubId's order: no row object for each of 50,000 calls to action.
  for (const { kind, page } of ctaPages(site, niches, pages)) {
    for (const placement of PLACEMENTS[kind]) {
      const subId = fillSubId(template, page, placement);
      const twin = first.get(subId);
      const invalid = subIdProblem(subId);
      if (twin === undefined) first.set(subId, at);
      if (invalid) problems.push({ at, problem: invalid });
      else if (twin !== undefined) problems.push({ at, twin, problem: `"${subId}" is also the sub-ID of` });
      at++;
    }
  }
  if (problems.length === 0) return;
  const wanted = new Set(problems.slice(0, MAX_REPORTED).flatMap((p) => (p.twin === undefined ? [p.at] : [p.at, p.twin])));
  const rows = new Map<number, SiteSubId>();
  let i = 0;
  for (const row of eachSubId(site, niches, pages)) {
    if (wanted.has(i)) rows.set(i, row);
    i++;
  }
  const what = (r: SiteSubId) => `${r.kind === 'landing' ? 'page' : r.kind} ${r.page}${r.source ? ` (${r.source})` : ''}, placement ${r.placement}`;
  for (const p of problems.slice(0, MAX_REPORTED)) {
    const row = rows.get(p.at)!;
    const twin = p.twin === undefined ? undefined : rows.get(p.twin)!;
    const fix = twin ? '' : ': shorten affiliate.subId, or the route the page id comes from (routePattern, the niche or city slug)';
    report.at(siteSource, ['affiliate', 'subId'], `the sub-ID of ${what(row)}: ${twin ? `${p.problem} ${what(twin)}` : p.problem}${fix}`);
  }
  if (problems.length > MAX_REPORTED)
    report.at(siteSource, ['affiliate', 'subId'], `…and ${problems.length - MAX_REPORTED} more sub-IDs with the same problem`);
}
