// The bundled content (content/) obeys the schema and the product spec.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_PLACEHOLDERS, PAGE_PLACEHOLDERS } from '../../src/content/schema.js';
import { contentDir, csvPath, loadContent, placeholders, readCsv, SPEC_ROUTES } from './helpers.js';

const { site, cities, niches, pages } = loadContent();
const csv = readCsv(csvPath);
const csvBySlug = new Map(csv.map((r) => [r.slug, r]));

const NICHE_SPECIFIC = ['plumber', 'hvac', 'accountant', 'contractor', 'electrician', 'landscaper', 'roofer', 'auto-repair', 'restaurant', 'salon'];
const CUSTOM_PAGES = ['/chiropractor-crm-fort-lauderdale', '/real-estate-crm-orlando'];
const byRoute = new Map(pages.map((p) => [p.route, p]));
const at = (route: string) => byRoute.get(route)!;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, name: string) => new RegExp(`\\b${escape(name)}\\b`, 'i').test(text);
const copyText = (p: (typeof pages)[number]['page']) =>
  [p.heroHeadline, p.heroSubheadline, ...p.painPoints.flatMap((i) => [i.title, i.description]),
    ...p.features.flatMap((i) => [i.title, i.description]), p.testimonial?.quote ?? '', p.testimonial?.business ?? ''].join('\n');
