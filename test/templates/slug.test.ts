import { describe, expect, it } from 'vitest';
import { cityError, fillRoute, routeId, shellQuote, slugify } from '../../src/rules/slug.js';
import { exampleRoute } from '../../templates/admin/content.js';

describe('slugify', () => {
  it.each([
    ['St. Petersburg', 'st-petersburg'],
    ['Fort Lauderdale', 'fort-lauderdale'],
    ['  Port St. Lucie  ', 'port-st-lucie'],
    ['West Palm---Beach', 'west-palm-beach'],
    ['Doña Ana', 'dona-ana'],
    ["Coeur d'Alene", 'coeur-d-alene'],
    ['Miami 2', 'miami-2'],
    ['!!!', ''],
  ])('%s → %s', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});

describe('cityError', () => {
  it('rejects an empty city and one without letters', () => {
    expect(cityError('')).toMatch(/Enter a city/);
    expect(cityError('   ')).toMatch(/Enter a city/);
    expect(cityError('123')).toMatch(/letters/);
    expect(cityError('---')).toMatch(/letters/);
  });
  it('accepts a real city', () => {
    expect(cityError('St. Petersburg')).toBeNull();
  });
});

describe('fillRoute and shellQuote', () => {
  it('fills the route pattern', () => {
    expect(fillRoute('/{city}/{niche}-crm-{city}', { niche: 'dentist', city: 'miami' })).toBe('/miami/dentist-crm-miami');
    expect(fillRoute('/{niche}-crm-{city}', { niche: 'plumber', city: 'st-petersburg' })).toBe('/plumber-crm-st-petersburg');
  });
  it('quotes for a POSIX shell', () => {
    expect(shellQuote('St. Petersburg')).toBe('"St. Petersburg"');
    expect(shellQuote('a"b$c`d\\e')).toBe('"a\\"b\\$c\\`d\\\\e"');
  });
});

describe('routeId', () => {
  it('names the page id and file the same way in the engine and the admin worked example', () => {
    expect(routeId('/miami/dentist-crm-miami')).toBe('miami-dentist-crm-miami');
    // The admin bundle keeps its own inline copy (byte-identical bundle); this pins the two together.
    const example = exampleRoute('/{city}/{niche}-crm-{city}');
    expect(example.route).toBe('/tampa/fitness-crm-tampa');
    expect(example.file).toBe(`content/pages/${routeId(example.route)}.yaml`);
  });
});
