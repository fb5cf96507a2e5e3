// One customer quote cannot come from several cities. A quote inherited from a
// niche (or copied between pages) whose `location` changes per page misstates
// who gave it, which the FTC rule on reviews and testimonials (16 CFR 465, in
// force since 21 October 2024) forbids. One pass, one hash map: linear.
import type { PageData } from '../content/load.js';

export interface ReusedQuote {
  page: PageData;
  /** The other cities the same words are attributed to, sorted. */
  otherCities: string[];
}

/** Case, punctuation and spacing do not make a quote different. */
export const normaliseQuote = (quote: string) => quote.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export function reusedQuotes(pages: readonly PageData[]): ReusedQuote[] {
  const cities = new Map<string, Set<string>>();
  const keyed: Array<[PageData, string, string]> = [];
  for (const page of pages) {
    const t = page.testimonial;
    // Marked illustrative, the page says so: not a claim about a real customer.
    if (!t || t.illustrative) continue;
    const key = normaliseQuote(t.quote);
    const city = t.location.trim();
    keyed.push([page, key, city]);
    const set = cities.get(key) ?? new Set<string>();
    cities.set(key, set.add(city));
  }
  const found: ReusedQuote[] = [];
  for (const [page, key, city] of keyed) {
    const set = cities.get(key)!;
    if (set.size < 2) continue;
    found.push({ page, otherCities: [...set].filter((c) => c !== city).sort() });
  }
  return found;
}
