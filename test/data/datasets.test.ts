// Datasets under content/data/: `lpgen data add` validation (positions, nothing written), joins by place,
// county and FIPS onto the built pages' local facts with their citations, exact derived figures, the bar
// counting dataset facts, County Business Patterns' real county-file layout, and the check's coverage warnings.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 120_000 });
import { copySite, fixturesDir, localFactsText, readHtml, repoRoot, runCli, tempDir, writeFile } from '../helpers.js';
import { divideRounded, formatScaled, parseDecimal, ratio } from '../../src/data/decimal.js';

const bundled = () => copySite(path.join(repoRoot, 'content'));
const cbpFixture = path.join(fixturesDir, 'data', 'cbp22co-fl.txt');
const PLACE_META = ['--source', 'Test Bureau, Place Table', '--url', 'https://www.census.gov/quickfacts', '--vintage', '2022', '--licence', 'Public domain'];

async function build(dir: string): Promise<string> {
  const out = path.join(tempDir(), 'dist');
  const r = await runCli(['build', '--content', dir, '--out', out, '--quiet', '--no-cache']);
  expect(r.code, r.stderr).toBe(0);
  return out;
}

async function localFactsOf(dir: string): Promise<Map<string, number>> {
  const r = await runCli(['check', '--content', dir, '--json']);
  const report = JSON.parse(r.stdout) as { pages: { route: string; localFacts: number }[] };
  return new Map(report.pages.map((p) => [p.route, p.localFacts]));
}

describe('exact derived figures', () => {
  it('divides exactly and rounds half up (away from zero) once', () => {
    expect(formatScaled(divideRounded(1n, 8n, 2), 2)).toBe('0.13');
    expect(formatScaled(divideRounded(5n, 2n, 0), 0)).toBe('3');
    expect(formatScaled(divideRounded(-5n, 2n, 0), 0)).toBe('-3');
    // 0.1 + 0.2 style error cannot happen: 12,345 firms ÷ 442,241 people × 10,000 = 279.1369… → 279.1
    expect(formatScaled(ratio(parseDecimal('12,345')!, parseDecimal('442241')!, 10_000n, 1), 1)).toBe('279.1');
    // 2.675 rounds to 2.68 (binary floating point gives 2.67)
    expect(formatScaled(ratio(parseDecimal('2.675')!, parseDecimal('1')!, 1n, 2), 2)).toBe('2.68');
    expect(parseDecimal('12x')).toBeUndefined();
  });
});

