// One planner per hub kind, in one table the compiler holds complete: a kind added to HUB_KINDS
// (links/hub-kinds.ts) without a planner here fails to compile.
import type { HubKind } from '../../internal-links/hubs.js';
import { planCategoryHub } from './category.js';
import { planCityHub } from './city.js';
import { planCountyHub } from './county.js';
import { planNicheHub } from './niche.js';
import type { HubPlanner } from './types.js';

export type { HubLookups, HubPlanner, PlannedHub } from './types.js';

export const HUB_PLANNERS: { readonly [K in HubKind]: HubPlanner } = {
  category: planCategoryHub,
  niche: planNicheHub,
  city: planCityHub,
  county: planCountyHub,
};
