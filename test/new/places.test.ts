// Any Florida place by any common spelling, suggestions from the whole dataset,
// `lpgen city add` for a place the dataset lacks, and the similarity line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { copySite, readHtml, repoRoot, runCli, snapshotDir, tempDir, writeFile } from '../helpers.js';
import { alternateSpellings, indexCities, placeKey } from '../../src/new/places.js';
import { CitiesFile } from '../../src/content/schema.js';

const dataset = CitiesFile.parse(parse(readFileSync(path.join(repoRoot, 'content/cities.yaml'), 'utf8'))).cities;

function siteWithPlaces(): string {
  const dir = copySite();
  writeFile(dir, 'cities.yaml', readFileSync(path.join(repoRoot, 'content/cities.yaml'), 'utf8'));
  return dir;
}

describe('place names', () => {
  it('match by any common spelling: case, punctuation, St./Saint, Ft./Fort, hyphens', () => {
    const index = indexCities(dataset);
    const cases: Array<[string, string]> = [
      ['naples', 'Naples'],
      ['BOCA RATON', 'Boca Raton'],
      ['boca-raton', 'Boca Raton'],
      ['Saint Petersburg', 'St. Petersburg'],
      ['st petersburg', 'St. Petersburg'],
      ['St.Petersburg', 'St. Petersburg'],
      ['Ft. Myers', 'Fort Myers'],
      ['ft myers', 'Fort Myers'],
      ['Port Saint Lucie', 'Port St. Lucie'],
      ['port st lucie', 'Port St. Lucie'],
      ['saint augustine', 'St. Augustine'],
      ['Ft Lauderdale', 'Fort Lauderdale'],
      ['miami  gardens', 'Miami Gardens'],
    ];
    for (const [input, name] of cases) expect(index.find(input)?.name, input).toBe(name);
    expect(index.find('Atlantis-on-Sea')).toBeUndefined();
  });

  it('reduce abbreviations to one key and know the other spelling', () => {
    expect(placeKey('Port St. Lucie')).toBe(placeKey('port saint lucie'));
    expect(placeKey("Land O' Lakes")).toBe(placeKey('land o lakes'));
    expect(alternateSpellings('St. Cloud')).toEqual(['Saint Cloud']);
    expect(alternateSpellings('Fort Pierce')).toEqual(['Ft. Pierce']);
    expect(alternateSpellings('Naples')).toEqual([]);
  });
});

describe('lpgen new --city with the places dataset', () => {
  it('writes a page for a place beyond the 22 hand-sourced cities, with its sourced figures', async () => {
    const dir = siteWithPlaces();
    const r = await runCli(['new', '--niche', 'dentist', '--city', 'ft. myers', '--content', dir]);
    expect(r.code).toBe(0);
    expect(parse(readFileSync(path.join(dir, 'pages/dentist-crm-fort-myers.yaml'), 'utf8'))).toMatchObject({
      city: 'Fort Myers',
      localStats: [
        { label: 'Fort Myers Residents', value: expect.stringMatching(/^\d{1,3}(,\d{3})+$/) },
        { label: 'County', value: 'Lee County' },
      ],
    });
  });

  it('suggests from the whole dataset for a misspelling: closest names first, then the same prefix', async () => {
    const r = await runCli(['new', '--niche', 'dentist', '--city', 'Kisimmee', '--content', siteWithPlaces()]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/unknown city "Kisimmee": it is not in cities\.yaml; closest known cities: Kissimmee, /);
    const prefix = await runCli(['new', '--niche', 'dentist', '--city', 'Napels', '--content', siteWithPlaces()]);
    expect(prefix.stderr).toMatch(/closest known cities: Naples, Naples (Park|Manor), Naples (Park|Manor),/);
    expect(prefix.stderr).toContain('lpgen city add');
  });

  it('prints the new page’s similarity to its closest sibling and the fields to rewrite', async () => {
    const dir = siteWithPlaces();
    const r = await runCli(['new', '--niche', 'dentist', '--city', 'Naples', '--content', dir]);
    expect(r.code).toBe(0);
    // The new page's copy is all inherited from the site defaults: every copy field is to rewrite, biggest first.
    expect(r.stdout).toMatch(
      /^ {2}like {3}\/dentist-crm-naples is \d+% like \/dentist-crm-(miami|tampa), 0% own copy; rewrite first: painPoints \(\d+ words, site defaults\), features \(\d+ words, site defaults\), testimonial \(\d+ words, site defaults\), heroHeadline/m,
    );
  });
});

