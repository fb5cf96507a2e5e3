// Every figure a visitor reads as a fact needs a source: a percentage, a dollar
// amount or an "N+" count in the copy, and every figure in a stats row. A stat,
// a pain point or feature card and a testimonial carry their own `source`
// (shown beside them on the page); a hero or home-page sentence has no room for
// a citation, so its figure counts as sourced when the same file states the same
// figure in a sourced stat, card or quote. An illustrative quote is nobody's
// words, so a figure in it is never sourced. lpgen check warns once per figure,
// where it is written (a preset's figure once, not once per page), like the
// leftover check. Linear: one regex pass over each string of each file.
import { TEXT_FIELDS, TEXT_KEYS } from '../content/fields.js';
import type { FieldPath } from '../content/locate.js';
import type { SourceFile } from '../content/read.js';
import { issueAt, locatorFor } from '../content/validate.js';
import { sortIssues, type Issue } from '../errors.js';
import { isPlain, scalarText, type Plain } from '../content/plain.js';

/** A percentage, a dollar amount ($350, $60K, $1.2 million) or an "N+" count (500+, 15+). */
const FIGURE = /\d[\d,]*(?:\.\d+)?\s?(?:%|percent\b)|\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:[KMB]\b|thousand\b|million\b|billion\b))?|\d[\d,]*\+/gi;
/** A price per period ($97/month, $97 per month) is the offer itself, not a claim to source. */
const PRICE_AFTER = /^\s?(?:\/|per\b)/i;

/** The figures claimed in a piece of copy, in order, as written. */
export function figuresIn(text: string): string[] {
  if (!/\d/.test(text)) return [];
  const out: string[] = [];
  for (const match of text.matchAll(FIGURE)) {
    if (match[0].startsWith('$') && PRICE_AFTER.test(text.slice(match.index + match[0].length))) continue;
    out.push(match[0]);
  }
  return out;
}

/** A figure as compared between a hero sentence and a sourced card: '15 +' and '15+', '$60k' and '$60K' alike. */
const figureKey = (figure: string) => figure.replace(/\s+/g, '').toLowerCase();

const hasSource = (v: Plain) => scalarText(v.source) !== undefined;

/** One string to check: where it is, what it says, and why its figures would be unsourced. */
interface Claim {
  at: FieldPath;
  text: string;
  /** Its figures are sourced (a stat, card or real quote with a source); for a sentence, the figures its file backs. */
  sourced: boolean | ReadonlySet<string>;
  /** What to do when they are not. */
  fix: string;
  /** Every number in it is a figure (a stat's value), not only percentages, dollars and counts. */
  whole?: boolean;
}

const CARD_FIX = 'add source: (and sourceUrl:) to this card, shown beside it on the page, or drop the figure';
const STAT_FIX = 'add source: (and sourceUrl:) to this stat, shown beside it on the page';
const SENTENCE_FIX = 'state it with a source in a stat, card or quote of this file, or drop it';

/**
 * The words of one layer of landing-page fields (a page file, or a preset's or site.yaml's `defaults`): every
 * field the registry gives a `text` shape (content/fields.ts), read as that shape holds it. A line or a list
 * of lines (headline, promises, title) has no room for a citation: a sentence, sourced by the file's figures.
 */
function landingClaims(fields: Plain, at: FieldPath): { claims: Claim[]; sentences: Claim[] } {
  const claims: Claim[] = [];
  const sentences: Claim[] = [];
  const sentence = (where: FieldPath, value: unknown) => {
    const text = scalarText(value);
    if (text) sentences.push({ at: where, text, sourced: false, fix: SENTENCE_FIX });
  };
  for (const [field, shape] of TEXT_FIELDS) {
    const value = fields[field];
    const where: FieldPath = [...at, field];
    switch (shape) {
      case 'line':
        sentence(where, value);
        break;
      case 'lines':
        if (Array.isArray(value)) value.forEach((line, i) => sentence([...where, i], line));
        break;
      case 'cards':
        if (Array.isArray(value)) value.forEach((item, i) => isPlain(item) && claims.push(...cardClaims(item, [...where, i])));
        break;
      case 'quote':
        claims.push(...quoteClaims(value, where));
        break;
      case 'stats':
        claims.push(...statClaims(value, where));
        break;
      default:
        shape satisfies never;
    }
  }
  return { claims, sentences };
}

function cardClaims(item: Plain, at: FieldPath): Claim[] {
  return TEXT_KEYS.cards.flatMap((key) => {
    const text = scalarText(item[key]);
    return text ? [{ at: [...at, key], text, sourced: hasSource(item), fix: CARD_FIX }] : [];
  });
}

