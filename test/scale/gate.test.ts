// The gate at ~1,000 pages, the way a site owner grows a site: the bundled 34
// pages plus ~970 drafts from `lpgen new --top`, three of them written through the
// spreadsheet (one showing an unsourced figure, one an untraceable quote, one
// clean), `publish --ready`, one draft below the bar scheduled, a dated build.
// Exactly the spec's pages and the clean one reach the sitemap.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvText } from '../../src/csv-pages/write-csv.js';
import { copySite, editFile, repoRoot, runCli, tempDir } from '../helpers.js';

const SITE = 'https://example.org';
let dir: string;
let spec: string[];
const routesIn = (d: string) => readdirSync(path.join(d, 'pages')).map((f) => `/${f.replace(/\.yaml$/, '')}`);

/** A sentence of distinct words per page and place, so no two pages share their copy. */
const words = (seed: string, n: number) => Array.from({ length: n }, (_, i) => `${seed}${(i * 7919).toString(36)}`).join(' ');

beforeAll(async () => {
  dir = copySite(path.join(repoRoot, 'content'));
  spec = routesIn(dir);
  for (const [niche, top] of [
    ['dentist', '500'],
    ['plumber', '470'],
  ]) {
    const r = await runCli(['new', '--niche', niche, '--top', top, '--content', dir]);
    expect(r.code, r.stderr).toBe(0);
  }
}, 600_000);

describe('the gate on a grown site', { timeout: 600_000 }, () => {
  it('publishes and schedules only what passes it, and the sitemap shows exactly that', async () => {
    expect(routesIn(dir).length).toBeGreaterThan(990);
    const sheet = path.join(tempDir(), 'pages.csv');
    expect((await runCli(['export', sheet, '--content', dir])).code).toBe(0);
    const [header, ...rows] = parse(readFileSync(sheet, 'utf8'), { relax_column_count: true }) as string[][];
    const col = (name: string) => header.indexOf(name);
    const row = (file: string) => rows.find((r) => r[0] === file)!.slice();
    /** The row with copy of its own in every copy cell, a real quote, and `edit` applied last. */
    const own = (file: string, seed: string, edit: (cells: string[]) => void = () => {}) => {
      const cells = row(file);
      header.forEach((name, i) => {
        if (/^(heroHeadline|heroSubheadline|painPoints\.\d+\.(title|description)|features\.\d+\.(title|description))$/.test(name))
          cells[i] = words(`${seed}${i}x`, name.endsWith('title') ? 3 : 14);
        if (/^(painPoints|features)\.\d+\.(icon|source|sourceUrl)$/.test(name)) cells[i] = '';
      });
      Object.assign(cells, {
        [col('testimonial.quote')]: words(`${seed}q`, 12),
        [col('testimonial.author')]: 'Dana Reyes',
        [col('testimonial.business')]: `${seed} Dental`,
        [col('testimonial.location')]: 'Hialeah, FL',
        [col('testimonial.source')]: 'Google review',
        [col('testimonial.date')]: '2025-03',
        [col('testimonial.illustrative')]: '',
      });
      edit(cells);
      return cells;
    };
    const figure = own('pages/dentist-crm-hialeah.yaml', 'fig', (c) => (c[col('painPoints.1.description')] = 'Reminders cut no-shows by 30% in a quarter.'));
    const quote = own('pages/dentist-crm-st-petersburg.yaml', 'quo', (c) => {
      c[col('testimonial.source')] = '';
      c[col('testimonial.date')] = '';
      c[col('testimonial.illustrative')] = 'false';
    });
    const clean = own('pages/dentist-crm-port-st-lucie.yaml', 'cln');
    writeFileSync(sheet, csvText(header, [figure, quote, clean]));
    const updated = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(updated.code, updated.stderr).toBe(0);
    expect(updated.stdout).toContain('✓ changed 3 pages');

    // The check: the untraceable quote is an error where it is written; drafts are summarised, not listed.
    const check = await runCli(['check', '--content', dir]);
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(
      /pages\/dentist-crm-st-petersburg\.yaml:\d+:1 {2}testimonial: a quote that is not illustrative needs source: \(where it was published\) and date: \(2025-03\)/,
    );
    expect(check.stdout).toMatch(/^Drafts: 970, by what they lack to pass the gate:$/m);
    expect(check.stdout).toMatch(/^ {2}1 draft passes the gate: lpgen publish --ready publishes them$/m);
    expect(check.stdout.split('\n').length).toBeLessThan(120);

    const published = await runCli(['publish', '--ready', '--content', dir]);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toContain('✓ published 1 page: /dentist-crm-port-st-lucie');
    expect(published.stdout).toMatch(/^ {2}held back 969 drafts below the quality bar/m);
    // Named, each is refused with its one reason.
    const fig = await runCli(['publish', '/dentist-crm-hialeah', '--content', dir]);
    expect(fig.code).toBe(1);
    expect(fig.stderr).toContain('/dentist-crm-hialeah  below the quality bar: 1 unsourced figure shown ("30%")\n');
    const quo = await runCli(['publish', '/dentist-crm-st-petersburg', '--content', dir]);
    expect(quo.code).toBe(1);
    expect(quo.stderr).toContain(
      '/dentist-crm-st-petersburg  below the quality bar: 2 sourced local facts (quality.minLocalFacts 3), testimonial: a quote that is not illustrative needs source:',
    );

    // A draft of niche copy scheduled for a day the build reaches: the gate holds it back, and says why.
    editFile(dir, 'pages/plumber-crm-ocala.yaml', (t) => t.replace('status: draft\n', 'status: scheduled\npublishAt: 2026-12-01\n'));
    const out = path.join(tempDir(), 'dist');
    const built = await runCli(['build', '--content', dir, '--out', out, '--site-url', SITE, '--date', '2026-12-01', '--no-cache']);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toContain(
      '0 of 1 scheduled pages published (publishAt on or before 2026-12-01); 1 still drafts, 1 of them due but held back by the gate',
    );
    expect(built.stderr).toMatch(/schedule held back \/plumber-crm-ocala: below the quality bar, 0% own copy/);
    expect(built.stdout).toMatch(
      /pages {4}35 published and indexable, 34 of them below the quality bar \(quality\.belowBar: warn keeps them indexable\) · 968 drafts · 1 scheduled/,
    );

    const pages = new Set(routesIn(dir));
    const inSitemap = [...readFileSync(path.join(out, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1].slice(SITE.length).replace(/\/$/, ''))
      .filter((route) => pages.has(route));
    expect(inSitemap.sort()).toEqual([...spec, '/dentist-crm-port-st-lucie'].sort());
  });
});
