// Forgiving look-ups for `lpgen new`: people type 'St Petersburg', 'dental' or
// 'Dentists' and mean the city or preset we already have. Everything is
// compared in slugified form, the same slugify the admin page's form uses.
import path from 'node:path';
import type { NicheData } from '../content/load.js';
import type { CityFactsT } from '../content/schema.js';
import { LpgenError } from '../errors.js';
import { miles } from '../internal-links/local-facts.js';
import { distanceKm } from '../internal-links/nearest.js';
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

/**
 * A place cities.yaml marks `partOf` another (a neighbourhood, a merged place,
 * or one within a mile of a larger place): its page would be the larger place's
 * page with the name swapped, a doorway page. `command` is the exact command for
 * the larger place's page, so a list can skip the place with a one-line note.
 */
export class PartOfError extends LpgenError {
  constructor(
    readonly city: CityFactsT,
    readonly parent: CityFactsT,
    readonly command: string,
  ) {
    const apart =
      city.lat !== undefined && city.lon !== undefined && parent.lat !== undefined && parent.lon !== undefined
        ? `${miles(distanceKm({ lat: city.lat, lon: city.lon }, { lat: parent.lat, lon: parent.lon }))} from its centre; `
        : '';
    super(
      `"${city.name}" is part of ${parent.name} (${apart}cities.yaml: partOf: ${parent.slug}): ` +
        `a page for it would repeat the ${parent.name} page, and search engines treat such pages as doorways.\n  ${command}`,
    );
    this.name = 'PartOfError';
  }
}

/**
 * The error for a part-of place, or undefined for a place that has pages of its own.
 * `existing` names the file of the larger place's page when there is one already.
 */
export function partOfError(
  city: CityFactsT | undefined,
  cities: CityIndex,
  niche: { name: string; file: string },
  contentDir: string,
  existing: (parent: CityFactsT) => string | undefined,
): PartOfError | undefined {
  const parent = city?.partOf === undefined ? undefined : cities.find(city.partOf);
  if (!city || !parent) return undefined;
  const page = existing(parent);
  const content = contentDir === 'content' ? '' : ` --content ${contentDir}`;
  return new PartOfError(
    city,
    parent,
    page
      ? `${parent.name} has its ${niche.name} page already: ${page}`
      : `Write the ${parent.name} page instead: lpgen new --niche ${niche.file} --city "${parent.name}"${content}`,
  );
}

/** 'st petersburg' → 'St Petersburg'; a slug-like 'winter-haven' → 'Winter Haven'. */
export function titleCase(input: string): string {
  const spaced = /\s/.test(input.trim()) ? input.trim() : input.trim().replace(/-/g, ' ');
  return spaced
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
