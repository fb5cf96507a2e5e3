import { describe, expect, it } from 'vitest';
import { createLocator, formatPath } from '../../src/content/locate.js';

const yaml = `niche: dentist
city: Miami
painPoints:
  - title: One
    description: First
  - title: 2
    descripton: typo
`;

describe('locate', () => {
  const loc = createLocator(yaml);
  it('points at the key of a nested field', () => {
    expect(loc.at(['painPoints', 1, 'title'])).toEqual({ line: 6, col: 5 });
  });
  it('points at the parent for a missing key', () => {
    expect(loc.at(['painPoints', 1, 'description'])).toEqual({ line: 6, col: 5 });
    expect(loc.at(['heroHeadline'])).toEqual({ line: 1, col: 1 });
  });
  it('points at the key for an unrecognized key', () => {
    expect(loc.keyAt(['painPoints', 1], 'descripton')).toEqual({ line: 7, col: 5 });
  });
  it('formats field paths as a user writes them', () => {
    expect(formatPath(['painPoints', 2, 'title'])).toBe('painPoints[2].title');
    expect(formatPath([])).toBe('');
  });
  it('draws a code frame with a caret under the column', () => {
    const frame = loc.frame({ line: 7, col: 5 });
    expect(frame).toContain('> 7 |     descripton: typo');
    expect(frame.split('\n')[3]).toMatch(/^\s+\|     \^$/);
  });
});
