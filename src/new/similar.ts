// How alike a new page is to its closest sibling, told at creation: search
// engines treat pages that differ only by the city name as scaled content.
// MinHash/LSH from src/check/similarity.ts: candidate pairs only, never all pairs.
import type { Content, PageData } from '../content/load.js';
import { visibleText } from '../check/quality.js';
import { nearestNeighbours, words } from '../check/similarity.js';

export interface Likeness {
  route: string;
  sibling: string;
  similarity: number;
  /** Fields whose text is the sibling's with only the city swapped: the ones to rewrite first. */
  rewrite: string[];
}

const FIELDS = ['heroHeadline', 'heroSubheadline', 'painPoints', 'features', 'testimonial', 'localStats'] as const;

/** A field's words with the page's own city (and county) replaced by one marker, so 'Naples' and 'Tampa' compare equal. */
function generic(page: PageData, field: (typeof FIELDS)[number]): string {
  let text = JSON.stringify(page[field] ?? '');
  for (const name of [page.city, page.county].filter((n): n is string => !!n)) text = text.split(name).join('\u0000');
  return text;
}

/** For each new route, its most similar other page (when LSH proposes one) and the fields to rewrite. */
export function likeness(content: Content, newRoutes: ReadonlySet<string>): Likeness[] {
  const pages = content.pages;
  if (pages.length < 2) return [];
  const { best, nearest } = nearestNeighbours(pages.map((p) => words(visibleText(p))));
  const out: Likeness[] = [];
  pages.forEach((page, i) => {
    if (!newRoutes.has(page.route) || nearest[i] < 0) return;
    const sibling = pages[nearest[i]];
    const rewrite = FIELDS.filter((f) => page[f] !== undefined && generic(page, f) === generic(sibling, f));
    out.push({ route: page.route, sibling: sibling.route, similarity: best[i], rewrite });
  });
  return out.sort((a, b) => b.similarity - a.similarity || a.route.localeCompare(b.route));
}

export function likenessLine(l: Likeness): string {
  const fields = l.rewrite.length > 0 ? `; rewrite first: ${l.rewrite.join(', ')} (same as ${l.sibling} but for the city)` : '';
  return `${l.route} is ${Math.round(l.similarity * 100)}% like ${l.sibling}${fields}`;
}
