// Provenance: the cascade notes which layer supplied each field, and from it
// lpgen knows a page's own share of its copy (a city swap stays inherited),
// counts its sourced local facts, and tells `lpgen new` what to rewrite.
import { describe, expect, it } from 'vitest';
import { layerOf, mergeLayers, mergeWithProvenance } from '../../src/content/cascade.js';
import { loadContent, type PageData } from '../../src/content/load.js';
import { localFacts, ownShare, ownShareUnder, wordCounter } from '../../src/check/provenance.js';
import { countWords, words } from '../../src/check/similarity.js';
import { copySite, editFile, runCli, writeFile } from '../helpers.js';

const pageOf = (dir: string, route: string): PageData => loadContent(dir).pages.find((p) => p.route === route)!;
const cityOf = (dir: string, slug: string) => loadContent(dir).cities.find((c) => c.slug === slug);

/** Copy of its own for a page: headline, subheadline and pain points written for it. */
const OWN_COPY = [
  'heroHeadline: Tampa Bay dentists fill Saturday chairs with text reminders',
  'heroSubheadline: Hillsborough practices between Westshore and Brandon lose most new-patient calls after six in the evening.',
  'painPoints:',
  '  - { title: Snowbird season, description: Winter visitors book cleanings in January and vanish from the schedule by April. }',
  '  - { title: Bridge traffic, description: Patients crossing the Howard Frankland arrive late and the whole afternoon slips. }',
  '  - { title: Hurricane closures, description: A storm week empties the book and nobody calls the cancelled patients back. }',
].join('\n');

describe('the cascade records provenance', () => {
  const site = { heroHeadline: 'S', painPoints: [{ title: 'a' }], heroImage: { src: '/s.svg', alt: 'A', width: 1 } };
  const niche = { heroHeadline: 'N', heroImage: { alt: 'B' }, testimonial: { quote: 'Q', author: 'A', location: '{city}', illustrative: true } };
  const page = {
    heroImage: { width: 2 },
    testimonial: { quote: 'Real', author: 'R', location: 'Tampa', source: 'Google review', date: '2025-03' },
    ctaText: 'Go',
  };

  it('notes the layer of every value, per key inside merged objects, and merges exactly like mergeLayers', () => {
    const { merged, provenance } = mergeWithProvenance([
      ['site', site],
      ['niche', niche],
      ['page', page],
    ]);
    expect(merged).toEqual(mergeLayers(site, niche, page));
    expect(provenance).toEqual({
      heroHeadline: 'niche',
      painPoints: 'site',
      'heroImage.src': 'site',
      'heroImage.alt': 'niche',
      'heroImage.width': 'page',
      'testimonial.quote': 'page',
      'testimonial.author': 'page',
      'testimonial.location': 'page',
      'testimonial.source': 'page',
      'testimonial.date': 'page',
      ctaText: 'page',
    });
    // A testimonial replaces the inherited one whole: no `illustrative: true` from the niche under the page's real quote.
    expect(merged.testimonial).toEqual(page.testimonial);
    // A list's items belong to the layer that set the list (lists replace).
    expect(layerOf(provenance, 'painPoints')).toBe('site');
    expect(layerOf(provenance, 'trialNote')).toBeUndefined();
  });

  it('leaves the layers unchanged (they are shared by every page of the site)', () => {
    const before = JSON.stringify([site, niche, page]);
    mergeWithProvenance([
      ['site', site],
      ['niche', niche],
      ['page', page],
    ]);
    mergeLayers(site, niche, page);
    expect(JSON.stringify([site, niche, page])).toBe(before);
  });

  it('a later null or list replaces the whole value, and the later layer owns it', () => {
    const { merged, provenance } = mergeWithProvenance([
      ['site', site],
      ['page', { testimonial: null, painPoints: [{ title: 'own' }] }],
    ]);
    expect(merged.testimonial).toBeNull();
    expect(provenance).toEqual({
      heroHeadline: 'site',
      'heroImage.src': 'site',
      'heroImage.alt': 'site',
      'heroImage.width': 'site',
      painPoints: 'page',
      testimonial: 'page',
    });
    expect(layerOf(provenance, 'painPoints')).toBe('page');
  });
});

