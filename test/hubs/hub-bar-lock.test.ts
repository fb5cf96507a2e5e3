// County hubs, the hub bar and the lock: a county with pages in two places gets a hub, linked from its niche
// hubs' county cards and its city hubs' breadcrumbs; a hub under hubs.minPagesToIndex pages without an intro of
// its own is built noindex, kept out of the sitemap and reported by `lpgen check`; when publishing decisions
// (drafts) take a locked hub away, the build and the check fail alike, each proposing one redirect per URL to
// the nearest indexable hub or the home page, and pasting the proposal makes both pass.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copySite, editFile, readHtml, runCli, snapshotDir, tempDir, writeFile } from '../helpers.js';

const SITE = 'https://example.com';
const build = (dir: string, out: string, ...args: string[]) =>
  runCli(['build', '--content', dir, '--out', out, '--site-url', SITE, '--no-cache', '--quiet', ...args]);
const check = (dir: string, ...args: string[]) => runCli(['check', '--content', dir, '--workers', '0', ...args]);

/**
 * The fixture grown to: dentist in Miami, Tampa, St. Petersburg and Hialeah; plumber in St. Petersburg and Miami.
 * Hubs: dentist (4 pages), plumber (2: thin), Miami (2: thin), St. Petersburg (2: thin), Miami-Dade County
 * (Miami and Hialeah, 3 pages: indexable).
 */
function grown(): string {
  const dir = copySite();
  editFile(dir, 'cities.yaml', (t) => `${t.trimEnd()}\n  - { slug: hialeah, name: Hialeah, county: Miami-Dade }\n`);
  writeFile(dir, 'pages/dentist-crm-st-petersburg.yaml', 'niche: dentist\ncity: St. Petersburg\n');
  writeFile(dir, 'pages/dentist-crm-hialeah.yaml', 'niche: dentist\ncity: Hialeah\n');
  writeFile(dir, 'pages/plumber-crm-miami.yaml', 'niche: plumber\ncity: Miami\n');
  return dir;
}

const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];

describe('county hubs and the hub bar', () => {
  let dir: string;
  let out: string;
  beforeAll(async () => {
    dir = grown();
    out = path.join(tempDir(), 'dist');
    const r = await build(dir, out);
    expect(r.code, r.stderr).toBe(0);
  }, 90_000);

  it('builds a county hub for a county with pages in two places, its cards by place, linked from niche hubs and city hubs', () => {
    const county = readHtml(out, 'crm-miami-dade-county/index.html');
    expect(county).toContain(
      '<h1 id="hub-title" class="text-4xl font-bold tracking-tight text-balance sm:text-5xl">CRM for Small Businesses in Miami-Dade County, Florida</h1>',
    );
    expect(county).toContain('<title>CRM for Small Businesses in Miami-Dade County, FL | TestCRM</title>');
    // One card per place, the place's heading to its city hub when it has one.
    expect(county).toContain('<h2 class="card-title"><a href="/crm-miami/" class="text-link font-medium text-primary">Miami</a></h2>');
    expect(county).toContain('<h2 class="card-title">Hialeah</h2>');
    expect(county).toContain('href="/dentist-crm-hialeah/"');
    expect(robots(county)).toBeUndefined();
    // The niche hub's county card links to it; the city hub's breadcrumbs pass through it.
    expect(readHtml(out, 'dentist-crm/index.html')).toContain(
      '<a href="/crm-miami-dade-county/" class="text-link font-medium text-primary">Miami-Dade County</a>',
    );
    expect(readHtml(out, 'crm-miami/index.html')).toMatch(
      /<ol class="crumbs"><li><a href="\/">Home<\/a><\/li><li>.*?<a href="\/crm-miami-dade-county\/">CRM in Miami-Dade County<\/a><\/li>/,
    );
    // One place in Pinellas and in Hillsborough: no hub.
    expect(() => readHtml(out, 'crm-pinellas-county/index.html')).toThrow();
  });

  it('builds a thin hub noindex and leaves it out of the sitemap; an indexable one stays in', () => {
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    for (const thin of ['plumber-crm', 'crm-miami', 'crm-st-petersburg']) {
      expect(robots(readHtml(out, `${thin}/index.html`)), thin).toBe('noindex');
      expect(sitemap, thin).not.toContain(`${SITE}/${thin}/<`);
    }
    for (const hub of ['dentist-crm', 'crm-miami-dade-county']) expect(sitemap, hub).toContain(`<loc>${SITE}/${hub}/</loc>`);
  });

  it('lpgen check lists each thin hub with why, and --json carries them', async () => {
    const r = await check(dir);
    expect(r.stdout).toContain('Hubs under the hub bar (noindex, out of the sitemap): 3 of 5');
    expect(r.stdout).toContain(
      '  /crm-miami/  city hub of Miami: 2 published pages (fewer than hubs.minPagesToIndex, 3) and no introduction of its own (hubs.intros.city.miami)',
    );
    const json = JSON.parse((await check(dir, '--json')).stdout);
    expect(json.thinHubs.map((h: { route: string }) => h.route)).toEqual(['/plumber-crm/', '/crm-miami/', '/crm-st-petersburg/']);
    expect(json.lock).toBeNull();
  }, 60_000);

  it('an introduction of its own lifts a hub over the bar', async () => {
    const own = grown();
    editFile(own, 'site.yaml', (t) => `${t.trimEnd()}\nhubs:\n  intros:\n    city:\n      miami: Miami businesses answer leads in two languages.\n`);
    const dist = path.join(tempDir(), 'dist');
    expect((await build(own, dist)).code).toBe(0);
    expect(robots(readHtml(dist, 'crm-miami/index.html'))).toBeUndefined();
    expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain(`<loc>${SITE}/crm-miami/</loc>`);
    expect((await check(own)).stdout).toContain('Hubs under the hub bar (noindex, out of the sitemap): 2 of 5');
  }, 90_000);
});

