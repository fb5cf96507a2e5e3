import { renderToStaticMarkup } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ringClasses } from './assertions.js';
import { Button, buttonVariants } from '../../templates/ui/Button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../templates/ui/Card.js';
import { cn } from '../../templates/ui/cn.js';

describe('cn', () => {
  it('drops falsy values and lets the last conflicting class win', () => {
    expect(cn('px-2 py-1', false && 'hidden', 'px-4')).toBe('py-1 px-4');
    expect(cn('bg-primary', { 'bg-band': true })).toBe('bg-band');
  });
});

describe('Button', () => {
  it('renders a link when given href, keeping native props', () => {
    const html = renderToStaticMarkup(
      <Button href="/x" target="_blank" rel="noopener">
        Go
      </Button>,
    );
    expect(html).toMatch(/^<a class="[^"]*" href="\/x" target="_blank" rel="noopener">Go<\/a>$/);
  });

  it('renders a type=button <button> otherwise', () => {
    expect(renderToStaticMarkup(<Button>Go</Button>)).toMatch(/^<button type="button" class="[^"]*">Go<\/button>$/);
  });

  it("applies the caller's className last", () => {
    const html = renderToStaticMarkup(
      <Button size="lg" className="h-20">
        Go
      </Button>,
    );
    expect(html).toContain('h-20');
    expect(html).not.toContain('h-12');
  });

  it('declares variants once, each with a focus ring', () => {
    const rings = ringClasses(readFileSync(new URL('../../templates/styles.css', import.meta.url), 'utf8')).own;
    expect(rings).toContain('btn');
    for (const variant of ['default', 'outline', 'secondary', 'ghost', 'link', 'inverse', 'inverseOutline'] as const) {
      const classes = buttonVariants({ variant }).split(' ');
      expect(
        classes.some((c) => rings.has(c)),
        variant,
      ).toBe(true);
    }
  });
});

describe('Card', () => {
  it('composes with an h3 title by default', () => {
    const html = renderToStaticMarkup(
      <Card className="p-2">
        <CardHeader>
          <CardTitle>T</CardTitle>
          <CardDescription>D</CardDescription>
        </CardHeader>
        <CardContent>C</CardContent>
      </Card>,
    );
    expect(html).toContain('<h3 class="card-title"');
    expect(html).toContain('p-2');
    expect(html).not.toContain(' p-6');
  });
});
