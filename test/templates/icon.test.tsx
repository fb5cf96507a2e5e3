import { renderToStaticMarkup } from 'react-dom/server';
import { Check, Star, TriangleAlert, Zap } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Document } from '../../templates/Document.js';
import { HomePage } from '../../templates/HomePage.js';
import { LandingPage } from '../../templates/LandingPage.js';
import { Icon, IconScope, iconSprite } from '../../templates/ui/Icon.js';
import { expectAnchorsResolve, expectUniqueIds } from './assertions.js';
import { makeHead, makeHomeProps, makeLandingProps } from './fixtures.js';
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

  describe("with the site's icon sprite", () => {
    const sprite = { href: '/lp/assets/icons.0123456789.svg', ids: ['i-check', 'i-star'] };

    it('uses the sprite file for the icons in it and draws the others in the page', () => {
      const html = renderToStaticMarkup(
        <IconScope sprite={sprite}>
          <Icon icon={Star} className="lit" />
          <Icon icon={Star} />
          <Icon icon={Check} />
          <Icon icon={Zap} />
          <Icon icon={Zap} />
        </IconScope>,
      );
      expect(html).toContain('<svg class="i lit" aria-hidden="true"><use href="/lp/assets/icons.0123456789.svg#i-star"></use></svg>');
      expect(count(html, 'href="/lp/assets/icons.0123456789.svg#i-star"')).toBe(2);
      expect(count(html, 'href="/lp/assets/icons.0123456789.svg#i-check"')).toBe(1);
      // Zap is not in the sprite: drawn once in the page, as without one.
      expect(count(html, '<symbol ')).toBe(1);
      expect(count(html, '<symbol id="i-zap"')).toBe(1);
      expect(count(html, '<use href="#i-zap">')).toBe(2);
    });

    it("the sprite file holds the templates' icons and the named ones, with Lucide's shapes, the same for the same names", () => {
      const { ids, svg } = iconSprite(['zap', 'calendar-clock', 'zap']);
      expect(ids).toEqual([...ids].sort());
      expect(ids).toEqual(expect.arrayContaining(['i-zap', 'i-calendar-clock', 'i-star', 'i-check', 'i-arrow-right', 'i-map-pin']));
      expect(count(svg, '<symbol ')).toBe(ids.length);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol id="i-/);
      const star = /<symbol id="i-star" viewBox="0 0 24 24">([\s\S]*?)<\/symbol>/.exec(svg)![1];
      expect(lucidePaths(star)).toEqual(lucidePaths(renderToStaticMarkup(<Star />)));
      expect(iconSprite(['calendar-clock', 'zap']).svg).toBe(svg);
      expect(iconSprite([]).ids).not.toContain('i-zap');
    });

    it('leaves no icon of the landing and home pages (theme toggle included) to be drawn in the page', () => {
      const props = makeLandingProps(
        { painPoints: [{ title: 'Slow replies', description: 'Leads wait.', icon: 'zap' }] },
        { theme: { default: 'light', switchable: true } },
      );
      const full = iconSprite(['zap']);
      const site = { ...props.site, assets: { ...props.site.assets, icons: { href: '/assets/icons.x.svg', ids: full.ids } } };
      const pages = [<LandingPage {...props} site={site} />, <HomePage {...makeHomeProps({ theme: { default: 'light', switchable: true } })} site={site} />];
      for (const page of pages) {
        const html = renderToStaticMarkup(
          <Document site={site} head={makeHead()}>
            {page}
          </Document>,
        );
        expect(count(html, '<use href="/assets/icons.x.svg#')).toBeGreaterThan(5);
        expect(html).not.toContain('<symbol');
        for (const [, id] of html.matchAll(/<use href="[^"#]*#([^"]+)"/g)) expect(full.ids).toContain(id);
      }
    });
  });
});
