import { describe, expect, it } from 'vitest';
import { closest, closestNamed, didYouMean } from '../../src/suggest.js';

describe('suggestions', () => {
  it('orders by edit distance, then by a longer shared prefix', () => {
    expect(closest('plumbr', ['plumber', 'dentist'])).toEqual(['plumber']);
    expect(closest('tamp', ['Tampa', 'Tamarac', 'Miami'])).toEqual(['Tampa', 'Tamarac']);
  });

  it('offers abbreviations that share a prefix although the distance is too far', () => {
    expect(closest('dentl', ['dentist', 'plumber'])).toEqual(['dentist']);
    expect(closest('xyz', ['dentist', 'plumber'])).toEqual([]);
  });

  it('matches other names of a thing and prints its id', () => {
    const presets = [
      { id: 'dentist', names: ['Dental', 'Dentists'] },
      { id: 'medspa', names: ['Med Spa', 'Aesthetic Clinics'] },
    ];
    expect(closestNamed('aesthetc-clinics', presets)).toEqual(['medspa']);
    expect(didYouMean('dentl', presets)).toBe(' (did you mean "dentist"?)');
    expect(didYouMean('zzzz', presets)).toBe('');
  });
});
