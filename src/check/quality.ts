// Content-quality warnings that search engines care about. Programmatic pages
// that differ only by city read as scaled or doorway content, so every page
// should carry words of its own; titles and descriptions must be distinct and
// short enough to show in results.
import type { Content, PageData } from '../content/load.js';
import type { SourceFile } from '../content/read.js';
import { issueAt, locatorFor } from '../content/validate.js';
import { sortIssues, type Issue } from '../errors.js';
import { forEachText, measureBar, rewriteList, wordCounter } from './provenance.js';
import { cityLookup } from './quality-bar.js';
import { nearestBySets, wordTable } from './similarity.js';
import { reusedQuotes } from './testimonials.js';

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

export interface PageScore {
  route: string;
  source: string;
  /** 1 − the highest similarity to any other page. */
  uniqueness: number;
  /** Route of the most similar page, when LSH found one. */
  mostSimilar?: string;
  /** Words no other page of the same niche uses. */
  uniqueWords: number;
  /** Share (0–1) of the page's copy words set in its own file, not inherited from its niche preset or site defaults. */
  ownShare: number;
  ownWords: number;
  inheritedWords: number;
  /** Inherited copy fields, most words first: what to rewrite. */
  inheritedFields: string[];
  /** Sourced local facts shown: localStats plus the city's figures in cities.yaml. */
  localFacts: number;
  /** Under site.yaml's quality bar (minOwnShare, minLocalFacts). */
  belowBar: boolean;
  /** 'draft' when the page is a draft: set in its file, or by `quality.belowBar: draft`. */
  status: 'draft' | 'published';
}

export interface QualityReport {
  warnings: Issue[];
  /** Pages under the quality bar with `quality.belowBar: fail`: errors, whatever --strict says. */
  failures: Issue[];
  /** The quality bar the pages were measured against (site.yaml quality). */
  bar: { minOwnShare: number; minLocalFacts: number; belowBar: 'warn' | 'fail' | 'draft' };
  pages: PageScore[];
  mostSimilar?: { a: string; b: string; similarity: number };
  /** Page pairs compared after LSH banding. */
  candidates: number;
}

/** What a visitor reads on a landing page, in reading order. */
export function visibleText(page: PageData): string {
  const parts: string[] = [];
  forEachText(page, (_path, text) => parts.push(text));
  return parts.join('\n');
}

/**
 * Per page, the distinct words that no other page of its niche uses. A page's
 * words come as ids (one per distinct word of the whole site), so its word
 * strings need not be kept while the other pages are read.
 */
function uniqueWordCounts(pages: PageData[], wordIds: Uint32Array[]): number[] {
  const byNiche = new Map<string, Map<number, number>>();
  pages.forEach((page, i) => {
    const df = byNiche.get(page.nicheSlug) ?? new Map<number, number>();
    byNiche.set(page.nicheSlug, df);
    for (const w of wordIds[i]) df.set(w, (df.get(w) ?? 0) + 1);
  });
  return pages.map((page, i) => {
    const df = byNiche.get(page.nicheSlug)!;
    let count = 0;
    for (const w of wordIds[i]) if (df.get(w) === 1) count++;
    return count;
  });
}

/** The top-level fields of a page file that quality warnings point at when the file sets them. */
export const LOCATED_FIELDS = ['title', 'description', 'localStats', 'testimonial'] as const;

/**
 * Where a page's warnings point. check keeps no page's text: it remembers which
 * LOCATED_FIELDS each file sets, and reads a file again only to locate a warning in it.
 */
