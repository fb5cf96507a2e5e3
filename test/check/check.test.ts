// `lpgen check`: validation errors in the build's format, quality warnings for
// planted near-duplicates and duplicate titles, --strict and --json.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySite, editFile, runCli, snapshotDir, writeFile } from '../helpers.js';
import { publishableSite } from './publishable.js';

/** Long, distinct copy per page: what a well-written site looks like to the checker. */
function distinctPage(niche: string, city: string, seed: number): string {
  const word = (i: number) => `w${((seed * 7919 + i * 104729) % 99991).toString(36)}`;
  const sentence = (from: number) => Array.from({ length: 14 }, (_, i) => word(from + i)).join(' ');
  // Six pain points and nine features, as on the real pages: ~300 words, so a city swap changes few shingles.
  const items = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => `  - { title: ${word(from + i)}, description: ${sentence(from + 20 * i)} }`).join('\n');
  return [
    `niche: ${niche}`,
    `city: ${city}`,
    `heroSubheadline: ${sentence(1000)}`,
    'painPoints:',
    items(2000, 6),
    'features:',
    items(3000, 9),
    // Three sourced local figures (the quality bar's minLocalFacts, whatever cities.yaml holds), then a blank
    // line: the page keeps the line count the title and description assertions below point at.
    `localStats: [{ label: Residents, value: '${seed},000', source: Census }, { label: Households, value: '${seed},500', source: Census }, { label: Practices, value: '${seed}0', source: ADA }]`,
    '',
    // Each real customer's own words, from the city they are in.
    `testimonial: { quote: ${sentence(4000)}, author: ${word(1)}, business: ${word(2)}, location: '${city}, FL', source: Google review, date: 2025-03 }`,
    '',
  ].join('\n');
}

/** The fixture site made healthy: every page has its own copy and figures. */
function healthySite(): string {
  const dir = publishableSite(copySite());
  writeFile(dir, 'pages/dentist-crm-miami.yaml', distinctPage('dentist', 'Miami', 1));
  writeFile(dir, 'pages/dentist-crm-tampa.yaml', distinctPage('dentist', 'Tampa', 2));
  writeFile(dir, 'pages/plumber-crm-st-petersburg.yaml', distinctPage('plumber', 'St. Petersburg', 3));
  return dir;
}

