// Figures a visitor reads as claims live in the content, where lpgen check reads
// them and asks for a source, never inside bundled art: no text drawn in an SVG
// under content/public/ states a percentage, a dollar amount or an "N+" count
// (a mock-up's '18 / 20 booked' is a picture of the product, not a claim).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { figuresIn } from '../../src/check/figures.js';
import { listFiles } from '../../src/output/list-files.js';
import { repoRoot } from '../helpers.js';

const publicDir = path.join(repoRoot, 'content', 'public');
/** Every piece of text an SVG shows or announces: its <text>, <title> and <desc> nodes and aria-labels. */
const textsOf = (svg: string) => [
  ...[...svg.matchAll(/<(text|tspan|title|desc)\b[^>]*>([^<]*)</g)].map((m) => m[2]),
  ...[...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]),
];

describe('bundled art states no figure', () => {
  const svgs = listFiles(publicDir).filter((f) => f.endsWith('.svg'));

  it('finds the hero art', () => {
    expect(svgs).toContain('hero/medical-healthcare.svg');
  });

  it('no SVG under content/public/ draws a figure a visitor would read as a result', () => {
    const found = svgs.flatMap((rel) => textsOf(readFileSync(path.join(publicDir, rel), 'utf8')).flatMap((t) => figuresIn(t).map((f) => `${rel}: "${t}" (${f})`)));
    expect(found).toEqual([]);
  });

  it('would catch one', () => {
    expect(textsOf('<svg><text x="1">No-shows this month</text><text>−38%</text></svg>').flatMap(figuresIn)).toEqual(['38%']);
  });
});
