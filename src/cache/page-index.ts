// The content cache's page index (pages.json) on disk: per page file the
// hashes its cache entry was keyed on, its summary (page-summary.ts) and its
// leftover flag. Summaries repeat a lot (a niche's name, audience, category and
// hero image, a city's name and county): each distinct field and value is
// stored once and a page lists the numbers of its own, which keeps the file a
// third of the size of plain JSON, and its parse (every quick rebuild reads it)
// as short. Paths are relative to the content folder the cache belongs to.
import path from 'node:path';
import { folderPrefix } from '../content/files.js';
import type { PageSummary } from './page-summary.js';

export interface IndexEntry {
  /** Entry.text and Entry.niche of the page's cache entry. */
  t: string;
  n: string;
  /** The page's summary, after the quality bar. */
  s: PageSummary;
  /** Its copy has text the leftover scan reads its file again for (leftovers.ts). */
  l?: 1;
}

export interface PageIndex {
  context: string;
  /** summariesHash of every page's summary. */
  summaries: string;
  /** By absolute path, in route order (the order pages are planned in). */
  pages: Map<string, IndexEntry>;
}

/**
 * An index as read: its rows are looked at one page at a time (a rebuild compares 10,000 page files with it and
 * decodes the summaries of the changed ones only), and a quick rebuild updates it in place.
 */
export interface ReadIndex {
  context: string;
  /** summariesHash of every page's summary. */
  summaries: string;
  /** How many pages it holds. */
  size: number;
  /** The page's text hash and niche hash, and its nicheSlug, or undefined when the index has no (well-formed) row for it. */
  entry(abs: string): { t: string; n: string; nicheSlug: unknown } | undefined;
  /** The page's summary, decoded; undefined without a well-formed row. */
  summary(abs: string): PageSummary | undefined;
  /**
   * Every page's summary, in route order, each with its page's display path as `source`, last (`sourceOf`): the
   * page as a quick rebuild plans it, made once instead of copied from the summary. Undefined when a row is malformed.
   */
  pages(sourceOf: (abs: string) => string): Map<string, PageSummary> | undefined;
  /** Every page flagged for the leftover scan (IndexEntry.l), by absolute path in route order; `now` overrides some pages' flags. */
  flagged(now: ReadonlyMap<string, boolean>): string[];
  /** These summary fields of every page (the status counts read status and publishAt). */
  project(fields: readonly string[]): Record<string, unknown>[];
  /** What the file was written with (content-cache.ts: a journal applies to the index it was written beside). */
  stamp?: string;
  /** Sets a page's text hash or leftover flag. */
  update(abs: string, change: IndexChange): void;
  /** Every update made since it was read, by absolute path. */
  changes(): Record<string, IndexChange>;
  /** The file's contents with the updates, under a new stamp: nothing encoded again. */
  stored(stamp: string): unknown;
}

/** A page's text hash or leftover flag, as a quick rebuild updates them. */
export interface IndexChange {
  t?: string;
  l?: boolean;
}

const FORMAT = 'lpgen-page-index/2';

interface Stored {
  format: string;
  stamp?: string;
  context: string;
  summaries: string;
  /** Each distinct [field, value] of the summaries, once. */
  pairs: [string, unknown][];
  /** Niche hashes, once each. */
  niches: string[];
  /** Path relative to the content folder → [text hash, niche number, leftover flag, pair numbers…]. */
  pages: Record<string, [string, number, 0 | 1, ...number[]]>;
}

export function encodeIndex(contentDir: string, index: PageIndex, stamp: string): Stored {
  const pairs: [string, unknown][] = [];
  const pairNo = new Map<string, number>();
  const niches: string[] = [];
  const nicheNo = new Map<string, number>();
  const pages: Stored['pages'] = {};
  for (const [abs, entry] of index.pages) {
    let n = nicheNo.get(entry.n);
    if (n === undefined) nicheNo.set(entry.n, (n = niches.push(entry.n) - 1));
    const row: Stored['pages'][string] = [entry.t, n, entry.l ? 1 : 0];
    for (const [field, value] of Object.entries(entry.s)) {
      const id = `${field}\0${typeof value === 'object' ? JSON.stringify(value) : `${typeof value}\0${String(value)}`}`;
      let p = pairNo.get(id);
      if (p === undefined) pairNo.set(id, (p = pairs.push([field, value]) - 1));
      row.push(p);
    }
    pages[path.relative(contentDir, abs)] = row;
  }
  return { format: FORMAT, stamp, context: index.context, summaries: index.summaries, pairs, niches, pages };
}

