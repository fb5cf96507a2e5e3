// The growth guide (docs/growing.md), followed as written from the bundled content to
// about 1,000 pages: grow (lpgen new --from plan.csv: drafts), check (the verdict
// line, --strict), write (a few pages get copy of their own), publish
// (lpgen publish --ready promotes those and only those), build (no draft in the
// sitemap, the hubs or the home page's counts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load.js';
import { requestsFromTop } from '../../src/new/plan-pages.js';
import { copySite, editFile, readHtml, repoRoot, runCli, tempDir, type CliResult } from '../helpers.js';

const SITE = 'https://example.org';
/** The pages given copy of their own before publishing: the first three new drafts. */
let WRITTEN: string[] = [];

let content: string;
let out: string;
let rows: number;
let grown: CliResult;
let checked: CliResult;
let strict: CliResult;
let published: CliResult;
let built: CliResult;

/** The growth guide's plan.csv: each bundled niche in the 51 most populous places it has no page in yet. */
function writePlan(dir: string): number {
  const site = loadContent(dir);
  const lines = ['niche,city', ...site.niches.flatMap((n) => requestsFromTop(n.slug, '51', site).map((r) => `${n.slug},"${r.city}"`))];
  writeFileSync(path.join(dir, 'plan.csv'), lines.join('\n') + '\n');
  return lines.length - 1;
}

/** Own pain points and features, well past the 20% own-copy bar, and a local figure of its own (3 facts at least). */
function writeCopy(dir: string, id: string): void {
  const item = (i: number) =>
    `  - { title: Own point ${i} for ${id}, description: Written for this page alone with details ${i} about its city and its trade and its customers }`;
  const list = (n: number) => Array.from({ length: n }, (_, i) => item(i)).join('\n');
  editFile(
    dir,
    `pages/${id}.yaml`,
    // Its own hero and a real quote too: the gate counts the niche's unsourced figures the page would otherwise show.
    (t) =>
      `${t.replace('localStats:\n', `localStats:\n  - { label: Offices near ${id}, value: 42, source: Test count }\n`)}painPoints:\n${list(6)}\nfeatures:\n${list(9)}\n` +
      `heroHeadline: Own headline for ${id}\nheroSubheadline: Own subheadline written for ${id} alone\n` +
      `testimonial: { quote: Own words of a customer of ${id}, author: Pat Lee, business: Lee Co, location: Test, source: Google review, date: 2025-03 }\n`,
  );
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const draftsIn = (dir: string) =>
  readdirSync(path.join(dir, 'pages'))
    .sort()
    .filter((f) => /^status: draft$/m.test(readFileSync(path.join(dir, 'pages', f), 'utf8')));

beforeAll(async () => {
  content = copySite(path.join(repoRoot, 'content'));
  rows = writePlan(content);
  grown = await runCli(['new', '--from', path.join(content, 'plan.csv'), '--content', content]);
  checked = await runCli(['check', '--content', content]);
  strict = await runCli(['check', '--strict', '--content', content]);
  WRITTEN = draftsIn(content)
    .slice(0, 3)
    .map((f) => f.replace(/\.yaml$/, ''));
  for (const id of WRITTEN) writeCopy(content, id);
  published = await runCli(['publish', '--ready', '--content', content]);
  out = path.join(tempDir(), 'dist');
  built = await runCli(['build', '--content', content, '--out', out, '--site-url', SITE, '--no-cache']);
}, 600_000);

describe('growing the bundled site to about 1,000 pages, as docs/growing.md says', () => {
  it('writes one draft per plan row: 969 rows bring the 34 pages to 1,003', () => {
    expect(rows).toBe(969);
    expect(grown.code, grown.stderr).toBe(0);
    expect(grown.stdout + grown.stderr).toContain(`status ${rows} drafts`);
    expect(readdirSync(path.join(content, 'pages'))).toHaveLength(34 + rows);
  });

  it('ends lpgen check with the verdict: published pages below the bar, no ✓; --strict exits 1', () => {
    expect(checked.code, checked.stderr).toBe(0);
    const verdict = checked.stdout.trimEnd().split('\n').at(-1)!;
    expect(verdict).toMatch(
      new RegExp(
        `^✗ 1003 pages checked in .*: \\d+ warnings · 34 published and indexable, 34 of them below the quality bar \\(quality\\.belowBar: warn keeps them indexable\\) · ${rows} drafts · 0 scheduled$`,
      ),
    );
    expect(strict.code).toBe(1);
    expect(strict.stderr.trimEnd().split('\n').at(-1)).toMatch(
      /^error 1003 pages checked .* · 34 published and indexable, 34 of them below the quality bar \(quality\.belowBar: warn keeps them indexable\) · 969 drafts · 0 scheduled \(--strict turns warnings about published pages into errors\)$/,
    );
  });

  it('publishes with --ready only the drafts that pass the bar', () => {
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout + published.stderr).toContain(
      `✓ published 3 pages: ${[...WRITTEN]
        .sort()
        .map((id) => `/${id}`)
        .join(', ')}`,
    );
    expect(published.stdout + published.stderr).toContain(`held back ${rows - 3} drafts below the quality bar`);
    expect(draftsIn(content)).toHaveLength(rows - 3);
    for (const id of WRITTEN) expect(draftsIn(content)).not.toContain(`${id}.yaml`);
  });

  it('builds every page, but leaves the drafts out of the sitemap, the hubs and the home page counts', () => {
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toContain(
      `37 published and indexable, 34 of them below the quality bar (quality.belowBar: warn keeps them indexable) · ${rows - 3} drafts · 0 scheduled`,
    );
    const sitemap = locs(readFileSync(path.join(out, 'sitemap.xml'), 'utf8'));
    const drafts = draftsIn(content).map((f) => `${SITE}/${f.replace(/\.yaml$/, '')}/`);
    expect(sitemap.filter((u) => drafts.includes(u))).toEqual([]);
    for (const id of WRITTEN) expect(sitemap).toContain(`${SITE}/${id}/`);
    const home = readHtml(out, 'index.html');
    expect(home).toContain('37 Live Landing Pages');
    // No published page (hubs, home, landing pages) links a draft.
    const draftPaths = new Set(drafts.map((u) => u.slice(SITE.length)));
    for (const url of sitemap) {
      const rel = `${url.slice(SITE.length + 1)}index.html`;
      const links = [...readHtml(out, rel).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(
        links.filter((href) => draftPaths.has(href)),
        rel,
      ).toEqual([]);
    }
    expect(readHtml(out, 'dentist-crm-kissimmee/index.html')).toContain('noindex');
  });
});
