// The text of content/cities.yaml, written by scripts/cities.ts and `lpgen city add`:
// one key order for every entry, so regenerating and adding give stable diffs.
import { stringify } from 'yaml';
import type { CitationsT, CityFactsT } from '../content/schema.js';

const ORDER: Array<keyof CityFactsT> = [
  'slug',
  'name',
  'aliases',
  'partOf',
  'county',
  'population',
  'lat',
  'lon',
  'households',
  'housingUnits',
  'medianHouseholdIncome',
  'medianHomeValue',
  'ownerOccupiedRate',
  'metro',
  'citations',
];

/** The entry with its keys in file order, leaving out what it lacks (never an empty figure). */
export function orderedCity(city: CityFactsT): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ORDER) if (city[key] !== undefined) out[key] = city[key];
  return out;
}

export function citiesFileText(header: string, source: string, cities: CityFactsT[], citations?: CitationsT): string {
  return `${header}\n${stringify({ source, ...(citations && { citations }), cities: cities.map(orderedCity) }, { lineWidth: 100 })}`;
}
