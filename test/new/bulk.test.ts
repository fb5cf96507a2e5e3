// `lpgen new` in bulk: --cities, --top N and --from plan.csv write every page or
// none (each validated by the build's own loader first), --dry-run writes nothing.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { copySite, editFile, readHtml, repoRoot, runCli, snapshotDir, tempDir, writeFile } from '../helpers.js';

const pagesIn = (dir: string) => readdirSync(path.join(dir, 'pages')).sort();
const page = (dir: string, name: string) => parse(readFileSync(path.join(dir, 'pages', name), 'utf8'));

/** The valid fixture with the Florida places dataset, so names like Naples and Boca Raton resolve. */
function siteWithPlaces(): string {
  const dir = copySite();
  writeFile(dir, 'cities.yaml', readFileSync(path.join(repoRoot, 'content/cities.yaml'), 'utf8'));
  return dir;
}

describe('lpgen new --cities', () => {
  it('writes one page per listed place, any spelling, with one summary', async () => {
    const dir = siteWithPlaces();
    const r = await runCli(['new', '--niche', 'dentist', '--cities', 'Naples, boca raton ,Kissimmee, Saint Augustine', '--content', dir]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^✓ wrote 4 pages \(Dental\)/m);
    for (const [file, city] of [
      ['dentist-crm-naples.yaml', 'Naples'],
      ['dentist-crm-boca-raton.yaml', 'Boca Raton'],
      ['dentist-crm-kissimmee.yaml', 'Kissimmee'],
      ['dentist-crm-st-augustine.yaml', 'St. Augustine'],
    ]) {
      expect(page(dir, file), file).toMatchObject({ niche: 'dentist', city });
    }
    // Local figures come from the dataset, nothing invented, each with the short source cities.yaml gives it.
    const geonames = { sourceUrl: 'https://www.geonames.org' };
    expect(page(dir, 'dentist-crm-naples.yaml').localStats).toEqual([
      { label: 'Naples Residents', value: '21,512', source: 'GeoNames estimate (CC BY 4.0)', ...geonames },
      { label: 'County', value: 'Collier County', source: 'GeoNames (CC BY 4.0)', ...geonames },
    ]);
  });

  it('writes nothing when one of them is wrong, and names every mistake with its place in the list', async () => {
    const dir = siteWithPlaces();
    const before = snapshotDir(dir);
    const r = await runCli(['new', '--niche', 'dentist', '--cities', 'Naples, Napels, Tampa, Bocca Raton', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('3 of 4 pages cannot be written; nothing was written');
    expect(r.stderr).toContain('--cities item 2: unknown city "Napels": it is not in cities.yaml; closest known cities: Naples,');
    expect(r.stderr).toMatch(/--cities item 3: \S*pages\/dentist-crm-tampa\.yaml already exists; edit it, or pass --force/);
    expect(r.stderr).toContain('--cities item 4: unknown city "Bocca Raton": it is not in cities.yaml; closest known cities: Boca Raton,');
    expect(snapshotDir(dir)).toEqual(before);
  });

  it('refuses the same page twice in one list', async () => {
    const dir = siteWithPlaces();
    const r = await runCli(['new', '--niche', 'dentist', '--cities', 'Naples, naples', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('--cities item 2: /dentist-crm-naples is requested twice (also by --cities item 1)');
    expect(existsSync(path.join(dir, 'pages/dentist-crm-naples.yaml'))).toBe(false);
  });

  it('--dry-run lists what would be written and writes nothing', async () => {
    const dir = siteWithPlaces();
    const before = snapshotDir(dir);
    const r = await runCli(['new', '--niche', 'plumber', '--cities', 'Naples, Tampa', '--content', dir, '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/pages\/plumber-crm-naples\.yaml {2}\/plumber-crm-naples$/),
      expect.stringMatching(/pages\/plumber-crm-tampa\.yaml {2}\/plumber-crm-tampa$/),
    ]);
    expect(r.stderr).toContain('(dry run) would write 2 pages');
    expect(snapshotDir(dir)).toEqual(before);
  });

  it('refuses --city together with --cities (usage, exit 2)', async () => {
    const r = await runCli(['new', '--niche', 'dentist', '--city', 'Tampa', '--cities', 'Naples', '--content', siteWithPlaces()]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('use one of --city, --cities');
  });
});

describe('lpgen new --top', () => {
  it('picks the most populous places without a page of the niche, skipping those that have one', async () => {
    const dir = copySite();
    // Miami (442,241) has a dentist page; Tampa has no population: neither is picked.
    editFile(
      dir,
      'cities.yaml',
      (t) =>
        t +
        '  - { slug: naples, name: Naples, county: Collier, population: 19115 }\n  - { slug: hialeah, name: Hialeah, county: Miami-Dade, population: 223109 }\n  - { slug: davie, name: Davie, county: Broward, population: 105691 }\n',
    );
    const r = await runCli(['new', '--niche', 'dentist', '--top', '2', '--content', dir]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(pagesIn(dir)).toEqual([
      'dentist-crm-davie.yaml',
      'dentist-crm-hialeah.yaml',
      'dentist-crm-miami.yaml',
      'dentist-crm-tampa.yaml',
      'plumber-crm-st-petersburg.yaml',
    ]);
    const again = await runCli(['new', '--niche', 'dentist', '--top', '2', '--content', dir]);
    expect(again.code).toBe(0);
    expect(pagesIn(dir)).toContain('dentist-crm-naples.yaml');
  });

  it('says there is nothing to write when every place with a population has a page', async () => {
    const dir = copySite();
    const before = snapshotDir(dir);
    const r = await runCli(['new', '--niche', 'dentist', '--top', '5', '--content', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('nothing to write: every place in cities.yaml with a population already has a dentist page');
    expect(snapshotDir(dir)).toEqual(before);
  });

  it('refuses a count that is not a positive whole number (exit 2)', async () => {
    for (const n of ['0', '-3', 'ten', '2.5']) expect((await runCli(['new', '--niche', 'dentist', '--top', n, '--content', copySite()])).code, n).toBe(2);
  });

  it('from the bundled content: --top 25 dentist pages, then the site builds', async () => {
    const dir = copySite(path.join(repoRoot, 'content'));
    const before = pagesIn(dir).length;
    const r = await runCli(['new', '--niche', 'dentist', '--top', '25', '--publish', '--content', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^✓ wrote 25 pages \(Dental\)/m);
    // --publish asks the gate: niche copy and its unsourced figures hold every one back as a draft.
    expect(r.stdout).toMatch(
      /^ {2}status 25 of 25 written as drafts \(\/dentist-crm-[^)]+\): below the quality bar, so not indexable yet; lpgen publish --ready --content \S+ once it passes$/m,
    );
    const forced = await runCli(['publish', '--ready', '--force', '--content', dir]);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/^✓ published 25 pages: /m);
    expect(r.stdout).toMatch(/most alike: \/dentist-crm-\S+ is \d+% like \/dentist-crm-\S+/);
    expect(pagesIn(dir).length).toBe(before + 25);
    // The largest places without a dentist page (Jacksonville, Miami, Tampa, Orlando have one).
    expect(pagesIn(dir)).toEqual(expect.arrayContaining(['dentist-crm-hialeah.yaml', 'dentist-crm-st-petersburg.yaml', 'dentist-crm-port-st-lucie.yaml']));
    const out = path.join(tempDir(), 'dist');
    const b = await runCli(['build', '--content', dir, '--out', out, '--site-url', 'https://lpgen-test.dev']);
    expect(b.code).toBe(0);
    expect(readHtml(out, 'dentist-crm-hialeah/index.html')).toContain('Hialeah');
    expect(readHtml(out, 'index.html')).toContain(`${before + 25} Live Landing Pages`);
  }, 180_000);
});

describe('lpgen new --from plan.csv', () => {
  it('reads niche,city and field overrides, quoted fields with commas, quotes and line breaks', async () => {
    const dir = siteWithPlaces();
    const plan = path.join(tempDir(), 'plan.csv');
    writeFile(
      path.dirname(plan),
      'plan.csv',
      [
        'niche,city,heroHeadline,ctaText',
        'dentist,Naples,"Naples dentists, fully booked","Try it, free"',
        'plumber,Fort Myers,"The ""busy"" season, handled",',
        'Dental,st petersburg,,',
        '',
      ].join('\r\n'),
    );
    const r = await runCli(['new', '--from', plan, '--content', dir]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^✓ wrote 3 pages \(Dental, Plumbing\)/m);
    expect(page(dir, 'dentist-crm-naples.yaml')).toMatchObject({ heroHeadline: 'Naples dentists, fully booked', ctaText: 'Try it, free' });
    const plumber = page(dir, 'plumber-crm-fort-myers.yaml');
    expect(plumber.heroHeadline).toBe('The "busy" season, handled');
    expect(plumber).not.toHaveProperty('ctaText');
    expect(page(dir, 'dentist-crm-st-petersburg.yaml')).toMatchObject({ niche: 'dentist', city: 'St. Petersburg' });
  });

  it('validates every row with the build loader before writing any: a bad override fails them all, with file and line', async () => {
    const dir = siteWithPlaces();
    const before = snapshotDir(dir);
    const plan = path.join(tempDir(), 'plan.csv');
    writeFile(path.dirname(plan), 'plan.csv', 'niche,city,heroHeadline\ndentist,Naples,Fine\ndentist,Kissimmee,Best {cty} dentists\n');
    const r = await runCli(['new', '--from', plan, '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pages\/dentist-crm-kissimmee\.yaml:\d+:\d+ +heroHeadline: .*\{cty\}/);
    expect(snapshotDir(dir)).toEqual(before);
  });

  it('refuses an unknown column (suggesting the closest), a missing city column and an unclosed quote', async () => {
    const dir = siteWithPlaces();
    const plan = (text: string) => {
      const folder = tempDir();
      writeFile(folder, 'plan.csv', text);
      return path.join(folder, 'plan.csv');
    };
    const unknown = await runCli(['new', '--from', plan('niche,city,heroHedline\ndentist,Naples,x\n'), '--content', dir]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/plan\.csv:1: unknown column "heroHedline" \(did you mean "heroHeadline"\?\)/);
    const noCity = await runCli(['new', '--from', plan('niche,town\ndentist,Naples\n'), '--content', dir]);
    expect(noCity.stderr).toContain('unknown column "town"');
    const open = await runCli(['new', '--from', plan('niche,city\ndentist,"Naples\n'), '--content', dir]);
    expect(open.code).toBe(1);
    expect(open.stderr).toMatch(/plan\.csv:2: a quoted field is never closed/);
    expect(pagesIn(dir)).toEqual(pagesIn(copySite()));
  });

  it('takes a 1,000-row plan, checked as one site in one load', async () => {
    const dir = siteWithPlaces();
    const places = parse(readFileSync(path.join(dir, 'cities.yaml'), 'utf8'))
      .cities.filter((c: { partOf?: string }) => c.partOf === undefined)
      .slice(0, 500) as Array<{ name: string }>; // places of their own: a part-of place is refused
    const rows = ['niche,city'];
    const existing = new Set(['Miami', 'Tampa', 'St. Petersburg']);
    for (const niche of ['dentist', 'plumber']) for (const c of places) if (!existing.has(c.name)) rows.push(`${niche},"${c.name}"`);
    const folder = tempDir();
    writeFile(folder, 'plan.csv', rows.join('\n'));
    const r = await runCli(['new', '--from', path.join(folder, 'plan.csv'), '--content', dir, '--dry-run']);
    expect(r.stderr).toContain('(dry run) would write');
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n').length).toBe(rows.length - 1);
  }, 120_000);
});
