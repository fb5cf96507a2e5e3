// How pages are named; shared by the engine (JSON-LD, `lpgen new`, the schema's
// default disclosure) and the templates.

/**
 * How a landing page is named wherever it is listed: 'Dentist CRM in Miami', `noun` being what the site
 * sells (site.yaml productNoun, SiteView.productNoun).
 */
export function pageLabel(link: { niche: string; city: string }, noun: string): string {
  return `${link.niche} ${noun} in ${link.city}`;
}

/** A city with its region, as the pages show it: 'Miami, Florida' (or 'Tampa, FL' with the abbreviation). */
export function cityInRegion(city: string, region: string): string {
  return `${city}, ${region}`;
}

/** 'Miami, FL', 'miami' and 'Miami, Florida' name the same city: case, punctuation and the region after the comma aside. */
const placeName = (place: string) =>
  place
    .split(',')[0]
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * A real quote: not illustrative, and traceable (where it was published and when, both shown with it). Only such a
 * quote may claim a place; a quote that is neither illustrative nor traceable is an error of lpgen check.
 */
export const isRealQuote = (t: { illustrative?: boolean; source?: string; date?: string }): boolean => !t.illustrative && Boolean(t.source) && Boolean(t.date);

/**
 * A real quote (isRealQuote) given in the page's own city: only then may its heading claim the city.
 * In the view model (a boolean the templates branch on), not in the templates: a comparison of two printed
 * strings is something a rendered shell cannot replay (src/render/shell/).
 */
export function isLocalTestimonial(testimonial: { illustrative?: boolean; source?: string; date?: string; location: string }, city: string): boolean {
  return isRealQuote(testimonial) && placeName(testimonial.location) === placeName(city);
}

/** The company's legal name (copyright line, JSON-LD): 'FloridaCRM Corp.'; a suffix may be left empty. */
export function legalName(company: string, suffix: string): string {
  return suffix ? `${company} ${suffix}` : company;
}

/** '1 page' / '12 pages'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Where the admin page's "Read the full documentation" points when site.yaml sets no
 * admin.docsUrl. lpgen is not published anywhere (the npm package of that name is not
 * this one), so no URL of its README exists: the default is the generic code-hosting
 * site the original spec names, a page that exists and claims no repository. A site
 * sets its own repository's README.
 */
export const DEFAULT_DOCS_URL = 'https://github.com/';

/** The affiliate disclosure when site.yaml sets none (the schema's default, too). */
export const DEFAULT_DISCLOSURE = 'We earn a commission if you sign up through our links.';

/**
 * The brand's lettermark (header tile and favicon): its first Latin letter or digit, upper-cased.
 * Not charAt(0): for '🦷 Dental' that is half an emoji, drawn as U+FFFD. site.yaml's brand must have one.
 */
export function brandLetter(brand: string): string {
  return (
    brand
      .normalize('NFKD')
      .match(/[a-z0-9]/i)?.[0]
      .toUpperCase() ?? '•'
  );
}
