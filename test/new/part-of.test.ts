// A place cities.yaml marks `partOf` another (Carol City in Miami Gardens,
// Allapattah in Miami) gets no page of its own: `--top` skips it, a `--cities`
// list skips it with a warning, and `lpgen new --city` refuses it (exit 1)
// with the command for the larger place's page, writing nothing.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CitiesFile } from '../../src/content/schema.js';
import { copySite, editFile, repoRoot, runCli, snapshotDir, writeFile } from '../helpers.js';

const datasetText = readFileSync(path.join(repoRoot, 'content/cities.yaml'), 'utf8');
const dataset = CitiesFile.parse(parse(datasetText)).cities;
const pagesIn = (dir: string) => readdirSync(path.join(dir, 'pages')).sort();

function siteWithPlaces(): string {
  const dir = copySite();
  writeFile(dir, 'cities.yaml', datasetText);
  return dir;
}

describe('lpgen new --city for a place that is part of another', () => {
  it('refuses Carol City (exit 1), names Miami Gardens and the exact command, and writes nothing', async () => {
    const dir = siteWithPlaces();
    const before = snapshotDir(dir);
    const r = await runCli(['new', '--niche', 'dentist', '--city', 'carol city', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('"Carol City" is part of Miami Gardens (< 1 mi from its centre; cities.yaml: partOf: miami-gardens)');
    expect(r.stderr).toContain(`Write the Miami Gardens page instead: lpgen new --niche dentist --city "Miami Gardens" --content ${dir}\n`);
    expect(snapshotDir(dir)).toEqual(before);
    // The command it gives works as written.
    const parent = await runCli(['new', '--niche', 'dentist', '--city', 'Miami Gardens', '--content', dir]);
    expect(parent.code).toBe(0);
    expect(pagesIn(dir)).toContain('dentist-crm-miami-gardens.yaml');
  }, 60_000);

  it('refuses Allapattah naming the Miami page that exists already', async () => {
    const dir = siteWithPlaces();
    const r = await runCli(['new', '--niche', 'dentist', '--city', 'Allapattah', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/"Allapattah" is part of Miami \(\d+ mi from its centre; cities\.yaml: partOf: miami\)/);
    expect(r.stderr).toMatch(/Miami has its Dental page already: \S*dentist-crm-miami\.yaml/);
  }, 60_000);

  it('is a problem of its row in a --from plan (all or nothing)', async () => {
    const dir = siteWithPlaces();
    writeFile(dir, 'plan.csv', 'niche,city\ndentist,Naples\ndentist,Carol City\n');
    const before = snapshotDir(dir);
    const r = await runCli(['new', '--from', path.join(dir, 'plan.csv'), '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/plan\.csv:3: "Carol City" is part of Miami Gardens/);
    expect(snapshotDir(dir)).toEqual(before);
  }, 60_000);
});

describe('lists and --top skip places that are part of another', () => {
  it('--cities writes the others and warns about the skipped place, with the command for its larger place', async () => {
    const dir = siteWithPlaces();
    const r = await runCli(['new', '--niche', 'dentist', '--cities', 'Carol City, Naples', '--content', dir]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      '--cities item 1: skipped "Carol City", part of Miami Gardens. Write the Miami Gardens page instead: lpgen new --niche dentist --city "Miami Gardens"',
    );
    expect(pagesIn(dir)).toContain('dentist-crm-naples.yaml');
    expect(pagesIn(dir).some((f) => f.includes('carol-city'))).toBe(false);
  }, 60_000);

  it('--cities with only such places writes nothing and fails', async () => {
    const dir = siteWithPlaces();
    const before = snapshotDir(dir);
    const r = await runCli(['new', '--niche', 'dentist', '--cities', 'Carol City, Allapattah', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('nothing to write: every place listed is part of another (Carol City: Miami Gardens, Allapattah: Miami)');
    expect(snapshotDir(dir)).toEqual(before);
  }, 60_000);

  it('--top passes over a more populous place that is part of another', async () => {
    const dir = copySite();
    editFile(
      dir,
      'cities.yaml',
      (t) =>
        t +
        '  - { slug: hialeah, name: Hialeah, county: Miami-Dade, population: 223109 }\n  - { slug: big-quarter, name: Big Quarter, partOf: miami, county: Miami-Dade, population: 300000 }\n',
    );
    const r = await runCli(['new', '--niche', 'dentist', '--top', '1', '--content', dir]);
    expect(r.code).toBe(0);
    expect(pagesIn(dir)).toContain('dentist-crm-hialeah.yaml');
    expect(pagesIn(dir).some((f) => f.includes('big-quarter'))).toBe(false);
  }, 60_000);

  it('from the bundled content: --top reaches past Carol City and Allapattah without a page for either', async () => {
    const dir = copySite(path.join(repoRoot, 'content'));
    const served = new Set(
      pagesIn(dir)
        .filter((f) => f.startsWith('roofer-crm-'))
        .map((f) => f.slice('roofer-crm-'.length, -'.yaml'.length)),
    );
    const byPopulation = dataset.filter((c) => !served.has(c.slug)).sort((a, b) => b.population! - a.population! || a.slug.localeCompare(b.slug));
    // Without the partOf marks, --top would give Carol City and Allapattah pages within this count.
    const top = Math.max(...['carol-city', 'allapattah'].map((slug) => byPopulation.findIndex((c) => c.slug === slug))) + 1;
    expect(byPopulation.slice(0, top).map((c) => c.slug)).toEqual(expect.arrayContaining(['carol-city', 'allapattah']));
    const partOf = new Set(dataset.filter((c) => c.partOf !== undefined).map((c) => c.slug));
    const r = await runCli(['new', '--niche', 'roofer', '--top', String(top), '--dry-run', '--content', dir]);
    expect(r.code).toBe(0);
    const routes = r.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('  /roofer-crm-')[1]);
    expect(routes).toHaveLength(top);
    expect(routes).toContain('miami-gardens');
    expect(routes.filter((slug) => partOf.has(slug))).toEqual([]);
  }, 120_000);
});
