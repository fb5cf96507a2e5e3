// Sample text must not ship unnoticed: example.com links, "Replace with…"
// prompts, lorem ipsum, TODO notes and the "…" blanks of `lpgen new niche`.
// `lpgen build` warns (once, where the text is written); `lpgen check` warns
// and fails under --strict.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceLeftovers } from '../../src/content/leftovers.js';
import { readSources } from '../../src/content/read.js';
import { copySite, editFile, repoRoot, runCli, writeFile } from '../helpers.js';

const located = (stderr: string, dir: string) => stderr.split('\n').map((l) => l.replace(dir + '/', '').replace(/^warning /, '')).filter((l) => /sample leftover/.test(l));

function withLeftovers(): string {
  const dir = copySite();
  // A page's own leftovers, as the admin page's old sample wrote them.
  editFile(dir, 'pages/dentist-crm-tampa.yaml', (t) => `${t}affiliateLink: https://example.com/signup?fp_ref=test123\ntestimonial:\n  quote: Replace with a real customer quote.\n  author: Jane Doe\n  business: Lorem ipsum Dental\n  location: Tampa, FL\n`);
  // A preset default with a blank from `lpgen new niche`: inherited by both plumber pages, reported once.
  editFile(dir, 'niches/plumber.yaml', (t) => t.replace('defaults:\n', 'defaults:\n  heroSubheadline: … TODO\n'));
  writeFile(dir, 'pages/plumber-crm-tampa.yaml', 'niche: plumber\ncity: Tampa\n');
  return dir;
}

describe('sample leftovers', () => {
  it('none in the bundled content or the valid fixture', () => {
    expect(sourceLeftovers(readSources(path.join(repoRoot, 'content')))).toEqual([]);
    expect(sourceLeftovers(readSources(copySite()))).toEqual([]);
  });

  it('lpgen check names file:line:col and field of each, at the text itself; --strict fails', async () => {
    const dir = withLeftovers();
    const plain = await runCli(['check', '--content', dir]);
    expect(plain.code).toBe(0);
    expect(located(plain.stderr, dir)).toEqual([
      'niches/plumber.yaml:5:20  defaults.heroSubheadline: sample leftover "…": a blank (…) left by lpgen new niche: fill it in or remove the field',
      'pages/dentist-crm-tampa.yaml:6:16  affiliateLink: sample leftover "https://example.com/signup?fp_ref=test123": a sample link (example.com/.org/.net are documentation domains): put your real link here',
      'pages/dentist-crm-tampa.yaml:8:10  testimonial.quote: sample leftover "Replace with a real customer quote.": sample text asking to be replaced: write your own',
      'pages/dentist-crm-tampa.yaml:10:13  testimonial.business: sample leftover "Lorem ipsum": filler text: write your own',
    ]);
    const strict = await runCli(['check', '--content', dir, '--strict']);
    expect(strict.code).toBe(1);
  });

  it('lpgen build warns once per place the text is written, and still builds', async () => {
    const dir = withLeftovers();
    const out = path.join(path.dirname(dir), 'dist');
    const r = await runCli(['build', '--content', dir, '--out', out, '--no-cache']);
    expect(r.code).toBe(0);
    const lines = located(r.stderr, dir);
    expect(lines.filter((l) => l.startsWith('niches/plumber.yaml:5:20  defaults.heroSubheadline'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('pages/dentist-crm-tampa.yaml:'))).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith('pages/plumber-'))).toEqual([]);
  });
});
