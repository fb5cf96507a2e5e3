import { describe, expect, it } from 'vitest';
import { mergeLayers } from '../../src/content/cascade.js';
import { fillPlaceholders } from '../../src/content/placeholders.js';
import { loadContent } from '../../src/content/load.js';
import { PageFile, ResolvedContent } from '../../src/content/schema.js';
import { copySite, editFile, fixturesDir } from '../helpers.js';
import path from 'node:path';

describe('mergeLayers', () => {
  it('lets later layers win, deep-merges objects, replaces lists, and null removes', () => {
    const merged = mergeLayers(
      { a: 1, obj: { x: 1, y: 1 }, list: [1, 2], t: { quote: 'q' } },
      { a: 2, obj: { y: 2 }, list: [3] },
      { t: null, extra: undefined },
    );
    expect(merged).toEqual({ a: 2, obj: { x: 1, y: 2 }, list: [3], t: null });
  });
});

describe('placeholders', () => {
  it('fills known placeholders in nested strings and keeps others', () => {
    expect(fillPlaceholders({ a: ['{city} {niche}'], b: '{other}' }, { city: 'Tampa', niche: 'Dental' })).toEqual({
      a: ['Tampa Dental'],
      b: '{other}',
    });
  });
});

describe('schema defaults', () => {
  it('defaults ctaText, trialNote and the testimonial rating', () => {
    const r = ResolvedContent.parse({
      heroHeadline: 'h',
      heroSubheadline: 's',
      painPoints: [{ title: 't', description: 'd' }],
      features: [{ title: 't', description: 'd' }],
      testimonial: { quote: 'q', author: 'a', business: 'b', location: 'l' },
    });
    expect(r.ctaText).toBe('Start Your Free 14-Day Trial');
    expect(r.testimonial?.rating).toBe(5);
    expect(r.heroImage).toBeNull();
    expect(r.localStats).toBeNull();
  });
  it('rejects unknown keys (strict objects)', () => {
    expect(PageFile.safeParse({ niche: 'dentist', city: 'Miami', heroHedline: 'x' }).success).toBe(false);
  });
});

describe('the cascade on a real fixture', () => {
  const content = loadContent(path.join(fixturesDir, 'valid'));
  const byRoute = (r: string) => content.pages.find((p) => p.route === r)!;
  it('fills a generic page from site defaults with niche and city swapped in', () => {
    const p = byRoute('/dentist-crm-miami');
    expect(p.heroHeadline).toBe('The CRM Built for Dentists in Miami');
    expect(p.heroSubheadline).toBe('Stop losing Dental leads in Miami-Dade County.');
    expect(p.ctaText).toBe('Start Your Free 14-Day Trial');
    expect(p.testimonial?.location).toBe('Miami, FL');
  });
  it('lets the niche preset override site defaults and remove the testimonial', () => {
    const p = byRoute('/plumber-crm-st-petersburg');
    expect(p.heroHeadline).toBe('Never Miss an Emergency Call in St. Petersburg');
    expect(p.testimonial).toBeNull();
  });
  it('lets the page override everything and derives the route from the city slug', () => {
    const p = byRoute('/plumber-crm-st-petersburg');
    expect(p.heroSubheadline).toBe('Custom copy for St. Petersburg plumbers.');
    expect(byRoute('/dentist-crm-tampa').ctaText).toBe('Start Free Trial');
  });
  it('fills SEO title and description templates per page', () => {
    const titles = content.pages.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(byRoute('/dentist-crm-tampa').title).toBe('Dental CRM in Tampa, FL | TestCRM');
  });
  it('changes every page when a site default changes', () => {
    const dir = copySite();
    editFile(dir, 'site.yaml', (t) => t.replace('The CRM Built for {audience}', 'Built for {audience}'));
    const c = loadContent(dir);
    expect(c.pages.find((p) => p.route === '/dentist-crm-miami')!.heroHeadline).toBe('Built for Dentists in Miami');
  });
});
