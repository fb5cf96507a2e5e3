// Hubs show the dataset figures that join on them, with the same citation as landing pages: a city hub its
// place's and county's figures and, per industry code of its pages' niches, an industry dataset's; a county
// hub its county's (never a place's); a niche hub none (no dataset joins at state level). A label naming
// what a hub has no one of is left out rather than shown with a hole.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { copySite, fixturesDir, localFactsText, repoRoot, runCli, tempDir, writeFile } from '../helpers.js';

vi.setConfig({ testTimeout: 180_000 });

let out: string;

beforeAll(async () => {
  const dir = copySite(path.join(repoRoot, 'content'));
  expect((await runCli(['data', 'add', path.join(fixturesDir, 'data', 'cbp22co-fl.txt'), '--content', dir])).code).toBe(0);
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  // A place table: one figure per place, one derived, one whose label names the niche.
  writeFile(dir, 'data/firms.csv', 'place,firms\nMiami,12345\nFort Lauderdale,800\n');
  writeFile(
    dir,
    'data/firms.yaml',
    [
      'source: Test Bureau, Place Table',
      'sourceUrl: https://www.census.gov/quickfacts',
      'vintage: 2022',
      'licence: Public domain',
      'key: { column: place, joinsOn: place }',
      'columns:',
      '  firms: { label: "Employer firms in {city}" }',
      'derived:',
      '  - { kind: per10k, column: firms, label: "Employer firms in {city} per 10,000 residents", decimals: 1 }',
    ].join('\n'),
  );
  writeFile(dir, 'data/leads.csv', 'place,leads\nMiami,7\n');
  writeFile(
    dir,
    'data/leads.yaml',
    'source: Test Leads\nsourceUrl: https://example.org/leads\nvintage: 2023\nlicence: CC0\nkey: { column: place, joinsOn: place }\ncolumns:\n  leads: { label: "{audience} leads in {city}" }\n',
  );
  // A county table with industry rows: Pinellas' plumbers and HVAC contractors share one code.
  writeFile(dir, 'data/county-est.csv', 'county,naics,est\nBroward,621310,321\nBroward,531210,654\nPinellas,238220,210\n');
  writeFile(
    dir,
    'data/county-est.yaml',
    [
      'source: Test County Table',
      'sourceUrl: https://example.org/county',
      'vintage: 2022',
      'licence: Public domain',
      'key: { column: county, joinsOn: county }',
      'industry: { column: naics }',
      'columns:',
      '  est: { label: "Establishments in {county} County (NAICS {naics})" }',
    ].join('\n'),
  );
  out = path.join(tempDir(), 'dist');
  const r = await runCli(['build', '--content', dir, '--out', out, '--quiet', '--no-cache']);
  expect(r.code, r.stderr).toBe(0);
});

describe('dataset figures on hubs', () => {
  it("a city hub: its place's own facts, the place table's figures, then one figure per industry code of its niches", () => {
    const miami = localFactsText(out, 'crm-miami');
    expect(miami).toContain('Population 442,241 Source: 2020 Census');
    expect(miami).toContain('Employer firms in Miami 12,345 Source: Test Bureau, Place Table (2022)');
    // 12,345 ÷ 442,241 × 10,000 = 279.14 → 279.1, derived as on the landing pages.
    expect(miami).toContain(
      'Employer firms in Miami per 10,000 residents 279.1 Source: derived: Employer firms in Miami ÷ population × 10,000, rounded half up to 1 decimal',
    );
    // Miami's seven niches, by name, each with its County Business Patterns count for Miami-Dade.
    const cbp = [
      ...miami.matchAll(
        /(\S[^()]*?) with employees in Miami-Dade County \(NAICS (\d+)\) ([\d,]+) Source: U\.S\. Census Bureau, County Business Patterns \(2022\)/g,
      ),
    ].map((m) => `${m[2]} ${m[3]}`);
    expect(cbp).toEqual(['621310 522', '621210 189', '523940 621', '524210 144', '541110 810', '812199 900', '621340 855']);
    // "{audience} leads in {city}" names a niche: a hub of seven has no one audience, so it is left out.
    expect(miami).not.toContain('leads in Miami');
    expect(localFactsText(out, 'dentist-crm-miami')).toContain('Dentists leads in Miami 7 Source: Test Leads (2023)');
  });

  it("a county hub: its county's figures under the county's name, one per code, no place's", () => {
    const broward = localFactsText(out, 'crm-broward-county');
    expect(broward).toMatch(/^Local facts: Broward County Establishments in Broward County \(NAICS 621310\) 321 Source: /);
    expect(broward).toContain('Establishments in Broward County (NAICS 531210) 654 Source: Test County Table (2022)');
    expect(broward).not.toContain('Employer firms');
    const pinellas = localFactsText(out, 'crm-pinellas-county');
    expect(pinellas.match(/NAICS 238220/g)).toHaveLength(1);
    expect(pinellas).toContain('Establishments in Pinellas County (NAICS 238220) 210 Source: Test County Table (2022)');
  });

  it('a niche hub shows no dataset figures: none joins at state level', () => {
    expect(localFactsText(out, 'dentist-crm')).toBe('');
  });
});
