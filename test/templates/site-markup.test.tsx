import { renderToStaticMarkup } from 'react-dom/server';
import { Check, Star, Zap } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { SiteView } from '../../src/model.js';
import { Document } from '../../templates/Document.js';
import { LandingPage } from '../../templates/LandingPage.js';
import { Icon, IconScope } from '../../templates/ui/Icon.js';
import { siteMarkup, type SitePart } from '../../templates/ui/site-markup.js';
import { makeHead, makeLandingProps, makeSite } from './fixtures.js';
import { count } from './html.js';

const sprite = { href: '/assets/icons.0123456789.svg', ids: ['i-check', 'i-star'] };

/** A part and a counter of how often React rendered it. */
function counted<V = undefined>(render: SitePart<V>): { part: SitePart<V>; calls: () => number } {
  let calls = 0;
  return {
    part: (site, variant) => {
      calls++;
      return render(site, variant);
    },
    calls: () => calls,
  };
}

/** The same part twice on a page: once through siteMarkup, once inline, inside the page's icon scope. */
function page(site: SiteView, part: SitePart, scope: 'sprite' | 'symbols' | 'bare' = 'sprite') {
  const Reused = () => <ul className="reused" {...siteMarkup(site, part)} />;
  const body = (
    <>
      <Reused />
      <ul className="inline">{part(site, undefined)}</ul>
      <Reused />
    </>
  );
  const html = renderToStaticMarkup(scope === 'bare' ? body : <IconScope sprite={scope === 'sprite' ? sprite : undefined}>{body}</IconScope>);
  const [, reused, inline, again] = /^<ul class="reused">(.*)<\/ul><ul class="inline">(.*)<\/ul><ul class="reused">(.*)<\/ul>$/.exec(html) ?? [];
  return { html, reused, inline, again };
}

