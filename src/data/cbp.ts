// County Business Patterns (U.S. Census Bureau), the complete county file as
// downloaded (cbp22co.zip → cbp22co.txt): one quoted CSV line per county and
// NAICS code, with columns fipstate, fipscty, naics, emp_nf, emp, qp1_nf, qp1,
// ap_nf, ap, est, n<5, n5_9, … n1000_4. `est` (establishments with paid employees)
// carries no noise: the noise flags (emp_nf, qp1_nf, ap_nf: G low, H medium, J high,
// D/S withheld with the value set to 0) belong to employment and payroll, which
// this preset leaves out. The file is streamed line by line (it is ~100 MB for the
// whole country): only the region's rows for the niches' codes are kept.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { LpgenError } from '../errors.js';
import type { DatasetConfig } from './describe.js';
import type { FipsTable } from './county-fips.js';

export const CBP_HEADER = ['fipstate', 'fipscty', 'naics', 'emp_nf', 'emp', 'qp1_nf', 'qp1', 'ap_nf', 'ap', 'est'] as const;

/** Titles of the 2022 NAICS codes the bundled niches use (census.gov/naics), for labels that say what was counted. */
export const NAICS_TITLES: Record<string, string> = {
  '236118': 'Residential remodelers',
  '238160': 'Roofing contractors',
  '238210': 'Electrical contractors',
  '238220': 'Plumbing, heating and air-conditioning contractors',
  '523940': 'Portfolio management and investment advice firms',
  '524210': 'Insurance agencies and brokerages',
  '531210': 'Offices of real estate agents and brokers',
  '541110': 'Offices of lawyers',
  '541211': 'Offices of certified public accountants',
  '561730': 'Landscaping services',
  '621210': 'Offices of dentists',
  '621310': 'Offices of chiropractors',
  '621340': 'Offices of physical, occupational and speech therapists and audiologists',
  '713940': 'Fitness and recreational sports centers',
  '722511': 'Full-service restaurants',
  '811111': 'General automotive repair shops',
  '812112': 'Beauty salons',
  '812199': 'Other personal care services (incl. day spas)',
};

/** Whether a CSV header line is County Business Patterns' county file. */
export function isCbpHeader(line: string): boolean {
  const cells = splitCbp(line.replace(/^\uFEFF/, '')).map((c) => c.toLowerCase());
  return CBP_HEADER.every((name, k) => cells[k] === name);
}

/** CBP's fields never hold a comma: a quoted field is its text between the quotes. */
const splitCbp = (line: string) => line.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));

export interface CbpResult {
  /** The dataset CSV lpgen keeps: fips, county, naics, industry, est. */
  csv: string;
  rows: number;
  /** Lines of the input read. */
  read: number;
}

/**
 * The region's rows of a CBP county file for `codes`, as a dataset CSV; problems named by line and column
 * (`file:LINE:COLUMN`), nothing returned when there is one.
 */
export async function readCbp(file: string, display: string, fips: FipsTable, codes: ReadonlySet<string>): Promise<CbpResult> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let header: string[] | undefined;
  let line = 0;
  const out: string[][] = [];
  const problems: string[] = [];
  for await (const text of lines) {
    line++;
    if (text.trim() === '') continue;
    if (!header) {
      if (!isCbpHeader(text))
        throw new LpgenError(`${display}:1:1: not a County Business Patterns county file: its header should start ${CBP_HEADER.join(',')}`);
      header = splitCbp(text.replace(/^\uFEFF/, '')).map((c) => c.toLowerCase());
      continue;
    }
    const cells = splitCbp(text);
    if (cells[0] !== fips.state) continue;
    const naics = cells[2];
    if (!codes.has(naics)) continue;
    const col = (name: string) => header!.indexOf(name) + 1;
    const code = cells[0] + cells[1];
    const county = fips.byCode.get(code);
    if (!/^\d{3}$/.test(cells[1]) || !county) {
      // 999 is CBP's "statewide" county: establishments with no fixed county. It joins no page.
      if (cells[1] !== '999') problems.push(`${display}:${line}:${col('fipscty')}: fipscty "${cells[1]}" is no county of state ${fips.state}`);
      continue;
    }
    const est = cells[col('est') - 1];
    if (!/^\d+$/.test(est ?? '')) {
      problems.push(`${display}:${line}:${col('est')}: est "${est ?? ''}" is not a whole number`);
      continue;
    }
    out.push([code, county, naics, NAICS_TITLES[naics] ?? `NAICS ${naics} businesses`, est]);
    if (problems.length >= 20) break;
  }
  if (!header) throw new LpgenError(`${display}: the file is empty`);
  if (problems.length > 0)
    throw new LpgenError(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${display}, nothing written:\n${problems.join('\n')}`);
  out.sort((a, b) => a[0].localeCompare(b[0]) || a[2].localeCompare(b[2]));
  const csv =
    ['fips,county,naics,industry,est', ...out.map((r) => r.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))].join('\n') + '\n';
  return { csv, rows: out.length, read: line };
}

/** The description written beside a CBP dataset. */
export function cbpDescription(vintage: number): DatasetConfig {
  return {
    source: `U.S. Census Bureau, County Business Patterns`,
    sourceUrl: `https://www.census.gov/data/datasets/${vintage}/econ/cbp/${vintage}-cbp.html`,
    vintage,
    licence: 'Public domain (U.S. Census Bureau, a U.S. Government work)',
    key: { column: 'fips', joinsOn: 'fips' },
    industry: { column: 'naics' },
    columns: {
      est: { label: `{industry} with employees in {county} County (NAICS {naics})`, unit: 'establishments', format: 'integer', decimals: 0 },
    },
    derived: [],
  };
}
