import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../templates/HomePage.js';
import { ACCENTS } from '../../templates/sections/home/accent.js';
import {
  expectAffiliateLinks,
  expectAnchorsResolve,
  expectFocusRings,
  expectHeadingOutline,
  expectNewTabLinksAnnounced,
  expectUniqueIds,
} from './assertions.js';
import { makeHomeProps } from './fixtures.js';
import { homeDirectory } from '../../src/plan/home-directory.js';
import { count, countClass, elementById, linksTo, text } from './html.js';

describe('HomePage', () => {
  const props = makeHomeProps();
  const html = renderToStaticMarkup(<HomePage {...props} />);
  const { facts } = props;

  it('has landmarks, one h1, headings in order and unique ids', () => {
    expect(html).toContain('<main id="main">');
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expectHeadingOutline(html);
    expectUniqueIds(html);
  });

  it('shows the headline, the badge and the two browse anchors', () => {
    const t = text(html);
    expect(t).toContain('Find the Perfect CRM for Your Florida Business');
    expect(t).toContain('33 Live Landing Pages');
    expect(linksTo(html, '#industries').length).toBeGreaterThanOrEqual(1);
    expect(linksTo(html, '#cities')).toHaveLength(1);
    expect(t).toContain('Browse by Industry');
    expect(t).toContain('Browse by City');
  });

  it('lists the four trust bullets and the stats row', () => {
    const bullets = /<ul[^>]*aria-label="Why start today"[\s\S]*?<\/ul>/.exec(html)![0];
    expect(count(bullets, '<li')).toBe(4);
    for (const b of ['14-Day Free Trial', 'No Credit Card Required', 'Setup in 5 Minutes', 'Cancel Anytime']) expect(bullets).toContain(b);
    const t = text(html);
    for (const s of props.home.stats) {
      expect(html).toContain(`>${s.value}</dd>`);
      expect(t).toContain(s.label);
    }
  });

  it('has a card per category with its count, niches, accent and a View Solutions link to a real anchor', () => {
    const industries = elementById(html, 'industries')!;
    expect(countClass(industries, 'card')).toBe(facts.categories.length);
    for (const category of facts.categories) {
      expect(text(industries)).toContain(category.name);
      expect(text(industries)).toContain(`${category.pageCount} solution`);
      for (const niche of category.niches) expect(text(industries)).toContain(niche.name);
      expect(industries).toContain(ACCENTS[category.color].chip);
      expect(linksTo(industries, `#${category.anchor}`)).toHaveLength(1);
      expect(html).toContain(`id="${category.anchor}"`);
    }
    expect(count(text(industries), 'View Solutions')).toBe(facts.categories.length);
  });

  it('has a card per featured city and a compact list of the others', () => {
    const cities = elementById(html, 'cities')!;
    const featured = facts.cities.filter((c) => c.featured);
    expect(countClass(cities, 'card')).toBe(featured.length);
    for (const city of facts.cities) {
      expect(linksTo(cities, `#${city.anchor}`)).toHaveLength(1);
      expect(html).toContain(`id="${city.anchor}"`);
    }
    expect(text(cities)).toContain('2 pages');
    expect(text(cities)).toContain('More Florida cities');
    expect(text(cities)).toContain('St. Petersburg');
  });

  it('links every landing page from its category and its city in the directory', () => {
    for (const page of facts.pages) expect(linksTo(html, page.href).length, page.href).toBeGreaterThanOrEqual(2);
    for (const category of facts.categories) {
      const group = elementById(html, category.anchor)!;
      for (const page of category.niches.flatMap((n) => n.pages)) expect(linksTo(group, page.href)).toHaveLength(1);
    }
    for (const city of facts.cities) {
      const group = elementById(html, city.anchor)!;
      expect(count(group, '<a ')).toBe(city.pages.length);
    }
  });

  it('resolves every in-page anchor', () => {
    expectAnchorsResolve(html);
  });

  it('shows the testimonial and the closing CTA band', () => {
    const t = text(html);
    expect(t).toContain('It paid for itself.');
    expect(t).toContain('Rated 5 out of 5');
    expect(t).toContain('Start Free 14-Day Trial');
    const secondary = linksTo(html, '#industries').filter((tag) => tag.includes('band'));
    expect(secondary).toHaveLength(1);
    expect(t).toContain('Browse Solutions');
    expect(t).toContain('We earn a commission if you sign up through our links.');
  });

  it('sends Get Started Free and the primary CTA to the affiliate link in a new tab', () => {
    expect(text(html)).toContain('Get Started Free');
    for (const link of Object.values(props.affiliate)) expectAffiliateLinks(html, link.href, 1);
    expectNewTabLinksAnnounced(html);
  });

  it('has Industries, Cities and Support footer columns', () => {
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)![0];
    const t = text(footer);
    for (const heading of ['Industries', 'Cities', 'Support']) expect(t).toContain(heading);
    for (const category of facts.categories) expect(linksTo(footer, `#${category.anchor}`)).toHaveLength(1);
    for (const city of facts.cities) expect(linksTo(footer, `#${city.anchor}`)).toHaveLength(1);
    for (const label of ['Contact Us', 'Privacy Policy', 'Terms of Service']) expect(t).toContain(label);
    expect(t).toContain('© 2025 Acme Corp.');
  });

  it('gives every link a visible focus ring', () => {
    expectFocusRings(html);
  });

  describe('with hubs', () => {
    // Miami and the medical category have hub pages; the other cities and categories do not.
    const base = makeHomeProps();
    const medical = base.facts.categories[0];
    const facts = { ...base.facts, categories: [{ ...medical, hubHref: '/industries/medical/' }, ...base.facts.categories.slice(1)] };
    const hubbed = renderToStaticMarkup(
      <HomePage
        {...base}
        facts={facts}
        directory={homeDirectory(facts, (kind, key) => (kind === 'city' && key === 'miami' ? '/crm-miami/' : undefined), 'CRM')}
      />,
    );

    it('sends city cards and footer links to the hub where there is one, and scrolls to the anchor otherwise', () => {
      const cities = elementById(hubbed, 'cities')!;
      const miami = linksTo(cities, '/crm-miami/');
      expect(miami).toHaveLength(1);
      expect(miami[0]).not.toContain('data-smooth-scroll');
      expect(linksTo(cities, '#city-miami')).toHaveLength(0);
      expect(linksTo(cities, '#city-orlando')[0]).toContain('data-smooth-scroll');
      const footer = /<footer[\s\S]*<\/footer>/.exec(hubbed)![0];
      expect(linksTo(footer, '/crm-miami/')).toHaveLength(1);
      expect(linksTo(footer, '/industries/medical/')).toHaveLength(1);
      expect(linksTo(footer, '#city-orlando')).toHaveLength(1);
      expectAnchorsResolve(hubbed);
    });
  });
});
