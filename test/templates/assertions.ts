// Structural checks shared by the page tests.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { anchorTargets, headingLevels, ids } from './html.js';

/** Every `href="#x"` has an element with `id="x"` on the same page. */
export function expectAnchorsResolve(html: string): void {
  const present = new Set(ids(html));
  const missing = anchorTargets(html).filter((target) => !present.has(target));
  expect(missing).toEqual([]);
}

export function expectUniqueIds(html: string): void {
  const all = ids(html);
  expect(all.filter((id, i) => all.indexOf(id) !== i)).toEqual([]);
}

/** One h1, first; no level skipped on the way down. */
export function expectHeadingOutline(html: string): void {
  const levels = headingLevels(html);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `h${level} after h${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1] + 1);
  });
}

/** Every link opening a new tab says so to screen readers, and affiliate links carry rel=sponsored noopener. */
export function expectNewTabLinksAnnounced(html: string): void {
  const links = [...html.matchAll(/<a\s[^>]*target="_blank"[^>]*>([\s\S]*?)<\/a>/g)];
  expect(links.length).toBeGreaterThan(0);
  for (const [tag, inner] of links) {
    expect(inner, tag).toContain('(opens in a new tab)');
    expect(tag).toMatch(/rel="[^"]*noopener/);
  }
}

export function expectAffiliateLinks(html: string, href: string, atLeast: number): void {
  const escaped = href.replace(/&/g, '&amp;');
  const tags = [...html.matchAll(/<a\s[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`href="${escaped}"`));
  expect(tags.length).toBeGreaterThanOrEqual(atLeast);
  for (const tag of tags) {
    expect(tag).toContain('target="_blank"');
    const rel = /rel="([^"]*)"/.exec(tag)?.[1].split(/\s+/) ?? [];
    expect(rel).toContain('sponsored');
    expect(rel).toContain('noopener');
  }
}

/**
 * The component classes (styles.css, `.btn`, `.quiet-link`, …) whose rule applies
 * the 2px focus-visible ring: the selectors of every flat block that @applies it.
 */
export function ringClasses(css: string): Set<string> {
  const classes = new Set<string>();
  for (const [, selectors, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!/@apply[^;]*\sfocus-visible:ring-2[\s;]/.test(body)) continue;
    for (const selector of selectors.split(',')) {
      const name = /^\s*\.([a-z][\w-]*)\s*$/.exec(selector)?.[1];
      if (name) classes.add(name);
    }
  }
  return classes;
}

const RING_CLASSES = ringClasses(readFileSync(new URL('../../templates/styles.css', import.meta.url), 'utf8'));

/**
 * Every link, button and form control, and anything made focusable (a scrollable <pre tabindex="0">), shows a
 * focus-visible ring: the utilities themselves or a component class that applies them.
 */
export function expectFocusRings(html: string): void {
  const controls = [...html.matchAll(/<(?:a|button|select|input|textarea|summary)\s[^>]*>|<[a-z][a-z0-9]*\s[^>]*\btabindex="0"[^>]*>/g)].map((m) => m[0]);
  expect(controls.length).toBeGreaterThan(0);
  for (const tag of controls) {
    const classes = /\sclass="([^"]*)"/.exec(tag)?.[1].split(/\s+/) ?? [];
    expect(classes.some((c) => /^focus(-visible)?:ring-2$/.test(c) || RING_CLASSES.has(c)), tag).toBe(true);
  }
}
