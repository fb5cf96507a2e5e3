// lpgen check's work on one page file, the same in any thread: read it, load it
// (validate, cascade, fill), scan it for sample leftovers, and reduce the page to
// what the site-wide quality checks need: its shingle set and MinHash signature,
// its distinct words as ids, its quality bar and the warnings about it alone,
// already located in its file. The copy goes no further, so a worker answers with
// a few kB per page and the main thread never holds 10,000 pages' text.
import { threadId } from 'node:worker_threads';
import { findLeftovers } from '../content/leftovers.js';
import { statDates, type StatDate } from './fact-age.js';
import { findUnsourcedFigures } from './figures.js';
import { loadPageSource } from '../content/load.js';
import { readSource, type SourceFile } from '../content/read.js';
import { locatorFor } from '../content/validate.js';
import type { PageContext, PageData, PageOutcome } from '../content/types.js';
import type { Issue } from '../errors.js';
import { forEachText, type BarResult } from './provenance.js';
import { judgePage } from '../gate/gate.js';
import { DESCRIPTION_MAX, LOCATED_FIELDS, locatedIssue, TITLE_MAX } from './quality.js';
import { cityLookup } from './quality-bar.js';
import { dataFactCounter } from '../data/join.js';
import { flat } from '../content/share-strings.js';
import { signature, SIGNATURE_HASHES, wordTable } from './similarity.js';
import { findUnbackedTestimonials, quoteKey, type QuoteKey } from './testimonials.js';

/** What the quality checks keep of one page. */
export interface PageFacts {
  /** Which word table the ids come from: one per thread and check. */
  table: number;
  /** The page's distinct words as ids of that table; `fresh` are the words it was first to use, ids from freshFrom on. */
  words: Uint32Array;
  fresh: string[];
  freshFrom: number;
  /** Its visible text's distinct word 5-shingle hashes, sorted, and their MinHash signature. */
  shingles: Uint32Array;
  signature: Uint32Array;
  bar: BarResult;
  /** Why the gate keeps it out of the index (src/gate/), a near-duplicate aside (found site-wide); empty: it passes. */
  gate: string[];
  /** How many unsourced figures it shows, its own and inherited. */
  figuresShown: number;
  /** Its title, description and local-stats warnings, in that order, located where the file sets the field. */
  warnings: Issue[];
  /** The LOCATED_FIELDS its file sets itself: a site-wide warning about one of them reads the file again to locate it. */
  sets: string[];
  quote?: QuoteKey;
}

/** The page as the content load's site-wide checks and the quality report see it: no copy, no provenance. */
export type CheckedPage = Pick<
  PageData,
  'source' | 'id' | 'route' | 'nicheSlug' | 'niche' | 'citySlug' | 'city' | 'title' | 'description' | 'heroImage' | 'status' | 'publishAt'
> &
  // What findHubs reads of a page to place it in its category's and county's hubs.
  Pick<PageData, 'category' | 'county'> & {
    facts: PageFacts;
  };

export interface CheckOutcome extends Omit<PageOutcome, 'page'> {
  page?: CheckedPage;
  /** Sample text left in the file (findLeftovers). */
  leftovers: Issue[];
  /** Figures written in the file without a source (findUnsourcedFigures). */
  figures?: Issue[];
  /** A testimonial written in the file that is neither illustrative nor traceable (findUnbackedTestimonials): errors. */
  quotes?: Issue[];
  /** The dated stats written in the file, for the stale-figure check (its date is the main thread's). */
  statDates?: StatDate[];
}

let tables = 0;

/** Checks page files one at a time against `ctx`; the words of every page it checks share one table. */
export function pageChecker(ctx: PageContext): (abs: string) => CheckOutcome {
  const table = threadId * 0x10000 + ++tables;
  const read = wordTable();
  const cityOf = cityLookup(ctx.cities);
  const dataFacts = dataFactCounter(ctx);
  return (abs) => {
    const issues: Issue[] = [];
    const source = readSource(abs, issues);
    if (!source) return { abs, issues, ownRoute: false, ownHeroImage: false, leftovers: [] };
    const leftovers = findLeftovers([source]);
    const { page, ...outcome } = loadPageSource(source, ctx, issues);
    if (!page) return { ...outcome, leftovers };
    const figures = findUnsourcedFigures([source]);
    const quotes = findUnbackedTestimonials([source]);
    const dates = statDates(source.data);
    // One scan of the page's visible text gives its words, its shingles and each field's word count.
    const parts: string[] = [];
    forEachText(page, (_path, part) => parts.push(part));
    const text = read(parts);
    const verdict = judgePage(page, cityOf(page), ctx.site.quality, { counts: text.counts, dataFacts: dataFacts(page) });
    const facts: PageFacts = {
      table,
      words: text.words,
      fresh: text.fresh,
      freshFrom: text.freshFrom,
      shingles: text.shingles,
      signature: signature(text.shingles, SIGNATURE_HASHES),
      bar: verdict.bar,
      gate: verdict.reasons,
      figuresShown: verdict.figures.length,
      warnings: pageWarnings(page, source),
      sets: LOCATED_FIELDS.filter((f) => (source.data as Record<string, unknown>)[f] !== undefined),
      quote: quoteKey(page),
    };
    return { ...outcome, leftovers, figures, quotes, ...(dates.length > 0 && { statDates: dates }), page: checkedPage(page, facts) };
  };
}

/** The warnings one page earns on its own: too long a title or description, no local figures. */
function pageWarnings(page: PageData, source: SourceFile): Issue[] {
  const warnings: Issue[] = [];
  const data = source.data as Record<string, unknown>;
  // One locator for the page's warnings: a long title often comes with a long description.
  const locate = locatorFor(source);
  const warn = (field: string, message: string) =>
    warnings.push(locatedIssue(page.source, data[field] !== undefined ? source : undefined, field, message, 'warning', locate));
  if (page.title.length > TITLE_MAX) warn('title', `title is ${page.title.length} characters; search results show about ${TITLE_MAX}`);
  if (page.description.length > DESCRIPTION_MAX)
    warn('description', `description is ${page.description.length} characters; search results show about ${DESCRIPTION_MAX}`);
  if (!page.localStats) warn('localStats', 'no local statistics; `lpgen new` fills them from content/cities.yaml');
  return warnings;
}

/** The fields kept of a page, as flat copies: as slices of its file's text they would hold every page's whole text. */
function checkedPage(page: PageData, facts: PageFacts): CheckedPage {
  const { source, id, route, nicheSlug, niche, category, citySlug, city, county, title, description, heroImage, status, publishAt } = page;
  const image = heroImage && (Object.fromEntries(Object.entries(heroImage).map(([k, v]) => [k, typeof v === 'string' ? flat(v) : v])) as typeof heroImage);
  return {
    source,
    id: flat(id),
    route: flat(route),
    nicheSlug,
    niche,
    category,
    citySlug: flat(citySlug),
    city: flat(city),
    ...(county && { county }),
    title: flat(title),
    description: flat(description),
    heroImage: image,
    ...(status && { status }),
    ...(publishAt && { publishAt }),
    facts,
  };
}

// A worker keeps one checker per context it is sent (one per lpgen check run).
let current: { ctx: PageContext; check: (abs: string) => CheckOutcome } | undefined;

/** The worker's job (src/workers/worker.ts, message kind 'check'). */
export function checkPageFiles(files: string[], ctx: PageContext): CheckOutcome[] {
  if (current?.ctx !== ctx) current = { ctx, check: pageChecker(ctx) };
  return files.map(current.check);
}
