// The new-page helper's city look-up: the CLI's own (lpgen/rules/places, src/new/places.ts: same
// spelling-blind keys, same nearest-name suggestions), over the compact list the
// page carries in its props ('Name|Alias|…' per place, '|>Parent' for a part-of place, from content/cities.yaml).
import type { CityFactsT } from 'lpgen/model';
import { indexCities, nearestCities, type CityIndex } from 'lpgen/rules/places';
import { slugify } from 'lpgen/rules/slug';

/** Marks the place an entry is part of: 'Carol City|>Miami Gardens' (a '>' name is never an alias). */
export const PART_OF = '>';

export function cityIndex(entries: readonly string[]): CityIndex {
  return indexCities(
    entries.map((entry): CityFactsT => {
      const parts = entry.split('|');
      const parent = parts.find((p) => p.startsWith(PART_OF))?.slice(PART_OF.length);
      const [name, ...aliases] = parts.filter((p) => !p.startsWith(PART_OF));
      // Only what the look-up reads: the slug is the name's (as scripts/cities.ts writes it), figures are not needed here.
      return { slug: slugify(name), name, county: '', aliases, ...(parent !== undefined && { partOf: slugify(parent) }) };
    }),
  );
}

export { nearestCities };
