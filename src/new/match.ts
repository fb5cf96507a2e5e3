// Forgiving look-ups for `lpgen new`: people type 'St Petersburg', 'dental' or
// 'Dentists' and mean the city or preset we already have. Everything is
// compared in slugified form, the same slugify the admin page's form uses.
import path from 'node:path';
import type { NicheData } from '../content/load.js';
import type { CityFactsT } from '../content/schema.js';
import { LpgenError } from '../errors.js';
import { closest, didYouMean, editDistance } from '../suggest.js';
import { cityError, slugify } from '../rules/slug.js';
import { indexCities, placeKey, type CityIndex } from './places.js';

/** A preset's file name without extension: what `niche:` in a page names. */
export function presetName(niche: NicheData): string {
  return path.basename(niche.source).replace(/\.ya?ml$/, '');
}

const singular = (s: string) => s.replace(/(?<=[a-z])s$/, '');

export function matchNiche(input: string, niches: NicheData[]): NicheData {
  const key = slugify(input);
  // Tiers, so a file name always wins over another preset's display name.
  const tiers: Array<(n: NicheData) => string> = [presetName, (n) => n.slug, (n) => slugify(n.name), (n) => slugify(n.audience)];
  for (const same of [(a: string, b: string) => a === b, (a: string, b: string) => singular(a) === singular(b)]) {
    for (const tier of tiers) {
      const found = niches.find((n) => same(tier(n), key));
      if (found) return found;
    }
  }
  const names = niches.map(presetName).sort();
  // A preset goes by its display name, slug and audience too: 'dentl' is close to 'Dental', not to 'dentist'.
  const named = niches.map((n) => ({ id: presetName(n), names: [n.slug, slugify(n.name), slugify(n.audience)] }));
  throw new LpgenError(
    `unknown niche "${input}"${didYouMean(key, named)}; available: ${names.join(', ') || 'none yet'}.\n` +
      `  A new industry needs a preset first: lpgen new niche ${key || '<slug>'} --audience "…" --category <category>`,
  );
}

/** City names are letters, digits, spaces and . ' -; anything else (a path, a URL) is refused before it nears the file system. */
export function checkCityInput(input: string): void {
  const problem = cityError(input) ?? (/^[\p{L}\p{N}][\p{L}\p{N} .'’-]*$/u.test(input.trim()) ? null : 'Use letters, digits, spaces and . \' - only.');
  if (problem) throw new LpgenError(`--city "${input}" is not a city name. ${problem}`);
}

export function matchCity(input: string, cities: CityFactsT[] | CityIndex): CityFactsT | undefined {
  return (Array.isArray(cities) ? indexCities(cities) : (cities as CityIndex)).find(input);
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

/** 'st petersburg' → 'St Petersburg'; a slug-like 'winter-haven' → 'Winter Haven'. */
export function titleCase(input: string): string {
  const spaced = /\s/.test(input.trim()) ? input.trim() : input.trim().replace(/-/g, ' ');
  return spaced
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
