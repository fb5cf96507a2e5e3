// content/routes.lock: a build whose routes drop a locked URL fails before writing anything, naming the URL;
// a redirect or a retirement lets it pass; a routePattern change is proposed as the exact redirects to add.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLock } from '../../src/lock/lock-file.js';
import { copySite, editFile, runCli, snapshotDir, tempDir } from '../helpers.js';

const SITE = 'https://example.com';
const build = (dir: string, out: string, ...args: string[]) =>
  runCli(['build', '--content', dir, '--out', out, '--site-url', SITE, '--no-cache', '--quiet', ...args]);

/** A fixture copy with a lock written by --update-lock, and its built dist/. */
async function locked() {
  const dir = copySite();
  const out = path.join(tempDir(), 'dist');
  const r = await build(dir, out, '--update-lock', '--date', '2026-01-15');
  expect(r.code, r.stderr).toBe(0);
  return { dir, out, lock: path.join(dir, 'routes.lock') };
}

describe('routes.lock', () => {
  it('is written only by --update-lock, which needs a date', async () => {
    const dir = copySite();
    const out = path.join(tempDir(), 'dist');
    expect((await build(dir, out)).code).toBe(0);
    expect(existsSync(path.join(dir, 'routes.lock'))).toBe(false);
    const r = await runCli(['build', '--content', dir, '--out', out, '--no-cache', '--update-lock'], { NO_COLOR: '1' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--update-lock needs the date');
    expect(existsSync(path.join(dir, 'routes.lock'))).toBe(false);
  }, 60_000);

  it('lists every published URL, sorted, with niche and city for landing pages (never drafts, admin or 404)', async () => {
    const { lock } = await locked();
    const entries = [...parseLock(readFileSync(lock, 'utf8')).values()];
    const urls = entries.map((e) => e.url);
    expect(urls).toEqual([...urls].sort());
    expect(urls).toEqual(expect.arrayContaining(['/', '/dentist-crm-miami/', '/dentist-crm-tampa/', '/plumber-crm-st-petersburg/', '/privacy/']));
    expect(urls.some((u) => /admin|404/.test(u))).toBe(false);
    expect(entries.find((e) => e.url === '/dentist-crm-tampa/')).toMatchObject({ niche: 'dentist', city: 'tampa', date: '2026-01-15' });
  }, 60_000);

  it('fails a build that drops a locked URL, naming it, with dist/ and the lock untouched', async () => {
    const { dir, out, lock } = await locked();
    const before = snapshotDir(out);
    const lockText = readFileSync(lock, 'utf8');
    rmSync(path.join(dir, 'pages', 'plumber-crm-st-petersburg.yaml'));
    const r = await build(dir, out);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('1 published URL is no longer a page');
    expect(r.stderr).toContain('  /plumber-crm-st-petersburg/');
    expect(r.stderr).toContain('retired');
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(snapshotDir(out)).toEqual(before);
    // --update-lock cannot paper over it either.
    expect((await build(dir, out, '--update-lock', '--date', '2026-02-01')).code).toBe(1);
    expect(readFileSync(lock, 'utf8')).toBe(lockText);
    expect(snapshotDir(out)).toEqual(before);
  }, 90_000);

  it('passes when a redirect covers the URL, or when its lock line says retired', async () => {
    const { dir, out, lock } = await locked();
    rmSync(path.join(dir, 'pages', 'plumber-crm-st-petersburg.yaml'));
    editFile(dir, 'site.yaml', (t) => `${t}\nredirects:\n  - { from: /plumber-crm-st-petersburg/, to: /dentist-crm-miami/ }\n`);
    expect((await build(dir, out)).code).toBe(0);
    expect(readFileSync(path.join(out, '_redirects'), 'utf8')).toContain('/plumber-crm-st-petersburg/ /dentist-crm-miami/ 301');
    // Recorded as redirected, on the date given.
    expect((await build(dir, out, '--update-lock', '--date', '2026-02-01')).code).toBe(0);
    expect(parseLock(readFileSync(lock, 'utf8')).get('/plumber-crm-st-petersburg/')).toMatchObject({ state: 'redirected', date: '2026-02-01' });

    editFile(dir, 'site.yaml', (t) => t.replace(/\nredirects:\n.*\n/, '\n'));
    expect((await build(dir, out)).code).toBe(1);
    editFile(dir, 'routes.lock', (t) => t.replace(/^(\/plumber-crm-st-petersburg\/ \S+ \S+ niche=plumber city=st-petersburg) redirected$/m, '$1 retired'));
    const r = await build(dir, out);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(path.join(out, '_redirects'))).toBe(false);
    expect(existsSync(path.join(out, 'plumber-crm-st-petersburg'))).toBe(false); // a real 404, not a redirect to home
  }, 120_000);

  it('proposes the exact redirects for a routePattern change (the same niche and city under a new route)', async () => {
    const { dir, out } = await locked();
    editFile(dir, 'site.yaml', (t) => `${t.replace('examples: [/dentist-crm-miami]', 'examples: [/fl/dentist/miami]')}\nroutePattern: /fl/{niche}/{city}\n`);
    const r = await build(dir, out);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain('3 published URLs are no longer pages');
    expect(r.stderr).toContain(
      [
        'Each has moved (the same niche and city under a new route); add to content/site.yaml:',
        'redirects:',
        '  - { from: /dentist-crm-miami/, to: /fl/dentist/miami/ }',
        '  - { from: /dentist-crm-tampa/, to: /fl/dentist/tampa/ }',
        '  - { from: /plumber-crm-st-petersburg/, to: /fl/plumber/st-petersburg/ }',
      ].join('\n'),
    );
    // The proposal, pasted as it is, makes the build pass.
    const proposal = r.stderr.slice(r.stderr.indexOf('redirects:\n'), r.stderr.indexOf('To let a URL'));
    editFile(dir, 'site.yaml', (t) => `${t}\n${proposal}`);
    const again = await build(dir, out);
    expect(again.code, again.stderr).toBe(0);
  }, 120_000);

  it('reports a malformed lock line with its line number', async () => {
    const { dir, out } = await locked();
    editFile(dir, 'routes.lock', (t) => `${t}/broken 2026-13-01 abc\n`);
    const r = await build(dir, out);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/routes\.lock:\d+ {2}"\/broken" is not a site path ending in "\/"/);
  }, 60_000);
});
