// npx tsx scripts/hero-art.ts: (re)writes the hero illustrations in
// content/public/hero/: one scene per niche category in light and dark, and
// the dark variants of the hand-drawn SVGs. The files are committed (pages
// reference them like any public file); test/content/hero-art.test.ts fails
// when they drift from this generator.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ART_CATEGORIES, darken, heroArt } from '../templates/lib/hero-art.js';

export const HERO_DIR = path.join(import.meta.dirname, '..', 'content', 'public', 'hero');
/** Hand-drawn light SVGs whose `-dark` twin is derived by colour swaps. */
export const HAND_DRAWN = ['crm-dashboard', 'mobile-texting'];

/** Every generated file: name → SVG text. */
export function heroFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const category of ART_CATEGORIES) {
    files.set(`${category}.svg`, heroArt(category, 'light')!);
    files.set(`${category}-dark.svg`, heroArt(category, 'dark')!);
  }
  for (const name of HAND_DRAWN) files.set(`${name}-dark.svg`, darken(readFileSync(path.join(HERO_DIR, `${name}.svg`), 'utf8')));
  return files;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  for (const [name, svg] of heroFiles()) writeFileSync(path.join(HERO_DIR, name), svg);
  console.log(`hero art → ${path.relative(process.cwd(), HERO_DIR)}/`);
}
