// A hub's introduction: its own from site.yaml hubs.intros, else one made from
// what the content and the places dataset say (a description the user wrote,
// a city's county and metro area, and hubs.copy.pick around the kind's scope,
// which counts the hub's own pages). No figure here is anything but a count of
// the site's pages or a dataset field.
import { introParagraphs } from '../content/hub-intros.js';
import type { CityFactsT, SiteConfig } from '../content/schema.js';
import type { HubRef } from '../internal-links/hubs.js';
import { plural } from '../rules/labels.js';

/** What the generated introduction may draw on. */
export interface IntroFacts {
  /** The niche's or category's own description. */
  description?: string;
  /** The city hub's place in the dataset, when the dataset knows it. */
  place?: CityFactsT;
}

export function hubIntro(config: SiteConfig, hub: Pick<HubRef, 'kind' | 'key'>, facts: IntroFacts & { pick: string }): string[] {
  const own = config.hubs.intros[hub.kind]?.[hub.key];
  if (own) return introParagraphs(own);
  const { place } = facts;
  const where = place ? `${place.name} is in ${place.county} County${place.metro ? `, in the ${place.metro}` : ''}.` : undefined;
  return [facts.description, where, facts.pick].filter((p): p is string => Boolean(p));
}

/** 'in 5 Florida cities across 2 counties' */
export function citiesIn(count: number, counties: number, region: string): string {
  return `in ${plural(count, `${region} city`, `${region} cities`)}${counties > 1 ? ` across ${plural(counties, 'county', 'counties')}` : ''}`;
}

/** 'A, B and 3 more' for meta descriptions. */
export function someOf(names: string[], shown = 3): string {
  if (names.length <= shown) return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names.join('');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}
