// A hub is a page in its own right: cards grouped (niche hubs by county, city
// hubs by category) with counts, an introduction from site.yaml hubs.intros or a
// generated one, the city's sourced facts, and a call to action with its disclosure.
import { beforeAll, describe, expect, it } from 'vitest';
import { editFile, readHtml, writeFile } from '../helpers.js';
import { buildSite, type BuiltSite } from '../support/site.js';
import { text } from '../templates/html.js';

// Two more dentist pages (one in a county already served) and a plumber in Miami, so groups hold more than one card.
function grow(dir: string, hubs = '  minEntries: 2'): void {
  editFile(dir, 'cities.yaml', (t) => `${t.trimEnd()}\n  - { slug: clearwater, name: Clearwater, county: Pinellas }\n`);
  writeFile(dir, 'pages/dentist-crm-st-petersburg.yaml', 'niche: dentist\ncity: St. Petersburg\n');
  writeFile(dir, 'pages/dentist-crm-clearwater.yaml', 'niche: dentist\ncity: Clearwater\n');
  writeFile(dir, 'pages/plumber-crm-miami.yaml', 'niche: plumber\ncity: Miami\n');
  editFile(dir, 'site.yaml', (t) => `${t.trimEnd()}\nhubs:\n${hubs}\n`);
}

/** The <main> of a built page. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** Each group card: its <h2> text, its count line and its link targets. */
function groupsOf(html: string): { heading: string; count: string; hrefs: string[] }[] {
  return [
    ...mainOf(html).matchAll(
      /<li id="[^"]*" class="flex"><div class="card w-full">([\s\S]*?)<\/div><\/li>|<li class="flex"><div class="card w-full">([\s\S]*?)<\/div><\/li>/g,
    ),
  ].map((m) => {
    const card = m[1] ?? m[2];
    return {
      heading: text(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(card)?.[1] ?? '').trim(),
      count: text(/<p class="text-sm font-medium text-muted-foreground">([\s\S]*?)<\/p>/.exec(card)![1]),
      hrefs: [...card.matchAll(/<a href="([^"]+)"/g)].map((a) => a[1]),
    };
  });
}

/** The closing band: its text, its outbound link and the disclosure inside it. */
function ctaOf(html: string): { text: string; href: URL; rel: string; disclosure: string } {
  const band = /<section aria-labelledby="cta-title"[\s\S]*?<\/section>/.exec(html)![0];
  const link = /<a [^>]*href="([^"]+)" target="_blank" rel="([^"]+)"/.exec(band)!;
  return {
    text: text(band),
    href: new URL(link[1].replaceAll('&amp;', '&')),
    rel: link[2],
    disclosure: text(/<p data-disclosure=""[^>]*>([\s\S]*?)<\/p>/.exec(band)![1]),
  };
}

describe('hub pages, generated introductions', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(['--quiet'], (dir) => grow(dir));
    expect(site.code, site.stderr).toBe(0);
  }, 60_000);

  it('groups a niche hub by county, each card with its count, and sums them beside the intro', () => {
    const hub = readHtml(site.out, 'dentist-crm/index.html');
    expect(groupsOf(hub)).toEqual([
      { heading: 'Hillsborough County', count: '1 city', hrefs: ['/dentist-crm-tampa/'] },
      { heading: 'Miami-Dade County', count: '1 city', hrefs: ['/dentist-crm-miami/'] },
      // Two places in Pinellas make a county hub: the card's heading links to it.
      { heading: 'Pinellas County', count: '2 cities', hrefs: ['/crm-pinellas-county/', '/dentist-crm-clearwater/', '/dentist-crm-st-petersburg/'] },
    ]);
    const main = text(mainOf(hub));
    expect(main).toContain('At a glance 4 city pages 3 counties');
    // The summary links to each group's card.
    expect(hub).toContain('<a href="#group-pinellas-county"');
    expect(hub).toContain('<li id="group-pinellas-county"');
  });

  it('writes a niche hub intro from its content when the hub has none of its own', () => {
    const main = text(mainOf(readHtml(site.out, 'dentist-crm/index.html')));
    expect(main).toContain('Dental CRM pages for Dentists in 4 Florida cities across 3 counties: pick yours to see how the test CRM answers leads');
  });

  it('groups a city hub by category, with counts, its county in the intro and its sourced facts', () => {
    const hub = readHtml(site.out, 'crm-miami/index.html');
    expect(groupsOf(hub)).toEqual([
      { heading: 'Medical & Healthcare', count: '1 page', hrefs: ['/dentist-crm-miami/'] },
      { heading: 'Home Services', count: '1 page', hrefs: ['/plumber-crm-miami/'] },
    ]);
    const main = text(mainOf(hub));
    expect(main).toContain('Miami is in Miami-Dade County. CRM pages for 2 kinds of business in Miami');
    expect(main).toContain('At a glance 2 pages 2 industries');
    const facts = text(hub.slice(hub.indexOf('id="local-facts-title"')));
    expect(facts).toContain('Local facts: Miami');
    expect(facts).toContain('Population 442,241');
    expect(facts).toContain('County Miami-Dade County');
  });

  it('closes with a call to action: the affiliate link keeps the referral and carries the hub id, the disclosure beside it', () => {
    for (const [file, id] of [
      ['dentist-crm/index.html', 'dentist-crm'],
      ['crm-miami/index.html', 'crm-miami'],
    ]) {
      const cta = ctaOf(readHtml(site.out, file));
      expect(cta.href.origin + cta.href.pathname).toBe('https://crm.lpgen-test.dev/signup');
      expect(cta.href.searchParams.get('fp_ref'), file).toBe('test123');
      expect(cta.href.searchParams.get('fp_sid'), file).toBe(`${id}.cta`);
      expect(cta.rel).toBe('sponsored noopener');
      expect(cta.disclosure.length, file).toBeGreaterThan(10);
      expect(cta.text).toContain('Start Free 14-Day Trial');
    }
  });
});

