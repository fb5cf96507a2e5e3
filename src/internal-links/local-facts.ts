// The "local facts" block: a city's figures from content/cities.yaml, each with
// its short source, and the nearest other cities the site serves. Only what the dataset holds is shown;
// a missing field is left out, never estimated. Nearest cities come from the
// grid index (one query per city, never all pairs).
import type { CitationT, CitationsT, CitedCityFigure, CityFactsT } from '../content/schema.js';
import type { LocalFactsView } from '../model.js';
import { buildNearestIndex } from './nearest.js';
import { numberFormat } from '../number-format.js';

const KM_PER_MILE = 1.609344;
const count = numberFormat();
const dollars = numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole miles; under half a mile reads '< 1 mi' rather than '0 mi'. */
export function miles(km: number): string {
  const mi = Math.round(km / KM_PER_MILE);
  return mi < 1 ? '< 1 mi' : `${count.format(mi)} mi`;
}

/**
 * The short source of one of a city's figures: the entry's own citation, else the file's; undefined when
 * neither names one, or when the entry says `null` (a figure the site owner gave: the dataset's source is not its).
 */
export function citationOf(city: CityFactsT, figure: CitedCityFigure, fileCitations?: CitationsT): CitationT | undefined {
  const own = city.citations?.[figure];
  if (own === null) return undefined;
  return own ?? fileCitations?.[figure] ?? undefined;
}

/**
 * The city's own figures, in a fixed order, each only where the dataset has it,
 * with the short source the dataset gives for it (the entry's own citation, else
 * the file's: content/cities.yaml `citations`), never the file's long statement.
 */
export function cityFigures(city: CityFactsT, fileCitations?: CitationsT): LocalFactsView['facts'] {
  const out: LocalFactsView['facts'] = [];
  const add = (figure: CitedCityFigure, label: string, value: string | undefined) => {
    if (value === undefined) return;
    const cite = citationOf(city, figure, fileCitations);
    out.push(cite ? { label, value, ...cite } : { label, value });
  };
  add('county', 'County', `${city.county} County`);
  add('population', 'Population', city.population === undefined ? undefined : count.format(city.population));
  add('metro', 'Metro area', city.metro);
  add('households', 'Households', city.households === undefined ? undefined : count.format(city.households));
  add('housingUnits', 'Housing units', city.housingUnits === undefined ? undefined : count.format(city.housingUnits));
  add('medianHouseholdIncome', 'Median household income', city.medianHouseholdIncome === undefined ? undefined : dollars.format(city.medianHouseholdIncome));
  add('medianHomeValue', 'Median home value', city.medianHomeValue === undefined ? undefined : dollars.format(city.medianHomeValue));
  add('ownerOccupiedRate', 'Owner-occupied homes', city.ownerOccupiedRate);
  return out;
}

export interface LocalFactsInput {
  cities: readonly CityFactsT[];
  /** Slugs of the cities the site has published pages in. */
  served: Iterable<string>;
  /** content/cities.yaml `citations`: the short source of each figure, for entries without their own. */
  citations?: CitationsT;
  /** A served city's hub, when it has one. */
  hrefOf?: (citySlug: string) => string | undefined;
  limit?: number;
}

/** For a city slug: its facts block, or undefined when the dataset does not know the city. */
export function localFactsFinder({
  cities,
  served,
  citations,
  hrefOf = () => undefined,
  limit = 3,
}: LocalFactsInput): (citySlug: string) => LocalFactsView | undefined {
  const bySlug = new Map(cities.map((c) => [c.slug, c]));
  const points = [...new Set(served)].flatMap((slug) => {
    const c = bySlug.get(slug);
    return c && c.lat !== undefined && c.lon !== undefined ? [{ key: slug, lat: c.lat, lon: c.lon, name: c.name }] : [];
  });
  const index = buildNearestIndex(points);
  const memo = new Map<string, LocalFactsView | undefined>();
  const build = (slug: string): LocalFactsView | undefined => {
    const city = bySlug.get(slug);
    if (!city) return undefined;
    const near = city.lat !== undefined && city.lon !== undefined ? index.nearest({ key: slug, lat: city.lat, lon: city.lon }, limit) : [];
    return {
      city: city.name,
      facts: cityFigures(city, citations),
      nearby: near.map((n) => ({ name: n.point.name, distance: miles(n.km), ...(hrefOf(n.point.key) ? { href: hrefOf(n.point.key) } : {}) })),
    };
  };
  return (slug) => {
    if (!memo.has(slug)) memo.set(slug, build(slug));
    return memo.get(slug);
  };
}
