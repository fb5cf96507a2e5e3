// One customer quote cannot come from several cities. A quote inherited from a
// niche (or copied between pages) whose `location` changes per page misstates
// who gave it, which the FTC rule on reviews and testimonials (16 CFR 465, in
// force since 21 October 2024) forbids. One pass, one hash map: linear.
//
// An illustrative quote (a sample the page labels as such) makes no claim about a
// customer, but the same invented business on page after page is still a fake local
// signal: shown on more than ILLUSTRATIVE_MAX_PAGES pages, it is flagged once, where
// it is written. Counted in the same single pass.
import { layerOf, type Layer } from '../content/cascade.js';
import type { PageData } from '../content/load.js';
import type { FieldPath } from '../content/locate.js';
import type { SourceFile } from '../content/read.js';
import { issueAt, locatorFor } from '../content/validate.js';
import type { Issue } from '../errors.js';

/**
 * How many pages one illustrative quote may be shown on before lpgen check flags it:
 * a niche preset's sample on the handful of pages a niche starts with is fine (the
 * bundled site's largest niche has 4 pages); past that, it is the same invented
 * business in city after city.
 */
export const ILLUSTRATIVE_MAX_PAGES = 5;

/** What the check compares of a testimonial: its normalised words and the city it is attributed to. */
export interface QuoteKey {
  key: string;
  /** `location` as written. */
  location: string;
  /** A sample the page labels as such: never a reused real quote, but counted for overuse. */
  illustrative?: true;
  /** The layer whose file holds the quote: where a warning about it points. */
  from?: Layer;
}

export interface ReusedQuote<T = PageData> {
  page: T;
  /** The other cities the same words are attributed to, sorted. */
  otherCities: string[];
}

/** Case, punctuation and spacing do not make a quote different. */
export const normaliseQuote = (quote: string) =>
  quote
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A page's testimonial as the check compares it, with where its quote is written; none when it has none. */
export function quoteKey(page: Pick<PageData, 'testimonial'> & Partial<Pick<PageData, 'provenance'>>): QuoteKey | undefined {
  const t = page.testimonial;
  if (!t) return undefined;
  const from = page.provenance && layerOf(page.provenance, 'testimonial.quote');
  return { key: normaliseQuote(t.quote), location: t.location, ...(t.illustrative && { illustrative: true as const }), ...(from && { from }) };
}

export function reusedQuotes(pages: readonly PageData[]): ReusedQuote[] {
  return reusedQuotesBy(pages, quoteKey);
}

/** reusedQuotes over anything that knows its quote (lpgen check keeps only the key of each page's). */
export function reusedQuotesBy<T>(pages: readonly T[], quoteOf: (page: T) => QuoteKey | undefined): ReusedQuote<T>[] {
  const cities = new Map<string, Set<string>>();
  const keyed: Array<[T, string, string]> = [];
  for (const page of pages) {
    const quote = quoteOf(page);
    // An illustrative quote says on the page that it is no customer's: not a claim about who gave it.
    if (!quote || quote.illustrative) continue;
    const city = quote.location.trim();
    keyed.push([page, quote.key, city]);
    const set = cities.get(quote.key) ?? new Set<string>();
    cities.set(quote.key, set.add(city));
  }
  const found: ReusedQuote<T>[] = [];
  for (const [page, key, city] of keyed) {
    const set = cities.get(key)!;
    if (set.size < 2) continue;
    found.push({ page, otherCities: [...set].filter((c) => c !== city).sort() });
  }
  return found;
}

export interface OverusedQuote<T> {
  /** The first page (in the order given) that shows it: where the warning points when the quote is the page's own. */
  page: T;
  quote: QuoteKey;
  /** How many pages show it. */
  pages: number;
}

/** Each illustrative quote shown on more than `max` pages, once, in first-seen order. One pass, one map. */
export function overusedIllustrative<T>(pages: readonly T[], quoteOf: (page: T) => QuoteKey | undefined, max = ILLUSTRATIVE_MAX_PAGES): OverusedQuote<T>[] {
  const seen = new Map<string, OverusedQuote<T>>();
  for (const page of pages) {
    const quote = quoteOf(page);
    if (!quote?.illustrative) continue;
    const entry = seen.get(quote.key);
    if (entry) entry.pages++;
    else seen.set(quote.key, { page, quote, pages: 1 });
  }
  return [...seen.values()].filter((entry) => entry.pages > max);
}

/** Where a quote is written: its file, parsed, and the path of the quote in it. */
export type QuoteSource = (page: { source: string; nicheSlug: string }, from: Layer | undefined) => { file: SourceFile; at: FieldPath } | undefined;

/** One warning per illustrative quote shown on too many pages, at the quote where it is written (line 1 of the first page when that file cannot be read). */
export function overusedIllustrativeIssues<T extends { source: string; nicheSlug: string }>(
  pages: readonly T[],
  quoteOf: (page: T) => QuoteKey | undefined,
  where: QuoteSource,
): Issue[] {
  return overusedIllustrative(pages, quoteOf).map(({ page, quote, pages: count }) => {
    const message = `this illustrative testimonial is shown on ${count} pages (more than ${ILLUSTRATIVE_MAX_PAGES}): the same invented business in city after city reads as a fake local review; give pages real quotes with their source, or remove it from most of them`;
    const found = where(page, quote.from);
    const issue: Issue = found
      ? issueAt(found.file, locatorFor(found.file), found.at, message)
      : { file: page.source, line: 1, col: 1, field: 'testimonial', message };
    return { ...issue, severity: 'warning' as const };
  });
}

/**
 * Why a testimonial cannot be shown as a customer's words, or undefined when it can (or is an illustrative
 * sample, which the page labels as such): a real quote shows where it was published and when (FTC 16 CFR 465).
 * The one rule lpgen check reports where a quote is written and the gate (src/gate/) counts on every page that shows it.
 */
export function unbackedQuote(t: { illustrative?: boolean; source?: string; date?: string } | null | undefined): string | undefined {
  if (!t || t.illustrative === true) return undefined;
  const missing = [t.source ? '' : 'source: (where it was published)', t.date ? '' : 'date: (2025-03)'].filter(Boolean);
  return missing.length === 0 ? undefined : `a quote that is not illustrative needs ${missing.join(' and ')}, shown with it; or mark it illustrative: true`;
}

/** An error, at the testimonial where it is written, for each quote of these files that is neither real nor illustrative. */
export function findUnbackedTestimonials(files: Iterable<SourceFile>): Issue[] {
  const issues: Issue[] = [];
  const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  for (const source of files) {
    const data = source.data;
    if (!isPlain(data)) continue;
    // A page file holds its testimonial at the top; presets and site.yaml under `defaults`; site.yaml also under `home`.
    const spots: Array<[FieldPath, unknown]> = isPlain(data.defaults)
      ? [[['defaults', 'testimonial'], data.defaults.testimonial]]
      : [[['testimonial'], data.testimonial]];
    if (isPlain(data.home)) spots.push([['home', 'testimonial'], data.home.testimonial]);
    let locate: ReturnType<typeof locatorFor> | undefined;
    for (const [at, value] of spots) {
      const why = isPlain(value) ? unbackedQuote(value as Parameters<typeof unbackedQuote>[0]) : undefined;
      if (why) issues.push({ ...issueAt(source, (locate ??= locatorFor(source)), at, why), severity: 'error' });
    }
  }
  return issues;
}
