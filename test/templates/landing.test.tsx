import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingPage } from '../../templates/LandingPage.js';
import { DEFAULT_DISCLOSURE } from '../../src/rules/labels.js';
import {
  expectAffiliateLinks,
  expectAnchorsResolve,
  expectFocusRings,
  expectHeadingOutline,
  expectNewTabLinksAnnounced,
  expectUniqueIds,
} from './assertions.js';
import { makeLanding, makeLandingProps } from './fixtures.js';
import { count, elementById, linksTo, text } from './html.js';

const render = (...args: Parameters<typeof makeLandingProps>) => renderToStaticMarkup(<LandingPage {...makeLandingProps(...args)} />);

describe('LandingPage', () => {
  const html = render();

  it('has the landmarks, a labelled nav and one h1 with headings in order', () => {
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<nav aria-label="Main"/);
    expect(html).toContain('<main id="main">');
    expect(html).toMatch(/<footer[\s>]/);
    expectHeadingOutline(html);
    expectUniqueIds(html);
  });

  it('links Features, Benefits and Reviews in the header, and every #anchor has its id', () => {
    const nav = /<nav[\s\S]*?<\/nav>/.exec(html)![0];
    expect(text(nav)).toMatch(/Features\s+Benefits\s+Reviews/);
    expect(linksTo(nav, '#features')).toHaveLength(1);
    expect(linksTo(nav, '#benefits')).toHaveLength(1);
    expect(linksTo(nav, '#testimonials')).toHaveLength(1);
    expectAnchorsResolve(html);
  });

  it('shows the city badge, the headline, the CTA and a Learn More link to #features', () => {
    expect(text(html)).toContain('Miami, Florida');
    expect(html).toContain('<h1 id="hero-title"');
    expect(text(html)).toContain('The CRM Built for Miami Dental Practices');
    const learnMore = linksTo(html, '#features').find((tag) => tag.includes('data-smooth-scroll'));
    expect(learnMore).toBeDefined();
    expect(text(html)).toContain('Learn More');
    expect(text(html)).toContain('Start Your Free 14-Day Trial');
  });

  it('renders the note line as three separate items', () => {
    const list = /<ul[^>]*aria-label="What you get"[\s\S]*?<\/ul>/.exec(html)![0];
    expect(count(list, '<li')).toBe(3);
    for (const claim of ['No credit card required', 'Setup in 5 minutes', 'Cancel anytime']) expect(list).toContain(claim);
  });

  it('shows the CRM placeholder when there is no hero image', () => {
    expect(html).not.toContain('<img');
    expect(html).toMatch(/aria-hidden="true"[^>]*>[\s\S]*?>CRM<\/span>/);
  });

  it('shows the hero image with alt, size and eager loading when there is one', () => {
    const withImage = render({ heroImage: { src: '/images/hero.jpg', alt: 'A dentist at the front desk', width: 1200, height: 800 } });
    const img = /<img\s[^>]*>/.exec(withImage)![0];
    for (const attr of ['src="/images/hero.jpg"', 'alt="A dentist at the front desk"', 'width="1200"', 'height="800"', 'loading="eager"', 'decoding="async"'])
      expect(img).toContain(attr);
    expect(withImage).not.toContain('>CRM</span>');
  });

  it('shows the local statistics band only when there are stats', () => {
    expect(html).toContain('id="local-stats-title"');
    expect(count(html, '<dt')).toBe(3);
    expect(text(html)).toContain('500+');
    const without = render({ localStats: null });
    expect(without).not.toContain('local-stats-title');
    expect(without).not.toContain('<dl');
  });

  it('renders one card per pain point and per feature, under the spec headings', () => {
    const benefits = elementById(html, 'benefits')!;
    expect(text(benefits)).toContain('Challenges Facing Dental Practices in Miami');
    const cards = (section: string) => count(/<ul class="items[^"]*">([\s\S]*?)<\/ul>/.exec(section)![1], '<li');
    expect(cards(benefits)).toBe(6);
    for (const { title, description } of makeLanding().painPoints) expect(benefits).toContain(`<h3>${title}</h3></div><p>${description}</p></li>`);
    const features = elementById(html, 'features')!;
    expect(text(features)).toContain('The Complete Solution for Your Dental Business');
    expect(cards(features)).toBe(9);
    const ten = render({ features: makeLanding().features.concat({ title: 'Tenth', description: 'Ten.' }) });
    expect(cards(elementById(ten, 'features')!)).toBe(10);
  });

  it('shows the testimonial with its author, business, location and an accessible rating', () => {
    const section = elementById(html, 'testimonials')!;
    const t = text(section);
    for (const part of ['Our no-shows dropped within a month.', 'Dr. Maria Lopez', 'Lopez Family Dental', 'Miami, FL', 'Rated 5 out of 5'])
      expect(t).toContain(part);
    expect(section).toContain('<blockquote');
  });

  it('drops the testimonial section and its Reviews nav item together', () => {
    const without = render({ testimonial: null });
    expect(without).not.toContain('id="testimonials"');
    expect(without).not.toContain('href="#testimonials"');
    expect(text(/<nav[\s\S]*?<\/nav>/.exec(without)![0])).not.toContain('Reviews');
    expectAnchorsResolve(without);
  });

  it('prices at $97/month with the six bullets, a CTA and the trial note', () => {
    const pricing = elementById(html, 'pricing')!;
    expect(text(pricing)).toMatch(/\$97\s*\/month/);
    expect(count(pricing, '<li')).toBe(6);
    expect(text(pricing)).toContain('Online booking and calendar');
    expect(text(pricing)).toContain('Start your free 14-day trial');
    expect(pricing).toContain('target="_blank"');
  });

  it('uses the page CTA text everywhere the CTA appears', () => {
    const custom = render({ ctaText: 'Start Free Trial' });
    expect(count(text(custom), 'Start Free Trial')).toBe(3);
  });

  it('opens every affiliate link in a new tab with rel=sponsored noopener, announced to screen readers', () => {
    // One link per placement: header, hero, pricing, closing band, trial bar.
    for (const link of Object.values(makeLanding().affiliate)) expectAffiliateLinks(html, link.href, 1);
    expectNewTabLinksAnnounced(html);
  });

  it('puts the affiliate disclosure beside each CTA block', () => {
    // Hero, pricing card, closing band and the phone trial bar; the footer repeats the site-wide text.
    expect(count(html, DEFAULT_DISCLOSURE)).toBe(5);
    const custom = renderToStaticMarkup(<LandingPage {...makeLandingProps({}, { disclosure: 'Paid link.' })} />);
    expect(count(custom, 'Paid link.')).toBe(5);
    expect(custom).not.toContain(DEFAULT_DISCLOSURE);
    const bar = /<aside data-trial-bar=""[\s\S]*?<\/aside>/.exec(custom)![0];
    expect(bar).toContain('hidden=""');
    expect(bar).toContain('Paid link.');
  });

  it('has a footer with Solutions, Company, contact details, the city and the copyright', () => {
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)![0];
    const t = text(footer);
    expect(t).toContain('Solutions');
    expect(t).toContain('Dentist CRM in Orlando');
    expect(linksTo(footer, '/dentist-crm-tampa')).toHaveLength(1);
    expect(t).toContain('Company');
    expect(linksTo(footer, 'mailto:hello@example.com')).toHaveLength(1);
    expect(linksTo(footer, 'tel:3055550100')).toHaveLength(1);
    expect(t).toContain('Miami, Florida');
    expect(t).toContain('© 2025 Acme Corp.');
  });

  it('gives every link and button a visible focus ring', () => {
    expectFocusRings(html);
  });

  it('shows the theme toggle only when the theme is switchable', () => {
    expect(html).not.toContain('data-theme-toggle');
    const switchable = render({}, { theme: { default: 'light', switchable: true } });
    expect(count(switchable, 'data-theme-toggle')).toBe(1);
    expect(switchable).toMatch(/<button[^>]*aria-label="Dark mode"[^>]*aria-pressed="false"|<button[^>]*aria-pressed="false"[^>]*aria-label="Dark mode"/);
  });
});
