// site.yaml quality { minOwnShare, minLocalFacts, belowBar }: what `lpgen check`
// does with a page under the bar (warn, fail), and `belowBar: draft`, which makes
// such pages drafts when the content is loaded (by check and by the build alike).
import { describe, expect, it } from 'vitest';
import { loadContent, loadContentWith, loadBuildPages } from '../../src/content/load.js';
import { copySite, editFile, runCli, writeFile } from '../helpers.js';

/** The fixture with a Tampa page written for Tampa (own copy, three local figures); Miami only swaps the city. */
function site(quality?: string): string {
  const dir = copySite();
  writeFile(
    dir,
    'pages/dentist-crm-tampa.yaml',
    [
      'niche: dentist',
      'city: Tampa',
      'heroHeadline: Tampa Bay dentists fill Saturday chairs with text reminders',
      'heroSubheadline: Hillsborough practices between Westshore and Brandon lose most new-patient calls after six in the evening.',
      'painPoints:',
      '  - { title: Snowbird season, description: Winter visitors book cleanings in January and vanish from the schedule by April. }',
      '  - { title: Bridge traffic, description: Patients crossing the Howard Frankland arrive late and the whole afternoon slips. }',
      "localStats: [{ label: Residents, value: '384,959', source: Census 2020 }, { label: Dental offices, value: '212', source: ADA }, { label: Median age, value: '35.8', source: Census 2020 }]",
      '',
    ].join('\n'),
  );
  if (quality) editFile(dir, 'site.yaml', (t) => `${t}quality: ${quality}\n`);
  return dir;
}

// The gate counts the fixture Miami page's unsourced local stats beside its inherited copy.
const BAR =
  /below the quality bar: 0% own copy \(quality\.minOwnShare 20%\), 3 unsourced figures shown \("500\+", "\$350", "20%"\); write its own painPoints \(\d+ words, site defaults\)/;

