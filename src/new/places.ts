// One spelling-blind key per place name, so 'St. Petersburg', 'saint petersburg',
// 'ST-PETERSBURG' and 'Ft Myers' / 'Fort Myers' find the same dataset entry.
// The index is a Map built once: a look-up costs the same at 22 or 1,000 places.
// No Node import: the admin page's new-page helper uses the same look-up in the browser.
import type { CityFactsT } from '../content/schema.js';
import { slugify } from '../rules/slug.js';
import { closest, editDistance } from '../suggest.js';

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

/**
 * The known places nearest to `input` by name, from the whole dataset: the
 * closest spellings first, then names that start the same way. Never empty when
 * the dataset is not. One pass over the names: cost grows with the dataset, not its square.
 */
export function nearestCities(input: string, cities: CityFactsT[] | CityIndex, limit = 5): string[] {
  const index = Array.isArray(cities) ? indexCities(cities) : (cities as CityIndex);
  const key = placeKey(input);
  const byKey = new Map<string, string>();
  for (const [name, city] of index.names) if (!byKey.has(placeKey(name))) byKey.set(placeKey(name), city.name);
  const picks = closest(key, byKey.keys(), limit);
  // Then names that start the same way ('Napels' → Naples Manor, Naples Park), nearest spelling first.
  const shared = (s: string) => {
    let n = 0;
    while (n < s.length && s[n] === key[n]) n++;
    return n;
  };
  const rest = [...byKey.keys()].filter((k) => !picks.includes(k)).map((k) => ({ k, p: Math.min(shared(k), 3), d: editDistance(key, k) }));
  rest.sort((a, b) => b.p - a.p || a.d - b.d || a.k.localeCompare(b.k));
  picks.push(...rest.slice(0, limit - picks.length).map((r) => r.k));
  return [...new Set(picks.map((k) => byKey.get(k)!))];
}

/** Marks the larger place in a compact entry: no place name starts with it. */
const PART_OF_MARK = '>';

/**
 * A place as the admin page's new-page helper carries it in its props: 'Name|Alias|…', and '|>slug' of the
 * place it is part of. compactPlace writes it when the page is planned, expandPlace reads it in the browser.
 */
export function compactPlace(city: CityFactsT): string {
  return [city.name, ...(city.aliases ?? []), ...(city.partOf === undefined ? [] : [PART_OF_MARK + city.partOf])].join('|');
}

/** Only what the look-up reads: the slug is the name's (as scripts/cities.ts writes it); no figures. */
export function expandPlace(entry: string): CityFactsT {
  const parts = entry.split('|');
  const partOf = parts.find((p) => p.startsWith(PART_OF_MARK))?.slice(PART_OF_MARK.length);
  const [name, ...aliases] = parts.filter((p) => !p.startsWith(PART_OF_MARK));
  return { slug: slugify(name), name, county: '', aliases, ...(partOf !== undefined && { partOf }) };
}
