// One spelling-blind key per place name, so 'St. Petersburg', 'saint petersburg',
// 'ST-PETERSBURG' and 'Ft Myers' / 'Fort Myers' find the same dataset entry.
// The index is a Map built once: a look-up costs the same at 22 or 1,000 places.
import type { CityFactsT } from '../content/schema.js';
import { slugify } from '../rules/slug.js';

const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', ft: 'fort', mt: 'mount', pt: 'port', n: 'north', s: 'south', e: 'east', w: 'west' };

/** 'Port St. Lucie' → 'port-saint-lucie'; also what `--city` input is reduced to. */
export function placeKey(name: string): string {
  return slugify(name.replace(/['’]/g, ''))
    .split('-')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join('-');
}

/** The other common spelling of a name ('St. Cloud' ↔ 'Saint Cloud'), or none. */
export function alternateSpellings(name: string): string[] {
  const swaps: Array<[RegExp, string]> = [
    [/\bSt\.? (?=\p{Lu})/u, 'Saint '],
    [/\bSaint (?=\p{Lu})/u, 'St. '],
    [/\bFt\.? (?=\p{Lu})/u, 'Fort '],
    [/\bFort (?=\p{Lu})/u, 'Ft. '],
    [/\bMt\.? (?=\p{Lu})/u, 'Mount '],
  ];
  const out = swaps.filter(([re]) => re.test(name)).map(([re, to]) => name.replace(new RegExp(re.source, 'gu'), to));
  return [...new Set(out)].filter((n) => n !== name);
}

export interface CityIndex {
  find(input: string): CityFactsT | undefined;
  /** Every name and alias with the entry it names, for suggestions. */
  names: Map<string, CityFactsT>;
}

/** Keys: the slug, the name and every alias. The first entry wins a shared key (the file is sorted, so this is stable). */
export function indexCities(cities: readonly CityFactsT[]): CityIndex {
  const byKey = new Map<string, CityFactsT>();
  const names = new Map<string, CityFactsT>();
  for (const city of cities) {
    const aliases = city.aliases ?? [];
    for (const name of [city.name, ...aliases]) if (!names.has(name)) names.set(name, city);
    for (const key of [city.slug, placeKey(city.slug), ...[city.name, ...aliases].map(placeKey)]) if (!byKey.has(key)) byKey.set(key, city);
  }
  return { find: (input) => byKey.get(slugify(input)) ?? byKey.get(placeKey(input)), names };
}
