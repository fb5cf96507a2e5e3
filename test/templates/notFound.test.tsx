import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../../templates/NotFoundPage.js';
import { expectFocusRings, expectHeadingOutline } from './assertions.js';
import { makeNotFoundProps, makeSite } from './fixtures.js';
import { count, linksTo, text } from './html.js';

describe('NotFoundPage', () => {
  const html = renderToStaticMarkup(<NotFoundPage {...makeNotFoundProps()} />);

  it('shows 404, the heading and the text', () => {
    const t = text(html);
    expect(t).toContain('404');
    expect(html).toContain('>Page Not Found</h1>');
    expect(t).toContain("Sorry, the page you are looking for doesn't exist. It may have been moved or deleted.");
    expectHeadingOutline(html);
    expect(html).toContain('<main id="main"');
  });

  it('has exactly one link in its main content, Go Home, to the home href', () => {
    const main = (h: string) => h.slice(h.indexOf('<main'), h.indexOf('</main>'));
    expect(count(main(html), '<a ')).toBe(1);
    expect(linksTo(main(html), '/')).toHaveLength(1);
    expect(text(main(html))).toContain('Go Home');
    const based = renderToStaticMarkup(<NotFoundPage {...makeNotFoundProps()} site={makeSite({ homeHref: '/lp/' })} />);
    expect(linksTo(main(based), '/lp/')).toHaveLength(1);
    expectFocusRings(html);
  });

  it('sits inside the site header and footer, whose footer links the industries and cities', () => {
    expect(count(html, '<header')).toBe(1);
    expect(count(html, '<footer')).toBe(1);
    const footer = html.slice(html.indexOf('<footer'));
    expect(linksTo(footer, '/#medical-healthcare')).toHaveLength(1);
    expect(linksTo(footer, '/#city-miami')).toHaveLength(1);
  });
});
