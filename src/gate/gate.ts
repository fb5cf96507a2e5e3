// The one decision "may this page be indexed". Every path to the index asks it:
// the build (quality.belowBar), `lpgen publish --ready` and `publish <route>`, a
// scheduled release, `lpgen new --publish` and a single `lpgen new`; `lpgen check`
// reports it. It counts what the check measures (own copy and sourced local facts:
// check/provenance.ts; a near-duplicate, when the caller compared the site:
// check/similarity.ts) and what the page shows that it cannot back: every unsourced
// figure (check/figures.ts) and an untraceable testimonial (check/testimonials.ts),
// its own and what it inherits from its niche preset and the site defaults.
// One page at a time: linear in the number of pages.
import { unsourcedFiguresShown } from '../check/figures.js';
import { localFacts, measureBar, ownShareUnder, type BarResult, type BarSettings } from '../check/provenance.js';
import { unbackedQuote } from '../check/testimonials.js';
import type { CityFactsT } from '../content/schema.js';
import type { PageData } from '../content/types.js';
import { plural } from '../rules/labels.js';

export interface Verdict {
  /** Own copy and local facts, as lpgen check measures them (its `below` are the bar's reasons only). */
  bar: BarResult;
  /** The unsourced figures the page shows, as written. */
  figures: string[];
  /** Why its testimonial cannot be shown as a customer's words. */
  testimonial?: string;
  /** The page it nearly duplicates, when the caller compared the site. */
  nearDuplicate?: { route: string; similarity: number };
  /** Every reason the page may not be indexed, in one wording for every command; empty: it may. */
  reasons: string[];
}

/** What the caller knows beyond the page: word counts it already made (check), a near-duplicate it found. */
export interface JudgeOptions {
  count?: (text: string) => number;
  counts?: readonly number[];
  nearDuplicate?: { route: string; similarity: number };
  /** The dataset figures the page shows (data/join.ts): local facts like its own stats. */
  dataFacts?: number;
}

const MAX_FIGURES_NAMED = 5;

/** '3 unsourced figures shown ("400%", "$8,500", "15+")'. */
export const figuresReason = (figures: readonly string[]) =>
  `${plural(figures.length, 'unsourced figure')} shown (${figures
    .slice(0, MAX_FIGURES_NAMED)
    .map((f) => `"${f}"`)
    .join(', ')}${figures.length > MAX_FIGURES_NAMED ? ', …' : ''})`;

/** The page judged whole, with every reason it may not be indexed. */
export function judgePage(page: PageData, city: CityFactsT | undefined, settings: BarSettings, opts: JudgeOptions = {}): Verdict {
  const bar = measureBar(page, city, settings, opts.count, opts.counts, opts.dataFacts);
  const figures = unsourcedFiguresShown(page);
  const testimonial = unbackedQuote(page.testimonial);
  const reasons = [...bar.below];
  if (figures.length > 0) reasons.push(figuresReason(figures));
  if (testimonial) reasons.push(`testimonial: ${testimonial}`);
  const near = opts.nearDuplicate;
  if (near) reasons.push(`near-duplicate of ${near.route} (${Math.round(near.similarity * 100)}% the same)`); // as check/quality.ts words it
  return { bar, figures, testimonial, ...(near && { nearDuplicate: near }), reasons };
}

/**
 * The gate in two parts, split where datasets come in: whether the page fails on anything but its local facts,
 * and how many local facts it shows. A build measures each page once, as it loads it, and keeps this with its
 * packed copy (and in the content cache), so a dataset edit changes no kept measure: failsWith adds the page's
 * dataset figures (data/join.ts dataFactCounter) when the gate is asked.
 */
export interface GateParts {
  fails?: true;
  facts: number;
}

/**
 * The page's gate parts. `dataFacts`: its dataset figures when they are known for good (a site without datasets:
 * 0; a caller judging the page now), so too few facts settle it without measuring the rest (cheap checks first,
 * own copy counted only as far as the answer needs: ownShareUnder); undefined when they may change.
 */
export function gateParts(
  page: PageData,
  city: CityFactsT | undefined,
  settings: BarSettings,
  count?: (text: string) => number,
  dataFacts?: number,
): GateParts {
  const facts = localFacts(page, city, dataFacts ?? 0);
  const fails =
    (dataFacts !== undefined && facts < settings.minLocalFacts) ||
    unbackedQuote(page.testimonial) !== undefined ||
    unsourcedFiguresShown(page).length > 0 ||
    ownShareUnder(page, settings.minOwnShare, count);
  return fails ? { fails: true, facts } : { facts };
}

/** The gate's answer from a page's parts and the dataset figures not counted in them. */
export const failsWith = (parts: GateParts, dataFacts: number, settings: BarSettings): boolean =>
  parts.fails === true || parts.facts + dataFacts < settings.minLocalFacts;

/** judgePage(...).reasons.length > 0 without the figures only a report needs. */
export function failsGate(page: PageData, city: CityFactsT | undefined, settings: BarSettings, count?: (text: string) => number, dataFacts = 0): boolean {
  return failsWith(gateParts(page, city, settings, count, dataFacts), 0, settings);
}
