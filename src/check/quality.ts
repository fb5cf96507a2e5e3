// Content-quality warnings that search engines care about. Programmatic pages
// that differ only by city read as scaled or doorway content, so every page
// should carry words of its own; titles and descriptions must be distinct and
// short enough to show in results.
import { fieldsWith } from '../content/fields.js';
import type { PageData } from '../content/load.js';
import type { SourceFile } from '../content/read.js';
import type { SiteConfig } from '../content/schema.js';
import { issueAt, locatorFor } from '../content/validate.js';
import { sortIssues, type Issue } from '../errors.js';
import type { CheckedPage } from './page-check.js';
import { forEachText, rewriteList, type BarResult } from './provenance.js';
import { nearestBySignatures } from './similarity.js';
import { reusedQuotesBy } from './testimonials.js';

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
  /** Unsourced figures the page shows, its own and inherited. */
  unsourcedFigures: number;
  /** Fails the gate (src/gate/): under the quality bar (minOwnShare, minLocalFacts), a near-duplicate, or showing what it cannot back. */
  belowBar: boolean;
  /** Why it fails the gate, in the words every command uses; empty when it passes. */
  reasons: string[];
  /** 'draft' when the page is a draft: set in its file, or by `quality.belowBar: draft`; 'scheduled' until its publishAt. */
  status: 'draft' | 'published' | 'scheduled';
}