describe('counting words', () => {
  it('countWords agrees with words() on numbers, apostrophes, abbreviations and non-Latin text', () => {
    const texts = [
      "384,959 residents in St. Petersburg's owner-occupied homes",
      'Café — naïve résumé; 日本語 text, 𝒳 math.',
      "'quoted', end.",
      ' ',
      'a.b,c’d',
      '99%',
      '',
    ];
    for (const t of texts) expect(countWords(t), t).toBe(words(t).length);
    const count = wordCounter();
    expect([count(texts[0]), count(texts[0])]).toEqual([8, 8]);
  });
});

describe('own share of a page’s copy', () => {
  it('a page that only swaps the city owns none of its copy, though {city} made its text differ', () => {
    const dir = copySite();
    const tampa = pageOf(dir, '/dentist-crm-tampa');
    expect(tampa.heroHeadline).toContain('Tampa'); // the filled-in copy does mention the city…
    const share = ownShare(tampa);
    expect(share.ownWords).toBe(0); // …but every word is inherited
    expect(share.share).toBe(0);
    expect(share.inherited.map((f) => f.field)).toEqual(['painPoints', 'features', 'testimonial', 'heroHeadline', 'heroSubheadline']);
    expect(share.inherited.every((f) => f.from === 'site')).toBe(true);
  });

  it('counts a page’s own headline and pain points as its own, and a field from its niche preset as the niche’s', () => {
    const dir = copySite();
    writeFile(dir, 'pages/dentist-crm-tampa.yaml', `niche: dentist\ncity: Tampa\n${OWN_COPY}\n`);
    const share = ownShare(pageOf(dir, '/dentist-crm-tampa'));
    expect(share.share).toBeGreaterThan(0.6);
    expect(share.inherited.map((f) => f.field)).toEqual(['features', 'testimonial']);
    const plumber = ownShare(pageOf(dir, '/plumber-crm-st-petersburg'));
    // plumber.yaml sets heroHeadline (and testimonial: null); the page sets heroSubheadline.
    expect(plumber.inherited.find((f) => f.field === 'heroHeadline')?.from).toBe('niche');
    expect(plumber.inherited.some((f) => f.field === 'heroSubheadline' || f.field === 'testimonial')).toBe(false);
    expect(plumber.ownWords).toBe(6); // 'Custom copy for St. Petersburg plumbers.'
  });

  /** A page with `own` and `inherited` texts (each a word count) in its headline, pain points and features. */
  const madeUp = (own: number[], inherited: number[]): PageData => {
    const text = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    const items = [...own.map((n) => ['page', n] as const), ...inherited.map((n) => ['niche', n] as const)];
    const [first, ...rest] = items;
    return {
      heroHeadline: first ? text(first[1]) : '',
      heroSubheadline: '',
      painPoints: rest.map(([, n]) => ({ title: text(n), description: '' })),
      features: [],
      provenance: { heroHeadline: first?.[0] ?? 'site', heroSubheadline: 'site', painPoints: rest[0]?.[0] ?? 'site', features: 'site' },
    } as unknown as PageData;
  };

  it('ownShareUnder answers as ownShare(page).share < min, at the boundary and without any copy', () => {
    const cases: [number[], number[], number][] = [
      [[1], [4], 0.2], // share exactly 0.2: not under
      [[1], [5], 0.2],
      [[], [], 0.2], // no copy: share 0
      [[], [], 0],
      [[3, 4], [], 0.9],
      [[0, 0], [], 0.1], // own texts without a word
      [[2, 2, 2], [10], 0.3],
    ];
    for (const [own, inherited, min] of cases) {
      // Pain points share one provenance entry: all own or all inherited.
      const page = own.length > 1 && inherited.length > 0 ? madeUp(own, []) : madeUp(own, inherited);
      expect(ownShareUnder(page, min), JSON.stringify([own, inherited, min])).toBe(ownShare(page).share < min);
    }
    const dir = copySite();
    writeFile(dir, 'pages/dentist-crm-tampa.yaml', `niche: dentist\ncity: Tampa\n${OWN_COPY}\n`);
    const count = wordCounter();
    for (const page of loadContent(dir).pages) {
      for (const min of [0, 0.05, 0.2, 0.5, 0.61, 0.9, 1]) expect(ownShareUnder(page, min, count), `${page.route} ${min}`).toBe(ownShare(page).share < min);
    }
  });
});

