// The new-page helper's city look-up: the CLI's own (lpgen/rules/places, src/new/places.ts: same
// spelling-blind keys, same nearest-name suggestions), over the compact list the
// page carries in its props (compactPlace/expandPlace there, from content/cities.yaml).
import { expandPlace, indexCities, nearestCities, type CityIndex } from 'lpgen/rules/places';

export function cityIndex(entries: readonly string[]): CityIndex {
  return indexCities(entries.map(expandPlace));
}

export { nearestCities };
