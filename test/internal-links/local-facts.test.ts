// The local-facts block shows only what content/cities.yaml holds, and the
// nearest served cities with rounded distances from the grid index.
import { describe, expect, it } from 'vitest';
import type { CityFactsT } from '../../src/content/schema.js';
import { cityFigures, localFactsFinder, miles } from '../../src/internal-links/local-facts.js';

const place = (slug: string, name: string, extra: Partial<CityFactsT> = {}): CityFactsT => ({ slug, name, county: 'Test', ...extra });

const cities = [
  place('miami', 'Miami', { county: 'Miami-Dade', population: 442241, households: 180676, medianHouseholdIncome: 47860, lat: 25.7743, lon: -80.1937 }),
  place('hialeah', 'Hialeah', { population: 223109, lat: 25.8576, lon: -80.2781 }),
  place('orlando', 'Orlando', { lat: 28.5383, lon: -81.3792 }),
  place('tampa', 'Tampa', { lat: 27.9475, lon: -82.4584 }),
  place('nowhere', 'Nowhere'),
];

describe('local facts', () => {
  it('lists the figures the dataset has, formatted, and leaves the others out', () => {
    expect(cityFigures(cities[0])).toEqual([
      { label: 'County', value: 'Miami-Dade County' },
      { label: 'Population', value: '442,241' },
      { label: 'Households', value: '180,676' },
      { label: 'Median household income', value: '$47,860' },
    ]);
    expect(cityFigures(cities[4])).toEqual([{ label: 'County', value: 'Test County' }]);
  });

  it("cites each figure with the entry's own source, else the file's, and never the long statement", () => {
    const cited = place('doral', 'Doral', { population: 75874, households: 24000, citations: { population: { source: '2020 Census' } } });
    const file = { county: { source: 'GeoNames', sourceUrl: 'https://www.geonames.org' }, population: { source: 'GeoNames estimate' } };
    expect(cityFigures(cited, file)).toEqual([
      { label: 'County', value: 'Test County', source: 'GeoNames', sourceUrl: 'https://www.geonames.org' },
      { label: 'Population', value: '75,874', source: '2020 Census' },
      { label: 'Households', value: '24,000' },
    ]);
    const find = localFactsFinder({ cities: [cited], served: ['doral'], citations: file });
    expect(find('doral')!.facts[1]).toEqual({ label: 'Population', value: '75,874', source: '2020 Census' });
    expect(JSON.stringify(find('doral'))).not.toContain('statement');
  });

  it('rounds distances to whole miles, never to 0', () => {
    expect(miles(1.609344 * 16.4)).toBe('16 mi');
    expect(miles(0.3)).toBe('< 1 mi');
    expect(miles(1.609344 * 1234)).toBe('1,234 mi');
  });

  it('names the nearest served cities closest first, with a link only where a hub exists', () => {
    const find = localFactsFinder({
      cities,
      served: ['miami', 'hialeah', 'orlando', 'tampa', 'miami'],
      hrefOf: (slug) => (slug === 'tampa' ? '/crm-tampa/' : undefined),
      limit: 2,
    });
    const miami = find('miami')!;
    expect(miami.nearby.map((n) => n.name)).toEqual(['Hialeah', 'Orlando']);
    expect(miami.nearby[0].distance).toMatch(/^\d+ mi$/);
    expect(miami.nearby.every((n) => n.href === undefined)).toBe(true);
    expect(find('orlando')!.nearby).toEqual([expect.objectContaining({ name: 'Tampa', href: '/crm-tampa/' }), expect.objectContaining({ name: 'Hialeah' })]);
  });

  it('gives a city without coordinates its figures and no distances, and an unknown city nothing', () => {
    const find = localFactsFinder({ cities, served: ['miami', 'nowhere'] });
    expect(find('nowhere')).toEqual({ city: 'Nowhere', facts: [{ label: 'County', value: 'Test County' }], nearby: [] });
    expect(find('atlantis')).toBeUndefined();
  });
});
