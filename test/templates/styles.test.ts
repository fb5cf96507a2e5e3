import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/postcss';
import postcss from 'postcss';
import { beforeAll, describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../../templates/styles.css', import.meta.url));
const source = readFileSync(entry, 'utf8');

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
function tokens(selector: string): Record<string, string> {
  const block = new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')} \\{([^}]*)\\}`).exec(source)![1];
  return Object.fromEntries([...block.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6});/g)].map((m) => [m[1], m[2]]));
}

// [text, background] pairs the templates actually use.
const TEXT_PAIRS = [
  ['foreground', 'background'],
  ['foreground', 'muted'],
  ['card-foreground', 'card'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'muted'],
  ['muted-foreground', 'card'],
  ['primary-foreground', 'primary'],
  ['primary', 'background'],
  ['primary', 'card'],
  ['primary', 'muted'],
  ['secondary-foreground', 'secondary'],
  ['accent-foreground', 'accent'],
  ['destructive', 'background'],
  ['destructive', 'card'],
  ['band-foreground', 'band'],
  ['band', 'band-foreground'],
  ['background', 'foreground'],
  ['popover-foreground', 'popover'],
] as const;
// Focus rings and other non-text UI need 3:1 against what surrounds them.
const UI_PAIRS = [
  ['ring', 'background'],
  ['ring', 'card'],
  ['ring', 'muted'],
  ['input', 'background'],
  ['input', 'card'],
] as const;

describe('colour tokens', () => {
  for (const theme of [':root', '.dark']) {
    const t = { ...tokens(':root'), ...tokens(theme) };
    it.each(TEXT_PAIRS)(`${theme}: %s on %s passes AA for text (4.5:1)`, (fg, bg) => {
      expect(contrast(t[fg], t[bg])).toBeGreaterThanOrEqual(4.5);
    });
    it.each(UI_PAIRS)(`${theme}: %s on %s passes 3:1`, (fg, bg) => {
      expect(contrast(t[fg], t[bg])).toBeGreaterThanOrEqual(3);
    });
  }

  it('redefines every colour token under .dark', () => {
    const light = Object.keys(tokens(':root'));
    const dark = Object.keys(tokens('.dark'));
    expect(dark.sort()).toEqual(light.sort());
  });
});

describe('styles.css through Tailwind v4', () => {
  let css = '';
  beforeAll(async () => {
    css = (await postcss([tailwindcss()]).process(source, { from: entry })).css;
  }, 30_000);

  it('maps semantic tokens to utilities that read the CSS variables', () => {
    expect(css).toMatch(/\.bg-primary\s*\{\s*background-color:\s*var\(--primary\)/);
    expect(css).toMatch(/\.text-muted-foreground\s*\{\s*color:\s*var\(--muted-foreground\)/);
    expect(css).toContain('.bg-band');
  });

  it('applies dark: utilities under the .dark class, not the OS preference', () => {
    expect(css).toMatch(/\.dark\\:block\s*\{\s*&:where\(\.dark, \.dark \*\)|\.dark\\:block:where\(\.dark, \.dark \*\)/);
    expect(css).toMatch(/\.dark\\:bg-blue-950/);
  });

  it('generates the focus ring utilities', () => {
    expect(css).toContain('.focus-visible\\:ring-2');
    expect(css).toContain('.focus-visible\\:ring-ring');
    expect(css).toContain('.focus-visible\\:ring-offset-2');
  });

  it('scrolls smoothly only when motion is welcome', () => {
    const media = /@media \(prefers-reduced-motion: no-preference\)\s*\{([\s\S]*?)\n\}/.exec(css);
    expect(media?.[1]).toContain('scroll-behavior: smooth');
    expect(css.match(/scroll-behavior: smooth/g)).toHaveLength(1);
  });

  it('puts the component classes in the components layer, below the utilities that override them', () => {
    const layers = /@layer theme, base, components, utilities;/.exec(css);
    expect(layers).not.toBeNull();
    // The layer order is declared up front, so the components block may come last in the file and still lose to utilities.
    const start = css.indexOf('@layer components {');
    expect(start).toBeGreaterThan(-1);
    const next = css.indexOf('\n@layer ', start + 1);
    const components = css.slice(start, next === -1 ? undefined : next);
    for (const name of ['i', 'btn', 'card', 'card-title', 'items', 'wrap', 'quiet-link']) expect(components).toMatch(new RegExp(`\\.${name}[\\s,{]`));
    // The band buttons' ring colours must follow the shared ring rule they override (same layer: source order decides).
    const shared = components.search(/\.quiet-link[^{]*:focus-visible/);
    const band = components.indexOf('--tw-ring-color: var(--band-foreground)');
    expect(shared).toBeGreaterThan(-1);
    expect(band).toBeGreaterThan(shared);
  });

  it('scans templates/ only: a class that appears only in tests is not generated', () => {
    expect(css).not.toContain('skew-x-\\[13deg\\]'); // this file is the only place that mentions skew-x-[13deg]
    expect(css).toContain('minmax(11rem'); // while an arbitrary class used in templates/ is
  });
});
