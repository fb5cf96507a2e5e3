// Whose words a page shows. The cascade notes which layer (site defaults, niche
// preset, page file) supplied each field, so a page's own text is known exactly,
// not guessed by comparing pages: copy inherited from the niche with only {city}
// or {niche} filled in is inherited, however different the city makes it look.
// Local facts are counted beside it: figures the page shows that come from its
// own file or from its city's sourced entry in cities.yaml. Linear: one page at a time.
import { layerOf, type Layer } from '../content/cascade.js';
import { fieldsWith, PAGE_FIELDS, TEXT_KEYS, type FieldsWith, type TextShape } from '../content/fields.js';
import type { PageData } from '../content/types.js';
import type { CityFactsT } from '../content/schema.js';
import { countWords } from './similarity.js';

/** The fields a visitor reads as the page's copy, in reading order. */
export const COPY_FIELDS = fieldsWith('copy');
export type CopyField = FieldsWith<'copy'>;

type Visit = (path: string, text: string) => void;
type Texts = Record<string, string>;

/**
 * One walker per copy field, made once from the registry (forEachText runs for every page of every build):
 * a quote's texts have their own cascade paths ('testimonial.quote'), a list's items the list's.
 */
function walkerOf(field: CopyField): (value: unknown, visit: Visit) => void {
  const shape = PAGE_FIELDS[field].text as TextShape;
  switch (shape) {
    case 'line':
      return (value, visit) => visit(field, value as string);
    case 'lines':
      return (value, visit) => {
        for (const text of value as string[]) visit(field, text);
      };
    case 'cards':
    case 'stats': {
      const keys = TEXT_KEYS[shape];
      return (value, visit) => {
        for (const item of value as Texts[]) for (const key of keys) visit(field, item[key]);
      };
    }
    case 'quote': {
      const paths = TEXT_KEYS.quote.map((key) => [key, `${field}.${key}`] as const);
      return (value, visit) => {
        for (const [key, path] of paths) visit(path, (value as Texts)[key]);
      };
    }
    default:
      return shape satisfies never;
  }
}
const COPY_WALK = COPY_FIELDS.map((field) => [field, walkerOf(field)] as const);

/**
 * Calls `visit` with each piece of the page's copy and the cascade path it comes
 * from ('heroHeadline', 'painPoints', 'testimonial.quote', 'localStats'), in reading
 * order: every `copy` field of the registry (content/fields.ts), as its `text` shape holds it.
 */
export function forEachText(page: PageData, visit: Visit): void {
  for (const [field, walk] of COPY_WALK) {
    const value = page[field];
    if (value !== null && value !== undefined) walk(value, visit);
  }
}

/** Copy fields that are facts, not copy, for the own share: their words are counted by localFacts. */
const FACT_PATHS = new Set<string>(COPY_FIELDS.filter((f) => PAGE_FIELDS[f].text === 'stats'));

/** Where an inherited field comes from; 'default' is a built-in value no layer set. */
export type Origin = Exclude<Layer, 'page'> | 'default';

export interface InheritedField {
  field: CopyField;
  words: number;
  from: Origin;
}

export interface OwnShare {
  /** Copy words set in the page's own file. */
  ownWords: number;
  /** Copy words from the niche preset, the site defaults or built-in defaults. */
  inheritedWords: number;
  /** ownWords / all copy words (0 when there is no copy). */
  share: number;
  /** The inherited copy fields, most words first: what to rewrite. */
  inherited: InheritedField[];
}

/**
 * countWords, remembered per text for one pass over a site: inherited copy
 * without a placeholder is the same string on every page of its niche, so
 * a large site costs a fraction of counting every text. Inherited copy with a
 * {city} filled in is a new string on each page: the memory starts again after
 * `limit` texts rather than holding every page's.
 */
export function wordCounter(limit = 4096): (text: string) => number {
  const known = new Map<string, number>();
  return (text) => {
    let count = known.get(text);
    if (count === undefined) {
      if (known.size >= limit) known.clear();
      known.set(text, (count = countWords(text)));
    }
    return count;
  };
}

/**
 * Each text of the page's copy with the layer that set it (local stats are facts, counted by localFacts, not
 * copy). `index` numbers every text forEachText visits, local stats included.
 */
function forEachCopy(page: PageData, visit: (path: string, text: string, layer: Layer | undefined, index: number) => void): void {
  let index = 0;
  forEachText(page, (path, text) => {
    const at = index++;
    if (!FACT_PATHS.has(path)) visit(path, text, layerOf(page.provenance, path), at);
  });
}

const shareOf = (ownWords: number, inheritedWords: number) => (ownWords + inheritedWords === 0 ? 0 : ownWords / (ownWords + inheritedWords));

/**
 * A page's own copy versus inherited copy, in words.
 * `counts`: the words of each text forEachText visits, in order, when the caller has counted them already.
 */
