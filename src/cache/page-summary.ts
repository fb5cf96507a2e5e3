// What the rest of the site reads of a landing page: its summary. Hubs, home,
// admin, sitemap, the other pages' link lists and the site-wide checks read a
// page's route, niche, city, status (after the quality bar), hero image and the
// like; its copy (headline, pain points, title, …) only its own route reads.
// So an edit that leaves every changed page's summary as it was leaves every
// other route as it was: a rebuild plans, keys and renders only the changed
// pages (quick-rebuild.ts). The summary is every page field except the copy
// flagged `own` in content/fields.ts: a field added to pages later is in it unless
// flagged, so a new field can cost a full build, never a stale page. test/cache/page-summary.test.ts
// changes each listed field on one page and checks that no other route's plan moves.
import { createHash } from 'node:crypto';
import { fieldsWith } from '../content/fields.js';
import type { SitePage } from '../content/types.js';

/** The page fields that only the page's own landing route (and its social card) reads (content/fields.ts `own`). */
export const OWN_FIELDS: readonly string[] = [
  ...fieldsWith('own'),
  // The packed form of the copy above (a build's pages, content/packed-copy.ts).
  'copy',
];

const own = new Set<string>(OWN_FIELDS);

export type PageSummary = Record<string, unknown>;

/** The page without its own copy (the page as the quality bar left it: its status is part of it). */
export function pageSummary(page: SitePage): PageSummary {
  const out: PageSummary = {};
  for (const [key, value] of Object.entries(page)) if (!own.has(key) && value !== undefined) out[key] = value;
  return out;
}

/** One hash for the summaries of all pages, given by absolute path (order-independent: sorted by path). */
export function summariesHash(summaries: Iterable<[string, PageSummary]>): string {
  const hash = createHash('sha1');
  const entries = [...summaries].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  for (const [abs, summary] of entries) hash.update(`${abs}\0${JSON.stringify(summary)}\0`);
  return hash.digest('base64url');
}