/** The index, or undefined when `value` is not one (another format, or malformed at the top). Rows are checked as they are read. */
export function readIndex(contentDir: string, value: unknown): ReadIndex | undefined {
  const stored = value as Stored | null;
  if (stored?.format !== FORMAT || typeof stored.context !== 'string' || typeof stored.summaries !== 'string') return undefined;
  const { pairs, niches, pages } = stored;
  if (!Array.isArray(pairs) || !Array.isArray(niches) || typeof pages !== 'object' || pages === null) return undefined;
  if (!pairs.every((pair) => Array.isArray(pair) && typeof pair[0] === 'string')) return undefined;
  const size = Object.keys(pages).length;
  // Each relative path was made by path.relative from a path inside the folder: sliced and joined by hand (folderPrefix).
  const prefix = folderPrefix(contentDir);
  const relOf = (abs: string) => (abs.startsWith(prefix) ? abs.slice(prefix.length) : undefined);
  const wellFormed = (row: Stored['pages'][string] | undefined): row is Stored['pages'][string] => {
    if (!Array.isArray(row) || typeof row[0] !== 'string' || typeof niches[row[1]] !== 'string') return false;
    for (let i = 3; i < row.length; i++) if (!Array.isArray(pairs[row[i] as number])) return false;
    return true;
  };
  const rowOf = (abs: string) => {
    const rel = relOf(abs);
    const row = rel === undefined || !Object.hasOwn(pages, rel) ? undefined : pages[rel];
    return wellFormed(row) ? row : undefined;
  };
  const fieldOf = (row: Stored['pages'][string], field: string) => {
    for (let i = 3; i < row.length; i++) {
      const pair = pairs[row[i] as number];
      if (pair[0] === field) return pair[1];
    }
    return undefined;
  };
  const decode = (row: Stored['pages'][string]): PageSummary => {
    const s: PageSummary = {};
    for (let i = 3; i < row.length; i++) {
      const pair = pairs[row[i] as number];
      s[pair[0]] = pair[1];
    }
    return s;
  };
  const relative = (rel: string) => !rel.startsWith('..') && !path.isAbsolute(rel);
  const changes: Record<string, IndexChange> = {};
  return {
    context: stored.context,
    summaries: stored.summaries,
    size,
    entry(abs) {
      const row = rowOf(abs);
      return row && { t: row[0], n: niches[row[1]], nicheSlug: fieldOf(row, 'nicheSlug') };
    },
    summary(abs) {
      const row = rowOf(abs);
      return row && decode(row);
    },
    pages(sourceOf) {
      const out = new Map<string, PageSummary>();
      for (const rel in pages) {
        const row = pages[rel];
        if (!wellFormed(row) || !relative(rel)) return undefined;
        const s = decode(row);
        s.source = sourceOf(prefix + rel);
        out.set(prefix + rel, s);
      }
      return out;
    },
    flagged(now) {
      // Relative, as the rows are: no absolute path made for each of 10,000 rows.
      const changed = new Map<string, boolean>();
      for (const [abs, flag] of now) {
        const rel = relOf(abs);
        if (rel !== undefined) changed.set(rel, flag);
      }
      const out: string[] = [];
      for (const rel in pages) if (changed.get(rel) ?? (wellFormed(pages[rel]) && pages[rel][2] === 1)) out.push(prefix + rel);
      return out;
    },
    project(fields) {
      const out: Record<string, unknown>[] = [];
      for (const rel in pages) {
        const row = pages[rel];
        const one: Record<string, unknown> = {};
        if (wellFormed(row)) for (const field of fields) one[field] = fieldOf(row, field);
        out.push(one);
      }
      return out;
    },
    stamp: typeof stored.stamp === 'string' ? stored.stamp : undefined,
    update(abs, change) {
      const row = rowOf(abs);
      if (!row) return; // a journal's page the index does not hold well-formed: nothing to update
      if (change.t !== undefined) row[0] = change.t;
      if (change.l !== undefined) row[2] = change.l ? 1 : 0;
      changes[abs] = { ...changes[abs], ...change };
    },
    changes: () => changes,
    stored(stamp) {
      stored.stamp = stamp;
      return stored;
    },
  };
}
