// parseMerged skips parsing again what a cascade layer already parsed: its
// answer must be ResolvedContent's own, data (key order included) and errors.
import { describe, expect, it } from 'vitest';
import { mergeLayers } from '../../src/content/cascade.js';
import { PageDefaults, ResolvedContent } from '../../src/content/schema.js';
import { parseMerged } from '../../src/content/validate.js';

type Fields = Record<string, unknown>;

const item = (title: string) => ({ title, description: `${title} in {city}.` });
const testimonial = { quote: 'Fewer no-shows.', author: 'Ana', business: 'Ana Dental', location: '{city}, FL' };
const image = { src: '/hero/a.svg', darkSrc: '/hero/a-dark.svg', alt: 'A', width: 640, height: 480 };

/** Each layer parsed as the content load parses site, preset and page defaults, then merged. */
function cascade(...raw: Fields[]): { merged: Fields; layers: Fields[] } {
  const layers = raw.map((layer) => PageDefaults.parse(layer) as Fields);
  return { merged: mergeLayers(...layers), layers };
}

const cases: Record<string, Fields[]> = {
  'every field from one layer': [{ heroHeadline: 'H', heroSubheadline: 'S', painPoints: [item('P')], features: [item('F')], testimonial, heroImage: image }],
  'a page over its preset, defaults filled in': [{ heroHeadline: 'H', painPoints: [item('P')] }, { heroSubheadline: 'S {city}', features: [item('F')], ctaText: 'Go' }],
  // A deep-merged object is the cascade's own: its keys come in merge order until it is parsed.
  // A page's testimonial replaces the inherited one whole (cascade.ts ATOMIC), its keys as written.
  'a testimonial replacing the preset’s': [
    { heroHeadline: 'H', heroSubheadline: 'S', painPoints: [item('P')], features: [item('F')], testimonial: { ...testimonial, rating: 4 } },
    { testimonial: { date: '2025-03', ...testimonial, rating: 5, source: 'Google review' } },
  ],
  'a null removing an inherited image': [{ heroHeadline: 'H', heroSubheadline: 'S', painPoints: [item('P')], features: [item('F')], heroImage: image }, { heroImage: null }],
  'a hero image merged over the preset’s': [{ heroHeadline: 'H', heroSubheadline: 'S', painPoints: [item('P')], features: [item('F')], heroImage: image }, { heroImage: { src: '/hero/b.svg', alt: 'B', width: 10, height: 10 } }],
  'required fields missing': [{ heroHeadline: 'H' }, { features: [item('F')] }],
  'nothing set': [{}],
};

describe('parseMerged', () => {
  for (const [name, raw] of Object.entries(cases)) {
    it(`gives ResolvedContent's answer: ${name}`, () => {
      const { merged, layers } = cascade(...raw);
      const fast = parseMerged(ResolvedContent, merged, layers);
      const whole = ResolvedContent.safeParse(merged, { reportInput: true });
      expect(fast.success).toBe(whole.success);
      if (whole.success) expect(JSON.stringify(fast.data)).toBe(JSON.stringify(whole.data));
      else expect(fast.error?.issues).toEqual(whole.error.issues);
    });
  }

  it('puts a testimonial’s keys in the schema’s order, as a parse does', () => {
    const { merged, layers } = cascade(...cases['a testimonial replacing the preset’s']);
    const fast = parseMerged(ResolvedContent, merged, layers);
    expect(Object.keys(merged.testimonial as Fields)).toEqual(['quote', 'author', 'business', 'location', 'rating', 'source', 'date']);
    expect(Object.keys(fast.data!.testimonial!)).toEqual(['quote', 'author', 'business', 'location', 'rating', 'source', 'date']);
  });

  it('reports a value no layer parsed, instead of trusting it', () => {
    const { merged, layers } = cascade({ heroHeadline: 'H', heroSubheadline: 'S', painPoints: [item('P')], features: [item('F')] });
    const result = parseMerged(ResolvedContent, { ...merged, ctaText: 7n }, layers);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['ctaText']);
  });
});
