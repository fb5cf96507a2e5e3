// Every field of a loaded page (PageData), once, with what each part of lpgen
// does with it. Every list of page fields is derived from this table, so adding
// a field is its schema (schema.ts), one line here, and the template that shows
// it; test/content/fields.test.ts fails while the table and the schema disagree.
import type { PageData } from './types.js';

/**
 * How a field holds words a visitor reads (TEXT_KEYS names the keys of each item):
 * `line`, one string; `lines`, a list of strings; `cards`, a list of items that may
 * carry a source (painPoints, features); `quote`, the testimonial; `stats`, a list of
 * label and value whose value is a figure. Every walk over the words of a page (copy
 * share and similarity, the figure check) goes by this, not by a list of its own.
 */
export type TextShape = 'line' | 'lines' | 'cards' | 'quote' | 'stats';

/** The text keys of each item of a `cards`, `quote` or `stats` field, in reading order. */
export const TEXT_KEYS = {
  cards: ['title', 'description'],
  quote: ['quote', 'author', 'business', 'location'],
  stats: ['label', 'value'],
} as const;

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
  /** The words a visitor reads in it, and how they are held; the figure check reads every field that has one (check/figures.ts). */
  text?: TextShape;
  /**
   * The page's copy, own or inherited, in reading order (check/provenance.ts forEachText: own share, similarity);
   * must have `text`. Stats are copy for similarity but facts for the own share (counted by localFacts).
   */
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
  heroHeadline: { from: 'cascade', landing: true, own: true, csv: true, text: 'line', copy: true },
  heroSubheadline: { from: 'cascade', landing: true, own: true, packed: true, csv: true, text: 'line', copy: true },
  heroPromises: { from: 'cascade', landing: true, own: true, csv: true, text: 'lines' },
  heroImage: { from: 'cascade', csv: true },
  painPoints: { from: 'cascade', landing: true, own: true, packed: true, text: 'cards', copy: true, csv: true },
  features: { from: 'cascade', landing: true, own: true, packed: true, text: 'cards', copy: true, csv: true },
  testimonial: { from: 'cascade', landing: true, own: true, packed: true, text: 'quote', copy: true, located: true, csv: true },
  localStats: { from: 'cascade', landing: true, own: true, packed: true, text: 'stats', copy: true, located: true, csv: true },
  ctaText: { from: 'cascade', landing: true, own: true, csv: true, text: 'line' },
  ctaBandText: { from: 'cascade', landing: true, own: true, csv: true, text: 'line' },
  trialNote: { from: 'cascade', landing: true, own: true, csv: true, text: 'line' },
  title: { from: 'cascade', landing: true, own: true, csv: true, located: true, text: 'line' },
  description: { from: 'cascade', landing: true, own: true, csv: true, located: true, text: 'line' },
  affiliateLink: { from: 'cascade', own: true, csv: true },
  provenance: { from: 'load', own: true, packed: true },
  status: { from: 'page', csv: true },
  publishAt: { from: 'page', csv: true },
} as const satisfies Record<keyof PageData, FieldFlags>;

export type PageField = keyof typeof PAGE_FIELDS;
type Flag = Exclude<keyof FieldFlags, 'from' | 'text'>;
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

/** The fields a visitor reads words in, each with how it holds them, in table order. */
export const TEXT_FIELDS: ReadonlyArray<readonly [PageField, TextShape]> = entries.flatMap(([name, flags]) => (flags.text ? [[name, flags.text] as const] : []));

/** The fields a page file can set (in it, or through the cascade), in table order: what the admin page lists. */
export const SETTABLE_FIELDS: readonly PageField[] = entries.filter(([, flags]) => flags.from !== 'load').map(([name]) => name);
