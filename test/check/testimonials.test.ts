// `lpgen check` flags one quote attributed to different cities on different
// pages; the page says "Illustrative example" for a quote marked as such.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySite, runCli, tempDir } from '../helpers.js';
import { normaliseQuote } from '../../src/check/testimonials.js';

const quote = (location: string, extra = '') =>
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
    expect(r.stderr).toMatch(/dentist-crm-miami\.yaml:\d+:\d+ {2}testimonial: the same testimonial is attributed to Miami, FL here and to Tampa, FL on other pages/);
    expect(r.stderr).toMatch(/dentist-crm-tampa\.yaml:\d+:\d+ {2}testimonial: the same testimonial is attributed to Tampa, FL here and to Miami, FL/);
    expect((await runCli(['check', '--content', dir, '--strict'])).code).toBe(1);
  });

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

  it('rejects a testimonial date that is not a date, naming the field', async () => {
    const dir = withTestimonials(quote('Miami, FL', ', date: last spring'), '');
    const r = await runCli(['check', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/dentist-crm-miami\.yaml:\d+:\d+ {2}testimonial\.date: must be a date like 2025-03/);
  });
});
