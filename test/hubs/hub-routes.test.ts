// site.yaml hubs: patterns checked like routePattern, collisions with pages the
// site already writes reported at the hubs field, minEntries deciding which hubs exist.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editFile, readHtml, tempDir } from '../helpers.js';
import { buildSite } from '../support/site.js';

const withHubs = (block: string) => (dir: string) => editFile(dir, 'site.yaml', (text) => `${text.trimEnd()}\nhubs:\n${block}\n`);

describe('site.yaml hubs', () => {
  it('makes a niche hub for two pages and no hub for a single page by default', async () => {
    const site = await buildSite(['--quiet']);
    expect(site.code, site.stderr).toBe(0);
    expect(existsSync(path.join(site.out, 'dentist-crm/index.html'))).toBe(true);
    // One plumber page, one page per city: no hub lists a single entry.
    expect(existsSync(path.join(site.out, 'plumber-crm'))).toBe(false);
    expect(existsSync(path.join(site.out, 'crm-miami'))).toBe(false);
    // The category has one niche: 'View Solutions' goes straight to that niche's hub.
    expect(readHtml(site.out, 'index.html')).toMatch(/<a href="\/dentist-crm\/"[^>]*>View Solutions/);
  }, 60_000);

  it('makes single-entry hubs when minEntries is 1, at the configured routes', async () => {
    const site = await buildSite(['--quiet'], withHubs('  city: /cities/{city}\n  niche: /crm-for-{niche}\n  minEntries: 1'));
    expect(site.code, site.stderr).toBe(0);
    for (const f of ['cities/miami', 'cities/st-petersburg', 'crm-for-plumber', 'crm-for-dentist', 'industries/medical-healthcare']) {
      expect(existsSync(path.join(site.out, f, 'index.html')), f).toBe(true);
    }
    const hub = readHtml(site.out, 'crm-for-dentist/index.html');
    // One place is enough for a county hub at minEntries 1: the county's card heading links to it.
    expect(hub).toContain('<h2 class="card-title"><a href="/crm-miami-dade-county/" class="text-link font-medium text-primary">Miami-Dade County</a></h2>');
    expect(hub).toContain('href="/dentist-crm-miami/"');
  }, 60_000);

  it('rejects a hub route that collides with a landing page, naming both, at file:line:col', async () => {
    const site = await buildSite([], withHubs('  niche: /{niche}-crm-miami'));
    expect(site.code).toBe(1);
    expect(site.stderr).toMatch(/site\.yaml:\d+:\d+/);
    expect(site.stderr).toContain('hubs.niche');
    expect(site.stderr).toContain('route /dentist-crm-miami');
    expect(site.stderr).toMatch(/landing page \S*pages\/dentist-crm-miami\.yaml/);
    expect(site.stderr).not.toMatch(/\n\s+at /); // no stack trace
  }, 60_000);

  it('rejects a hub route on a legal page and two hub kinds on one route', async () => {
    const legal = await buildSite([], (dir) => {
      withHubs('  city: /{city}\n  minEntries: 1')(dir);
      editFile(dir, 'pages/plumber-crm-st-petersburg.yaml', (text) => text.replace(/city: .*/, 'city: Terms'));
    });
    expect(legal.code).toBe(1);
    expect(legal.stderr).toMatch(/site\.yaml:\d+:\d+ +hubs\.city/);
    expect(legal.stderr).toMatch(/the city hub of "Terms" \(route \/terms\) collides with the legal page \S*legal\/terms\.yaml/);
    // A niche and a city with the same slug under one pattern shape collide.
    const same = await buildSite([], (dir) => {
      withHubs('  niche: /x/{niche}\n  city: /x/{city}\n  minEntries: 1')(dir);
      editFile(dir, 'pages/plumber-crm-st-petersburg.yaml', (text) => text.replace(/city: .*/, 'city: Dentist'));
    });
    expect(same.code).toBe(1);
    expect(same.stderr).toMatch(/site\.yaml:\d+:\d+ +hubs\.city/);
    expect(same.stderr).toContain('collides with the niche hub of');
  }, 120_000);

  it('checks hub patterns like routePattern', async () => {
    const out = path.join(tempDir(), 'dist');
    const unknown = await buildSite(['--out', out], withHubs('  city: /crm-{niche}'));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('unknown placeholder {niche}: a route pattern knows {city}');
    const reserved = await buildSite([], withHubs('  category: /admin/{category}'));
    expect(reserved.code).toBe(1);
    expect(reserved.stderr).toContain('must not put pages under /admin/');
    const few = await buildSite([], withHubs('  minEntries: 0'));
    expect(few.code).toBe(1);
    expect(few.stderr).toMatch(/hubs\.minEntries/);
  }, 120_000);
});
