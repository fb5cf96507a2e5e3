// One customer quote cannot come from several cities. A quote inherited from a
// niche (or copied between pages) whose `location` changes per page misstates
// who gave it, which the FTC rule on reviews and testimonials (16 CFR 465, in
// force since 21 October 2024) forbids. One pass, one hash map: linear.
import type { PageData } from '../content/load.js';

/** What the check compares of a testimonial: its normalised words and the city it is attributed to. */
export interface QuoteKey {
  key: string;
  /** `location` as written. */
  location: string;
}

export interface ReusedQuote<T = PageData> {
  page: T;
  /** The other cities the same words are attributed to, sorted. */
  otherCities: string[];
}

/** Case, punctuation and spacing do not make a quote different. */
export const normaliseQuote = (quote: string) => quote.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** A page's testimonial as the check compares it; none when it has none or marks it illustrative (the page says so: not a claim about a real customer). */
export function quoteKey(page: Pick<PageData, 'testimonial'>): QuoteKey | undefined {
  const t = page.testimonial;
  return t && !t.illustrative ? { key: normaliseQuote(t.quote), location: t.location } : undefined;
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
    if (!quote) continue;
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