describe('siteMarkup', () => {
  it("renders a part once per site's content and gives every page the same markup as React would", () => {
    const { part, calls } = counted(({ pricing }) =>
      pricing.bullets.map((bullet) => (
        <li key={bullet}>
          <Icon icon={Check} />
          {bullet}
        </li>
      )),
    );
    const first = page(makeSite(), part);
    expect(first.reused).toBe(first.inline);
    expect(first.again).toBe(first.inline);
    expect(first.reused).toContain('<use href="/assets/icons.0123456789.svg#i-check"></use>');
    const renders = calls();
    // Another page, with its own copy of the same site (as each batch a worker receives): nothing rendered again.
    const second = page(makeSite(), part);
    expect(second.html).toBe(first.html);
    expect(calls() - renders).toBe(1); // the inline copy only
  });

  it('gives another site its own markup', () => {
    const { part } = counted((site) => <li>{site.brand}</li>);
    expect(page(makeSite({ brand: 'Alpha' }), part).reused).toBe('<li>Alpha</li>');
    expect(page(makeSite({ brand: 'Beta' }), part).reused).toBe('<li>Beta</li>');
    expect(page(makeSite({ brand: 'Alpha' }), part).reused).toBe('<li>Alpha</li>');
  });

  it('keeps one markup per variant', () => {
    const stars: SitePart<number> = (_site, rating) => <li>{`${rating} stars`}</li>;
    const Rated = ({ rating }: { rating: number }) => <ul {...siteMarkup(makeSite(), stars, rating)} />;
    expect(renderToStaticMarkup(<Rated rating={4} />)).toBe('<ul><li>4 stars</li></ul>');
    expect(renderToStaticMarkup(<Rated rating={5} />)).toBe('<ul><li>5 stars</li></ul>');
    const named: SitePart<string | null | string[]> = (_site, name) => <li>{JSON.stringify(name)}</li>;
    const Named = ({ name }: { name: string | null | string[] }) => <ul {...siteMarkup(makeSite(), named, name)} />;
    for (const name of [null, 'null', ['null'], '["null"]', '1', ['1']])
      expect(renderToStaticMarkup(<Named name={name} />)).toBe(renderToStaticMarkup(<ul>{named(makeSite(), name)}</ul>));
  });

  it('renders variants taken from page data right past the number it keeps', () => {
    const { part, calls } = counted<string>((_site, text) => <li>{text}</li>);
    const Labelled = ({ text }: { text: string }) => <ul {...siteMarkup(makeSite(), part, text)} />;
    for (let i = 0; i < 300; i++) expect(renderToStaticMarkup(<Labelled text={`label ${i}`} />)).toBe(`<ul><li>label ${i}</li></ul>`);
    const renders = calls();
    renderToStaticMarkup(<Labelled text="label 0" />);
    expect(calls()).toBe(renders); // kept
    renderToStaticMarkup(<Labelled text="label 299" />);
    expect(calls()).toBe(renders + 1); // rendered in the page
  });

  it("renders a part in the page when it draws an icon the sprite lacks: the page writes that icon's shapes once", () => {
    const { part, calls } = counted(() => (
      <li>
        <Icon icon={Zap} />
        <Icon icon={Star} />
      </li>
    ));
    const { html, reused, inline, again } = page(makeSite(), part);
    expect(count(html, '<symbol id="i-zap"')).toBe(1);
    expect(reused).toContain('<symbol id="i-zap"');
    expect(inline).not.toContain('<symbol');
    expect(again).toBe(inline);
    const renders = calls();
    page(makeSite(), part);
    expect(calls() - renders).toBe(3); // every use, on every page
  });

  it('matches the icons of a page without a sprite, or without an icon scope', () => {
    const { part } = counted(() => (
      <li>
        <Icon icon={Star} />
      </li>
    ));
    const symbols = page(makeSite(), part, 'symbols');
    expect(count(symbols.html, '<symbol id="i-star"')).toBe(1);
    expect(symbols.again).toBe(symbols.inline);
    const bare = page(makeSite(), part, 'bare');
    expect(bare.reused).toBe(bare.inline);
    expect(bare.reused).toContain('viewBox="0 0 24 24"');
  });

  it('renders a part with an image in the page, where React hoists its preload into <head>', () => {
    const { part } = counted(() => (
      <li>
        <img src="/hero.png" alt="Hero" width={10} height={10} />
      </li>
    ));
    const Reused = () => <ul {...siteMarkup(makeSite(), part)} />;
    const html = renderToStaticMarkup(
      <Document site={makeSite()} head={makeHead()}>
        <Reused />
      </Document>,
    );
    expect(html).toContain('<ul><li><img src="/hero.png"');
    expect(count(html, 'rel="preload"')).toBe(1);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('landing pages of two sites rendered by one thread', () => {
  const render = (site: Partial<SiteView>) => {
    const props = makeLandingProps(
      {},
      {
        ...site,
        assets: {
          css: '/a.css',
          icons: {
            href: '/assets/icons.x.svg',
            ids: ['i-check', 'i-star', 'i-circle-check', 'i-map-pin', 'i-mail', 'i-phone', 'i-quote', 'i-arrow-right', 'i-triangle-alert'],
          },
        },
      },
    );
    return renderToStaticMarkup(
      <Document site={props.site} head={makeHead()}>
        <LandingPage {...props} />
      </Document>,
    );
  };

  it("each carries its own site's brand, pricing, legal line and footer links", () => {
    const alpha = { brand: 'AlphaCRM', legalName: 'Alpha LLC', tagline: 'Alpha tagline', legal: [{ label: 'Alpha terms', href: '/alpha-terms/' }] };
    const beta = {
      brand: 'BetaCRM',
      legalName: 'Beta Inc.',
      tagline: 'Beta tagline',
      legal: [{ label: 'Beta terms', href: '/beta-terms/' }],
      pricing: { price: 49.5, period: 'year', trialDays: 7, bullets: ['Beta bullet'] },
      footer: { company: [{ label: 'Beta about', href: '/beta-about/' }], support: [] },
    };
    const first = render(alpha);
    const second = render(beta);
    expect(render(alpha)).toBe(first);
    for (const text of ['AlphaCRM', 'Alpha LLC', 'Alpha tagline', 'Alpha terms']) {
      expect(first).toContain(text);
      expect(second).not.toContain(text);
    }
    for (const text of ['BetaCRM', 'Beta Inc.', 'Beta tagline', 'Beta terms', '$49.50', '/year', 'Beta bullet', 'Beta about', '>B</span>'])
      expect(second).toContain(text);
    expect(second).not.toContain('Unlimited contacts and users');
  });
});
