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
 * `.X` gives the ring to the element with class X; `.X a` to every <a> inside one.
 */
export function ringClasses(css: string): { own: Set<string>; within: Map<string, Set<string>> } {
  const own = new Set<string>();
  const within = new Map<string, Set<string>>();
  for (const [, selectors, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!/@apply[^;]*\sfocus-visible:ring-2[\s;]/.test(body)) continue;
    for (const selector of selectors.split(',')) {
      const name = /^\s*\.([a-z][\w-]*)\s*$/.exec(selector)?.[1];
      if (name) own.add(name);
      const nested = /^\s*\.([a-z][\w-]*)\s+([a-z]+)\s*$/.exec(selector);
      if (nested) within.set(nested[1], (within.get(nested[1]) ?? new Set()).add(nested[2]));
    }
  }
  return { own, within };
}

const RING_CLASSES = ringClasses(readFileSync(new URL('../../templates/styles.css', import.meta.url), 'utf8'));

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const CONTROL = /^(?:a|button|select|input|textarea|summary)$/;

/**
 * Every link, button and form control, and anything made focusable (a scrollable <pre tabindex="0">), shows a
 * focus-visible ring: the utilities themselves, a component class that applies them, or a list class whose
 * rule gives them to that kind of element inside it (`.links a`).
 */
export function expectFocusRings(html: string): void {
  const open: { tag: string; classes: string[] }[] = [];
  let controls = 0;
  for (const [tag, close, name, attrs] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)(\s[^>]*)?>/g)) {
    if (close) {
      let at = open.length - 1;
      while (at >= 0 && open[at].tag !== name) at--;
      if (at >= 0) open.length = at;
      continue;
    }
    const classes = /\sclass="([^"]*)"/.exec(attrs ?? '')?.[1].split(/\s+/) ?? [];
    if (CONTROL.test(name) || /\btabindex="0"/.test(attrs ?? '')) {
      controls++;
      const ringed =
        classes.some((c) => /^focus(-visible)?:ring-2$/.test(c) || RING_CLASSES.own.has(c)) ||
        open.some((e) => e.classes.some((c) => RING_CLASSES.within.get(c)?.has(name)));
      expect(ringed, tag).toBe(true);
    }
    if (!VOID.has(name) && !tag.endsWith('/>')) open.push({ tag: name, classes });
  }
  expect(controls).toBeGreaterThan(0);
}
