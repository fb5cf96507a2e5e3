// Sample text must not ship unnoticed: links and addresses on reserved domains, 555-01xx numbers, "Replace with…"
// prompts, lorem ipsum, TODO notes and the "…" blanks of `lpgen new niche`.
// `lpgen build` warns (once, where the text is written); `lpgen check` warns
// and fails under --strict.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLeftovers, sourceLeftovers } from '../../src/content/leftovers.js';
import { loadBuildPages, loadSiteOnly } from '../../src/content/load.js';
import { readSource, readSources } from '../../src/content/read.js';
import { copySite, editFile, repoRoot, runCli, writeFile } from '../helpers.js';
import { publishableSite } from './publishable.js';

const located = (stderr: string, dir: string) =>
  stderr
    .split('\n')
    .map((l) => l.replace(dir + '/', '').replace(/^warning /, ''))
    .filter((l) => /sample leftover/.test(l));

function withLeftovers(): string {
  const dir = publishableSite(copySite());
  // A page's own leftovers, as the admin page's old sample wrote them.
  editFile(
    dir,
    'pages/dentist-crm-tampa.yaml',
    (t) =>
      `${t}affiliateLink: https://example.com/signup?fp_ref=test123\ntestimonial:\n  quote: Replace with a real customer quote.\n  author: Jane Doe\n  business: Lorem ipsum Dental\n  location: Tampa, FL\n  illustrative: true\n`,
  );
  // A preset default with a blank from `lpgen new niche`: inherited by both plumber pages, reported once.
  editFile(dir, 'niches/plumber.yaml', (t) => t.replace('defaults:\n', 'defaults:\n  heroSubheadline: … TODO\n'));
  writeFile(dir, 'pages/plumber-crm-tampa.yaml', 'niche: plumber\ncity: Tampa\n');
  return dir;
}

describe('sample leftovers', () => {
  it('in the bundled content and the valid fixture, only the sample contact details (reserved on purpose: the owner puts theirs)', () => {
    const fields = (dir: string) => sourceLeftovers(readSources(dir)).map((i) => `${path.basename(i.file)} ${i.field}`);
    expect(fields(path.join(repoRoot, 'content'))).toEqual(['site.yaml contact.email', 'site.yaml contact.phone', 'site.yaml footer.support[0].href']);
    // The valid fixture uses non-reserved sample values (crm.lpgen-test.dev, 555-2368): none is a leftover.
    expect(fields(copySite())).toEqual([]);
    expect(sourceLeftovers(readSources(publishableSite(copySite())))).toEqual([]);
  });

  it('knows the reserved .example, .test and .invalid domains and the fictional 555-0100 to 555-0199 numbers', () => {
    const scan = (value: string) => {
      const text = `note: ${JSON.stringify(value)}\n`;
      return findLeftovers([{ file: 'x.yaml', abs: '/x.yaml', text, name: 'x', data: { note: value } }]).map((i) => i.message.match(/"(.*?)"/)![1]);
    };
    expect(scan('Write to hello@floridacrm.example')).toEqual(['hello@floridacrm.example']);
    expect(scan('See https://shop.test/page?a=1 today')).toEqual(['https://shop.test/page?a=1']);
    expect(scan('mailto:ops@mail.corp.invalid')).toEqual(['ops@mail.corp.invalid']);
    expect(scan('Call (305) 555-0142')).toEqual(['555-0142']);
    for (const phone of ['555-0100', '555 0199', '555.0150', '5550123']) expect(scan(phone), phone).toHaveLength(1);
    // Real domains that merely contain the words, and 555 numbers outside the fictional range.
    for (const fine of [
      'https://example.community/x',
      'hello@test.com',
      'https://foo.test.com/',
      'https://www.examples.com',
      'Call 555-0200 or 555-1234',
      '(305) 555-01234',
      'https://invalid.org',
    ]) {
      expect(scan(fine), fine).toEqual([]);
    }
  });

  it('lpgen check names file:line:col and field of each, at the text itself; --strict fails', async () => {
    const dir = withLeftovers();
    const plain = await runCli(['check', '--content', dir]);
    expect(plain.code).toBe(0);
    expect(located(plain.stderr, dir)).toEqual([
      'niches/plumber.yaml:5:20  defaults.heroSubheadline: sample leftover "…": a blank (…) left by lpgen new niche: fill it in or remove the field',
      'pages/dentist-crm-tampa.yaml:6:16  affiliateLink: sample leftover "https://example.com/signup?fp_ref=test123": a sample link (example.com/.org/.net and .example/.test/.invalid are reserved domains): put your real link here',
      'pages/dentist-crm-tampa.yaml:8:10  testimonial.quote: sample leftover "Replace with a real customer quote.": sample text asking to be replaced: write your own',
      'pages/dentist-crm-tampa.yaml:10:13  testimonial.business: sample leftover "Lorem ipsum": filler text: write your own',
    ]);
    const strict = await runCli(['check', '--content', dir, '--strict']);
    expect(strict.code).toBe(1);
  });

  it("a page's loader locates the leftovers of its own file, as a second read of the file finds them", () => {
    const dir = withLeftovers();
    const head = readSources(dir, { pages: false });
    const site = loadSiteOnly(head)!;
    const outcomes = loadBuildPages(head.pageFiles, { site: site.site, niches: site.niches, cities: site.cities });
    const of = (name: string) => outcomes.find((o) => o.abs.endsWith(`/pages/${name}.yaml`))!;
    const tampa = of('dentist-crm-tampa');
    expect(tampa.leftovers).toEqual(findLeftovers([readSource(tampa.abs, [])!]));
    expect(tampa.leftovers).toHaveLength(3);
    // Its copy inherits the preset's leftover: the file is scanned, and holds none of its own.
    expect(of('plumber-crm-tampa').leftovers).toEqual([]);
    // No leftover in its copy: nothing is scanned.
    expect(of('dentist-crm-miami').leftovers).toBeUndefined();
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
    // A build whose pages come from the content cache (a page added: not a quick rebuild) warns the same.
    const cached = ['build', '--content', dir, '--out', out, '--cache-dir', path.join(path.dirname(dir), 'cache')];
    const cold = await runCli(cached);
    writeFile(dir, 'pages/plumber-crm-miami.yaml', 'niche: plumber\ncity: Miami\n');
    const warm = await runCli(cached);
    expect(located(cold.stderr, dir)).toEqual(lines);
    expect(located(warm.stderr, dir)).toEqual(lines);
  });
});
