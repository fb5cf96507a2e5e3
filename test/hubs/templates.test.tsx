// The hub page and the landing page's new link sections, rendered from hand-made view models.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HubProps } from '../../src/model.js';
import { HubPage } from '../../templates/HubPage.js';
import { LandingPage } from '../../templates/LandingPage.js';
import { expectFocusRings, expectHeadingOutline, expectUniqueIds } from '../templates/assertions.js';
import { makeAffiliate, makeLandingProps, makeLink, makeSite } from '../templates/fixtures.js';
import { count, linksTo, text } from '../templates/html.js';

const facts = {
  city: 'Miami',
  facts: [
    { label: 'County', value: 'Miami-Dade County' },
    { label: 'Population', value: '442,241' },
  ],
  nearby: [
    { name: 'Hialeah', distance: '8 mi', href: '/crm-hialeah/' },
    { name: 'Doral', distance: '12 mi' },
  ],
  source: 'Test dataset (2020 Census)',
};

const hubProps: HubProps = {
  site: makeSite(),
  affiliate: makeAffiliate('hub', 'dentist-crm'),
  hub: {
    kind: 'niche',
    href: '/dentist-crm/',
    heading: 'CRM for Dentists in Florida',
    intro: 'Fill the schedule. Dental CRM pages for 3 Florida cities in 2 counties.',
    crumbs: [
      { name: 'Home', href: '/' },
      { name: 'Medical & Healthcare', href: '/industries/medical/' },
      { name: 'Dental CRM in Florida', href: '/dentist-crm/' },
    ],
    groups: [
      { heading: 'Miami-Dade County', links: [{ label: 'Miami', href: '/dentist-crm-miami/' }, { label: 'Hialeah', href: '/dentist-crm-hialeah/' }] },
      { heading: 'Orange County', links: [{ label: 'Orlando', href: '/dentist-crm-orlando/', note: 'For Dentists' }] },
    ],
  },
  solutions: [{ label: 'Medical & Healthcare', href: '/industries/medical/' }],
};

describe('HubPage', () => {
  const html = renderToStaticMarkup(<HubPage {...hubProps} />);

  it('has the landmarks, one h1 and headings in order', () => {
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toContain('<main id="main">');
    expect(html).toMatch(/<footer[\s>]/);
    expect(count(html, '<h1')).toBe(1);
    expectHeadingOutline(html);
    expectUniqueIds(html);
    expectFocusRings(html);
  });

  it('shows the trail with the page itself as the current, unlinked crumb', () => {
    const trail = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(html)![0];
    expect(linksTo(trail, '/')).toHaveLength(1);
    expect(linksTo(trail, '/industries/medical/')).toHaveLength(1);
    expect(linksTo(trail, '/dentist-crm/')).toHaveLength(0);
    expect(trail).toContain('<span aria-current="page"');
  });

  it('lists every entry under its group heading, and the footer Solutions', () => {
    for (const href of ['/dentist-crm-miami/', '/dentist-crm-hialeah/', '/dentist-crm-orlando/']) expect(linksTo(html, href)).toHaveLength(1);
    expect(text(html)).toContain('Miami-Dade County');
    expect(text(html)).toContain('For Dentists');
    expect(linksTo(html.slice(html.indexOf('<footer')), '/industries/medical/')).toHaveLength(1);
    // No call to action without its disclosure beside it: a hub has none.
    expect(html).not.toContain('crm.example.com/signup');
  });

  it('shows local facts only when the hub has them', () => {
    expect(html).not.toContain('Local facts');
    const city = renderToStaticMarkup(<HubPage {...hubProps} hub={{ ...hubProps.hub, kind: 'city', localFacts: facts }} />);
    expect(text(city)).toContain('Local facts: Miami');
  });
});

describe('LandingPage link sections', () => {
  const props = makeLandingProps();
  const html = renderToStaticMarkup(
    <LandingPage
      {...props}
      related={[]}
      crumbs={[
        { name: 'Home', href: '/' },
        { name: 'Dental CRM in Florida', href: '/dentist-crm/' },
        { name: 'Dental CRM in Miami', href: '/dentist-crm-miami' },
      ]}
      nearby={[makeLink('Dental', 'Hialeah'), makeLink('Dental', 'Doral')]}
      sameCity={[makeLink('Chiropractic', 'Miami')]}
      nicheHubHref="/dentist-crm/"
      cityHubHref="/crm-miami/"
      moreSolutions={[{ label: 'Dental CRM in Florida', href: '/dentist-crm/' }]}
      localFacts={facts}
    />,
  );

  it('keeps one h1, ordered headings, unique ids and focus rings with the new sections', () => {
    expect(count(html, '<h1')).toBe(1);
    expectHeadingOutline(html);
    expectUniqueIds(html);
    expectFocusRings(html);
  });

  it('lists nearby cities and other industries, each with its hub', () => {
    expect(text(html)).toContain('Dental in nearby cities');
    expect(text(html)).toContain('Other industries in Miami');
    expect(linksTo(html, '/dental-crm-hialeah')).toHaveLength(1);
    expect(linksTo(html, '/chiropractic-crm-miami')).toHaveLength(1);
    expect(linksTo(html, '/crm-miami/')).toHaveLength(1);
  });

  it('shows sourced facts, distances, and the source line; the nearest city links to its hub', () => {
    const block = text(html.slice(html.indexOf('local-facts-title')));
    expect(block).toContain('442,241');
    expect(block).toContain('Hialeah (8 mi)');
    expect(block).toContain('Doral (12 mi)');
    expect(block).toContain('Sources of these figures Test dataset (2020 Census)');
    // The .facts and .near rules in styles.css style these shapes: a label <span>, then its value <span>.
    expect(html).toContain('<li><span>Population</span><span>442,241</span></li>');
    expect(html).toContain('<li><span>Doral</span><span>(12 mi)</span></li>');
    expect(linksTo(html, '/crm-hialeah/')).toHaveLength(1);
  });

  it('tops up an empty footer Solutions list with hub links', () => {
    const footer = html.slice(html.indexOf('<footer'));
    expect(text(footer)).toContain('Solutions');
    expect(linksTo(footer, '/dentist-crm/')).toHaveLength(1);
  });
});