describe('the lock and the publishing gate agree', () => {
  it('drafts that take locked hubs away fail the build and the check alike, with one redirect line per URL; pasted, both pass', async () => {
    const dir = grown();
    // Two pages are enough to index a hub here, so the plumber and Miami hubs are published, and locked (a thin hub is not).
    editFile(dir, 'site.yaml', (t) => `${t.trimEnd()}\nhubs:\n  minPagesToIndex: 2\n`);
    const out = path.join(tempDir(), 'dist');
    expect((await build(dir, out, '--update-lock', '--date', '2026-01-15')).code).toBe(0);
    const before = snapshotDir(out);
    // Publishing decisions: the Miami plumber goes back to draft, so the plumber and Miami hubs lose their second page.
    editFile(dir, 'pages/plumber-crm-miami.yaml', (t) => `${t}status: draft\n`);
    const expected = [
      'routes.lock: 2 published URLs are no longer pages of this site, and nothing redirects them (visitors and search engines would get a 404):',
      '  /crm-miami/',
      '  /plumber-crm/',
      'To send each to the nearest hub (or the home page), add to content/site.yaml:',
      'redirects:',
      '  - { from: /crm-miami/, to: /crm-miami-dade-county/ }',
      '  - { from: /plumber-crm/, to: / }',
      'To let a URL go for good, end its line in content/routes.lock with " retired" (the host then answers 404).',
    ].join('\n');
    const built = await build(dir, out);
    expect(built.code).toBe(1);
    expect(built.stderr).toContain(expected);
    expect(snapshotDir(out)).toEqual(before);
    const checked = await check(dir);
    expect(checked.code).toBe(1);
    expect(checked.stderr).toContain(expected);
    expect(checked.stdout + checked.stderr).not.toContain('✓');
    const json = JSON.parse((await check(dir, '--json')).stdout);
    expect(json.ok).toBe(false);
    expect(json.lock.dropped).toEqual([
      { url: '/crm-miami/', to: '/crm-miami-dade-county/', moved: false },
      { url: '/plumber-crm/', to: '/', moved: false },
    ]);
    // The proposal, pasted as printed, satisfies both.
    const proposal = built.stderr.slice(built.stderr.indexOf('redirects:\n'), built.stderr.indexOf('To let a URL'));
    editFile(dir, 'site.yaml', (t) => `${t.trimEnd()}\n${proposal}`);
    const again = await build(dir, out);
    expect(again.code, again.stderr).toBe(0);
    expect((await check(dir)).code).toBe(0);
  }, 180_000);

  it('an emptied lock is an error for the build and the check, not a guard turned off; --update-lock writes it again', async () => {
    const dir = copySite();
    const out = path.join(tempDir(), 'dist');
    expect((await build(dir, out, '--update-lock', '--date', '2026-01-15')).code).toBe(0);
    const lock = path.join(dir, 'routes.lock');
    writeFileSync(lock, '');
    const message =
      'content/routes.lock lists no URL, so it would guard nothing: restore it (git checkout content/routes.lock), delete it to build without a lock, or write it again with lpgen build --update-lock --date YYYY-MM-DD';
    const built = await build(dir, out);
    expect(built.code).toBe(1);
    expect(built.stderr).toContain(`error ${message}`);
    const checked = await check(dir);
    expect(checked.code).toBe(1);
    expect(checked.stderr).toContain(message);
    expect((await build(dir, out, '--update-lock', '--date', '2026-01-16')).code).toBe(0);
    expect(readFileSync(lock, 'utf8')).toContain('/dentist-crm-miami/ 2026-01-16');
  }, 120_000);

  it('a million gone URLs are summarised after 20, in the build and the check', async () => {
    const dir = copySite();
    const out = path.join(tempDir(), 'dist');
    expect((await build(dir, out, '--update-lock', '--date', '2026-01-15')).code).toBe(0);
    const lock = path.join(dir, 'routes.lock');
    const gone = Array.from({ length: 1_000_000 }, (_, i) => `/gone-${String(i).padStart(7, '0')}/ 2026-01-01 0123456789abcdef`);
    writeFileSync(lock, `${readFileSync(lock, 'utf8')}${gone.join('\n')}\n`);
    for (const r of [await build(dir, out), await check(dir)]) {
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('routes.lock: 1,000,000 published URLs are no longer pages of this site');
      expect(r.stderr).toContain('  /gone-0000019/\n  … and 999,980 more (lpgen check --json lists every one with its proposed redirect)\n');
      expect(r.stderr).toContain('  - { from: /gone-0000019/, to: / }\n  # … and 999,980 more (lpgen check --json lists every one)\n');
      expect(r.stderr).not.toContain('/gone-0000020/');
      expect(r.stderr.split('\n').length).toBeLessThan(80);
    }
  }, 180_000);
});
