// `lpgen new`: a page for a known niche and city builds at once and shows up on
// the home page; forgiving matching; every refusal leaves the content as it was.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { exampleRoute } from '../../templates/admin/content.js';
import { copySite, editFile, readHtml, repoRoot, runCli, snapshotDir, tempDir } from '../helpers.js';
import { publishableSite } from '../check/publishable.js';

const read = (dir: string, rel: string) => readFileSync(path.join(dir, rel), 'utf8');

async function build(dir: string): Promise<string> {
  const out = path.join(tempDir(), 'dist');
  const r = await runCli(['build', '--content', dir, '--out', out, '--site-url', 'https://lpgen-test.dev']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return out;
}

describe('lpgen new --niche --city', () => {
  it('writes a page that builds and appears on the home page with no other edit', async () => {
    const dir = publishableSite(copySite());
    const before = readHtml(await build(dir), 'index.html');
    expect(before).toContain('3 Live Landing Pages');
    expect(before).toMatch(/Home Services<\/h3>.*?1 solution</s);
    expect(before).toMatch(/Miami<\/h3>.*?1 page</s);
    const r = await runCli(['new', '--niche', 'plumber', '--city', 'Miami', '--content', dir]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✓ wrote ');
    expect(r.stdout).toContain('pages/plumber-crm-miami.yaml');
    expect(r.stdout).toMatch(/^ {2}route {2}\/plumber-crm-miami$/m);
    expect(r.stdout).toMatch(/^ {2}next {3}lpgen build --content /m);

    const out = await build(dir);
    const home = readHtml(out, 'index.html');
    expect(home).toContain('4 Live Landing Pages');
    expect(home).toContain('href="/plumber-crm-miami/"');
    expect(home).toMatch(/Home Services<\/h3>.*?2 solutions</s);
    expect(home).toMatch(/Miami<\/h3>.*?2 pages</s);
    const page = readHtml(out, 'plumber-crm-miami/index.html');
    expect(page).toContain('Never Miss an Emergency Call in Miami');
    expect(page).toContain('442,241');
  }, 60_000);

  it('fills a route pattern that repeats a placeholder the same way in the build, lpgen new and the admin form', async () => {
    const dir = publishableSite(copySite());
    editFile(
      dir,
      'site.yaml',
      (t) => `${t.replace('examples: [/dentist-crm-miami]', 'examples: [/miami/dentist-crm-miami]')}\nroutePattern: /{city}/{niche}-crm-{city}\n`,
    );
    const r = await runCli(['new', '--niche', 'plumber', '--city', 'Miami', '--content', dir]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^ {2}route {2}\/miami\/plumber-crm-miami$/m);
    expect(exampleRoute('/{city}/{niche}-crm-{city}').route).toBe('/tampa/fitness-crm-tampa');
    const out = await build(dir);
    expect(readHtml(out, 'miami/plumber-crm-miami/index.html')).toContain('Never Miss an Emergency Call in Miami');
    expect(readHtml(out, 'miami/dentist-crm-miami/index.html')).toContain('Miami');
    expect(existsSync(path.join(out, 'miami/dentist-crm-{city}'))).toBe(false);
  }, 60_000);

  it('prefills sourced city figures, the schema line and the usual overrides, commented', async () => {
    const dir = publishableSite(copySite());
    await runCli(['new', '--niche', 'plumber', '--city', 'miami', '--content', dir]);
    const text = read(dir, 'pages/plumber-crm-miami.yaml');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/page.schema.json');
    expect(parse(text)).toEqual({
      niche: 'plumber',
      city: 'Miami',
      // Only what cities.yaml has: population and county; nothing invented for households or housing.
      localStats: [
        { label: 'Miami Residents', value: '442,241' },
        { label: 'County', value: 'Miami-Dade County' },
      ],
    });
    for (const field of ['heroHeadline', 'heroSubheadline', 'ctaText', 'painPoints', 'features', 'title', 'description']) {
      expect(text).toMatch(new RegExp(`^# ${field}:`, 'm'));
    }
    expect(text).toContain('# heroHeadline: Never Miss an Emergency Call in {city}');
  });

  it.each([['St. Petersburg'], ['st-petersburg'], ['st petersburg'], ['St Petersburg'], ['ST. PETERSBURG']])(
    'matches the city %j forgivingly and writes the dataset name',
    async (city) => {
      const dir = publishableSite(copySite());
      const r = await runCli(['new', '--niche', 'dentist', '--city', city, '--content', dir]);
      expect(r.code).toBe(0);
      expect(parse(read(dir, 'pages/dentist-crm-st-petersburg.yaml')).city).toBe('St. Petersburg');
    },
  );

  it.each([['dentist'], ['Dental'], ['dental'], ['Dentists'], ['DENTISTS']])('matches the niche %j by file name, name or audience', async (niche) => {
    const dir = publishableSite(copySite());
    const r = await runCli(['new', '--niche', niche, '--city', 'Miami', '--content', dir, '--force']);
    expect(r.code).toBe(0);
    expect(parse(read(dir, 'pages/dentist-crm-miami.yaml')).niche).toBe('dentist');
  });

  it('writes a page that loads for every niche of the bundled content, as the admin form command names it', async () => {
    const dir = copySite(path.join(repoRoot, 'content'));
    const niches = readdirSync(path.join(dir, 'niches')).map((f) => f.replace(/\.yaml$/, ''));
    expect(niches.length).toBeGreaterThan(10);
    for (const niche of niches) {
      const r = await runCli(['new', '--niche', niche, '--city', 'Miami Gardens', '--content', dir, '--dry-run']);
      expect(r.stderr, niche).toMatch(/^\(dry run: /);
      expect(r.code, niche).toBe(0);
      expect(parse(r.stdout).localStats.length, niche).toBeGreaterThan(0);
    }
  }, 120_000);

  it('is deterministic: the same arguments give the same bytes', async () => {
    const dir = publishableSite(copySite());
    const a = await runCli(['new', '--niche', 'dentist', '--city', 'St. Petersburg', '--content', dir, '--dry-run']);
    const b = await runCli(['new', '--niche', 'Dentists', '--city', 'st petersburg', '--content', dir, '--dry-run']);
    expect(a.stdout).toBe(b.stdout);
  });

  it('--dry-run prints the YAML on stdout and writes nothing', async () => {
    const dir = publishableSite(copySite());
    const before = snapshotDir(dir);
    const r = await runCli(['new', '--niche', 'plumber', '--city', 'Tampa', '--content', dir, '--dry-run']);
    expect(r.code).toBe(0);
    expect(parse(r.stdout)).toMatchObject({ niche: 'plumber', city: 'Tampa' });
    expect(r.stderr).toContain('dry run');
    expect(r.stderr).toContain('/plumber-crm-tampa');
    expect(snapshotDir(dir)).toEqual(before);
  });
});

describe('lpgen new refuses', () => {
  it('to overwrite an existing page without --force, and replaces it with --force', async () => {
    const dir = publishableSite(copySite());
    const before = read(dir, 'pages/dentist-crm-miami.yaml');
    const r = await runCli(['new', '--niche', 'dentist', '--city', 'Miami', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error .*pages\/dentist-crm-miami\.yaml already exists; edit it, or pass --force to replace it$/m);
    expect(read(dir, 'pages/dentist-crm-miami.yaml')).toBe(before);
    const forced = await runCli(['new', '--niche', 'dentist', '--city', 'Miami', '--content', dir, '--force']);
    expect(forced.code).toBe(0);
    expect(read(dir, 'pages/dentist-crm-miami.yaml')).not.toBe(before);
  });

  it.each([['../../etc'], ['/etc/passwd'], ['..'], ['miami/../../x'], ['']])('a city that is not a name: %j', async (city) => {
    const dir = publishableSite(copySite());
    const parent = snapshotDir(path.dirname(dir));
    const r = await runCli(['new', '--niche', 'dentist', '--city', city, '--content', dir, '--allow-unknown-city']);
    expect(r.code).toBe(city === '' ? 2 : 1);
    expect(r.stderr).toMatch(/^error /m);
    expect(snapshotDir(path.dirname(dir))).toEqual(parent);
  });

  it('an unknown niche, listing the presets and suggesting the closest', async () => {
    const r = await runCli(['new', '--niche', 'dentst', '--city', 'Miami', '--content', publishableSite(copySite())]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error unknown niche "dentst" (did you mean "dentist"?); available: dentist, plumber.');
    expect(r.stderr).toContain('lpgen new niche dentst');
  });

  it("an unknown niche suggests from the preset's display name too (dentl ~ Dental)", async () => {
    const r = await runCli(['new', '--niche', 'dentl', '--city', 'Miami', '--content', publishableSite(copySite())]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error unknown niche "dentl" (did you mean "dentist"?)');
  });

  it('an unknown city, listing the closest known ones', async () => {
    const dir = publishableSite(copySite());
    const r = await runCli(['new', '--niche', 'dentist', '--city', 'Tamp', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error unknown city "Tamp": it is not in cities.yaml; closest known cities: Tampa, ');
    expect(r.stderr).toContain('--allow-unknown-city');
    expect(existsSync(path.join(dir, 'pages/dentist-crm-tamp.yaml'))).toBe(false);
  });

  it('names only files that exist: without a cities.yaml it says there is none, and dry runs say what they would have written', async () => {
    const dir = publishableSite(copySite());
    rmSync(path.join(dir, 'cities.yaml'));
    // Without facts no page can say its county: copy that does not need one.
    editFile(dir, 'site.yaml', (t) => t.replace(' in {county} County.', '.'));
    const cities = path.join(dir, 'cities.yaml').replace(process.cwd() + '/', '');
    const r = await runCli(['new', '--niche', 'dentist', '--city', 'Tampa', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`error unknown city "Tampa": the city is not listed (there is no ${cities} yet).`);
    expect(r.stderr).not.toMatch(/not in cities\.yaml/);
    const add = await runCli(['city', 'add', 'Tampa', '--county', 'Hillsborough', '--content', dir, '--dry-run']);
    expect(add.code).toBe(0);
    expect(add.stderr).toContain(`(dry run: ${cities} was not created)`);
    expect(existsSync(path.join(dir, 'cities.yaml'))).toBe(false);
    const page = await runCli(['new', '--niche', 'dentist', '--city', 'Ocala', '--content', dir, '--dry-run', '--allow-unknown-city']);
    expect(page.stderr).toContain('"Ocala" is not listed (there is no');
    expect(page.stderr).toMatch(/\(dry run: \S+pages\/dentist-crm-ocala\.yaml was not written\)/);
    expect(existsSync(path.join(dir, 'pages/dentist-crm-ocala.yaml'))).toBe(false);
    // Then city add creates the file, starting with its schema line like every file lpgen writes.
    expect((await runCli(['city', 'add', 'Tampa', '--county', 'Hillsborough', '--content', dir])).code).toBe(0);
    expect(read(dir, 'cities.yaml').split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/cities.schema.json');
  });

  it('an unknown city whose copy needs {county}, even with --allow-unknown-city, naming the file that uses it and how to fix it', async () => {
    const dir = publishableSite(copySite());
    const r = await runCli(['new', '--niche', 'dentist', '--city', 'Winter Haven', '--content', dir, '--allow-unknown-city']);
    expect(r.code).toBe(1);
    // The file named exists (site.yaml's defaults use {county}), not the page that was never written.
    expect(r.stderr).toMatch(/"Winter Haven" is not in cities\.yaml, and the copy this page would inherit uses \{county\} \(\S*site\.yaml:70:\d+\)/);
    expect(r.stderr).toContain('lpgen city add "Winter Haven" --county <county>');
    expect(existsSync(path.join(dir, 'pages/dentist-crm-winter-haven.yaml'))).toBe(false);
  });

  it('nothing for usage mistakes: exit 2', async () => {
    expect((await runCli(['new', '--city', 'Miami', '--content', publishableSite(copySite())])).code).toBe(2);
    expect((await runCli(['new', '--niche', 'dentist', '--content', publishableSite(copySite())])).code).toBe(2);
    expect((await runCli(['new', '--niche', 'dentist', '--city', 'Miami', '--colour', 'red'])).code).toBe(2);
  });
});

describe('lpgen new --allow-unknown-city', () => {
  it('writes the page without city facts, warns, title-cases the name, and the page builds', async () => {
    const dir = publishableSite(copySite());
    editFile(dir, 'site.yaml', (t) => t.replace('Stop losing {niche} leads in {county} County.', 'Stop losing {niche} leads.'));
    const r = await runCli(['new', '--niche', 'dentist', '--city', 'winter haven', '--content', dir, '--allow-unknown-city']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^warning "Winter Haven" is not in cities\.yaml/m);
    const data = parse(read(dir, 'pages/dentist-crm-winter-haven.yaml'));
    expect(data).toEqual({ niche: 'dentist', city: 'Winter Haven' });
    const out = await build(dir);
    expect(readHtml(out, 'dentist-crm-winter-haven/index.html')).toContain('Winter Haven, Florida');
  }, 60_000);
});
