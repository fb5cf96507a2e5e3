// The Document's answer for every top-level scalar that content/top-level.ts places from its key's line.
import { expect } from 'vitest';
import type { Locator } from '../../src/content/locate.js';
import { topLevelOf, topLevelTextAt } from '../../src/content/top-level.js';

/**
 * Asks topLevelTextAt for a few needles in each top-level string of `data` (parsed from `text`); where it answers
 * (rather than handing back to the locator), the answer must be `full`'s (the Document's) textAt, or its position
 * of the key when the value does not hold the needle. Returns how many answers it gave.
 */
export function compareTopLevel(text: string, data: unknown, full: Locator, file: string): number {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return 0;
  const top = topLevelOf(text, Object.keys(data));
  if (!top) return 0;
  let placed = 0;
  top.keys.forEach((key, i) => {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value !== 'string') return;
    for (const needle of [value.slice(0, 3), value.slice(-2), ' ', '#', '{city}', value]) {
      if (!needle) continue;
      const pos = topLevelTextAt(text, top, i, needle);
      if (!pos) continue;
      placed++;
      expect(pos, `${file} ${key} ${JSON.stringify(needle)} top level`).toEqual(full.textAt([key], needle, 0) ?? full.at([key]));
    }
  });
  return placed;
}