describe('lpgen data add', () => {
  it('reports every bad cell as file.csv:LINE:COLUMN and writes nothing', async () => {
    const dir = bundled();
    const csv = path.join(tempDir(), 'firms.csv');
    writeFile(path.dirname(csv), 'firms.csv', 'place,firms,share\nMiami,12x,5%\n,3,1%\nTampa,7,abc\nMiami,4,2%\n');
    const r = await runCli([
      'data',
      'add',
      csv,
      '--content',
      dir,
      ...PLACE_META,
      '--key',
      'place',
      '--joins-on',
      'place',
      '--column',
      'firms=Firms in {city}',
      '--column',
      'share=Share:percent:1',
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${csv}:2:2  firms: "12x" is not a number`);
    expect(r.stderr).toContain(`${csv}:3:1  place: empty key`);
    expect(r.stderr).toContain(`${csv}:4:3  share: "abc" is not a number (format percent)`);
    expect(r.stderr).toContain(`${csv}:5:1  place: "Miami" is also on line 2`);
    expect(existsSync(path.join(dir, 'data'))).toBe(false);
  });

  it('names a column the header lacks, and a usage mistake exits 2', async () => {
    const dir = bundled();
    const csv = path.join(tempDir(), 'firms.csv');
    writeFile(path.dirname(csv), 'firms.csv', 'place,firms\nMiami,1\n');
    const r = await runCli(['data', 'add', csv, '--content', dir, ...PLACE_META, '--key', 'town', '--joins-on', 'place', '--column', 'firms=Firms']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${csv}:1:1  key.column: column "town" is not in the header`);
    const usage = await runCli(['data', 'add', csv, '--content', dir, ...PLACE_META, '--key', 'place', '--joins-on', 'zip', '--column', 'firms=Firms']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--joins-on "zip": one of place, county, fips');
  });
});

describe('joins onto pages', () => {
  it('joins by place, with the citation beside each figure, a derived per-10,000 figure and the state comparison', async () => {
    const dir = bundled();
    const csv = path.join(tempDir(), 'firms.csv');
    writeFile(path.dirname(csv), 'firms.csv', 'place,firms,income\nFlorida,"500,000",67917\nMiami,12345,47860\nSaint Petersburg,5000,\nNowhere Town,5,1\n');
    const before = await localFactsOf(dir);
    const r = await runCli([
      'data',
      'add',
      csv,
      '--content',
      dir,
      ...PLACE_META,
      '--key',
      'place',
      '--joins-on',
      'place',
      '--state-row',
      'Florida',
      '--column',
      'firms=Employer firms in {city}',
      '--column',
      'income=Median income:currency',
      '--per10k',
      'firms',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toContain('✓ wrote');
    expect(readFileSync(path.join(dir, 'data', 'firms.yaml'), 'utf8')).toContain('joinsOn: place');
    const out = await build(dir);
    const miami = localFactsText(out, 'dentist-crm-miami');
    expect(miami).toContain('Employer firms in Miami 12,345 Source: Test Bureau, Place Table (2022)');
    expect(miami).toContain('Median income $47,860 Source: Test Bureau, Place Table (2022)');
    // 12,345 ÷ 442,241 (the 2020 Census population in cities.yaml) × 10,000 = 279.14 → 279.1
    expect(miami).toContain(
      'Employer firms in Miami per 10,000 residents 279.1 Source: derived: Employer firms in Miami ÷ population × 10,000, rounded half up to 1 decimal; from Test Bureau, Place Table (2022) and the population in content/cities.yaml (2020 Census)',
    );
    expect(readHtml(out, 'dentist-crm-miami/index.html')).toContain('href="https://www.census.gov/quickfacts"');
    // An alias of cities.yaml ("Saint Petersburg") joins its place; an empty cell is left out, never estimated.
    const stPete = localFactsText(out, 'plumber-crm-st-petersburg');
    expect(stPete).toContain('Employer firms in St. Petersburg 5,000');
    expect(stPete).not.toContain('Median income');
    // The state row joins no page.
    expect(localFactsText(out, 'dentist-crm-tampa')).not.toContain('Employer firms');
    // The bar counts them: Miami's pages show 3 more sourced facts.
    const after = await localFactsOf(dir);
    expect(after.get('/dentist-crm-miami')).toBe(before.get('/dentist-crm-miami')! + 3);
    expect(after.get('/dentist-crm-tampa')).toBe(before.get('/dentist-crm-tampa'));
  });

  it('compares with the state row exactly (vsState) and joins by county name', async () => {
    const dir = bundled();
    mkdirSync(path.join(dir, 'data'));
    writeFile(dir, 'data/income.csv', 'county,income\nFlorida,"67,917"\nMiami-Dade County,"64,215"\nhillsborough,70000\nOrange,67917\n');
    writeFile(
      dir,
      'data/income.yaml',
      [
        'source: Test Survey',
        'sourceUrl: https://www.census.gov/acs',
        'vintage: 2023',
        'licence: Public domain',
        'key: { column: county, joinsOn: county }',
        'stateRow: Florida',
        'columns:',
        '  income: { label: "Median household income in {county} County", format: currency }',
        'derived:',
        '  - { kind: vsState, column: income, label: Against the state, decimals: 1 }',
      ].join('\n'),
    );
    const out = await build(dir);
    // (64,215 − 67,917) ÷ 67,917 = −5.4508…% → 5.5% below
    expect(localFactsText(out, 'dentist-crm-miami')).toContain('Median household income in Miami-Dade County $64,215');
    expect(localFactsText(out, 'dentist-crm-miami')).toContain('Against the state 5.5% below Florida ($67,917) Source: derived:');
    // (70,000 − 67,917) ÷ 67,917 = 3.0669…% → 3.1% above
    expect(localFactsText(out, 'dentist-crm-tampa')).toContain('Against the state 3.1% above Florida ($67,917)');
    expect(localFactsText(out, 'dentist-crm-orlando')).toContain('Against the state the same as Florida ($67,917)');
  });
});

describe('County Business Patterns', () => {
  it('turns the real county-file layout into establishments per niche and county, joined by FIPS', async () => {
    const dir = bundled();
    const r = await runCli(['data', 'add', cbpFixture, '--content', dir]);
    expect(r.code, r.stderr).toBe(0);
    const csv = readFileSync(path.join(dir, 'data', 'cbp-2022.csv'), 'utf8')
      .trim()
      .split('\n');
    // 4 Florida counties × 18 distinct codes; other states, the statewide 999 and summary codes (------, 62----, 6212//) are left out.
    expect(csv).toHaveLength(1 + 4 * 18);
    expect(csv[0]).toBe('fips,county,naics,industry,est');
    expect(csv).toContain('12086,Miami-Dade,621210,Offices of dentists,189');
    expect(readFileSync(path.join(dir, 'data', 'cbp-2022.yaml'), 'utf8')).toContain('vintage: 2022');
    const out = await build(dir);
    const facts = localFactsText(out, 'dentist-crm-miami');
    expect(facts).toContain(
      'Offices of dentists with employees in Miami-Dade County (NAICS 621210) 189 Source: U.S. Census Bureau, County Business Patterns (2022)',
    );
    expect(readHtml(out, 'dentist-crm-miami/index.html')).toContain('href="https://www.census.gov/data/datasets/2022/econ/cbp/2022-cbp.html"');
    // Plumbers and HVAC contractors share 238220: the label says what was counted, not "plumbers".
    expect(localFactsText(out, 'real-estate-crm-tampa')).toContain(
      'Offices of real estate agents and brokers with employees in Hillsborough County (NAICS 531210)',
    );
    // A county the file lacks (Leon) gets nothing, never an estimate.
    expect(localFactsText(out, 'accountant-crm-tallahassee')).not.toContain('with employees');
  });

  it('refuses a file that is not the county file, naming it', async () => {
    const dir = bundled();
    const bad = path.join(tempDir(), 'cbp22co.txt');
    writeFile(path.dirname(bad), 'cbp22co.txt', '"fipstate","naics","est"\n"12","621210",4\n');
    const r = await runCli(['data', 'add', bad, '--content', dir, '--preset', 'cbp']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${bad}:1:1: not a County Business Patterns county file`);
  });
});

describe('lpgen check and datasets', () => {
  it('lists pages a dataset does not cover, rows that match nothing, and warns on every page of a stale dataset', async () => {
    const dir = bundled();
    expect((await runCli(['data', 'add', cbpFixture, '--content', dir])).code).toBe(0);
    writeFile(dir, 'data/towns.csv', 'place,firms\nMiami,1\nNowhere Town,5\n');
    writeFile(
      dir,
      'data/towns.yaml',
      'source: T\nsourceUrl: https://example.org/t\nvintage: 2025\nlicence: CC0\nkey: { column: place, joinsOn: place }\ncolumns:\n  firms: { label: Firms }\n',
    );
    const r = await runCli(['check', '--content', dir, '--date', '2029-06-01', '--max-data-age', '5']);
    const text = r.stdout + r.stderr;
    expect(text).toMatch(/content\/data\/cbp-2022\.csv:1:1 {2}dataset cbp-2022 covers 22 of 34 pages; no row for Tallahassee \(Leon County\) · accountant/);
    expect(text).toMatch(/content\/data\/towns\.csv:3:1 {2}row matches nothing: place "Nowhere Town" is no place of content\/cities\.yaml/);
    expect(text).toMatch(/content\/data\/cbp-2022\.yaml:5:1 {2}vintage: figures of dataset cbp-2022 are from 2022, 7 years before 2029/);
    expect(text).toMatch(/content\/pages\/dentist-crm-miami\.yaml:1:1 {2}shows figures of dataset cbp-2022 are from 2022/);
    // The newer dataset is not stale; a page the stale one does not cover gets no warning.
    expect(text).not.toMatch(/towns.*years before/);
    expect(text).not.toMatch(/accountant-crm-tallahassee\.yaml:1:1 {2}shows figures/);
  });
});
