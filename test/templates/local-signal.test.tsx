// No fake local signal: the page's city is the area served, never part of the
// business's <address>; a testimonial heading claims the city only for a real
// quote from it; a sourced figure shows its source beside it.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingPage } from '../../templates/LandingPage.js';
import { HomeHero } from '../../templates/sections/home/HomeHero.js';
import { testimonialTitle } from '../../templates/sections/Testimonial.js';
import { expectFocusRings, expectUniqueIds } from './assertions.js';
import { makeHomeProps, makeLanding, makeLandingProps } from './fixtures.js';
import { elementById, text } from './html.js';

const render = (...args: Parameters<typeof makeLandingProps>) => renderToStaticMarkup(<LandingPage {...makeLandingProps(...args)} />);
const real = makeLanding().testimonial!;

describe('local signal', () => {
  it('shows the city as the area served in the footer, outside the contact <address>', () => {
    const footer = /<footer[\s\S]*<\/footer>/.exec(render())![0];
    const address = /<address[\s\S]*?<\/address>/.exec(footer)![0];
    expect(text(address)).not.toContain('Miami');
    expect(address).toContain('mailto:');
    expect(text(footer)).toContain('Serving businesses in Miami, Florida');
  });

  it('claims the city in the testimonial heading only for a real quote located there', () => {
    expect(testimonialTitle(real, 'Dentists', 'Miami')).toBe('Trusted by Dentists in Miami');
    // Case, punctuation and the region after the comma do not matter.
    expect(testimonialTitle({ ...real, location: 'fort lauderdale, Florida' }, 'Dentists', 'Fort Lauderdale')).toBe('Trusted by Dentists in Fort Lauderdale');
    expect(testimonialTitle({ ...real, illustrative: true }, 'Dentists', 'Miami')).toBe('What Dentists Say');
    expect(testimonialTitle({ ...real, location: 'Tampa, FL' }, 'Dentists', 'Miami')).toBe('What Dentists Say');
    expect(testimonialTitle({ ...real, location: 'Miami Gardens, FL' }, 'Dentists', 'Miami')).toBe('What Dentists Say');
    // Not illustrative but untraceable (no source, or no date): it claims no place either (lpgen check errors on it).
    expect(testimonialTitle({ location: 'Miami, FL' }, 'Dentists', 'Miami')).toBe('What Dentists Say');
    expect(testimonialTitle({ ...real, date: undefined }, 'Dentists', 'Miami')).toBe('What Dentists Say');
    expect(testimonialTitle({ ...real, source: undefined }, 'Dentists', 'Miami')).toBe('What Dentists Say');
    const heading = (page: Parameters<typeof makeLandingProps>[0]) => text(elementById(render(page), 'testimonials-title')!).trim();
    expect(heading({})).toBe('Trusted by Dental Practices in Miami');
    expect(heading({ testimonial: { ...real, illustrative: true } })).toBe('What Dental Practices Say');
    expect(heading({ testimonial: { ...real, location: 'Carol City, FL' } })).toBe('What Dental Practices Say');
  });

  it('cites a sourced stat, card and quote beside it, with a link where one is given, and nothing for an unsourced one', () => {
    const html = render({
      localStats: [
        { label: 'Dental practices in Miami-Dade', value: '500+', source: 'ADA HPI 2024', sourceUrl: 'https://www.ada.org/hpi' },
        { label: 'Typical no-show rate', value: '20%', source: 'Practice survey' },
        { label: 'Average patient acquisition cost', value: '$350' },
      ],
      features: [
        { title: 'Reminders', description: 'Cut no-shows by up to 40%.', source: 'Vendor case study', sourceUrl: 'https://crm.lpgen-test.dev.com/study' },
      ],
      testimonial: { ...real, source: 'Google review', sourceUrl: 'https://g.page/r/x/review', date: '2025-03' },
    });
    // Under the stat's label (.stat shows its children bottom to top), as a <dd> of the same term.
    expect(html).toContain(
      '<dd class="order-first text-xs font-normal tracking-normal text-muted-foreground sm:text-xs">Source: <a href="https://www.ada.org/hpi" class="text-link underline">ADA HPI 2024</a></dd>',
    );
    expect(html).toContain('>Source: Practice survey</dd>');
    expect(text(html)).not.toMatch(/\$350 Source/);
    expect(html).toContain(
      '<p class="-mt-2 text-xs">Source: <a href="https://crm.lpgen-test.dev.com/study" class="text-link underline">Vendor case study</a></p>',
    );
    expect(html).toContain('<a href="https://g.page/r/x/review" class="text-link underline">Google review</a>, 2025-03');
    expectUniqueIds(html);
    expectFocusRings(html);
  });

  it('cites a sourced home stat', () => {
    const { home, site } = makeHomeProps();
    const html = renderToStaticMarkup(
      <HomeHero home={{ ...home, stats: [{ label: 'Businesses', value: '500+', source: 'Our customer count, 2025' }] }} disclosure={site.disclosure} />,
    );
    expect(text(html)).toContain('500+ Source: Our customer count, 2025');
  });
});
