// `lpgen queue`: which drafts an hour of writing is worth most on. A draft's worth is
// what it can reach — impressions it already earns (the last `lpgen report --search`
// import), businesses of its niche in its county (a dataset with an industry column,
// e.g. County Business Patterns), people in its place — divided by the hours it still
// needs to pass the quality bar, measured as lpgen check measures it (measureBar).
import { cityLookup } from '../check/quality-bar.js';
import { measureBar, wordCounter } from '../check/provenance.js';
import { fullPage } from '../content/packed-copy.js';
import type { Content, PageData } from '../content/types.js';
import { dataFactCounter } from '../data/join.js';
import { rowKey, countyKey } from '../data/keys.js';
import { fipsTable } from '../data/county-fips.js';
import { parseDecimal } from '../data/decimal.js';
import type { StoredSearch } from './impressions.js';
import { numberFormat } from '../number-format.js';

/** Assumptions stated in the output and the docs: a writer's pace and the time to find and cite one figure. */
export const WORDS_PER_HOUR = 500;
export const HOURS_PER_FACT = 0.25;
/** Points: an impression already earned counts 1, a business of the niche in the county 10, a thousand residents 1. */
export const POINTS = { impression: 1, business: 10, perThousandPeople: 1 } as const;

export interface QueueEntry {
  page: PageData;
  worth: number;
  points: number;
  hours: number;
  wordsNeeded: number;
  factsNeeded: number;
  impressions?: number;
  businesses?: number;
  population?: number;
  reason: string;
}

const n = numberFormat();

/** Businesses of the page's niche in its county, from the first dataset with an industry column that has the row. */
function businessFinder(content: Content): (page: PageData) => number | undefined {
  const sets = (content.data ?? []).filter((d) => d.config.industry);
  if (sets.length === 0) return () => undefined;
  const fips = fipsTable(content.site.region.abbreviation);
  const naicsOf = new Map(content.niches.map((x) => [x.slug, x.naics]));
  return (page) => {
    const code = naicsOf.get(page.nicheSlug);
    if (!code) return undefined;
    const county = page.county === undefined ? undefined : countyKey(page.county);
    for (const ds of sets) {
      const kind = ds.config.key.joinsOn;
      const area = kind === 'place' ? page.citySlug : kind === 'county' ? county : county && fips?.byCounty.get(county);
      const row = area === undefined ? undefined : ds.rows.get(rowKey(area, code));
      // The first integer column counts the businesses (County Business Patterns: est).
      const column = Object.entries(ds.config.columns).find(([, spec]) => spec.format === 'integer')?.[0];
      const value = row && column ? parseDecimal(row.cells[column]) : undefined;
      if (value) return Number(value.n);
    }
    return undefined;
  };
}

export function rankDrafts(content: Content<PageData>, impressions?: StoredSearch): QueueEntry[] {
  const { quality } = content.site;
  const cityOf = cityLookup(content.cities);
  const dataFacts = dataFactCounter(content);
  const businesses = businessFinder(content);
  const naicsOf = new Map(content.niches.map((x) => [x.slug, x.naics]));
  const count = wordCounter();
  const out: QueueEntry[] = [];
  for (const page of content.pages) {
    if (page.status !== 'draft') continue;
    const full = fullPage(page);
    const city = cityOf(page);
    const bar = measureBar(full, city, quality, count, undefined, dataFacts(page));
    // Own copy replaces inherited copy: the share reaches the bar when own words reach min × all copy words.
    const total = bar.ownWords + bar.inheritedWords;
    const wordsNeeded = Math.max(0, Math.ceil(quality.minOwnShare * total) - bar.ownWords);
    const factsNeeded = Math.max(0, quality.minLocalFacts - bar.localFacts);
    const hours = Math.max(0.25, wordsNeeded / WORDS_PER_HOUR + factsNeeded * HOURS_PER_FACT);
    const seen = impressions?.routes[page.route]?.[1];
    const biz = businesses(full);
    const population = city?.population;
    const points = (seen ?? 0) * POINTS.impression + (biz ?? 0) * POINTS.business + ((population ?? 0) / 1000) * POINTS.perThousandPeople;
    const parts = [
      ...(seen ? [`${n.format(seen)} impressions`] : []),
      ...(biz !== undefined ? [`${n.format(biz)} businesses (NAICS ${naicsOf.get(page.nicheSlug)}) in ${page.county} County`] : []),
      ...(population !== undefined ? [`${n.format(population)} people`] : []),
      `~${hours.toFixed(1)} h: ${wordsNeeded} words${factsNeeded > 0 ? `, ${factsNeeded} fact${factsNeeded === 1 ? '' : 's'}` : ''} to the bar`,
    ];
    out.push({
      page,
      worth: points / hours,
      points,
      hours,
      wordsNeeded,
      factsNeeded,
      ...(seen !== undefined ? { impressions: seen } : {}),
      ...(biz !== undefined ? { businesses: biz } : {}),
      ...(population !== undefined ? { population } : {}),
      reason: parts.join(' · '),
    });
  }
  // Ties by route: the same content gives the same queue.
  return out.sort((a, b) => b.worth - a.worth || a.page.route.localeCompare(b.page.route));
}
