// Where the calls to action sit, and the sub-ID each one carries. A placement is
// named where the CTA is rendered (templates pick it from a typed map), and the
// sub-ID is made from it by the one template in site.yaml affiliate.subId, so an
// affiliate dashboard can tell the header button from the pricing one.

import { createHash } from 'node:crypto';

/** The placements of each route kind that carries calls to action. */
export const PLACEMENTS = {
  landing: ['header', 'hero', 'pricing', 'cta', 'trialbar'],
  home: ['header', 'cta'],
  hub: ['cta'],
} as const;

export type PlacementKind = keyof typeof PLACEMENTS;
export type Placement = (typeof PLACEMENTS)[PlacementKind][number];
export type LandingPlacement = (typeof PLACEMENTS)['landing'][number];
export type HomePlacement = (typeof PLACEMENTS)['home'][number];
export type HubPlacement = (typeof PLACEMENTS)['hub'][number];

/** site.yaml affiliate.subId's default: 'dentist-crm-miami.hero'. */
export const DEFAULT_SUB_ID = '{page}.{placement}';
/** What affiliate networks accept in a sub-ID (FirstPromoter fp_sid, most networks' subid fields). */
export const SUB_ID_PATTERN = /^[A-Za-z0-9._-]+$/;
export const SUB_ID_MAX = 50;
/** A page part cut shorter than this no longer says which page it is: the template is too long, and the check says so. */
const MIN_PAGE_KEPT = 8;
/** A template: the allowed characters and the two placeholders, each at least once. */
export const SUB_ID_TEMPLATE_PATTERN = /^(?:[A-Za-z0-9._-]|\{page\}|\{placement\})+$/;

/** The page part of a sub-ID: the home page is 'home', a hub its route ('/industries/trades' → 'industries-trades'), a landing page its id. */
export const HOME_SUB_ID_PAGE = 'home';
export const hubSubIdPage = (route: string) => route.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');

export function fillSubId(template: string, page: string, placement: Placement): string {
  const fill = (p: string) => template.replace(/\{page\}/g, p).replace(/\{placement\}/g, placement);
  const full = fill(page);
  if (full.length <= SUB_ID_MAX) return full;
  // Long routes (a grown site's 'financial-advisor-crm-sandpiper-springs-north') would pass the networks' limit:
  // the page part keeps its start and ends in a short hash of the whole id, so it stays unique, readable and the
  // same on every build; `lpgen links` maps it back to the page. A template too long on its own is the check's.
  const tag = createHash('sha1').update(page).digest('hex').slice(0, 6);
  const uses = template.split('{page}').length - 1;
  const keep = page.length - Math.ceil((full.length - SUB_ID_MAX + tag.length + 1) / uses);
  return keep < MIN_PAGE_KEPT ? full : fill(`${page.slice(0, keep)}-${tag}`);
}

/** Why a filled sub-ID would be refused or cut by an affiliate network. */
export function subIdProblem(value: string): string | undefined {
  if (!SUB_ID_PATTERN.test(value)) return `"${value}" has characters other than letters, digits, "-", "_" and "."`;
  if (value.length > SUB_ID_MAX) return `"${value}" is ${value.length} characters; affiliate networks take at most ${SUB_ID_MAX}`;
  return undefined;
}

/** One call to action of the site: the row of `lpgen links` and what the build checks. */
export interface PlacementRow {
  kind: PlacementKind;
  /** The page part of the sub-ID (page id, 'home', hub route). */
  page: string;
  placement: Placement;
  subId: string;
}

/** Every placement of one page of a kind. */
export function placementRows(template: string, kind: PlacementKind, page: string): PlacementRow[] {
  return PLACEMENTS[kind].map((placement) => ({ kind, page, placement, subId: fillSubId(template, page, placement) }));
}
