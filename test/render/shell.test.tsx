// The shell renderer (src/render/shell/) must write exactly what React writes.
// Two levels: synthetic templates that print values every way a template can
// (text, attribute, raw HTML, JSON in a script, an icon chosen by a name, a
// branch on a string's length), fuzzed; and a real generated site with hostile
// copy, built with shells and with --renderer react, compared file by file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { generateContent } from '../../bench/generate.js';
import { escapeTextForBrowser } from '../../src/render/shell/escape.js';
import { renderWithShell, stats } from '../../src/render/shell/renderer.js';
import type { StaticRoute } from '../../src/render/shell/shape.js';
import type { Route } from '../../src/model.js';
import { fixturesDir, runCli, snapshotDir, tempDir } from '../helpers.js';

const NASTY = [
  '&<>"\'',
  '\u2028\u2029',
  '</script><script>alert(1)</script>',
  'javascript:alert(1)',
  ' \tjava\nscript:x',
  '',
  'plain',
  '&amp; already',
  '\uD83E\uDDB7 tooth',
  'a  b ',
];

function rng(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const ICONS: Record<string, string> = { phone: '<svg>phone</svg>', mail: '<svg>mail</svg>' };

// A template that prints its data in every way a page does; `size` reads a string's length (against the contract: must be caught).
interface FuzzPage {
  title: string;
  link?: string;
  items: Array<{ label: string; icon?: string }>;
  note?: string;
  quote?: { text: string; by: string };
}

function Page({ page, site }: { page: FuzzPage; site: { brand: string } }) {
  return h(
    'main',
    { 'data-brand': site.brand },
    h('h1', { title: page.title }, page.title),
    page.link ? h('a', { href: page.link }, 'go') : null,
    h(
      'ul',
      null,
      ...page.items.map((item, i) =>
        h('li', { key: i, dangerouslySetInnerHTML: { __html: (ICONS[item.icon ?? ''] ?? '') + escapeTextForBrowser(item.label) } }),
      ),
    ),
    page.note ? h('p', { className: page.note.length > 20 ? 'long' : 'short' }, page.note) : null,
    h('script', {
      type: 'application/ld+json',
      dangerouslySetInnerHTML: {
        __html: JSON.stringify({ name: page.title })
          .replace(/</g, '\\u003c')
          .replace(/\u2028/g, '\\u2028')
          .replace(/\u2029/g, '\\u2029'),
      },
    }),
    page.quote ? h('blockquote', null, `“${page.quote.text}” — ${page.quote.by}`) : null,
  );
}

const render = (route: StaticRoute) => renderToStaticMarkup(h(Page, route.props as never));

function randomRoute(next: () => number, site: { brand: string }, i: number): Route {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const text = () => (next() < 0.5 ? pick(NASTY) : `${pick(NASTY)}${i}${pick(NASTY)}`);
  const items = Array.from({ length: Math.floor(next() * 4) }, () => ({ label: text(), ...(next() < 0.5 ? { icon: pick(['phone', 'mail', 'none']) } : {}) }));
  const page = {
    title: text(),
    link: next() < 0.7 ? pick(['https://example.com/?a=1&b=2', 'javascript:alert(1)', '/x/"y"/', '']) : undefined,
    items,
    note: next() < 0.5 ? pick(['short', 'a note that is rather long']) : undefined,
    quote: next() < 0.5 ? { text: text(), by: text() } : undefined,
  };
  return { kind: 'landing', url: `/p${i}/`, outFile: `p${i}/index.html`, head: { title: page.title } as never, props: { site, page } as never } as Route;
}

describe('shell renderer against React', () => {
  it('writes what React writes for fuzzed values, list lengths, missing parts, icon names and javascript: URLs', () => {
    const next = rng(7);
    const site = { brand: 'A & B <C>' };
    const before = { ...stats };
    for (let i = 0; i < 2000; i++) {
      const route = randomRoute(next, site, i);
      expect(renderWithShell(route, render, render), route.url).toBe(render(route as StaticRoute));
    }
    // Shells were filled (the test is about them), and the length branch was caught by the check with other values.
    expect(stats.shell - before.shell).toBeGreaterThan(200);
    expect(stats.mismatches.some(([reason]) => reason === 'differs with other values')).toBe(true);
  }, 60_000);

  it('starts over when the templates change: a shell of the old templates is never filled for the new', () => {
    const route = randomRoute(rng(3), { brand: 'b' }, 3);
    for (let i = 0; i < 4; i++) renderWithShell(route, render, render);
    const edited = (r: StaticRoute) => render(r).replace('<', '<!-- edited -->');
    expect(renderWithShell(route, edited, edited)).toBe(edited(route as StaticRoute));
    expect(renderWithShell(route, edited, edited)).toContain('<!-- edited -->');
  });

  it('React everywhere with LPGEN_RENDERER=react', () => {
    const route = randomRoute(rng(1), { brand: 'b' }, 1);
    const before = stats.shell;
    process.env.LPGEN_RENDERER = 'react';
    try {
      for (let i = 0; i < 5; i++) renderWithShell(route, render, render);
    } finally {
      delete process.env.LPGEN_RENDERER;
    }
    expect(stats.shell).toBe(before);
  });
});

describe('a generated site with hostile copy: shells against --renderer react', () => {
  it('builds byte-identical sites, local and non-local testimonials, every icon name used', async () => {
    const content = path.join(tempDir(), 'content');
    generateContent(path.join(fixturesDir, 'valid'), content, 60, { rich: true });
    const pages = path.join(content, 'pages');
    const icons = ['calendar-check', 'phone', 'mail', 'map-pin', 'star', 'users'];
    const next = rng(3);
    for (const [n, file] of readdirSync(pages).sort().entries()) {
      let yaml = readFileSync(path.join(pages, file), 'utf8');
      const city = /^city: (.*)$/m.exec(yaml)?.[1] ?? '';
      // Hostile text where copy is printed (titles of list items, the headline, the CTA).
      yaml = yaml.replace(
        /^(\s+- title: )(.*)$/gm,
        (_m, lead: string, title: string) =>
          `${lead}${JSON.stringify(next() < 0.3 ? `${title} & <b> "q" 'a' \u2028 </script>` : title)}\n${lead.replace('- title', '  icon')}${icons[Math.floor(next() * icons.length)]}`,
      );
      yaml = yaml.replace(/^ctaText: .*$/m, `ctaText: ${JSON.stringify(n % 3 === 0 ? 'Try it </script> & "now"' : 'Start Your Free Trial')}`);
      if (n % 4 === 0) yaml = yaml.replace(/^testimonial:[\s\S]*?(?=^\S)/m, '');
      else yaml = yaml.replace(/^(\s+location: ).*$/m, `$1${JSON.stringify(n % 2 ? `${city}, FL` : 'Elsewhere, GA')}`);
      writeFileSync(path.join(pages, file), yaml);
    }
    const shellOut = path.join(tempDir(), 'dist');
    const reactOut = path.join(tempDir(), 'dist');
    const shells = stats.shell;
    const a = await runCli(['build', '--content', content, '--out', shellOut, '--no-cache', '--workers', '0', '--quiet']);
    expect(a.stderr).not.toMatch(/error/i);
    expect(a.code).toBe(0);
    expect(stats.shell - shells).toBeGreaterThan(20);
    const b = await runCli(['build', '--content', content, '--out', reactOut, '--no-cache', '--workers', '0', '--renderer', 'react', '--quiet']);
    expect(b.code).toBe(0);
    const left = snapshotDir(shellOut);
    const right = snapshotDir(reactOut);
    expect([...left.keys()]).toEqual([...right.keys()]);
    for (const [file, bytes] of left) expect(bytes, file).toBe(right.get(file));
    // Both kinds of testimonial heading were built (the place comparison is the view model's, not a template's).
    const html = [...left].filter(([f]) => f.endsWith('.html')).map(([, b64]) => Buffer.from(b64, 'base64').toString('utf8'));
    expect(html.some((page) => page.includes('Trusted by'))).toBe(true);
    expect(html.some((page) => /What [^<]* Say/.test(page))).toBe(true);
  }, 120_000);
});