describe('sourced local facts', () => {
  it('counts localStats plus the figures the city has in cities.yaml, never a missing one', () => {
    const dir = copySite();
    // Tampa's entry has a county and nothing else; Miami's a county and a population.
    expect(localFacts(pageOf(dir, '/dentist-crm-tampa'), cityOf(dir, 'tampa'))).toBe(1);
    expect(localFacts(pageOf(dir, '/dentist-crm-miami'), cityOf(dir, 'miami'))).toBe(3 + 2);
    editFile(dir, 'cities.yaml', (t) => t.replace('county: Hillsborough }', 'county: Hillsborough, population: 384959, households: 160000 }'));
    expect(localFacts(pageOf(dir, '/dentist-crm-tampa'), cityOf(dir, 'tampa'))).toBe(3);
  });

  it('a figure shown both as a local stat and in cities.yaml counts once', () => {
    const dir = copySite();
    writeFile(
      dir,
      'pages/dentist-crm-miami.yaml',
      "niche: dentist\ncity: Miami\nlocalStats:\n  - { label: Residents, value: '442,241' }\n  - { label: County, value: Miami-Dade County }\n",
    );
    expect(localFacts(pageOf(dir, '/dentist-crm-miami'), cityOf(dir, 'miami'))).toBe(2);
  });

  it('a place missing from cities.yaml has only its local stats', () => {
    const dir = copySite();
    expect(localFacts(pageOf(dir, '/dentist-crm-miami'), undefined)).toBe(3);
  });
});

describe('lpgen new names the fields to rewrite', () => {
  it('lists the inherited copy fields, most words first, with the layer they come from', async () => {
    const dir = copySite();
    // The preset's own long feature list outweighs the site's pain points.
    const features = Array.from(
      { length: 6 },
      (_, i) => `    - { title: Feature ${i}, description: 'A long description of feature number ${i} for {audience} in {city}.' }`,
    ).join('\n');
    editFile(dir, 'niches/dentist.yaml', (t) => `${t}defaults:\n  features:\n${features}\n`);
    const r = await runCli(['new', '--niche', 'dentist', '--city', 'St. Petersburg', '--content', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^ {2}like {3}\/dentist-crm-st-petersburg is \d+% like \/dentist-crm-(miami|tampa), 0% own copy; rewrite first: features \(\d+ words, niche preset\), painPoints \(\d+ words, site defaults\), /m,
    );
  });

  it('names them for a page like no other too (a new niche with its own copy)', async () => {
    const dir = copySite();
    const words = (from: number, n: number) => Array.from({ length: n }, (_, i) => `yw${(from + i).toString(36)}`).join(' ');
    const items = (from: number) =>
      Array.from({ length: 4 }, (_, i) => `    - { title: ${words(from + 100 * i, 2)}, description: ${words(from + 100 * i + 10, 20)} }`).join('\n');
    writeFile(
      dir,
      'niches/yoga.yaml',
      `name: Yoga\naudience: Yoga Studios\ncategory: home-services\ndefaults:\n  heroHeadline: ${words(1, 8)}\n  heroSubheadline: ${words(20, 20)}\n  painPoints:\n${items(1000)}\n  features:\n${items(2000)}\n  testimonial: null\n`,
    );
    const r = await runCli(['new', '--niche', 'yoga', '--city', 'Miami', '--content', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^ {2}like {3}\/yoga-crm-miami is like no other page, 0% own copy; rewrite first: painPoints \(88 words, niche preset\), features \(88 words, niche preset\), heroSubheadline \(20 words, niche preset\), heroHeadline \(8 words, niche preset\)$/m,
    );
  });
});
