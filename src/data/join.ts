// A page's figures from the site's datasets: its place, county or county FIPS code
// (and its niche's industry code) looked up in each dataset's keyed rows — a hash
// lookup per page and dataset, never a scan — and shown with the dataset's citation.
// Derived figures are computed exactly (decimal.ts) and say what they come from.
import type { CitationsT, CityFactsT } from '../content/schema.js';
import { citationOf } from '../internal-links/local-facts.js';
import type { LocalFactsView } from '../model.js';
import { formatDecimal, formatScaled, parseDecimal, ratio, type Decimal } from './decimal.js';
import type { ColumnSpecT, DerivedSpecT } from './describe.js';
import { fipsTable } from './county-fips.js';
import { countyKey, rowKey } from './keys.js';
import type { DataRow, Dataset } from './table.js';
import { numberFormat } from '../number-format.js';

export type DataFact = LocalFactsView['facts'][number];

/** Where figures are joined: a place (with its county), or a county alone (a county hub: place datasets skip it). */
export interface JoinArea {
  citySlug?: string;
  city?: string;
  county?: string;
}

/** A niche whose industry code an industry dataset joins on; a page is one. */
export interface JoinNiche {
  nicheSlug: string;
  niche: string;
  audience: string;
}

/** What a page is joined on. */
export type JoinablePage = JoinArea & JoinNiche & { citySlug: string; city: string };

export interface DataContext {
  data?: readonly Dataset[];
  cities: readonly CityFactsT[];
  niches: readonly { slug: string; naics?: string }[];
  site: { region: { name: string; abbreviation: string } };
  citiesCitations?: CitationsT;
}

const count = numberFormat();
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A cell shown by its column's format, or undefined when the cell is empty. */
export function formatCell(value: string, spec: Pick<ColumnSpecT, 'format' | 'decimals'>): string | undefined {
  if (value === '') return undefined;
  if (spec.format === 'text') return value;
  const d = parseDecimal(value.replace(/^\$/, '').replace(/%$/, ''))!;
  if (spec.format === 'integer') return count.format(d.n);
  const shown = formatDecimal(d, spec.decimals);
  return spec.format === 'currency' ? `$${shown}` : spec.format === 'percent' ? `${shown}%` : shown;
}

const fill = (label: string, vars: Record<string, string | undefined>) => label.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

const roundingRule = (decimals: number) => `rounded half up to ${decimals === 0 ? 'a whole number' : plural(decimals, 'decimal')}`;

/** a − b, exactly. */
function minus(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  const up = (d: Decimal) => d.n * 10n ** BigInt(scale - d.scale);
  return { n: up(a) - up(b), scale };
}

/** The area's keys for each join kind, computed once per page. */
function areaKeys(area: JoinArea, fips: ReturnType<typeof fipsTable>) {
  const county = area.county === undefined ? undefined : countyKey(area.county);
  return { place: area.citySlug, county, fips: county === undefined ? undefined : fips?.byCounty.get(county) };
}

/**
 * For an area and the niches shown there (a page: its place and its niche), the figures every dataset has, in
 * dataset then column order; an industry dataset's once per industry code of those niches (in their order:
 * plumbers and HVAC contractors share one). One finder per content load (lookup tables built once); an empty
 * list when the site has no dataset. On a hub, a figure whose label names what the hub has no one of (`{city}`
 * on a county hub; `{niche}`, `{audience}`, `{naics}` of a dataset without industry rows on a hub of several
 * niches) is left out rather than shown with a hole in its label.
 */
export function areaFactsFinder(ctx: DataContext): (area: JoinArea, niches: readonly JoinNiche[]) => DataFact[] {
  const datasets = ctx.data ?? [];
  if (datasets.length === 0) return () => [];
  const fips = fipsTable(ctx.site.region.abbreviation);
  const cityBySlug = new Map(ctx.cities.map((c) => [c.slug, c]));
  const naicsOf = new Map(ctx.niches.map((n) => [n.slug, n.naics]));
  return (area, niches) => {
    const keys = areaKeys(area, fips);
    const city = area.citySlug === undefined ? undefined : cityBySlug.get(area.citySlug);
    const one = niches.length === 1 ? niches[0] : undefined;
    // A page fills every placeholder; a hub may lack a place (county hubs) or one niche (city hubs).
    const partial = one === undefined || area.city === undefined;
    const varsOf = (niche: JoinNiche | undefined) => ({
      city: area.city,
      county: area.county,
      niche: niche?.niche,
      audience: niche?.audience,
      naics: niche && naicsOf.get(niche.nicheSlug),
    });
    const out: DataFact[] = [];
    for (const ds of datasets) {
      const key = keys[ds.config.key.joinsOn];
      if (key === undefined) continue;
      const emit = (row: DataRow, vars: Record<string, string | undefined>) => {
        for (const fact of rowFacts(ds, row, city, ctx, vars)) if (!partial || !UNFILLED.test(fact.label)) out.push(fact);
      };
      if (!ds.config.industry) {
        const row = ds.rows.get(key);
        if (row) emit(row, varsOf(one));
        continue;
      }
      const codes = new Set<string>();
      for (const niche of niches) {
        const naics = naicsOf.get(niche.nicheSlug);
        if (naics === undefined || codes.has(naics)) continue;
        codes.add(naics);
        const row = ds.rows.get(rowKey(key, naics));
        if (row) emit(row, varsOf(niche));
      }
    }
    return out;
  };
}

/** A placeholder fill() found no value for. */
const UNFILLED = /\{\w+\}/;

