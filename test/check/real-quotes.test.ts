// Testimonials you can stand behind: a quote is either illustrative (labelled on
// the page, never under a local heading) or real (source and date shown with it,
// sourceUrl linked). Anything else is a check error where it is written, and the
// page fails the gate. A page's own quote replaces the inherited one whole.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySite, editFile, readHtml, repoRoot, runCli, tempDir } from '../helpers.js';

const NEEDS = 'a quote that is not illustrative needs source: (where it was published) and date: (2025-03), shown with it; or mark it illustrative: true';

const bundled = () => copySite(path.join(repoRoot, 'content'));

describe('a quote neither illustrative nor traceable', () => {
  it('is an error at the testimonial line of the page, exit 1, and the page fails the gate', async () => {
    const dir = copySite();
    editFile(
      dir,
      'pages/dentist-crm-miami.yaml',
      (t) => `${t}testimonial:\n  quote: Great CRM.\n  author: Ann Lee\n  business: Lee Dental\n  location: Miami, FL\n  illustrative: false\n`,
    );
    const r = await runCli(['check', '--content', dir]);
    expect(r.code).toBe(1);
    const line = readFileSync(path.join(dir, 'pages/dentist-crm-miami.yaml'), 'utf8').split('\n').indexOf('testimonial:') + 1;
    expect(r.stderr).toContain(`pages/dentist-crm-miami.yaml:${line}:1  testimonial: ${NEEDS}`);
    const json = JSON.parse((await runCli(['check', '--content', dir, '--json'])).stdout);
    expect(json.ok).toBe(false);
    expect(json.pages.find((p: { route: string }) => p.route === '/dentist-crm-miami').reasons).toContain(`testimonial: ${NEEDS}`);
  }, 60_000);

  it('names only what is missing, and is found in a niche preset too', async () => {
    const dir = copySite();
    editFile(
      dir,
      'niches/dentist.yaml',
      (t) => `${t}defaults:\n  testimonial: { quote: Fine., author: A, business: B, location: '{city}, FL', source: Yelp }\n`,
    );
    const r = await runCli(['check', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /niches\/dentist\.yaml:\d+:3 {2}defaults\.testimonial: a quote that is not illustrative needs date: \(2025-03\), shown with it; or mark it illustrative: true/,
    );
  }, 60_000);
});

describe('on the page', () => {
  it('a page quote with source and date replaces the illustrative default whole: no "Illustrative" label, its source linked, a local heading', async () => {
    const dir = bundled();
    editFile(
      dir,
      'pages/dentist-crm-miami.yaml',
      (t) =>
        `${t}testimonial:\n  quote: Our front desk stopped chasing confirmations.\n  author: Rosa Diaz\n  business: Diaz Dental\n  location: Miami, FL\n  source: Google review\n  sourceUrl: https://g.page/r/diaz/review\n  date: 2025-03\n`,
    );
    const out = path.join(tempDir(), 'dist');
    const r = await runCli(['build', '--content', dir, '--out', out, '--no-cache']);
    expect(r.code, r.stderr).toBe(0);
    const html = readHtml(out, 'dentist-crm-miami/index.html');
    expect(html).not.toContain('Illustrative example');
    expect(html).toContain('<a href="https://g.page/r/diaz/review" class="text-link underline">Google review</a>, 2025-03');
    expect(/id="testimonials-title"[^>]*>Trusted by Dentists in Miami</.test(html)).toBe(true);
    // An inherited sample stays labelled and claims no place.
    const tampa = readHtml(out, 'dentist-crm-tampa/index.html');
    expect(tampa).toContain('Illustrative example, not a customer quote');
    expect(/id="testimonials-title"[^>]*>What Dentists Say</.test(tampa)).toBe(true);
  }, 120_000);

  it('a page that sets only part of a testimonial is told what the whole quote needs (nothing is taken from the inherited one)', async () => {
    const dir = bundled();
    editFile(dir, 'pages/dentist-crm-miami.yaml', (t) => `${t}testimonial:\n  source: Google review\n`);
    const r = await runCli(['check', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/dentist-crm-miami\.yaml:\d+:1 {2}testimonial\.quote: required field is missing \(expected a string\)/);
  }, 60_000);
});