describe('hub pages, introductions from site.yaml hubs.intros', () => {
  it('shows a hub its own paragraphs instead of the generated intro', async () => {
    const intros = [
      '  intros:',
      '    niche:',
      '      dentist: |',
      '        First paragraph about dentists,',
      '        on two lines.',
      '',
      '        Second paragraph.',
      '    city:',
      '      miami: Miami in our own words.',
    ];
    const site = await buildSite(['--quiet'], (dir) => grow(dir, ['  minEntries: 2', ...intros].join('\n')));
    expect(site.code, site.stderr).toBe(0);
    const niche = mainOf(readHtml(site.out, 'dentist-crm/index.html'));
    expect(niche).toContain('<p class="lead">First paragraph about dentists, on two lines.</p>');
    expect(niche).toContain('<p class="text-pretty text-muted-foreground">Second paragraph.</p>');
    expect(text(niche)).not.toContain('pick yours');
    const city = text(mainOf(readHtml(site.out, 'crm-miami/index.html')));
    expect(city).toContain('Miami in our own words.');
    expect(city).not.toContain('Miami is in Miami-Dade County');
    // Hubs without an intro of their own keep the generated one.
    expect(text(mainOf(readHtml(site.out, 'crm-st-petersburg/index.html')))).toContain('St. Petersburg is in Pinellas County.');
  }, 60_000);

  it('rejects an intro for a niche, city or category the content does not have, at file:line:col', async () => {
    const intros = [
      '  intros:',
      '    niche:',
      '      dentsit: Typo.',
      '    city:',
      '      atlantis: Nowhere.',
      '    category:',
      '      medical-healthcare: Fine.',
    ];
    const site = await buildSite([], (dir) => grow(dir, ['  minEntries: 2', ...intros].join('\n')));
    expect(site.code).toBe(1);
    expect(site.stderr).toMatch(/site\.yaml:\d+:\d+ +hubs\.intros\.niche\.dentsit: no niche "dentsit" \(did you mean "dentist"\?\)/);
    expect(site.stderr).toMatch(/site\.yaml:\d+:\d+ +hubs\.intros\.city\.atlantis: no city "atlantis"/);
    expect(site.stderr).toContain('2 errors in 1 file');
    expect(site.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('rejects an empty intro through the schema, located', async () => {
    const site = await buildSite([], (dir) => grow(dir, ['  minEntries: 2', '  intros:', '    niche:', '      dentist: ""'].join('\n')));
    expect(site.code).toBe(1);
    expect(site.stderr).toMatch(/site\.yaml:\d+:\d+ +hubs\.intros\.niche\.dentist/);
  }, 60_000);
});
