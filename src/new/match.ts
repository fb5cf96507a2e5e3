// Forgiving look-ups for `lpgen new`: people type 'St Petersburg', 'dental' or
// 'Dentists' and mean the city or preset we already have. Everything is
// compared in slugified form, the same slugify the admin page's form uses.
import path from 'node:path';
import type { NicheData } from '../content/load.js';
import type { CityFactsT } from '../content/schema.js';
import { LpgenError } from '../errors.js';
import { didYouMean } from '../suggest.js';
import { cityError, slugify } from '../rules/slug.js';
import { indexCities, type CityIndex } from './places.js';

// Shared with the admin page's new-page helper, which runs in the browser.
export { nearestCities } from './places.js';

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
  const problem = cityError(input);
  if (problem) throw new LpgenError(`--city "${input}" is not a city name. ${problem}`);
}

export function matchCity(input: string, cities: CityFactsT[] | CityIndex): CityFactsT | undefined {
  return (Array.isArray(cities) ? indexCities(cities) : (cities as CityIndex)).find(input);
}

/** 'st petersburg' → 'St Petersburg'; a slug-like 'winter-haven' → 'Winter Haven'. */
export function titleCase(input: string): string {
  const spaced = /\s/.test(input.trim()) ? input.trim() : input.trim().replace(/-/g, ' ');
  return spaced
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
