import { describe, expect, it } from 'vitest';
import { cityError, fillRoute, shellQuote, slugify } from '../../templates/lib/slug.js';

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
    expect(fillRoute('/{niche}-crm-{city}', { niche: 'plumber', city: 'st-petersburg' })).toBe('/plumber-crm-st-petersburg');
  });
  it('quotes for a POSIX shell', () => {
    expect(shellQuote('St. Petersburg')).toBe('"St. Petersburg"');
    expect(shellQuote('a"b$c`d\\e')).toBe('"a\\"b\\$c\\`d\\\\e"');
  });
});