describe('lpgen city add', () => {
  it('adds a place to cities.yaml keeping the header and comments, and lpgen new then uses it', async () => {
    const dir = siteWithPlaces();
    const before = readFileSync(path.join(dir, 'cities.yaml'), 'utf8');
    const r = await runCli([
      'city',
      'add',
      'Ave Maria',
      '--county',
      'collier county',
      '--population',
      '6,102',
      '--lat',
      '26.33',
      '--lon',
      '-81.43',
      '--content',
      dir,
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✓ added Ave Maria (Collier County) to ');
    const after = readFileSync(path.join(dir, 'cities.yaml'), 'utf8');
    expect(after.split('\n').slice(0, 5)).toEqual(before.split('\n').slice(0, 5));
    const entry = CitiesFile.parse(parse(after)).cities.find((c) => c.slug === 'ave-maria');
    // The owner's figures are never cited as the file's dataset (GeoNames): `null` says they have no source.
    const citations = { county: null, population: null };
    expect(entry).toEqual({ slug: 'ave-maria', name: 'Ave Maria', county: 'Collier', population: 6102, lat: 26.33, lon: -81.43, citations });
    // Everything else unchanged: one entry more.
    expect(after.split('\n').length).toBe(before.split('\n').length + 9);
    const page = await runCli(['new', '--niche', 'dentist', '--city', 'ave maria', '--content', dir]);
    expect(page.code).toBe(0);
    expect(parse(readFileSync(path.join(dir, 'pages/dentist-crm-ave-maria.yaml'), 'utf8')).localStats).toEqual([
      { label: 'Ave Maria Residents', value: '6,102' },
      { label: 'County', value: 'Collier County' },
    ]);
    // With --source, that source is what pages show beside them.
    const sourced = await runCli([
      'city',
      'add',
      'Babcock Ranch',
      '--county',
      'Charlotte',
      '--population',
      '4,800',
      '--source',
      '2020 Census',
      '--content',
      dir,
    ]);
    expect(sourced.code, sourced.stderr).toBe(0);
    await runCli(['new', '--niche', 'dentist', '--city', 'babcock ranch', '--content', dir]);
    expect(parse(readFileSync(path.join(dir, 'pages/dentist-crm-babcock-ranch.yaml'), 'utf8')).localStats).toEqual([
      { label: 'Babcock Ranch Residents', value: '4,800', source: '2020 Census' },
      { label: 'County', value: 'Charlotte County', source: '2020 Census' },
    ]);
  });

  it('refuses a place already there, bad figures (exit 2), and changes nothing', async () => {
    const dir = siteWithPlaces();
    const before = snapshotDir(dir);
    const known = await runCli(['city', 'add', 'Saint Petersburg', '--county', 'Pinellas', '--content', dir]);
    expect(known.code).toBe(1);
    expect(known.stderr).toContain('"Saint Petersburg" is already in cities.yaml as St. Petersburg (Pinellas County)');
    expect((await runCli(['city', 'add', 'Ave Maria', '--county', 'Collier', '--population', 'many', '--content', dir])).code).toBe(2);
    expect((await runCli(['city', 'add', 'Ave Maria', '--county', 'Collier', '--lat', '26.3', '--content', dir])).code).toBe(2);
    expect((await runCli(['city', 'add', 'Ave Maria', '--county', 'Collier', '--lat', '126', '--lon', '-81', '--content', dir])).code).toBe(2);
    expect((await runCli(['city', 'add', '../etc', '--county', 'Collier', '--content', dir])).code).toBe(1);
    expect(snapshotDir(dir)).toEqual(before);
  });
});

describe('an unknown city with a new niche', () => {
  it('fails naming the existing file whose copy uses {county}; after city add it works and builds', async () => {
    const dir = copySite();
    const niche = await runCli(['new', 'niche', 'yoga', '--audience', 'Yoga Studios', '--category', 'home-services', '--content', dir]);
    expect(niche.code).toBe(0);
    const before = snapshotDir(dir);
    const r = await runCli(['new', '--niche', 'yoga', '--city', 'Winter Haven', '--allow-unknown-city', '--content', dir]);
    expect(r.code).toBe(1);
    const [, file] = /\{county\} \((\S+?):\d+:\d+\)/.exec(r.stderr) ?? [];
    expect(file, r.stderr).toBeDefined();
    expect(readFileSync(file, 'utf8')).toContain('{county}');
    expect(snapshotDir(dir)).toEqual(before);

    expect((await runCli(['city', 'add', 'Winter Haven', '--county', 'Polk', '--content', dir])).code).toBe(0);
    const ok = await runCli(['new', '--niche', 'yoga', '--city', 'Winter Haven', '--content', dir]);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    const out = path.join(tempDir(), 'dist');
    expect((await runCli(['build', '--content', dir, '--out', out, '--site-url', 'https://lpgen-test.dev'])).code).toBe(0);
    expect(readHtml(out, 'yoga-crm-winter-haven/index.html')).toContain('Polk County');
  }, 60_000);
});