export interface QualityReport {
  /** Errors the check finds beyond the content load (an untraceable testimonial): they fail it, whatever --strict says. */
  errors: Issue[];
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
 * strings need not be kept while the other pages are read. One niche at a
 * time, in one array of counts by id (cleared after each niche): no map of
 * counts per niche, and memory for one count per distinct word of the site.
 */
function uniqueWordCounts(pages: readonly CheckedPage[], wordIds: Uint32Array[], distinctWords: number): number[] {
  const byNiche = new Map<string, number[]>();
  pages.forEach((page, i) => {
    const members = byNiche.get(page.nicheSlug);
    if (members) members.push(i);
    else byNiche.set(page.nicheSlug, [i]);
  });
  const counts = new Int32Array(distinctWords);
  const unique = new Array<number>(pages.length);
  for (const members of byNiche.values()) {
    for (const i of members) for (const w of wordIds[i]) counts[w]++;
    for (const i of members) {
      let count = 0;
      for (const w of wordIds[i]) if (counts[w] === 1) count++;
      unique[i] = count;
    }
    for (const i of members) for (const w of wordIds[i]) counts[w] = 0;
  }
  return unique;
}

/**
 * Each page's word ids in one numbering for the whole site (and how many words
 * that is). Pages checked on different threads come with ids of different
 * tables; each table's words are named once, by the page that used them first,
 * and mapped by name.
 */
function siteWordIds(pages: readonly CheckedPage[]): { ids: Uint32Array[]; distinct: number } {
  // Each table's size first, so its map is a typed array: pages come in route order, not in the order their words were named.
  const sizes = new Map<number, number>();
  for (const { facts } of pages) sizes.set(facts.table, Math.max(sizes.get(facts.table) ?? 0, facts.freshFrom + facts.fresh.length));
  const tables = new Map([...sizes].map(([table, size]) => [table, new Uint32Array(size)]));
  const ids = new Map<string, number>();
  for (const { facts } of pages) {
    const local = tables.get(facts.table)!;
    facts.fresh.forEach((word, k) => {
      let id = ids.get(word);
      if (id === undefined) ids.set(word, (id = ids.size));
      local[facts.freshFrom + k] = id;
    });
  }
  const mapped = pages.map(({ facts }) => {
    const local = tables.get(facts.table)!;
    const words = new Uint32Array(facts.words.length);
    for (let k = 0; k < words.length; k++) words[k] = local[facts.words[k]];
    return words;
  });
  return { ids: mapped, distinct: ids.size };
}

/** The top-level fields of a page file that quality warnings point at when the file sets them. */
export const LOCATED_FIELDS = fieldsWith('located');

/**
 * A warning about a page: at `field` in its file when `source` (the file, parsed) is given, else at line 1.
 * `locate`: the file's locator when the caller shares one between warnings (it parses the file once more).
 */
export function locatedIssue(
  file: string,
  source: SourceFile | undefined,
  field: string,
  message: string,
  severity: Issue['severity'],
  locate = source && locatorFor(source),
): Issue {
  const issue: Issue = source && locate ? issueAt(source, locate, [field], message) : { file, line: 1, col: 1, field, message };
  return { ...issue, severity };
}

/** A page file again, parsed, to locate a warning found once every page was read (a duplicate title, a reused quote). */
export type ReadPage = (file: string) => SourceFile | undefined;

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The gate's near-duplicate reason (src/gate/gate.ts words it the same for a page judged alone). */
const nearDuplicateReason = (route: string, similarity: number) => `near-duplicate of ${route} (${pct(similarity)} the same)`;

/** 'below the quality bar: <reasons>; write its own <fields>': one wording for check, publish and new. */
export function belowBarMessage(reasons: readonly string[], inherited: BarResult['inherited']): string {
  const rewrite = inherited.length > 0 ? `; write its own ${rewriteList(inherited, 3)}` : '';
  return `below the quality bar: ${reasons.join(', ')}${rewrite}`;
}

/** The site-wide quality report from each page's facts (page-check.ts): similarity, thin pages, duplicates, the bar. */
export function checkQuality(pages: readonly CheckedPage[], site: SiteConfig, read: ReadPage): QualityReport {
  const { similarityThreshold, minUniqueWords, belowBar } = site.quality;
  const warnings: Issue[] = [];
  const failures: Issue[] = [];
  // Whole-page warnings point at line 1; a field set in the page itself is located.
  const located = (page: CheckedPage, field: string, message: string, severity: Issue['severity']): Issue =>
    locatedIssue(page.source, field && page.facts.sets.includes(field) ? read(page.source) : undefined, field, message, severity);
  const warn = (page: CheckedPage, field: string, message: string) => warnings.push(located(page, field, message, 'warning'));

  const { best, nearest, candidates } = nearestBySignatures(
    pages.map((p) => p.facts.signature),
    pages.map((p) => p.facts.shingles),
  );
  const words = siteWordIds(pages);
  const unique = uniqueWordCounts(pages, words.ids, words.distinct);
  let top: QualityReport['mostSimilar'];
  const scores = pages.map((page, i): PageScore => {
    const other = nearest[i] >= 0 ? pages[nearest[i]] : undefined;
    const reasons = [...page.facts.gate];
    if (other && best[i] >= similarityThreshold) {
      reasons.push(nearDuplicateReason(other.route, best[i]));
      warn(
        page,
        '',
        `near-duplicate of ${other.source} (${other.route}): ${pct(best[i])} of the visible text is the same (site.yaml quality.similarityThreshold ${pct(similarityThreshold)}); give this page its own copy`,
      );
    }
    if (other && (!top || best[i] > top.similarity)) top = { a: page.route, b: other.route, similarity: best[i] };
    if (unique[i] < minUniqueWords) {
      warn(
        page,
        '',
        `thin content: ${unique[i]} word${unique[i] === 1 ? '' : 's'} that no other ${page.niche} page uses (site.yaml quality.minUniqueWords ${minUniqueWords})`,
      );
    }
    for (const w of page.facts.warnings) warnings.push(w);
    const { bar } = page.facts;
    // With belowBar: draft the page still builds (as a draft), so it is neither a warning nor an error here.
    // A draft is not published: the verdict line counts it, `lpgen publish --ready` says what it lacks.
    // A near-duplicate has its own warning above: the bar's line is for the other reasons.
    const others = reasons.filter((r) => !r.startsWith('near-duplicate of '));
    if (others.length > 0 && belowBar !== 'draft' && page.status !== 'draft') {
      const message = belowBarMessage(others, bar.inherited);
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
      unsourcedFigures: page.facts.figuresShown,
      belowBar: reasons.length > 0,
      reasons,
      status: page.publishAt !== undefined ? 'scheduled' : (page.status ?? 'published'),
    };
  });
  for (const field of ['title', 'description'] as const) {
    const groups = new Map<string, CheckedPage[]>();
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
  for (const { page, otherCities } of reusedQuotesBy(pages, (p) => p.facts.quote)) {
    warn(
      page,
      'testimonial',
      `the same testimonial is attributed to ${page.facts.quote!.location} here and to ${otherCities.join(', ')} on other pages; give each page a real quote with its source and date, or mark it illustrative: true`,
    );
  }
  const bar = { minOwnShare: site.quality.minOwnShare, minLocalFacts: site.quality.minLocalFacts, belowBar };
  return { errors: [], warnings: sortIssues(warnings), failures: sortIssues(failures), bar, pages: scores, mostSimilar: top, candidates };
}
