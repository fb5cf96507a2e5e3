// Every field of a loaded page (PageData), once, with what each part of lpgen
// does with it. Every list of page fields is derived from this table, so adding
// a field is its schema (schema.ts), one line here, and the template that shows
// it; test/content/fields.test.ts fails while the table and the schema disagree.
import type { PageData } from './types.js';

interface FieldFlags {
  /**
   * Where its value comes from: `cascade`, site.yaml defaults → niche preset → page file (schema.ts pageFields);
   * `page`, the page file alone (schema.ts PageFile); `load`, made by the loader (content/load.ts).
   */
  from: 'cascade' | 'page' | 'load';
  /** Copied as it is into the landing view the templates receive (model.ts Landing). */
  landing?: true;
  /** Only the page's own landing route (and its social card) reads it: a change re-renders that page alone (cache/page-summary.ts). */
  own?: true;
  /** Kept packed from load to render (content/packed-copy.ts); must be `own`: no other route's plan reads it. */
  packed?: true;
  /** Columns of `lpgen new --from`, `lpgen export` and `lpgen update --from` (csv-pages/columns.ts); lists and objects flatten to numbered columns. */
  csv?: true;
  /** Counted as the page's copy, own or inherited, in reading order (check/provenance.ts). */
  copy?: true;
  /** Quality warnings about it point at the line where the page file sets it (check/quality.ts). */
  located?: true;
}

/** One line per field; the order is the order every derived list keeps (reading order for `copy`). */
export const PAGE_FIELDS = {
  route: { from: 'page', landing: true },
  source: { from: 'load', landing: true, own: true },
  id: { from: 'load' },
  nicheSlug: { from: 'load', landing: true },
  niche: { from: 'page', landing: true },
  audience: { from: 'load', landing: true },
  category: { from: 'load', landing: true },
  citySlug: { from: 'load', landing: true },
  city: { from: 'page', landing: true },
  county: { from: 'load' },
  heroHeadline: { from: 'cascade', landing: true, own: true, csv: true, copy: true },
  heroSubheadline: { from: 'cascade', landing: true, own: true, packed: true, csv: true, copy: true },
  heroImage: { from: 'cascade', csv: true },
  painPoints: { from: 'cascade', landing: true, own: true, packed: true, copy: true, csv: true },
  features: { from: 'cascade', landing: true, own: true, packed: true, copy: true, csv: true },
  testimonial: { from: 'cascade', landing: true, own: true, packed: true, copy: true, located: true, csv: true },
  localStats: { from: 'cascade', landing: true, own: true, packed: true, located: true, csv: true },
  ctaText: { from: 'cascade', landing: true, own: true, csv: true },
  trialNote: { from: 'cascade', landing: true, own: true, csv: true },
  title: { from: 'cascade', landing: true, own: true, csv: true, located: true },
  description: { from: 'cascade', landing: true, own: true, csv: true, located: true },
  affiliateLink: { from: 'cascade', own: true, csv: true },
  provenance: { from: 'load', own: true, packed: true },
  status: { from: 'page', csv: true },
  publishAt: { from: 'page', csv: true },
} as const satisfies Record<keyof PageData, FieldFlags>;

export type PageField = keyof typeof PAGE_FIELDS;
type Flag = Exclude<keyof FieldFlags, 'from'>;
type Fields = typeof PAGE_FIELDS;

/** The fields that carry `flag`. */
export type FieldsWith<F extends Flag> = { [K in PageField]: Fields[K] extends Record<F, true> ? K : never }[PageField];
/** The fields whose value comes from `from`. */
export type FieldsFrom<W extends FieldFlags['from']> = { [K in PageField]: Fields[K]['from'] extends W ? K : never }[PageField];

const entries = Object.entries(PAGE_FIELDS) as [PageField, FieldFlags][];

/** The fields that carry `flag`, in table order. */
export const fieldsWith = <F extends Flag>(flag: F): readonly FieldsWith<F>[] => entries.filter(([, flags]) => flags[flag]).map(([name]) => name as FieldsWith<F>);

/** The fields whose value comes from `from`, in table order. */
export const fieldsFrom = <W extends FieldFlags['from']>(from: W): readonly FieldsFrom<W>[] =>
  entries.filter(([, flags]) => flags.from === from).map(([name]) => name as FieldsFrom<W>);

/** The page fields the landing templates read: a landing view carries only these (not the page's provenance, affiliate link or status). */
export const LANDING_FIELDS = fieldsWith('landing');