/** One row's figures: its columns, then its derived figures, each with the dataset's citation. */
function rowFacts(ds: Dataset, row: DataRow, city: CityFactsT | undefined, ctx: DataContext, vars: Record<string, string | undefined>): DataFact[] {
  const cite = { source: `${ds.config.source} (${ds.config.vintage})`, sourceUrl: ds.config.sourceUrl };
  // The page's names win over a column of the same name (a name the area lacks does not hide the column's).
  const rowVars: Record<string, string | undefined> = { ...row.cells };
  for (const [k, v] of Object.entries(vars)) if (v !== undefined) rowVars[k] = v;
  const out: DataFact[] = [];
  for (const [name, spec] of Object.entries(ds.config.columns)) {
    const value = formatCell(row.cells[name], spec);
    if (value !== undefined) out.push({ label: fill(spec.label, rowVars), value, ...cite });
  }
  for (const d of ds.config.derived) {
    const fact = derive(d, ds, row, city, ctx, rowVars);
    if (fact) out.push(fact);
  }
  return out;
}

function derive(
  d: DerivedSpecT,
  ds: Dataset,
  row: DataRow,
  city: CityFactsT | undefined,
  ctx: DataContext,
  vars: Record<string, string | undefined>,
): DataFact | undefined {
  const value = parseDecimal(row.cells[d.column] ?? '');
  if (!value) return undefined;
  const what = ds.config.columns[d.column]?.label ? fill(ds.config.columns[d.column].label, vars) : d.column;
  const label = fill(d.label, vars);
  if (d.kind === 'per10k') {
    let population: Decimal | undefined;
    let from: string;
    if (d.population) {
      population = parseDecimal(row.cells[d.population] ?? '');
      from = `${ds.config.source} (${ds.config.vintage})`;
    } else {
      population = city?.population === undefined ? undefined : { n: BigInt(city.population), scale: 0 };
      const popSource = city && citationOf(city, 'population', ctx.citiesCitations)?.source;
      from = `${ds.config.source} (${ds.config.vintage}) and the population in content/cities.yaml${popSource ? ` (${popSource})` : ''}`;
    }
    if (!population || population.n === 0n) return undefined;
    const shown = formatScaled(ratio(value, population, 10_000n, d.decimals), d.decimals);
    return { label, value: shown, source: `derived: ${what} ÷ population × 10,000, ${roundingRule(d.decimals)}; from ${from}`, sourceUrl: ds.config.sourceUrl };
  }
  const state = ds.state && parseDecimal(ds.state.cells[d.column] ?? '');
  if (!state || state.n === 0n) return undefined;
  const diff = ratio(minus(value, state), state, 100n, d.decimals);
  const size = formatScaled(diff < 0n ? -diff : diff, d.decimals);
  const region = ctx.site.region.name;
  const spec = ds.config.columns[d.column];
  const stateShown = spec ? formatCell(ds.state!.cells[d.column], spec) : ds.state!.cells[d.column];
  const shown = diff === 0n ? `the same as ${region} (${stateShown})` : `${size}% ${diff > 0n ? 'above' : 'below'} ${region} (${stateShown})`;
  return {
    label,
    value: shown,
    source: `derived: (${what} − the ${region} figure) ÷ the ${region} figure, in percent, ${roundingRule(d.decimals)}; from ${ds.config.source} (${ds.config.vintage})`,
    sourceUrl: ds.config.sourceUrl,
  };
}

/** The local-facts block with dataset figures after the place's own (a new object only when there are some); `name` heads a new block. */
export function withDataFacts(view: LocalFactsView | undefined, name: string, facts: DataFact[]): LocalFactsView | undefined {
  if (facts.length === 0) return view;
  return view ? { ...view, facts: [...view.facts, ...facts] } : { city: name, facts, nearby: [] };
}

/**
 * How many dataset figures a page shows: what the quality bar adds to its local facts, counted without making
 * the figures (every page of every build is measured; only its landing route shows them). One counter per context.
 */
const counters = new WeakMap<object, (page: JoinablePage) => number>();
export function dataFactCounter(ctx: DataContext): (page: JoinablePage) => number {
  let counter = counters.get(ctx);
  if (!counter) {
    counter = (ctx.data?.length ?? 0) === 0 ? () => 0 : countingFinder(ctx);
    counters.set(ctx, counter);
  }
  return counter;
}

function countingFinder(ctx: DataContext): (page: JoinablePage) => number {
  const datasets = ctx.data ?? [];
  const fips = fipsTable(ctx.site.region.abbreviation);
  const populationOf = new Map(ctx.cities.map((c) => [c.slug, c.population]));
  const naicsOf = new Map(ctx.niches.map((n) => [n.slug, n.naics]));
  const positive = (text: string | undefined) => {
    const d = text === undefined ? undefined : parseDecimal(text);
    return d !== undefined && d.n !== 0n;
  };
  return (page) => {
    const keys = areaKeys(page, fips);
    const naics = naicsOf.get(page.nicheSlug);
    let count = 0;
    for (const ds of datasets) {
      const area = keys[ds.config.key.joinsOn];
      if (area === undefined || (ds.config.industry && naics === undefined)) continue;
      const row = ds.rows.get(rowKey(area, ds.config.industry ? naics : undefined));
      if (!row) continue;
      for (const name in ds.config.columns) if (row.cells[name] !== '') count++;
      // As derive() decides: a value, and a population or state figure that is not zero.
      for (const d of ds.config.derived) {
        if (!parseDecimal(row.cells[d.column] ?? '')) continue;
        if (
          d.kind === 'per10k'
            ? d.population
              ? positive(row.cells[d.population])
              : (populationOf.get(page.citySlug) ?? 0) > 0
            : positive(ds.state?.cells[d.column])
        )
          count++;
      }
    }
    return count;
  };
}