function quoteClaims(testimonial: unknown, at: FieldPath): Claim[] {
  if (!isPlain(testimonial)) return [];
  const illustrative = testimonial.illustrative === true;
  const fix = illustrative
    ? "an illustrative quote is nobody's words, so its figure reads as an invented result: drop the figure, or use a real quote with its source"
    : "add the quote's source: (where it was published) and date:";
  return TEXT_KEYS.quote.flatMap((key) => {
    const text = scalarText(testimonial[key]);
    return text ? [{ at: [...at, key], text, sourced: !illustrative && hasSource(testimonial), fix }] : [];
  });
}

function statClaims(stats: unknown, at: FieldPath): Claim[] {
  if (!Array.isArray(stats)) return [];
  return stats.flatMap((stat, i): Claim[] => {
    if (!isPlain(stat)) return [];
    const sourced = hasSource(stat);
    return TEXT_KEYS.stats.flatMap((key): Claim[] => {
      const text = scalarText(stat[key]);
      if (!text) return [];
      // Every number of a value is a figure; a qualitative value ('Growing', 'High') or a derived count ('{pages}') is not one to source.
      if (key === 'value') return /\d/.test(text) ? [{ at: [...at, i, key], text, sourced, fix: STAT_FIX, whole: true }] : [];
      return [{ at: [...at, i, key], text, sourced, fix: STAT_FIX }];
    });
  });
}

/** site.yaml's home page: its stats and quote carry sources; its sentences are sourced by them. */
function homeClaims(home: unknown): { claims: Claim[]; sentences: Claim[] } {
  if (!isPlain(home)) return { claims: [], sentences: [] };
  const claims = [...statClaims(home.stats, ['home', 'stats']), ...quoteClaims(home.testimonial, ['home', 'testimonial'])];
  const sentences: Claim[] = [];
  const sentence = (at: FieldPath, value: unknown) => {
    const text = scalarText(value);
    if (text) sentences.push({ at, text, sourced: false, fix: SENTENCE_FIX });
  };
  sentence(['home', 'headline'], home.headline);
  sentence(['home', 'subheadline'], home.subheadline);
  if (isPlain(home.cta)) (sentence(['home', 'cta', 'headline'], home.cta.headline), sentence(['home', 'cta', 'text'], home.cta.text));
  return { claims, sentences };
}

/** The claims of one group, each hero or home sentence sourced by the group's own sourced figures. */
function backedClaims({ claims, sentences }: { claims: Claim[]; sentences: Claim[] }): Claim[] {
  const backed = new Set<string>();
  for (const c of claims) if (c.sourced) for (const f of c.whole ? [c.text] : figuresIn(c.text)) backed.add(figureKey(f));
  return [...claims, ...sentences.map((s) => ({ ...s, sourced: backed }))];
}

/** Every claim of a content file, its hero and home sentences sourced by the file's own sourced figures. */
function claimsOf(source: SourceFile): Claim[] {
  const data = source.data;
  if (!isPlain(data)) return [];
  // Page files hold landing fields at the top; presets and site.yaml under `defaults`.
  const groups = [isPlain(data.defaults) ? landingClaims(data.defaults, ['defaults']) : landingClaims(data, [])];
  if ('home' in data) groups.push(homeClaims(data.home));
  return groups.flatMap(backedClaims);
}

/** Each unsourced figure of a claim, with its occurrence among the same figure in that claim (for locating it). */
function forEachUnsourced(claims: readonly Claim[], visit: (claim: Claim, figure: string, nth: number) => void): void {
  for (const claim of claims) {
    if (claim.sourced === true) continue;
    const backed = claim.sourced === false ? undefined : claim.sourced;
    const figures = claim.whole ? [claim.text] : figuresIn(claim.text);
    const seen = new Map<string, number>();
    for (const figure of figures) {
      const nth = seen.get(figure) ?? 0;
      seen.set(figure, nth + 1);
      if (!backed?.has(figureKey(figure))) visit(claim, figure, nth);
    }
  }
}

/** A warning, at the figure itself (file:line:col), for each unsourced figure written in these files. */
export function findUnsourcedFigures(files: Iterable<SourceFile>): Issue[] {
  const issues: Issue[] = [];
  for (const source of files) {
    const locate = locatorFor(source);
    forEachUnsourced(claimsOf(source), (claim, figure, nth) => {
      const issue = issueAt(source, locate, claim.at, `unsourced figure "${figure}": ${claim.fix}`, undefined, { needle: figure, nth });
      issues.push({ ...issue, severity: 'warning' });
    });
  }
  return sortIssues(issues);
}

/**
 * The unsourced figures a landing page shows, as written, whichever layer wrote them: the same rules as
 * findUnsourcedFigures applied to the page as the cascade made it, so an inherited preset figure counts on every
 * page that shows it, and a hero figure is sourced by a sourced stat, card or quote the page shows. The gate counts these.
 */
export function unsourcedFiguresShown(page: object): string[] {
  if (!isPlain(page)) return [];
  const out: string[] = [];
  forEachUnsourced(backedClaims(landingClaims(page, [])), (_claim, figure) => out.push(figure));
  return out;
}
