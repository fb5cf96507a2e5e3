// `lpgen plan`: the growth plan the README's `lpgen new --from plan.csv` reads.
// End to end on the bundled content: plan → new --from plan.csv → build, and a
// second plan that picks the next places, never one that already has a page.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load.js';
import { readHtml, repoRoot, runCli, tempDir } from '../helpers.js';

function bundled(): { root: string; content: string } {
  const root = tempDir();
  const content = path.join(root, 'content');
  cpSync(path.join(repoRoot, 'content'), content, { recursive: true });
  return { root, content };
}

const rowsOf = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => l.split(','));

/** Per niche preset, the `top` most populous places (not part of another) with no page of it: worked out here from the content. */
function expectedPlan(content: string, top: number): string[][] {
  const site = loadContent(content);
  const rows: string[][] = [];
  for (const niche of [...site.niches].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const served = new Set(site.pages.filter((p) => p.nicheSlug === niche.slug).map((p) => p.citySlug));
    const places = site.cities.filter((c) => c.population !== undefined && !c.partOf && !served.has(c.slug));
    places.sort((a, b) => b.population! - a.population! || a.slug.localeCompare(b.slug));
    for (const c of places.slice(0, top)) rows.push([niche.slug, c.name]);
  }
  return rows;
}

describe('lpgen plan', () => {
  it('writes plan.csv, lpgen new --from takes it, the build builds it; the next plan picks the next places', async () => {
    const { root, content } = bundled();
    const plan = path.join(root, 'plan.csv');
    const expected = expectedPlan(content, 2);
    expect(expected).toHaveLength(38); // 19 presets × 2

    const made = await runCli(['plan', '--top', '2', '--out', plan, '--content', content]);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toBe(`✓ wrote ${plan}: 38 rows (niche,city), 19 niches × 2 places\n  next   lpgen new --from ${plan} --content ${content}\n`);
    expect(rowsOf(plan)).toEqual([['niche', 'city'], ...expected]);

    const grown = await runCli(['new', '--from', plan, '--content', content]);
    expect(grown.code, grown.stderr).toBe(0);
    expect(grown.stdout).toMatch(/^✓ wrote 38 pages/m);

    const out = path.join(root, 'dist');
    const built = await runCli(['build', '--content', content, '--out', out, '--quiet']);
    expect(built.code, built.stderr).toBe(0);
    const after = loadContent(content);
    for (const [niche, city] of expected) {
      const page = after.pages.find((p) => p.nicheSlug === niche && p.city === city)!;
      expect(page, `${niche} ${city}`).toBeDefined();
      expect(page.status).toBe('draft');
      // A draft is built for preview, noindex and out of the sitemap.
      expect(readHtml(out, `${page.route.slice(1)}/index.html`)).toContain('<meta name="robots" content="noindex');
    }

    // The pages exist now: the next plan goes on with the next two places of each niche.
    const next = await runCli(['plan', '--top', '2', '--out', plan, '--force', '--content', content]);
    expect(next.code, next.stderr).toBe(0);
    const nextRows = rowsOf(plan).slice(1);
    expect(nextRows).toEqual(expectedPlan(content, 2));
    const before = new Set(expected.map((r) => r.join(',')));
    expect(nextRows.filter((r) => before.has(r.join(',')))).toEqual([]);
  });

  it('keeps an existing plan unless --force, and names the file', async () => {
    const { root, content } = bundled();
    const plan = path.join(root, 'plan.csv');
    writeFileSync(plan, 'niche,city\r\ndentist,Naples\r\n');
    const r = await runCli(['plan', '--top', '1', '--out', plan, '--content', content]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`error ${plan} already exists (it may hold your edits): pass --force to replace it, or write another file\n`);
    expect(readFileSync(plan, 'utf8')).toBe('niche,city\r\ndentist,Naples\r\n');
  });

  it('plans only the niches asked for, by any of their names; usage mistakes exit 2', async () => {
    const { root, content } = bundled();
    const plan = path.join(root, 'dental.csv');
    const r = await runCli(['plan', plan, '--top', '3', '--niche', 'Dentists, roofer', '--content', content]);
    expect(r.code, r.stderr).toBe(0);
    const rows = rowsOf(plan).slice(1);
    expect(rows).toEqual(expectedPlan(content, 3).filter(([n]) => n === 'dentist' || n === 'roofer'));
    expect((await runCli(['plan', '--content', content])).stderr).toBe('error --top is required: lpgen plan --top 50 (places per niche)\n');
    const bad = await runCli(['plan', '--top', 'many', '--out', path.join(root, 'x.csv'), '--content', content]);
    expect([bad.code, bad.stderr]).toEqual([2, 'error --top "many" is not a positive whole number\n']);
    expect(existsSync(path.join(root, 'x.csv'))).toBe(false);
  });
});
