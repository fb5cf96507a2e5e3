// The new-page helper's city look-up: the CLI's own (lpgen/rules/places, src/new/places.ts: same
// spelling-blind keys, same nearest-name suggestions), over the compact list the
// page carries in its props ('Name|Alias|…' per place, from content/cities.yaml).
import type { CityFactsT } from 'lpgen/model';
import { indexCities, nearestCities, type CityIndex } from 'lpgen/rules/places';
import { slugify } from 'lpgen/rules/slug';

export function cityIndex(entries: readonly string[]): CityIndex {
  return indexCities(
    entries.map((entry): CityFactsT => {
      const [name, ...aliases] = entry.split('|');
      // Only what the look-up reads: the slug is the name's (as scripts/cities.ts writes it), figures are not needed here.
      return { slug: slugify(name), name, county: '', aliases };
    }),
  );
}

export { nearestCities };
