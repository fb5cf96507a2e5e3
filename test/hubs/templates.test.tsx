// The hub page and the landing page's new link sections, rendered from hand-made view models.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HubProps } from '../../src/model.js';
import { HubPage } from '../../templates/HubPage.js';
import { LandingPage } from '../../templates/LandingPage.js';
import { expectFocusRings, expectHeadingOutline, expectUniqueIds } from '../templates/assertions.js';
import { AFFILIATE, makeAffiliate, makeLandingProps, makeLink, makeSite } from '../templates/fixtures.js';
import { count, linksTo, text } from '../templates/html.js';

const facts = {
  city: 'Miami',
  facts: [
    { label: 'County', value: 'Miami-Dade County', source: 'GeoNames', sourceUrl: 'https://www.geonames.org' },
    { label: 'Population', value: '442,241', source: '2020 Census' },
  ],
  nearby: [
    { name: 'Hialeah', distance: '8 mi', href: '/crm-hialeah/' },
    { name: 'Doral', distance: '12 mi' },
  ],
};

const hubProps: HubProps = {
  site: makeSite(),
  affiliate: makeAffiliate('hub', 'dentist-crm'),
  hub: {
    kind: 'niche',
    href: '/dentist-crm/',
    heading: 'CRM for Dentists in Florida',
    intro: ['Fill the schedule.', 'Dental CRM pages for 3 Florida cities across 2 counties.'],
    summary: ['3 city pages', '2 counties'],
    crumbs: [
      { name: 'Home', href: '/' },
      { name: 'Medical & Healthcare', href: '/industries/medical/' },
      { name: 'Dental CRM in Florida', href: '/dentist-crm/' },
    ],
    groups: [
      {
        id: 'group-miami-dade-county',
        heading: 'Miami-Dade County',
        count: '2 cities',
        links: [
          { label: 'Miami', href: '/dentist-crm-miami/' },
          { label: 'Hialeah', href: '/dentist-crm-hialeah/' },
        ],
      },
      {
        id: 'group-orange-county',
        heading: 'Orange County',
        count: '1 city',
        links: [{ label: 'Orlando', href: '/dentist-crm-orlando/', note: 'For Dentists' }],
      },
    ],
    cta: { title: 'Ready to Grow Your Dental Business in Florida?', text: 'Set up the test CRM in minutes.', label: 'Start Free Trial' },
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

  it('lists every entry under its group heading with its count, and the footer Solutions', () => {
    for (const href of ['/dentist-crm-miami/', '/dentist-crm-hialeah/', '/dentist-crm-orlando/']) expect(linksTo(html, href)).toHaveLength(1);
    expect(text(html)).toContain('Miami-Dade County 2 cities Miami Hialeah');
    expect(text(html)).toContain('For Dentists');
    expect(linksTo(html.slice(html.indexOf('<footer')), '/industries/medical/')).toHaveLength(1);
  });

  it('shows every intro paragraph, the summary, and a link to each group', () => {
    expect(html).toContain('<p class="lead">Fill the schedule.</p>');
    expect(text(html)).toContain('At a glance 3 city pages 2 counties');
    expect(linksTo(html, '#group-orange-county')).toHaveLength(1);
    expect(html).toContain('<li id="group-orange-county"');
  });

  it('closes with the affiliate call to action and the disclosure beside it', () => {
    const band = /<section aria-labelledby="cta-title"[\s\S]*?<\/section>/.exec(html)![0];
    expect(band).toContain(`href="${AFFILIATE.replace('&', '&amp;')}dentist-crm.cta" target="_blank" rel="sponsored noopener"`);
    expect(band).toContain('data-disclosure=""');
    expect(text(band)).toContain(hubProps.site.disclosure);
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

  it('shows sourced facts, each citing its own source, and distances; the nearest city links to its hub', () => {
    const block = text(html.slice(html.indexOf('local-facts-title')));
    expect(block).toContain('442,241');
    expect(block).toContain('Hialeah (8 mi)');
    expect(block).toContain('Doral (12 mi)');
    // The .facts and .near rules in styles.css style these shapes: a label <span>, then its value <span>, then its source.
    expect(html).toContain('<li><span>Population</span><span>442,241</span><small class="text-xs text-muted-foreground">Source: 2020 Census</small></li>');
    expect(html).toContain('Source: <a href="https://www.geonames.org" class="text-link underline">GeoNames</a>');
    expect(block).not.toContain('Sources of these figures');
    expect(html).toContain('<li><span>Doral</span><span>(12 mi)</span></li>');
    expect(linksTo(html, '/crm-hialeah/')).toHaveLength(1);
  });

  it('tops up an empty footer Solutions list with hub links', () => {
    const footer = html.slice(html.indexOf('<footer'));
    expect(text(footer)).toContain('Solutions');
    expect(linksTo(footer, '/dentist-crm/')).toHaveLength(1);
  });
});
