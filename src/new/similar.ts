// How alike a new page is to its closest sibling, told at creation: search
// engines treat pages that differ only by the city name as scaled content.
// MinHash/LSH from src/check/similarity.ts: candidate pairs only, never all pairs.
// What to rewrite comes from the cascade's provenance: the copy fields the page
// inherits from its niche preset or the site defaults, biggest first.
import type { Content, PageData } from '../content/load.js';
import { ownShare, rewriteList, type InheritedField } from '../check/provenance.js';
import { visibleText } from '../check/quality.js';
import { nearestNeighbours, words } from '../check/similarity.js';

export interface Likeness {
  route: string;
  /** The most similar other page, when LSH proposes one (pages below ~0.4 similarity have none). */
  sibling?: string;
  similarity: number;
  /** Share (0–1) of the page's copy words set in its own file. */
  ownShare: number;
  /** The inherited copy fields, most words first: the ones to rewrite. */
  rewrite: InheritedField[];
}

/** For each new route, its most similar other page (when LSH proposes one), its own share and the fields to rewrite. */
export function likeness(content: Content<PageData>, newRoutes: ReadonlySet<string>): Likeness[] {
  const pages = content.pages;
  const { best, nearest } = nearestNeighbours(pages.map((p) => words(visibleText(p))));
  const out: Likeness[] = [];
  pages.forEach((page, i) => {
    if (!newRoutes.has(page.route)) return;
    const own = ownShare(page);
    out.push({ route: page.route, sibling: pages[nearest[i]]?.route, similarity: best[i], ownShare: own.share, rewrite: own.inherited });
  });
  return out.sort((a, b) => b.similarity - a.similarity || a.route.localeCompare(b.route));
}

export function likenessLine(l: Likeness): string {
  const own = `${Math.round(l.ownShare * 100)}% own copy`;
  const fields = l.rewrite.length > 0 ? `; rewrite first: ${rewriteList(l.rewrite)}` : '';
  const like = l.sibling ? `is ${Math.round(l.similarity * 100)}% like ${l.sibling}` : 'is like no other page';
  return `${l.route} ${like}, ${own}${fields}`;
}
