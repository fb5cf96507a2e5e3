// lastmod from the lock: a footer change moves no date, one page's copy change moves that page's alone, the
// date comes from --date or SOURCE_DATE_EPOCH; without a lock the build is what it always was.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLock } from '../../src/lock/lock-file.js';
import { mainContent } from '../../src/lock/main-content.js';
import { copySite, editFile, runCli, snapshotDir, tempDir } from '../helpers.js';

const SITE = 'https://example.com';
const build = (dir: string, out: string, ...args: string[]) =>
  runCli(['build', '--content', dir, '--out', out, '--site-url', SITE, '--no-cache', '--quiet', ...args]);
/** loc → lastmod of every sitemap entry. */
const lastmods = (out: string) =>
  new Map([...readFileSync(path.join(out, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)].map((m) => [m[1], m[2]]));
const lockDates = (dir: string) => new Map([...parseLock(readFileSync(path.join(dir, 'routes.lock'), 'utf8')).values()].map((e) => [e.url, e.date]));

describe('lastmod', () => {
  it('footer-only change keeps every date; one page copy change moves exactly that page', async () => {
    const dir = copySite();
    const out = path.join(tempDir(), 'dist');
    expect((await build(dir, out, '--update-lock', '--date', '2026-01-15')).code).toBe(0);
    const first = lastmods(out);
    expect(first.size).toBeGreaterThan(5);
    for (const [loc, date] of first) expect(date, loc).toBe('2026-01-15');

    editFile(dir, 'site.yaml', (t) =>
      t.replace('{ label: Contact Us, href: "mailto:hello@lpgen-test.dev" }', '{ label: Write to us, href: "mailto:hello@lpgen-test.dev" }'),
    );
    let r = await build(dir, out, '--update-lock', '--date', '2026-02-20');
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Write to us');
    expect(lastmods(out)).toEqual(first);
    expect([...lockDates(dir).values()].every((d) => d === '2026-01-15')).toBe(true);

    editFile(dir, 'pages/dentist-crm-tampa.yaml', (t) => `${t}heroHeadline: Tampa dentists, never miss a recall again\n`);
    r = await build(dir, out, '--update-lock', '--date', '2026-03-03');
    expect(r.code, r.stderr).toBe(0);
    const moved = [...lastmods(out)].filter(([loc, date]) => date !== first.get(loc));
    expect(moved).toEqual([[`${SITE}/dentist-crm-tampa/`, '2026-03-03']]);
    expect(lockDates(dir).get('/dentist-crm-tampa/')).toBe('2026-03-03');
  }, 120_000);

  it('a plain build keeps the lock, dates an unrecorded change from SOURCE_DATE_EPOCH, or leaves it undated with a warning', async () => {
    const dir = copySite();
    const out = path.join(tempDir(), 'dist');
    expect((await build(dir, out, '--update-lock', '--date', '2026-01-15')).code).toBe(0);
    const lockText = readFileSync(path.join(dir, 'routes.lock'), 'utf8');
    editFile(dir, 'pages/dentist-crm-miami.yaml', (t) => `${t}heroHeadline: Miami dentists, fuller chairs\n`);
    const r = await build(dir, out);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('1 page changed since routes.lock was written');
    expect(lastmods(out).get(`${SITE}/dentist-crm-miami/`)).toBeUndefined();
    expect(lastmods(out).get(`${SITE}/dentist-crm-tampa/`)).toBe('2026-01-15');
    const epoch = String(Date.UTC(2026, 3, 9, 12) / 1000);
    const dated = await runCli(['build', '--content', dir, '--out', out, '--site-url', SITE, '--no-cache', '--quiet'], {
      NO_COLOR: '1',
      SOURCE_DATE_EPOCH: epoch,
    });
    expect(dated.code, dated.stderr).toBe(0);
    expect(lastmods(out).get(`${SITE}/dentist-crm-miami/`)).toBe('2026-04-09');
    expect(readFileSync(path.join(dir, 'routes.lock'), 'utf8')).toBe(lockText); // only --update-lock writes it
  }, 120_000);

  it('without a lock: no lastmod, no lock written, and two builds are byte-identical', async () => {
    const dir = copySite();
    const a = path.join(tempDir(), 'dist');
    const b = path.join(tempDir(), 'dist');
    expect((await build(dir, a)).code).toBe(0);
    expect((await build(dir, b)).code).toBe(0);
    expect(snapshotDir(a)).toEqual(snapshotDir(b));
    expect(readFileSync(path.join(a, 'sitemap.xml'), 'utf8')).not.toContain('lastmod');
    expect(existsSync(path.join(dir, 'routes.lock'))).toBe(false);
    expect(existsSync(path.join(a, '_redirects'))).toBe(false);
  }, 90_000);

  it('hashes only what the page says: not breadcrumbs, related links, asset hashes or the base path', () => {
    const page = (crumb: string, related: string, sprite: string, base: string) =>
      `<header>h</header><main id="main"><nav aria-label="Breadcrumb">${crumb}</nav><h1>Copy</h1><svg><use href="${base}assets/icons.${sprite}.svg#i"/></svg><a href="${base}x/">x</a>` +
      `<section aria-label="Related pages" class="b"><ul><li>${related}</li></ul></section></main><footer>f</footer>`;
    expect(mainContent(page('a', 'b', 'a8bdf24472', '/'))).toBe(mainContent(page('c', 'd', '0123456789', '/sub/'), '/sub/'));
    expect(mainContent(page('a', 'b', 'a8bdf24472', '/'))).not.toContain('footer');
  });
});
