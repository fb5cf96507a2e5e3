// Every kind of bad input yields one exact `file:line:col  field: message` line,
// exit code 1, no stack trace, and no output folder.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySite, editFile, runCli, writeFile } from '../helpers.js';

async function buildBroken(mutate: (dir: string) => void) {
  const dir = copySite();
  mutate(dir);
  const out = path.join(path.dirname(dir), 'dist');
  const result = await runCli(['build', '--content', dir, '--out', out, '--quiet']);
  expect(result.code).toBe(1);
  expect(existsSync(out)).toBe(false);
  expect(result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/); // no stack trace
  const lines = result.stderr.split('\n').map((l) => l.replace(dir + '/', ''));
  return { lines, stderr: result.stderr };
}

describe('content errors name file, line, column and field', () => {
  it('bad YAML syntax', async () => {
    const { lines } = await buildBroken((d) => writeFile(d, 'pages/dentist-crm-miami.yaml', 'niche: dentist\ncity: [Miami\nctaText: x\n'));
    expect(lines).toContain(
      'pages/dentist-crm-miami.yaml:3:1  YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]',
    );
  });

  it('wrong type', async () => {
    const { lines } = await buildBroken((d) =>
      editFile(d, 'pages/dentist-crm-tampa.yaml', (t) => t + 'painPoints:\n  - title: true\n    description: Late patients\n'),
    );
    expect(lines).toContain('pages/dentist-crm-tampa.yaml:7:5  painPoints[0].title: expected a string, got a boolean (true)');
  });

  it('missing required field', async () => {
    const { lines } = await buildBroken((d) => writeFile(d, 'pages/dentist-crm-miami.yaml', 'niche: dentist\n'));
    expect(lines).toContain('pages/dentist-crm-miami.yaml:1:1  city: required field is missing (expected a string)');
  });

  it('unknown field, with a suggestion', async () => {
    const { lines } = await buildBroken((d) => editFile(d, 'pages/dentist-crm-tampa.yaml', (t) => t + 'heroHedline: Hello\n'));
    expect(lines).toContain('pages/dentist-crm-tampa.yaml:6:1  heroHedline: unknown field (did you mean "heroHeadline"?)');
  });

  it('unknown field inside a list item', async () => {
    const { lines } = await buildBroken((d) =>
      editFile(d, 'pages/dentist-crm-miami.yaml', (t) =>
        t.replace('{ label: Typical No-Show Rate, value: 20% }', '{ label: Typical No-Show Rate, value: 20%, comment: x }'),
      ),
    );
    expect(lines).toContain('pages/dentist-crm-miami.yaml:6:48  localStats[2].comment: unknown field');
  });

  it('unknown placeholder', async () => {
    const { lines } = await buildBroken((d) => editFile(d, 'niches/dentist.yaml', (t) => t + 'defaults:\n  heroHeadline: Grow your {town} practice\n'));
    expect(lines).toContain(
      'niches/dentist.yaml:5:27  defaults.heroHeadline: unknown placeholder {town} (known: {city}, {niche}, {audience}, {county}, {brand}, {product}, {price}, {trialDays})',
    );
  });

  it('unknown niche, with a suggestion', async () => {
    const { lines } = await buildBroken((d) => editFile(d, 'pages/dentist-crm-tampa.yaml', (t) => t.replace('niche: dentist', 'niche: dentst')));
    expect(lines.some((l) => l.startsWith('pages/dentist-crm-tampa.yaml:1:1  niche: unknown niche "dentst" (did you mean "dentist"?)'))).toBe(true);
  });

  it('duplicate route, naming both files', async () => {
    const { lines } = await buildBroken((d) => writeFile(d, 'pages/miami-dentists.yaml', 'niche: dentist\ncity: Miami\n'));
    expect(
      lines.some((l) =>
        /^pages\/miami-dentists\.yaml:2:1  city: duplicate route \/dentist-crm-miami: .*pages\/dentist-crm-miami\.yaml and .*pages\/miami-dentists\.yaml both write dist\/dentist-crm-miami\/index\.html$/.test(
          l,
        ),
      ),
    ).toBe(true);
  });

  it('affiliate link that is not an absolute https URL', async () => {
    const { lines } = await buildBroken((d) =>
      editFile(d, 'site.yaml', (t) => t.replace('https://crm.lpgen-test.dev/signup?fp_ref=test123', 'http://crm.lpgen-test.dev/signup?fp_ref=test123')),
    );
    expect(lines).toContain('site.yaml:8:3  affiliate.url: must be an absolute https:// URL');
  });

  it('affiliate link without the referral parameter', async () => {
    const { lines } = await buildBroken((d) => editFile(d, 'pages/dentist-crm-tampa.yaml', (t) => t + 'affiliateLink: https://crm.lpgen-test.dev/signup\n'));
    expect(lines).toContain(
      'pages/dentist-crm-tampa.yaml:6:1  affiliateLink: must carry the referral parameter fp_ref=… in its query (site.yaml affiliate.referralParam)',
    );
  });

  it('required field missing after the cascade', async () => {
    const { lines } = await buildBroken((d) => editFile(d, 'site.yaml', (t) => t.replace(/  heroHeadline: .*\n/, '')));
    expect(lines.filter((l) => / heroHeadline: required field is missing: heroHeadline is set neither in this page/.test(l))).toHaveLength(2);
  });

  it('empty site.yaml', async () => {
    const { lines } = await buildBroken((d) => editFile(d, 'site.yaml', () => ''));
    expect(lines).toContain('site.yaml:1:1  brand: required field is missing (expected a string)');
  });

  it('missing site.yaml', async () => {
    const { stderr } = await buildBroken((d) => rmSync(path.join(d, 'site.yaml')));
    expect(stderr).toMatch(/content\/site\.yaml:1:1  site\.yaml not found/);
  });

  it('reports every error of every file in one run', async () => {
    const { lines } = await buildBroken((d) => {
      editFile(d, 'pages/dentist-crm-tampa.yaml', (t) => t + 'heroHedline: Hello\n');
      editFile(d, 'pages/dentist-crm-miami.yaml', (t) => t.replace('niche: dentist', 'niche: 7'));
      editFile(d, 'niches/plumber.yaml', (t) => t.replace('home-services', 'trades'));
    });
    const located = lines.filter((l) => /^\S+\.yaml:\d+:\d+  /.test(l));
    expect(located).toHaveLength(3);
    expect(lines).toContain('niches/plumber.yaml:3:1  category: unknown category "trades"; categories are declared in site.yaml home.categories');
    expect(lines.at(-2)).toBe('error 3 errors in 3 files; nothing was written.');
  });
});
