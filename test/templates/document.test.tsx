import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from '../../templates/Document.js';
import { LandingPage } from '../../templates/LandingPage.js';
import { INLINE_SCRIPTS, SMOOTH_SCROLL_SCRIPT, THEME_INIT_SCRIPT, THEME_TOGGLE_SCRIPT, TRIAL_BAR_SCRIPT } from '../../templates/scripts.js';
import type { SiteView } from '../../src/model.js';
import { expectAnchorsResolve, expectUniqueIds } from './assertions.js';
import { makeHead, makeLandingProps, makeSite } from './fixtures.js';
import { count } from './html.js';

function renderDoc(site: Partial<SiteView> = {}, head = makeHead(), island?: Parameters<typeof Document>[0]['island']) {
  const props = makeLandingProps({}, site);
  return renderToStaticMarkup(
    <Document site={props.site} head={head} island={island}>
      {island ? null : <LandingPage {...props} />}
    </Document>,
  );
}

const scriptsIn = (html: string) => [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

describe('Document', () => {
  it('renders the head: charset, viewport, title, description, theme-color and the stylesheet', () => {
    const html = renderDoc();
    expect(html.startsWith('<html lang="en-US">')).toBe(true);
    expect(html).toContain('<meta charSet="utf-8"/>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('<title>Dental CRM in Miami</title>');
    expect(html).toContain('<meta name="description" content="The CRM for Miami dental practices."/>');
    expect(html).toContain('<meta name="theme-color" content="#ffffff"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/styles.abc123.css"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('name="robots"');
  });

  it('adds canonical and noindex only when asked', () => {
    const html = renderDoc({}, makeHead({ canonical: 'https://example.com/dentist-crm-miami', noindex: true }));
    expect(html).toContain('<link rel="canonical" href="https://example.com/dentist-crm-miami"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('has a skip link to #main that resolves, and unique ids across the whole page', () => {
    const html = renderDoc();
    expect(html).toMatch(/<body[^>]*><a href="#main"/);
    expectAnchorsResolve(html);
    expectUniqueIds(html);
  });

  it('ships no theme script and no toggle when the theme is not switchable', () => {
    const html = renderDoc();
    expect(html).not.toContain(THEME_INIT_SCRIPT);
    expect(html).not.toContain(THEME_TOGGLE_SCRIPT);
    expect(html).not.toContain('data-theme-toggle');
    expect(html).toContain('<html lang="en-US">');
    const dark = renderDoc({ theme: { default: 'dark', switchable: false } });
    expect(dark).toContain('<html lang="en-US" class="dark">');
    expect(dark).not.toContain('localStorage');
    expect(dark).toContain('<meta name="theme-color" content="#020617"/>');
  });

  it('runs the theme init in <head> before the stylesheet when switchable, and wires the toggle at the end', () => {
    const html = renderDoc({ theme: { default: 'light', switchable: true } });
    const head = /<head>[\s\S]*<\/head>/.exec(html)![0];
    expect(head.indexOf(THEME_INIT_SCRIPT)).toBeGreaterThan(-1);
    expect(head.indexOf(THEME_INIT_SCRIPT)).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(html.indexOf(THEME_TOGGLE_SCRIPT)).toBeGreaterThan(html.indexOf('</footer>'));
    expect(count(html, 'data-theme-toggle=""')).toBe(1);
  });

  it('emits only inline scripts that are exported constants, byte for byte (CSP hashes)', () => {
    for (const theme of [
      { default: 'light', switchable: true },
      { default: 'dark', switchable: false },
    ] as const) {
      for (const body of scriptsIn(renderDoc({ theme }))) expect(INLINE_SCRIPTS).toContain(body);
    }
    // A landing page: its trial bar's script, then the document's.
    expect(scriptsIn(renderDoc())).toEqual([TRIAL_BAR_SCRIPT, SMOOTH_SCROLL_SCRIPT]);
  });

  it('renders an island: markup, escaped JSON props and the module script, without static-page scripts', () => {
    const island = {
      id: 'admin-root',
      html: '<main id="main"><h1>Admin</h1></main>',
      propsJson: JSON.stringify({ note: '</script><script>alert(1)</script>' }),
      script: '/assets/admin.def456.js',
    };
    const html = renderDoc({ theme: { default: 'light', switchable: true } }, makeHead(), island);
    expect(html).toContain('<div id="admin-root"><main id="main"><h1>Admin</h1></main></div>');
    const json = /<script type="application\/json" id="admin-root-props">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ note: '</script><script>alert(1)</script>' });
    expect(html).toContain('<script type="module" src="/assets/admin.def456.js"></script>');
    expect(html).not.toContain(SMOOTH_SCROLL_SCRIPT);
    expect(html).not.toContain(THEME_TOGGLE_SCRIPT);
    expect(html).toContain(THEME_INIT_SCRIPT);
  });

  it('keeps the inline scripts small and plain', () => {
    for (const script of INLINE_SCRIPTS) {
      expect(script.length).toBeLessThan(700);
      expect(() => new Function(script)).not.toThrow();
      expect(script).not.toContain('</');
    }
  });

  it('uses site.assets.css as given', () => {
    const html = renderToStaticMarkup(<Document site={makeSite({ assets: { css: '/lp/assets/x.css' } })} head={makeHead()} />);
    expect(html).toContain('href="/lp/assets/x.css"');
  });
});