describe('lpgen check', () => {
  it('passes distinct pages, even with --strict, and writes nothing', { timeout: 60_000 }, async () => {
    const dir = healthySite();
    const before = snapshotDir(path.dirname(dir));
    const r = await runCli(['check', '--content', dir, '--strict']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^✓ 3 pages checked in [\d.]+m?s: 0 warnings · 3 published and indexable, none below the quality bar · 0 drafts · 0 scheduled$/m);
    expect(r.stdout).toMatch(/^ {2}1\.00 {2}\/dentist-crm-miami /m);
    expect(snapshotDir(path.dirname(dir))).toEqual(before);
  });

  it('finds a planted near-duplicate and prints the most similar pair', async () => {
    const dir = healthySite();
    // Same copy as Miami with only the city swapped: the doorway-page pattern.
    writeFile(dir, 'pages/dentist-crm-orlando.yaml', distinctPage('dentist', 'Orlando', 1));
    const r = await runCli(['check', '--content', dir]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /dentist-crm-orlando\.yaml:1:1 {2}near-duplicate of .*dentist-crm-miami\.yaml \(\/dentist-crm-miami\): 9\d% of the visible text is the same/,
    );
    expect(r.stderr).toMatch(/dentist-crm-miami\.yaml:1:1 {2}near-duplicate of .*dentist-crm-orlando\.yaml/);
    expect(r.stdout).toMatch(/^Most similar pair: \/dentist-crm-miami and \/dentist-crm-orlando, similarity 0\.9\d$/m);
    expect(r.stdout).toMatch(/^ {2}0\.0\d {2}\/dentist-crm-miami +most like \/dentist-crm-orlando · 1 unique word$/m);
    // Miami and Orlando share every word but the city: both are thin for their niche.
    expect(r.stderr).toMatch(/dentist-crm-orlando\.yaml:1:1 {2}thin content: \d words? that no other Dental page uses/);
  });

  it('points duplicate titles at the title line of each page file', async () => {
    const dir = healthySite();
    editFile(dir, 'pages/dentist-crm-miami.yaml', (t) => t + 'title: Best Dental CRM\n');
    editFile(dir, 'pages/dentist-crm-tampa.yaml', (t) => t + 'title: Best dental CRM\n');
    const r = await runCli(['check', '--content', dir]);
    expect(r.stderr).toMatch(/dentist-crm-miami\.yaml:24:1 {2}title: duplicate title, also used by .*dentist-crm-tampa\.yaml: "Best Dental CRM"/);
    expect(r.stderr).toMatch(/dentist-crm-tampa\.yaml:24:1 {2}title: duplicate title, also used by .*dentist-crm-miami\.yaml/);
  });

  it('warns about long titles and descriptions and missing local stats', async () => {
    const dir = healthySite();
    editFile(dir, 'pages/dentist-crm-tampa.yaml', (t) => t.replace(/localStats:.*\n\n/, '') + `title: ${'T'.repeat(61)}\ndescription: ${'d'.repeat(161)}\n`);
    const r = await runCli(['check', '--content', dir]);
    expect(r.stderr).toMatch(/dentist-crm-tampa\.yaml:22:1 {2}title: title is 61 characters; search results show about 60/);
    expect(r.stderr).toMatch(/dentist-crm-tampa\.yaml:23:1 {2}description: description is 161 characters/);
    expect(r.stderr).toMatch(/dentist-crm-tampa\.yaml:1:1 {2}localStats: no local statistics/);
  });

  it('--strict turns warnings into exit code 1', async () => {
    const dir = healthySite();
    writeFile(dir, 'pages/dentist-crm-orlando.yaml', distinctPage('dentist', 'Orlando', 1));
    expect((await runCli(['check', '--content', dir])).code).toBe(0);
    const strict = await runCli(['check', '--content', dir, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toMatch(/^error 4 pages checked in .*: \d+ warnings · .* \(--strict turns warnings about published pages into errors\)$/m);
  });

  it('--json prints one parseable object with errors, warnings, scores and the most similar pair', async () => {
    const dir = healthySite();
    writeFile(dir, 'pages/dentist-crm-orlando.yaml', distinctPage('dentist', 'Orlando', 1));
    const r = await runCli(['check', '--content', dir, '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ ok: true, strict: false, errors: [] });
    expect(report.pages).toHaveLength(4);
    expect(report.pages[0]).toEqual({
      route: '/dentist-crm-miami',
      source: expect.stringMatching(/dentist-crm-miami\.yaml$/),
      uniqueness: expect.any(Number),
      mostSimilar: '/dentist-crm-orlando',
      uniqueWords: expect.any(Number),
      ownShare: expect.any(Number),
      ownWords: expect.any(Number),
      inheritedWords: expect.any(Number),
      inheritedFields: ['heroHeadline'],
      localFacts: 5,
      unsourcedFigures: 0,
      // A near-duplicate fails the gate, whatever its own copy and facts.
      belowBar: true,
      reasons: [expect.stringMatching(/^near-duplicate of \/dentist-crm-orlando \(9\d% the same\)$/)],
      status: 'published',
    });
    expect(report.qualityBar).toEqual({ minOwnShare: 0.2, minLocalFacts: 3, belowBar: 'warn', below: 2 });
    expect(report.mostSimilar).toEqual({ a: '/dentist-crm-miami', b: '/dentist-crm-orlando', similarity: expect.any(Number) });
    expect(report.warnings.some((w: { message: string }) => w.message.startsWith('near-duplicate'))).toBe(true);
  });

  it('reports content errors like build does, exit 1; --json carries them too', async () => {
    const dir = copySite();
    editFile(dir, 'pages/dentist-crm-tampa.yaml', (t) => t + 'heroHedline: x\n');
    const r = await runCli(['check', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/dentist-crm-tampa\.yaml:6:1 {2}heroHedline: unknown field \(did you mean "heroHeadline"\?\)/);
    const json = await runCli(['check', '--content', dir, '--json']);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout);
    expect(report.ok).toBe(false);
    expect(report.errors[0]).toMatchObject({ line: 6, col: 1, field: 'heroHedline' });
  });

  it('reads the thresholds from site.yaml quality', async () => {
    const dir = healthySite();
    editFile(dir, 'site.yaml', (t) => t + 'quality: { similarityThreshold: 0.5, minUniqueWords: 500 }\n');
    const r = await runCli(['check', '--content', dir]);
    expect(r.stderr).toContain('(site.yaml quality.minUniqueWords 500)');
    editFile(dir, 'site.yaml', (t) => t.replace('minUniqueWords: 500', 'minUniqueWord: 5'));
    const bad = await runCli(['check', '--content', dir]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('quality.minUniqueWord: unknown field (did you mean "minUniqueWords"?)');
  });
});
