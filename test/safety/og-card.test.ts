// A social card cannot hang a build: laying out a headline or a brand costs
// what the card shows (three lines at most), whatever the length of the text.
// The cost is counted, not timed: every glyph and kerning pair the layout
// looks up goes through glyphs.js, so the count is the work done.
import { describe, expect, it, vi } from 'vitest';
import { fitLine, layoutHeadline } from '../../src/seo/og/card.js';
import { CARD_WIDTH } from '../../src/seo/og/card-text.js';
import { DrawableText } from '../../src/seo/og/drawable-text.js';
import { measure } from '../../src/seo/og/glyphs.js';

const lookups = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/seo/og/glyphs.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/seo/og/glyphs.js')>();
  return {
    ...real,
    glyph: (...args: Parameters<typeof real.glyph>) => (lookups.count++, real.glyph(...args)),
    kern: (...args: Parameters<typeof real.kern>) => (lookups.count++, real.kern(...args)),
  };
});

/** The card's text column: CARD_WIDTH less an 80 px margin each side. */
const TEXT_WIDTH = CARD_WIDTH - 160;
const LONG = 100_000;

/** How many glyph and kerning look-ups a call makes. */
function counted<T>(call: () => T): { lookups: number; result: T } {
  lookups.count = 0;
  const result = call();
  return { lookups: lookups.count, result };
}

/** A text that already fills the card many times over: any longer one must cost no more to lay out. */
const SHORT = 2_000;

describe('card layout of text of any length', () => {
  it.each([
    ['one 100,000-character word', 'x'.repeat(LONG)],
    ['100,000 characters of short words', 'word '.repeat(LONG / 5)],
    ['100,000 characters of accented letters', 'é'.repeat(LONG)],
  ])('a headline of %s costs what a card-filling one costs, in three lines ending in an ellipsis', (_, headline) => {
    const { lookups: baseline } = counted(() => layoutHeadline(headline.slice(0, SHORT)));
    const { lookups: cost, result } = counted(() => layoutHeadline(headline));
    expect(baseline).toBeGreaterThan(0);
    expect(cost).toBeLessThanOrEqual(baseline);
    expect(result.size).toBe(48);
    expect(result.lines).toHaveLength(3);
    expect(result.lines[2].at(-1)).toBe('…');
    expect(result.lines.flat().filter((c) => c === '…')).toHaveLength(1);
    for (const line of result.lines) expect(measure(line, result.size, 700)).toBeLessThanOrEqual(TEXT_WIDTH);
    expect(result.lines.map((l) => l.join('')).join('')).toMatch(new RegExp(`^${headline.slice(0, 10)}`));
  });

  it('a 100,000-character brand costs what a card-filling one costs, cut to one line with an ellipsis', () => {
    const { lookups: baseline } = counted(() => fitLine('x'.repeat(SHORT), 40, 700));
    const { lookups: cost, result } = counted(() => fitLine('x'.repeat(LONG), 40, 700));
    expect(baseline).toBeGreaterThan(0);
    expect(cost).toBeLessThanOrEqual(baseline);
    expect(result.at(-1)).toBe('…');
    expect(result.slice(0, -1).every((c) => c === 'x')).toBe(true);
    expect(measure(result, 40, 700)).toBeLessThanOrEqual(TEXT_WIDTH);
  });

  it('text that fits is laid out whole, without an ellipsis', () => {
    expect(fitLine('TestCRM', 40, 700).join('')).toBe('TestCRM');
    const headline = layoutHeadline('Fill Every Chair at Your Miami Dental Practice');
    expect(headline.lines.map((l) => l.join('')).join(' ')).toBe('Fill Every Chair at Your Miami Dental Practice');
  });
});

describe('the drawable characters, read piece by piece', () => {
  it('composes an accent that straddles the end of a piece, and collapses whitespace and left-out characters across it', () => {
    // The first piece would end between 'e' and its combining accent (code unit 256).
    const text = new DrawableText(`${'a'.repeat(255)}e\u0301 \t🦷\n b`, 700);
    expect(text.has(257)).toBe(true);
    expect(text.slice(254, 258)).toEqual(['a', 'é', ' ', 'b']);
    expect(text.has(258)).toBe(false);
  });

  it('reads no further than it is asked', () => {
    const text = new DrawableText(`  🦷 Dental ${'x'.repeat(LONG)}`, 700);
    expect(text.has(0)).toBe(true);
    expect(text.slice(0, 7)).toEqual([...'Dental ']);
    expect((text as unknown as { read: number }).read).toBeLessThan(1000);
  });
});
