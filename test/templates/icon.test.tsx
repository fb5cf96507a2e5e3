import { renderToStaticMarkup } from 'react-dom/server';
import { Check, Star, TriangleAlert } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Icon, IconScope } from '../../templates/ui/Icon.js';
import { expectAnchorsResolve, expectUniqueIds } from './assertions.js';
import { count } from './html.js';

// Lucide's own markup for the same icon, to compare shapes with.
const lucidePaths = (html: string) => [...html.matchAll(/<(path|circle|rect|line|polyline|polygon|ellipse)\s[^>]*>/g)].map((m) => m[0]);

describe('Icon', () => {
  it('draws the same shapes as Lucide, decorative, with the stroke attributes left to the .i class', () => {
    const html = renderToStaticMarkup(<Icon icon={Star} className="size-5" />);
    expect(html).toMatch(/^<svg class="i size-5" viewBox="0 0 24 24" aria-hidden="true">/);
    expect(lucidePaths(html)).toEqual(lucidePaths(renderToStaticMarkup(<Star />)));
    expect(html).not.toMatch(/stroke|fill|xmlns|width|height/);
  });

  it('inside a scope, writes each icon once as a <symbol> and <use>s it afterwards', () => {
    const html = renderToStaticMarkup(
      <IconScope>
        {[1, 2, 3, 4, 5].map((i) => (
          <Icon key={i} icon={Star} />
        ))}
        <Icon icon={Check} />
        <Icon icon={TriangleAlert} />
      </IconScope>,
    );
    expect(count(html, '<symbol id="i-star" viewBox="0 0 24 24">')).toBe(1);
    expect(count(html, '<use href="#i-star">')).toBe(5);
    expect(count(html, '<symbol ')).toBe(3);
    expect(count(html, '<svg class="i" aria-hidden="true">')).toBe(7);
    expect(lucidePaths(html).filter((p) => p.startsWith('<path d="M11.525'))).toHaveLength(1); // the star's one path
    expectAnchorsResolve(html);
    expectUniqueIds(html);
  });

  it('gives every rendered page its own symbols', () => {
    const page = () =>
      renderToStaticMarkup(
        <IconScope>
          <Icon icon={Check} />
        </IconScope>,
      );
    expect(page()).toContain('<symbol id="i-check"');
    expect(page()).toContain('<symbol id="i-check"');
  });
});
