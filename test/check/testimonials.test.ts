// `lpgen check` flags one quote attributed to different cities on different
// pages; the page says "Illustrative example" for a quote marked as such.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySite, editFile, runCli, tempDir, writeFile } from '../helpers.js';
import { ILLUSTRATIVE_MAX_PAGES, normaliseQuote } from '../../src/check/testimonials.js';

// A real quote by default (source and date): one without both is an error of its own (real-quotes.test.ts).
const quote = (location: string, extra = ', source: Google review, date: 2025-03') =>
  `testimonial: { quote: "Reminders cut our no-shows by a third.", author: Dr. Test, business: Test Practice, location: '${location}'${extra} }\n`;

function withTestimonials(miami: string, tampa: string): string {
  const dir = copySite();
  fs.appendFileSync(path.join(dir, 'pages/dentist-crm-miami.yaml'), miami);
  fs.appendFileSync(path.join(dir, 'pages/dentist-crm-tampa.yaml'), tampa);
  return dir;
}

describe('testimonial checks', () => {
  it('ignores case, punctuation and spacing when comparing quotes', () => {
    expect(normaliseQuote('  We cut No-shows —  by 35%! ')).toBe(normaliseQuote('we cut no shows by 35'));
  });

  it('flags one quote shown with a different city on each page, at the testimonial line', async () => {
    const dir = withTestimonials(quote('Miami, FL'), quote('Tampa, FL'));
    const r = await runCli(['check', '--content', dir]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /dentist-crm-miami\.yaml:\d+:\d+ {2}testimonial: the same testimonial is attributed to Miami, FL here and to Tampa, FL on other pages/,
    );
    expect(r.stderr).toMatch(/dentist-crm-tampa\.yaml:\d+:\d+ {2}testimonial: the same testimonial is attributed to Tampa, FL here and to Miami, FL/);
    expect((await runCli(['check', '--content', dir, '--strict'])).code).toBe(1);
  }, 60_000);

  it('flags the inherited default whose location is "{city}, FL"', async () => {
    // The fixture's defaults give every page one quote located in its own city.
    const r = await runCli(['check', '--content', copySite()]);
    expect(r.stderr).toMatch(/dentist-crm-miami\.yaml:1:1 {2}testimonial: the same testimonial is attributed to Miami, FL here and to .*Tampa, FL/);
  });

  it('accepts the same quote from the same city, and a quote marked illustrative', async () => {
    const same = withTestimonials(quote('Miami, FL'), quote('Miami, FL'));
    expect((await runCli(['check', '--content', same])).stderr).not.toMatch(/same testimonial is attributed to Miami, FL here/);
    const marked = withTestimonials(quote('Miami, FL', ', illustrative: true'), quote('Tampa, FL', ', illustrative: true'));
    expect((await runCli(['check', '--content', marked])).stderr).not.toMatch(/same testimonial/);
  });

  it('shows "Illustrative example" or the source and date under the quote', async () => {
    const dir = withTestimonials(quote('Miami, FL', ', illustrative: true'), quote('Tampa, FL', ', source: Google review, date: 2025-03'));
    const out = tempDir();
    const r = await runCli(['build', '--content', dir, '--out', out]);
    expect(r.stderr).not.toMatch(/error/i);
    expect(r.code).toBe(0);
    const miami = fs.readFileSync(path.join(out, 'dentist-crm-miami/index.html'), 'utf8');
    const tampa = fs.readFileSync(path.join(out, 'dentist-crm-tampa/index.html'), 'utf8');
    expect(miami).toContain('Illustrative example, not a customer quote');
    expect(tampa).not.toContain('Illustrative example');
    expect(tampa).toMatch(/Google review, 2025-03/);
  }, 60_000);

  it(`flags an illustrative quote shown on more than ${ILLUSTRATIVE_MAX_PAGES} pages once, where it is written, and not on ${ILLUSTRATIVE_MAX_PAGES}`, async () => {
    const site = (pages: number) => {
      const dir = copySite();
      const cities = ['Orlando', 'Naples', 'Ocala', 'Destin', 'Sebring', 'Venice', 'Tavares'].slice(0, pages - 2);
      editFile(dir, 'cities.yaml', (t) => t + cities.map((c) => `  - { slug: ${c.toLowerCase()}, name: ${c}, county: Test }\n`).join(''));
      for (const city of cities) writeFile(dir, `pages/dentist-crm-${city.toLowerCase()}.yaml`, `niche: dentist\ncity: ${city}\n`);
      // The preset's sample, on every dentist page: Miami, Tampa and the cities above.
      editFile(
        dir,
        'niches/dentist.yaml',
        (t) =>
          `${t}defaults:\n  testimonial:\n    quote: Reminders go out on their own now.\n    author: Sam Sample\n    business: Sample Dental\n    location: '{city}, FL'\n    illustrative: true\n`,
      );
      return dir;
    };
    const over = await runCli(['check', '--content', site(ILLUSTRATIVE_MAX_PAGES + 1)]);
    const flagged = over.stderr.split('\n').filter((l) => /illustrative testimonial is shown/.test(l));
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toMatch(
      new RegExp(
        `niches/dentist\\.yaml:6:5 {2}defaults\\.testimonial\\.quote: this illustrative testimonial is shown on ${ILLUSTRATIVE_MAX_PAGES + 1} pages \\(more than ${ILLUSTRATIVE_MAX_PAGES}\\)`,
      ),
    );
    expect(over.code).toBe(0);
    const within = await runCli(['check', '--content', site(ILLUSTRATIVE_MAX_PAGES)]);
    expect(within.stderr).not.toMatch(/illustrative testimonial is shown/);
  }, 60_000);

  it('rejects a testimonial date that is not a date, naming the field', async () => {
    const dir = withTestimonials(quote('Miami, FL', ', date: last spring'), '');
    const r = await runCli(['check', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/dentist-crm-miami\.yaml:\d+:\d+ {2}testimonial\.date: must be a date like 2025-03/);
  });
});
