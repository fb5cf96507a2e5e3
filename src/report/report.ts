// `lpgen report`: the live site's numbers joined to its routes and placements.
import type { Logger } from '../log.js';
import path from 'node:path';
import type { Content } from '../content/types.js';
import { siteSubIds } from '../affiliate/check.js';
import { isPublished } from '../internal-links/hubs.js';
import { addTo, emptyTotals, readAffiliateExport, type Totals } from './affiliate.js';
import { readImpressions, saveImpressions, type StoredSearch } from './impressions.js';
import { readSearchExport } from './search.js';

export interface ReportOptions {
  contentDir: string;
  /** Says when the content lock was waited for or taken over (content-write/). */
  log?: Logger;
  search?: string;
  affiliate?: string;
  /** A fall in impressions over this share (0–1) since the last import makes a page decaying. */
  decay: number;
  dryRun?: boolean;
}

export interface SearchReport {
  file: string;
  rows: number;
  matched: number;
  routes: number;
  notInSite: { url: string; line: number }[];
  noImpressions: string[];
  decaying: { route: string; before: number; now: number; change: number }[];
  saved?: string;
}

export interface AffiliateReport {
  file: string;
  rows: number;
  matched: number;
  byPlacement: Record<string, Totals>;
  byPage: Record<string, Totals>;
  byNiche: Record<string, Totals>;
  byHub: Record<string, Totals>;
  unmatched: { subId: string; lines: number[] }[];
}

export function searchReport(content: Content, opts: ReportOptions): SearchReport {
  const rows = readSearchExport(opts.search!, content.site.base);
  // Every route a visitor can land on: pages, hubs and home (their calls to action name them), legal pages.
  const routes = new Set<string>(['/']);
  for (const p of content.pages) routes.add(p.route);
  for (const l of siteSubIds(content.site, content.niches, content.pages)) routes.add(l.route);
  for (const l of content.legal) routes.add(l.route.replace(/\/+$/, '') || '/');
  const previous = readImpressions(opts.contentDir);
  const now: StoredSearch = { from: path.basename(opts.search!), routes: {} };
  const notInSite: SearchReport['notInSite'] = [];
  let matched = 0;
  for (const r of rows) {
    // Hubs, legal pages and the home page are the site's too; a path no page or hub has is listed.
    if (!routes.has(r.path)) {
      notInSite.push({ url: r.url, line: r.line });
      continue;
    }
    matched++;
    const had = now.routes[r.path];
    now.routes[r.path] = had ? [had[0] + r.clicks, had[1] + r.impressions, r.ctr, r.position] : [r.clicks, r.impressions, r.ctr, r.position];
  }
  const noImpressions = content.pages.filter((p) => isPublished(p) && !(now.routes[p.route]?.[1] > 0)).map((p) => p.route);
  const decaying: SearchReport['decaying'] = [];
  for (const [route, before] of Object.entries(previous?.routes ?? {})) {
    const after = now.routes[route]?.[1] ?? 0;
    if (before[1] > 0 && (before[1] - after) / before[1] > opts.decay)
      decaying.push({ route, before: before[1], now: after, change: (after - before[1]) / before[1] });
  }
  decaying.sort((a, b) => a.change - b.change || a.route.localeCompare(b.route));
  const saved = opts.dryRun ? undefined : saveImpressions(opts.contentDir, now, opts.log);
  return {
    file: opts.search!,
    rows: rows.length,
    matched,
    routes: Object.keys(now.routes).length,
    notInSite,
    noImpressions,
    decaying,
    ...(saved ? { saved } : {}),
  };
}

export function affiliateReport(content: Content, opts: ReportOptions): AffiliateReport {
  const rows = readAffiliateExport(opts.affiliate!);
  const links = siteSubIds(content.site, content.niches, content.pages);
  const bySubId = new Map(links.map((l) => [l.subId, l]));
  const nicheOf = new Map(content.pages.map((p) => [p.route, p.nicheSlug]));
  const report: AffiliateReport = { file: opts.affiliate!, rows: rows.length, matched: 0, byPlacement: {}, byPage: {}, byNiche: {}, byHub: {}, unmatched: [] };
  const unmatched = new Map<string, number[]>();
  const add = (table: Record<string, Totals>, key: string, r: Parameters<typeof addTo>[1]) => addTo((table[key] ??= emptyTotals()), r);
  for (const r of rows) {
    const link = bySubId.get(r.subId);
    if (!link) {
      const lines = unmatched.get(r.subId) ?? [];
      lines.push(r.line);
      unmatched.set(r.subId, lines);
      continue;
    }
    report.matched++;
    add(report.byPlacement, `${link.kind}.${link.placement}`, r);
    add(report.byPage, link.route, r);
    const niche = nicheOf.get(link.route);
    if (niche) add(report.byNiche, niche, r);
    if (link.kind === 'hub') add(report.byHub, link.route, r);
  }
  report.unmatched = [...unmatched].map(([subId, lines]) => ({ subId, lines }));
  return report;
}
