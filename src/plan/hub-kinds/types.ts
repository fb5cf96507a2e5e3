// What a hub kind's planner reads and returns (the planners are in this folder, their table in index.ts).
import type { CityFactsT, SiteConfig } from '../../content/schema.js';
import type { NicheData, SitePage } from '../../content/types.js';
import type { HubRef } from '../../internal-links/hubs.js';
import type { Crumb, HubGroup, LocalFactsView } from '../../model.js';
import type { PlanContext } from '../plan-context.js';
import type { IntroFacts } from '../hub-intro.js';

/** What every hub planner reads: the site-wide lookups, built once per build. */
export interface HubLookups {
  ctx: PlanContext;
  config: SiteConfig;
  home: Crumb;
  pageHref: (page: SitePage) => string;
  /** Published pages by niche, city, county (its slug) and category. */
  byNiche: Map<string, SitePage[]>;
  byCity: Map<string, SitePage[]>;
  byCounty: Map<string, SitePage[]>;
  nicheOf: Map<string, NicheData>;
  categoryOf: Map<string, SiteConfig['home']['categories'][number]>;
  placeOf: Map<string, CityFactsT>;
}

/** A hub as its kind's planner sees it; plan/hubs.ts adds the copy, the introduction, the call to action and the head. */
export interface PlannedHub {
  /** The values of the kind's own placeholders (HUB_KINDS[kind].placeholders) for this hub's copy. */
  vars: Record<string, string>;
  /** What a generated introduction draws on besides hubs.copy.pick. */
  intro: IntroFacts;
  /** Short counts beside the intro. */
  summary: string[];
  /** The trail above the hub itself. */
  crumbs: Crumb[];
  groups: HubGroup[];
  localFacts?: LocalFactsView;
}

export type HubPlanner = (hub: HubRef, at: HubLookups) => PlannedHub;

export const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/** The distinct niches of a hub's pages, by name: what its dataset figures join on (data/join.ts areaFactsFinder). */
export function nichesOf(pages: readonly SitePage[]): SitePage[] {
  const first = new Map<string, SitePage>();
  for (const p of pages) if (!first.has(p.nicheSlug)) first.set(p.nicheSlug, p);
  return [...first.values()].sort((a, b) => a.niche.localeCompare(b.niche));
}