export function ownShare(page: PageData, count: (text: string) => number = countWords, counts?: readonly number[]): OwnShare {
  let ownWords = 0;
  let inheritedWords = 0;
  const byField = new Map<CopyField, InheritedField>();
  forEachCopy(page, (path, text, layer, index) => {
    const counted = counts?.[index];
    if (layer === 'page') {
      // A page's own text is its own: remembering it would only hold every page's copy in the counter.
      ownWords += counted ?? countWords(text);
      return;
    }
    const n = counted ?? count(text);
    inheritedWords += n;
    const dot = path.indexOf('.');
    const field = (dot < 0 ? path : path.slice(0, dot)) as CopyField;
    const entry = byField.get(field);
    if (entry) entry.words += n;
    else byField.set(field, { field, words: n, from: layer ?? 'default' });
  });
  const inherited = [...byField.values()].sort((a, b) => b.words - a.words || COPY_FIELDS.indexOf(a.field) - COPY_FIELDS.indexOf(b.field));
  return { ownWords, inheritedWords, share: shareOf(ownWords, inheritedWords), inherited };
}

/**
 * Whether `ownShare(page).share < min`, counting only the words the answer needs: inherited
 * copy first (remembered by `count`), then the page's own texts until its share reaches
 * `min`. A share only grows as own words are added, so stopping there gives the same answer;
 * a page whose copy is all its own counts one text. The build asks this of every page for
 * its verdict line (publish/build-status.ts); lpgen check reports the whole measure.
 */
export function ownShareUnder(page: PageData, min: number, count: (text: string) => number = countWords): boolean {
  let inheritedWords = 0;
  const own: string[] = [];
  forEachCopy(page, (_path, text, layer) => {
    if (layer === 'page') own.push(text);
    else inheritedWords += count(text);
  });
  let ownWords = 0;
  for (const text of own) {
    ownWords += countWords(text);
    if (ownWords > 0 && shareOf(ownWords, inheritedWords) >= min) return false;
  }
  return shareOf(ownWords, inheritedWords) < min;
}

/** The figures of cities.yaml that are local facts (not names, aliases or coordinates). */
export const CITY_FACTS = ['county', 'population', 'households', 'housingUnits', 'medianHouseholdIncome', 'medianHomeValue', 'ownerOccupiedRate'] as const;

/** '442,241' and 442241, 'Miami-Dade County' and 'Miami-Dade' are the same fact. */
const factKey = (value: string | number) =>
  String(value)
    .toLowerCase()
    .replace(/\s+county$/, '')
    .replace(/[^\p{L}\p{N}%.]/gu, '');

/**
 * Sourced local facts the page shows: each of its localStats, plus each figure
 * its city has in cities.yaml (a field the entry lacks is not counted) unless a
 * local stat already shows that figure (`lpgen new` copies them there), plus the
 * `dataFacts` figures content/data/ datasets show on it (data/join.ts dataFactCounter).
 */
export function localFacts(page: PageData, city: CityFactsT | undefined, dataFacts = 0): number {
  const stats = page.localStats ?? [];
  let count = stats.length + dataFacts;
  if (!city) return count;
  const shown = new Set(stats.map((s) => factKey(s.value)));
  for (const field of CITY_FACTS) {
    const value = city[field];
    if (value !== undefined && !shown.has(factKey(value))) count++;
  }
  return count;
}

export interface BarSettings {
  minOwnShare: number;
  minLocalFacts: number;
}

export interface BarResult extends OwnShare {
  localFacts: number;
  /** Why the page is under the bar; empty when it clears it. */
  below: string[];
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The page measured against site.yaml's quality bar (`count`, `counts`: as for ownShare; `dataFacts`: as for localFacts). */
export function measureBar(
  page: PageData,
  city: CityFactsT | undefined,
  bar: BarSettings,
  count?: (text: string) => number,
  counts?: readonly number[],
  dataFacts = 0,
): BarResult {
  const share = ownShare(page, count, counts);
  const facts = localFacts(page, city, dataFacts);
  const below: string[] = [];
  if (share.share < bar.minOwnShare) below.push(`${pct(share.share)} own copy (quality.minOwnShare ${pct(bar.minOwnShare)})`);
  if (facts < bar.minLocalFacts) below.push(`${facts} sourced local fact${facts === 1 ? '' : 's'} (quality.minLocalFacts ${bar.minLocalFacts})`);
  return { ...share, localFacts: facts, below };
}

/** 'features (180 words, niche), painPoints (120 words, niche)': the inherited fields, biggest first. */
export function rewriteList(inherited: readonly InheritedField[], limit = inherited.length): string {
  const from = (o: Origin) => (o === 'niche' ? 'niche preset' : o === 'site' ? 'site defaults' : 'built-in');
  return inherited
    .slice(0, limit)
    .map((f) => `${f.field} (${f.words} word${f.words === 1 ? '' : 's'}, ${from(f.from)})`)
    .join(', ');
}
