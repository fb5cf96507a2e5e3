// What a dataset does not cover, and what in it covers nothing: the pages whose
// place (and niche) it has no row for, and its rows that match no place of
// cities.yaml or no niche's industry code. Linear: one lookup per page and per row.
import { tooOld, type FactAge } from '../check/fact-age.js';
import type { Issue } from '../errors.js';
import type { SourceFile } from '../content/read.js';
import { issueAt, locatorFor } from '../content/validate.js';
import type { CityFactsT } from '../content/schema.js';
import { fipsTable } from './county-fips.js';
import { countyKey, rowKey } from './keys.js';
import type { Dataset } from './table.js';

export interface CoveragePage {
  source: string;
  citySlug: string;
  city: string;
  county?: string;
  nicheSlug: string;
}

export interface Coverage {
  dataset: Dataset;
  pages: number;
  covered: number;
  /** The source files of the pages it has figures for. */
  coveredPages: string[];
  /** Places (or place · niche) of pages the dataset has no row for, in page order, each once. */
  missing: string[];
  /** Niches with pages but no `naics:` code (an industry dataset cannot join them). */
  noCode: string[];
  /** Rows that join nothing: their line and why. */
  unmatched: { line: number; why: string }[];
}

interface CoverageInput {
  data?: readonly Dataset[];
  cities: readonly CityFactsT[];
  niches: readonly { slug: string; naics?: string }[];
  site: { region: { abbreviation: string } };
  pages: readonly CoveragePage[];
}

export function datasetCoverage(input: CoverageInput): Coverage[] {
  const fips = fipsTable(input.site.region.abbreviation);
  const naicsOf = new Map(input.niches.map((n) => [n.slug, n.naics]));
  const codes = new Set(input.niches.flatMap((n) => (n.naics ? [n.naics] : [])));
  const places = new Set(input.cities.map((c) => c.slug));
  const counties = new Set(input.cities.map((c) => countyKey(c.county)));
  // lpgen check's pages carry no county: it is their place's, in cities.yaml (as the loader fills {county}).
  const countyOf = new Map(input.cities.map((c) => [c.slug, c.county]));
  return (input.data ?? []).map((ds) => {
    const kind = ds.config.key.joinsOn;
    const industry = Boolean(ds.config.industry);
    const areaOf = (p: CoveragePage) => {
      if (kind === 'place') return p.citySlug;
      const name = p.county ?? countyOf.get(p.citySlug);
      const county = name === undefined ? undefined : countyKey(name);
      return kind === 'county' ? county : county && fips?.byCounty.get(county);
    };
    const coveredPages: string[] = [];
    const missing = new Set<string>();
    const noCode = new Set<string>();
    for (const p of input.pages) {
      const area = areaOf(p);
      const code = naicsOf.get(p.nicheSlug);
      if (industry && code === undefined) {
        noCode.add(p.nicheSlug);
        continue;
      }
      if (area !== undefined && ds.rows.has(rowKey(area, industry ? code : undefined))) coveredPages.push(p.source);
      else
        missing.add(
          `${kind === 'place' ? p.city : `${p.city} (${p.county ?? countyOf.get(p.citySlug) ?? 'no'} County)`}${industry ? ` · ${p.nicheSlug}` : ''}`,
        );
    }
    const unmatched: Coverage['unmatched'] = [];
    for (const [key, row] of ds.rows) {
      const area = key.split('|')[0];
      const known =
        kind === 'place'
          ? places.has(area)
          : kind === 'county'
            ? counties.has(area)
            : fips !== undefined && counties.has(countyKey(fips.byCode.get(area) ?? ''));
      if (!known)
        unmatched.push({ line: row.line, why: `${ds.config.key.column} "${row.key}" is no ${kind === 'place' ? 'place' : 'county'} of content/cities.yaml` });
      else if (row.industry !== undefined && !codes.has(row.industry))
        unmatched.push({ line: row.line, why: `${ds.config.industry!.column} ${row.industry} is no niche's naics: code` });
    }
    return { dataset: ds, pages: input.pages.length, covered: coveredPages.length, coveredPages, missing: [...missing], noCode: [...noCode], unmatched };
  });
}

const list = (items: readonly string[], max = 12) => items.slice(0, max).join(', ') + (items.length > max ? ` … and ${items.length - max} more` : '');

/** Coverage as `lpgen check` warnings, at the dataset's CSV (an unmatched row at its own line). */
export function coverageWarnings(coverage: readonly Coverage[]): Issue[] {
  const out: Issue[] = [];
  for (const c of coverage) {
    const file = c.dataset.csv;
    const warn = (line: number, message: string) => out.push({ file, line, col: 1, field: '', message, severity: 'warning' });
    if (c.missing.length > 0) warn(1, `dataset ${c.dataset.name} covers ${c.covered} of ${c.pages} pages; no row for ${list(c.missing)}`);
    if (c.noCode.length > 0)
      warn(
        1,
        `dataset ${c.dataset.name} joins on ${c.dataset.config.industry!.column}, but niche${c.noCode.length === 1 ? '' : 's'} ${list(c.noCode)} ha${c.noCode.length === 1 ? 's' : 've'} no naics: code in content/niches/`,
      );
    const rows = [...c.unmatched].sort((a, b) => a.line - b.line);
    for (const r of rows.slice(0, 10)) warn(r.line, `row matches nothing: ${r.why}`);
    if (rows.length > 10)
      warn(
        rows[10].line,
        `${rows.length - 10} more rows match nothing (lines ${rows
          .slice(10, 20)
          .map((r) => r.line)
          .join(', ')}${rows.length > 20 ? ', …' : ''})`,
      );
  }
  return out;
}

/**
 * A dataset whose vintage is older than allowed (check/fact-age.ts): a warning at the description's vintage
 * (`sourceOf` gives the description as read; line 1 without it), and one on every page that shows its figures.
 */
export function staleWarnings(coverage: readonly Coverage[], age: FactAge, sourceOf: (yaml: string) => SourceFile | undefined): Issue[] {
  const out: Issue[] = [];
  for (const c of coverage) {
    const old = tooOld(c.dataset.config.vintage, age);
    if (!old) continue;
    const why = `figures of dataset ${c.dataset.name} are ${old}: add a newer vintage (lpgen data add … --force)`;
    const yaml = sourceOf(c.dataset.yaml);
    const at = yaml ? issueAt(yaml, locatorFor(yaml), ['vintage'], why) : { file: c.dataset.yaml, line: 1, col: 1, field: 'vintage', message: why };
    out.push({ ...at, severity: 'warning' });
    for (const file of c.coveredPages) out.push({ file, line: 1, col: 1, field: '', message: `shows ${why}`, severity: 'warning' });
  }
  return out;
}