/** Numbers in a stat value: '$8,500' → 8500, '76.4%' → 76.4. */
const numbersIn = (value: string) => [...value.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
const csvNumbers = (slug: string) =>
  Object.entries(csvBySlug.get(slug) ?? {})
    .filter(([k]) => !['slug', 'source_year_notes', 'source_urls'].includes(k))
    .flatMap(([, v]) => numbersIn(v));

describe('routes', () => {
  it('has exactly the 34 spec routes, one file each', () => {
    expect(pages.map((p) => p.route).sort()).toEqual([...SPEC_ROUTES].sort());
  });
  it('names every page file {nicheSlug}-crm-{citySlug}', () => {
    for (const p of pages) expect(p.file.endsWith(`/pages/${p.nicheSlug}-crm-${p.citySlug}.yaml`), p.file).toBe(true);
  });
  it('has one niche preset per niche slug, each in a home category', () => {
    const slugs = [...new Set(SPEC_ROUTES.map((r) => r.slice(1).replace(/-crm-.*$/, '')))].sort();
    expect([...niches.keys()].sort()).toEqual(slugs);
    const categories = site.home.categories.map((c) => c.slug);
    for (const n of niches.values()) expect(categories).toContain(n.category);
    for (const c of categories) expect([...niches.values()].some((n) => n.category === c), c).toBe(true);
  });
});

describe.each(pages.map((p) => [p.route, p] as const))('%s', (_route, { page }) => {
  it('has six pain points, 9–10 features, a 5-star testimonial and three local stats', () => {
    expect(page.painPoints).toHaveLength(6);
    expect(page.features.length).toBeGreaterThanOrEqual(9);
    expect(page.features.length).toBeLessThanOrEqual(10);
    expect(page.testimonial?.rating).toBe(5);
    expect(page.localStats).toHaveLength(3);
  });
});

describe('placeholders', () => {
  it('uses only page placeholders in landing text and SEO templates', () => {
    const used = [site.defaults, site.seo, ...[...niches.values()].map((n) => n.defaults), ...pages.map((p) => p.source)].flatMap((v) => placeholders(v));
    expect(used.filter((k) => !(PAGE_PLACEHOLDERS as readonly string[]).includes(k))).toEqual([]);
  });
  it('uses only home placeholders in home text', () => {
    expect(placeholders(site.home).filter((k) => !(HOME_PLACEHOLDERS as readonly string[]).includes(k))).toEqual([]);
  });
  it('leaves no braces after filling', () => {
    for (const p of pages) expect(placeholders(p.page), p.route).toEqual([]);
  });
});

describe('SEO', () => {
  it('fills titles of at most 60 characters and descriptions of 120–160 naming the audience and city', () => {
    for (const p of pages) {
      const { title, description } = p.page;
      expect(title.length, title).toBeLessThanOrEqual(60);
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
      expect(description).toContain(p.source.city);
      expect(description).toContain(p.niche.audience);
    }
  });
});

describe('spec copy', () => {
  it('uses the short CTA only on the Orlando, Tampa and Jacksonville dentist pages', () => {
    const short = ['/dentist-crm-orlando', '/dentist-crm-tampa', '/dentist-crm-jacksonville'];
    for (const p of pages) {
      const expected = short.includes(p.route)
        ? { ctaText: 'Start Free Trial', trialNote: 'free trial' }
        : { ctaText: 'Start Your Free 14-Day Trial', trialNote: 'free 14-day trial' };
      expect({ ctaText: p.page.ctaText, trialNote: p.page.trialNote }, p.route).toEqual(expected);
    }
  });
  it('shows the spec stats on the dentist, Fort Lauderdale chiropractor and Orlando real estate pages', () => {
    expect(at('/dentist-crm-miami').page.localStats).toEqual([
      { label: 'Dental Practices in Miami-Dade', value: '500+' },
      { label: 'Average Patient Acquisition Cost', value: '$350' },
      { label: 'Typical No-Show Rate', value: '20%' },
    ]);
    for (const city of ['orlando', 'tampa', 'jacksonville'])
      expect(at(`/dentist-crm-${city}`).page.localStats).toEqual([
        { label: 'Market Opportunity', value: 'Growing' },
        { label: 'Competition Level', value: 'High' },
        { label: 'Digital Adoption', value: 'Increasing' },
      ]);
    expect(at('/chiropractor-crm-fort-lauderdale').page.localStats).toContainEqual({ label: 'Chiropractic Clinics in Broward', value: '400+' });
    expect(at('/real-estate-crm-orlando').page.localStats).toEqual([
      { label: 'Real Estate Agents in Orlando', value: '10,000+' },
      { label: 'Average Commission', value: '$8,500' },
      { label: 'Leads Lost Without Follow-Up', value: '78%' },
    ]);
  });
  it('gives the two custom pages their own hero, pain points, features and testimonial', () => {
    for (const route of CUSTOM_PAGES) {
      const { source } = at(route);
      for (const key of ['heroHeadline', 'heroSubheadline', 'painPoints', 'features', 'testimonial'] as const)
        expect(source[key], `${route} ${key}`).toBeTruthy();
    }
  });
  it('gives the ten niche-specific presets their own hero, pain points, features and testimonial', () => {
    for (const slug of NICHE_SPECIFIC) {
      const { defaults } = niches.get(slug)!;
      for (const key of ['heroHeadline', 'heroSubheadline', 'painPoints', 'features', 'testimonial'] as const)
        expect(defaults[key], `${slug} ${key}`).toBeTruthy();
    }
  });
  it('never names another niche in a hero', () => {
    for (const p of pages) {
      const hero = `${p.page.heroHeadline}\n${p.page.heroSubheadline}`;
      for (const [slug, n] of niches)
        if (slug !== p.source.niche) for (const name of [n.name, n.audience]) expect(mentions(hero, name), `${p.route}: ${name}`).toBe(false);
    }
  });
  it('never names another city in page copy', () => {
    for (const p of pages) {
      const text = copyText(p.page);
      // The CSV's cities: the dataset's 700+ places include names that are plain words ('Gulf Breeze').
      for (const c of cities.cities.filter((x) => csvBySlug.has(x.slug)))
        if (c.slug !== p.citySlug && !p.source.city.includes(c.name)) expect(mentions(text, c.name), `${p.route}: ${c.name}`).toBe(false);
    }
  });
});

describe('sourced figures', () => {
  it('takes every number in the niche-specific pages’ stats from the CSV row of that city', () => {
    for (const p of pages.filter((x) => NICHE_SPECIFIC.includes(x.source.niche))) {
      const allowed = csvNumbers(p.citySlug);
      for (const stat of p.page.localStats ?? []) for (const n of numbersIn(stat.value)) expect(allowed, `${p.route}: ${stat.value}`).toContain(n);
    }
  });
  it('invents no figures on the other pages either (CSV or spec figures only)', () => {
    const spec = new Set(['/dentist-crm-miami', '/real-estate-crm-orlando']);
    for (const p of pages.filter((x) => !spec.has(x.route))) {
      const allowed = [...csvNumbers(p.citySlug), ...(p.route === '/chiropractor-crm-fort-lauderdale' ? [400] : [])];
      for (const stat of p.page.localStats ?? []) for (const n of numbersIn(stat.value)) expect(allowed, `${p.route}: ${stat.value}`).toContain(n);
    }
  });
  it('keeps every CSV row in cities.yaml with all its figures, empty fields omitted', () => {
    const num = (v: string) => (v ? Number(v) : undefined);
    const expected = csv.map((r) =>
      Object.fromEntries(
        Object.entries({
          slug: r.slug, name: r.name, county: r.county, population: num(r.population_2020), households: num(r.households),
          housingUnits: num(r.housing_units), medianHouseholdIncome: num(r.median_household_income),
          medianHomeValue: num(r.median_home_value), ownerOccupiedRate: r.owner_occupied_rate || undefined, metro: r.metro || undefined,
        }).filter(([, v]) => v !== undefined),
      ),
    );
    expect(expected).toHaveLength(22);
    for (const row of expected) {
      const entry = cities.cities.find((c) => c.slug === row.slug);
      expect(entry, String(row.slug)).toMatchObject(row);
      for (const key of ['housingUnits', 'medianHouseholdIncome', 'medianHomeValue', 'ownerOccupiedRate', 'metro', 'households'] as const)
        if (!(key in row)) expect(entry?.[key], `${row.slug} ${key}`).toBeUndefined();
    }
  });
});

describe('site and assets', () => {
  it('sets the spec constants', () => {
    expect(site.pricing).toMatchObject({ price: 97, period: 'month', trialDays: 14 });
    expect(site.pricing.bullets).toHaveLength(6);
    expect(new URL(site.affiliate.url).searchParams.get(site.affiliate.referralParam)).toBeTruthy();
    expect(site.theme).toEqual({ default: 'light', switchable: false });
    expect(site.home.featuredCities.every((s) => cities.cities.some((c) => c.slug === s))).toBe(true);
    expect(site.home.testimonial.rating).toBe(5);
    expect(site.admin.examples.every((r) => byRoute.has(r))).toBe(true);
  });
  it('points every hero image at a small self-contained SVG, and leaves some pages on the placeholder', () => {
    const withImage = pages.filter((p) => p.page.heroImage);
    expect(withImage.length).toBeGreaterThanOrEqual(2);
    expect(withImage.length).toBeLessThan(pages.length);
    for (const { page } of withImage) {
      const file = join(contentDir, 'public', page.heroImage!.src);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(8_000);
      const svg = readFileSync(file, 'utf8');
      expect(svg).not.toMatch(/(?:href|src)\s*=|url\(\s*['"]?(?:https?:)?\/\//);
    }
  });
});
