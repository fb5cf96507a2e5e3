import { describe, expect, it } from 'vitest';
import { shareStrings } from '../../src/content/share-strings.js';

describe('shareStrings', () => {
  it('visits every string in nested objects and lists, keeping each value as it was', () => {
    const page = () => ({
      title: 'HVAC CRM in Miami',
      painPoints: [{ title: 'Missed calls', description: 'Leads go cold' }],
      testimonial: { quote: 'It works', name: 'Jordan Example', rating: 5 },
      tags: ['a', 'b', ['nested', 'a']],
      heroImage: null,
      count: 3,
      draft: false,
    });
    const pages = [page(), page(), { ...page(), title: 'HVAC CRM in Tampa' }];
    const table = new Map<string, string>();
    for (const p of pages) expect(shareStrings(p, table)).toBe(p);
    expect(pages).toEqual([page(), page(), { ...page(), title: 'HVAC CRM in Tampa' }]);
    expect([...table.keys()].sort()).toEqual(
      ['HVAC CRM in Miami', 'HVAC CRM in Tampa', 'It works', 'Jordan Example', 'Leads go cold', 'Missed calls', 'a', 'b', 'nested'].sort(),
    );
  });

  it('leaves values without strings alone', () => {
    expect(shareStrings(null)).toBeNull();
    expect(shareStrings(42)).toBe(42);
    expect(shareStrings({ n: [1, 2, { x: true }] })).toEqual({ n: [1, 2, { x: true }] });
  });
});
