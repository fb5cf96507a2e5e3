// The scale case: the bundled site grown to ~1,000 pages (each niche in the 51 most populous places
// it has no page in), then County Business Patterns for every Florida county and the niches' NAICS codes
// added with lpgen data add: how many drafts pass the facts part of the quality bar before and after.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadContent } from '../../src/content/load.js';
import { requestsFromTop } from '../../src/new/plan-pages.js';
import { copySite, repoRoot, runCli, tempDir } from '../helpers.js';
import { writeCbpFile } from '../data/cbp-file.js';

interface CheckedRow {
  route: string;
  localFacts: number;
  status: string;
}

async function factsPassing(dir: string, min: number): Promise<{ drafts: number; passing: number }> {
  const r = await runCli(['check', '--content', dir, '--json']);
  const pages = (JSON.parse(r.stdout) as { pages: CheckedRow[] }).pages.filter((p) => p.status === 'draft');
  return { drafts: pages.length, passing: pages.filter((p) => p.localFacts >= min).length };
}

it('County Business Patterns gives ~1,000 drafts their third sourced fact', { timeout: 600_000 }, async () => {
  const dir = copySite(path.join(repoRoot, 'content'));
  const site = loadContent(dir);
  const plan = ['niche,city', ...site.niches.flatMap((n) => requestsFromTop(n.slug, '51', site).map((r) => `${n.slug},"${r.city}"`))];
  writeFileSync(path.join(dir, 'plan.csv'), plan.join('\n') + '\n');
  expect((await runCli(['new', '--from', path.join(dir, 'plan.csv'), '--content', dir])).code).toBe(0);
  const min = site.site.quality.minLocalFacts;
  const before = await factsPassing(dir, min);
  const cbp = path.join(tempDir(), 'cbp22co.txt');
  const codes = [...new Set(site.niches.flatMap((n) => (n.naics ? [n.naics] : [])))];
  expect(codes).toHaveLength(18); // 19 niches; plumbers and HVAC contractors share 238220
  writeCbpFile(cbp, codes);
  const added = await runCli(['data', 'add', cbp, '--content', dir]);
  expect(added.code, added.stderr).toBe(0);
  const after = await factsPassing(dir, min);
  console.log(
    `drafts passing the facts part of the bar (quality.minLocalFacts ${min}): ${before.passing} of ${before.drafts} before, ${after.passing} of ${after.drafts} after County Business Patterns`,
  );
  expect(before.drafts).toBe(969);
  expect(after.drafts).toBe(969);
  expect(before.passing).toBeLessThan(before.drafts);
  // Every draft's county and niche has a row: each gains one sourced fact.
  expect(added.stdout).toContain('joins  1003 of 1003 pages');
  expect(after.passing).toBe(after.drafts);
});