describe('the quality bar in lpgen check', () => {
  it('belowBar: fail fails a page that only swaps the city, located at its file, and passes the page with its own copy', async () => {
    const dir = site('{ belowBar: fail }');
    const r = await runCli(['check', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`dentist-crm-miami\\.yaml:1:1 {2}${BAR.source}`));
    expect(r.stderr).not.toMatch(/dentist-crm-tampa\.yaml:1:1 {2}below the quality bar/);
    expect(r.stderr).toMatch(/^error 3 pages checked in .*: 2 pages below the quality bar \(site\.yaml quality\.belowBar: fail\), \d+ warnings · .*$/m);
    const json = JSON.parse((await runCli(['check', '--content', dir, '--json'])).stdout);
    expect(json.ok).toBe(false);
    expect(
      json.errors
        .filter((e: { message: string }) => e.message.startsWith('below the quality bar'))
        .map((e: { file: string; severity: string }) => [e.file.replace(/.*\//, ''), e.severity]),
    ).toEqual([
      ['dentist-crm-miami.yaml', 'error'],
      ['plumber-crm-st-petersburg.yaml', 'error'],
    ]);
    expect(json.qualityBar).toEqual({ minOwnShare: 0.2, minLocalFacts: 3, belowBar: 'fail', below: 2 });
  });

  it('by default (belowBar: warn) warns, and --strict fails', async () => {
    const dir = site();
    const r = await runCli(['check', '--content', dir]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(BAR);
    expect(r.stdout).toMatch(
      /^ {4}0% {2}\/dentist-crm-miami +0\/\d+ words own copy · 5 local facts · 3 unsourced figures · inherits painPoints, features, testimonial, heroSubheadline, heroHeadline {2}below the bar$/m,
    );
    expect(r.stdout).toMatch(/^ {3}\d\d% {2}\/dentist-crm-tampa +\d+\/\d+ words own copy · 4 local facts · inherits features, testimonial$/m);
    expect((await runCli(['check', '--content', dir, '--strict'])).code).toBe(1);
  });

  it('counts only the city figures cities.yaml has: a page with too few is under the bar', async () => {
    const dir = site();
    // Tampa's entry has only a county: with two local stats the page shows 3 facts, with one 2.
    editFile(dir, 'pages/dentist-crm-tampa.yaml', (t) => t.replace(", { label: Median age, value: '35.8', source: Census 2020 }", ''));
    const three = JSON.parse((await runCli(['check', '--content', dir, '--json'])).stdout);
    expect(three.pages.find((p: { route: string }) => p.route === '/dentist-crm-tampa')).toMatchObject({ localFacts: 3, belowBar: false });
    editFile(dir, 'pages/dentist-crm-tampa.yaml', (t) => t.replace(", { label: Dental offices, value: '212', source: ADA }", ''));
    const r = await runCli(['check', '--content', dir]);
    expect(r.stderr).toMatch(/dentist-crm-tampa\.yaml:1:1 {2}below the quality bar: 2 sourced local facts \(quality\.minLocalFacts 3\)/);
  });

  it('reads minOwnShare and minLocalFacts from site.yaml', async () => {
    const dir = site('{ minOwnShare: 0, minLocalFacts: 0, belowBar: fail }');
    const r = await runCli(['check', '--content', dir, '--json']);
    // No bar on own copy or facts: only Miami's unsourced figures keep it out.
    const json = JSON.parse(r.stdout);
    expect(json.qualityBar.below).toBe(1);
    expect(json.pages.find((p: { route: string }) => p.route === '/dentist-crm-miami').reasons).toEqual(['3 unsourced figures shown ("500+", "$350", "20%")']);
    editFile(dir, 'site.yaml', (t) => t.replace('belowBar: fail', 'belowBar: hide'));
    const bad = await runCli(['check', '--content', dir]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/quality\.belowBar: .*"warn".*"fail".*"draft"/);
  });
});

describe('belowBar: draft', () => {
  it('makes pages under the bar drafts instead of failing, in lpgen check and in the build’s loader', async () => {
    const dir = site('{ belowBar: draft }');
    const r = await runCli(['check', '--content', dir]);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('below the quality bar');
    expect(r.stdout).toMatch(
      /^Below the quality bar .*: 2 of 3 pages; quality\.belowBar: draft, so they build as drafts \(noindex, out of the sitemap and hubs\)$/m,
    );
    // Drafts are summarised by what they lack, not listed (lpgen check --status draft lists them).
    expect(r.stdout).toContain(
      'Drafts: 2, by what they lack to pass the gate:\n  1 draft needs more own copy and 2 more sourced facts\n  1 draft needs more own copy and sources for the figures shown\n',
    );
    expect(r.stdout).not.toMatch(/^ {4}0% {2}\/dentist-crm-miami/m);
    const drafts = await runCli(['check', '--content', dir, '--status', 'draft']);
    expect(drafts.stdout).toMatch(/^ {4}0% {2}\/dentist-crm-miami .* {2}draft$/m);
    const json = JSON.parse((await runCli(['check', '--content', dir, '--json'])).stdout);
    expect(json.errors).toEqual([]);
    expect(Object.fromEntries(json.pages.map((p: { route: string; status: string }) => [p.route, p.status]))).toEqual({
      '/dentist-crm-miami': 'draft',
      '/dentist-crm-tampa': 'published',
      '/plumber-crm-st-petersburg': 'draft',
    });
    // The build loads pages with loadContentWith (workers, cache): the same drafts.
    const built = await loadContentWith(dir, loadBuildPages);
    expect(Object.fromEntries(built.pages.map((p) => [p.route, p.status]))).toEqual({
      '/dentist-crm-miami': 'draft',
      '/dentist-crm-tampa': undefined,
      '/plumber-crm-st-petersburg': 'draft',
    });
  });

  it('leaves statuses alone with any other setting, and keeps a page’s own status: draft', () => {
    const dir = site('{ belowBar: fail }');
    editFile(dir, 'pages/dentist-crm-tampa.yaml', (t) => `${t}status: draft\n`);
    const pages = loadContent(dir).pages;
    expect(pages.map((p) => [p.route, p.status])).toEqual([
      ['/dentist-crm-miami', undefined],
      ['/dentist-crm-tampa', 'draft'],
      ['/plumber-crm-st-petersburg', undefined],
    ]);
  });

  it('the bar overrides status: published (clearing the bar is the way to publish)', () => {
    const dir = site('{ belowBar: draft }');
    editFile(dir, 'pages/dentist-crm-miami.yaml', (t) => `${t}status: published\n`);
    expect(loadContent(dir).pages.find((p) => p.route === '/dentist-crm-miami')!.status).toBe('draft');
  });
});