export interface PageFiles {
  /** Whether the page file (display path) sets this top-level field itself. */
  sets(file: string, field: string): boolean;
  /** The page file again, parsed. */
  read(file: string): SourceFile | undefined;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

export function checkQuality(content: Content, files: PageFiles): QualityReport {
  const { pages, site } = content;
  const { similarityThreshold, minUniqueWords, belowBar } = site.quality;
  const cityOf = cityLookup(content.cities);
  const count = wordCounter();
  const warnings: Issue[] = [];
  const failures: Issue[] = [];
  // Whole-page warnings point at line 1; a field set in the page itself is located
  // (parsing a Document only for those few files keeps 10,000-page checks fast).
  const located = (page: PageData, field: string, message: string, severity: Issue['severity']): Issue => {
    const source = field && files.sets(page.source, field) ? files.read(page.source) : undefined;
    const issue: Issue = source ? issueAt(source, locatorFor(source), [field], message) : { file: page.source, line: 1, col: 1, field, message };
    return { ...issue, severity };
  };
  const warn = (page: PageData, field: string, message: string) => warnings.push(located(page, field, message, 'warning'));

  // One page's words at a time, kept only as its shingle set and word ids (10,000 pages: ~5 M word strings otherwise).
  const read = wordTable();
  const sets: Uint32Array[] = [];
  const wordIds: Uint32Array[] = [];
  for (const page of pages) {
    const text = read(visibleText(page));
    sets.push(text.shingles);
    wordIds.push(text.words);
  }
  const { best, nearest, candidates } = nearestBySets(sets);
  const unique = uniqueWordCounts(pages, wordIds);
  let top: QualityReport['mostSimilar'];
  const scores = pages.map((page, i): PageScore => {
    const other = nearest[i] >= 0 ? pages[nearest[i]] : undefined;
    if (other && best[i] >= similarityThreshold) {
      warn(page, '', `near-duplicate of ${other.source} (${other.route}): ${pct(best[i])} of the visible text is the same (site.yaml quality.similarityThreshold ${pct(similarityThreshold)}); give this page its own copy`);
    }
    if (other && (!top || best[i] > top.similarity)) top = { a: page.route, b: other.route, similarity: best[i] };
    if (unique[i] < minUniqueWords) {
      warn(page, '', `thin content: ${unique[i]} word${unique[i] === 1 ? '' : 's'} that no other ${page.niche} page uses (site.yaml quality.minUniqueWords ${minUniqueWords})`);
    }
    if (page.title.length > TITLE_MAX) warn(page, 'title', `title is ${page.title.length} characters; search results show about ${TITLE_MAX}`);
    if (page.description.length > DESCRIPTION_MAX) {
      warn(page, 'description', `description is ${page.description.length} characters; search results show about ${DESCRIPTION_MAX}`);
    }
    if (!page.localStats) warn(page, 'localStats', 'no local statistics; `lpgen new` fills them from content/cities.yaml');
    const bar = measureBar(page, cityOf(page), site.quality, count);
    // With belowBar: draft the page still builds (as a draft), so it is neither a warning nor an error here.
    if (bar.below.length > 0 && belowBar !== 'draft') {
      const rewrite = bar.inherited.length > 0 ? `; write its own ${rewriteList(bar.inherited, 3)}` : '';
      const message = `below the quality bar: ${bar.below.join(', ')}${rewrite}`;
      if (belowBar === 'fail') failures.push(located(page, '', message, 'error'));
      else warn(page, '', message);
    }
    return {
      route: page.route,
      source: page.source,
      uniqueness: 1 - best[i],
      mostSimilar: other?.route,
      uniqueWords: unique[i],
      ownShare: bar.share,
      ownWords: bar.ownWords,
      inheritedWords: bar.inheritedWords,
      inheritedFields: bar.inherited.map((f) => f.field),
      localFacts: bar.localFacts,
      belowBar: bar.below.length > 0,
      status: page.status ?? 'published',
    };
  });
  for (const field of ['title', 'description'] as const) {
    const groups = new Map<string, PageData[]>();
    for (const page of pages) {
      const key = page[field].trim().toLowerCase();
      const group = groups.get(key);
      if (group) group.push(page);
      else groups.set(key, [page]);
    }
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      for (const page of group) {
        const others = group.filter((p) => p !== page).map((p) => p.source);
        warn(page, field, `duplicate ${field}, also used by ${others.join(', ')}: "${page[field]}"`);
      }
    }
  }
  for (const { page, otherCities } of reusedQuotes(pages)) {
    warn(page, 'testimonial', `the same testimonial is attributed to ${page.testimonial!.location} here and to ${otherCities.join(', ')} on other pages; give each page a real quote with its source and date, or mark it illustrative: true`);
  }
  const bar = { minOwnShare: site.quality.minOwnShare, minLocalFacts: site.quality.minLocalFacts, belowBar };
  return { warnings: sortIssues(warnings), failures: sortIssues(failures), bar, pages: scores, mostSimilar: top, candidates };
}
