// Memoized Lucide icons render exactly what lucide renders, props and context included.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Check, LucideProvider, Star } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { memoizeLucideIcons } from '../../src/render/icon-memo.js';

const cases = () => [
  h(Check, { className: 'size-5 text-emerald-700', 'aria-hidden': 'true' }),
  h(Check, { className: 'size-4' }),
  h(Star, { className: 'size-5 fill-amber-400', strokeWidth: 1.5 }),
  h(Check, { 'aria-label': 'done' }),
  h(Star, null, h('title', null, 'A star')),
  h(LucideProvider, { size: 32, color: 'red', children: h(Check, { className: 'size-5 text-emerald-700', 'aria-hidden': 'true' }) }),
];

describe('memoized Lucide icons', () => {
  it('render byte-identical markup for every prop combination, with and without a provider, twice', () => {
    const plain = cases().map((e) => renderToStaticMarkup(e));
    memoizeLucideIcons();
    for (let round = 0; round < 2; round++) expect(cases().map((e) => renderToStaticMarkup(e))).toEqual(plain);
    // The provider's values are part of the key: the same props under it render differently.
    expect(plain[5]).not.toBe(plain[0]);
    expect(plain[5]).toContain('width="32"');
  });
});
