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

/** An entry's summary without the display path decodeIndex may have added. */
export function summaryOf(entry: IndexEntry): PageSummary {
  if (!('source' in entry.s)) return entry.s;
  const { source: _source, ...summary } = entry.s;
  return summary;
}

/** An index as read, which a quick rebuild updates in place (its summaries stay as they are). */
export interface ReadIndex extends PageIndex {
  /** Sets a page's text hash or leftover flag. */
  update(abs: string, change: { t?: string; l?: boolean }): void;
  /** The file's contents with the updates: nothing encoded again. */
  stored(): unknown;
}

const FORMAT = 'lpgen-page-index/2';

interface Stored {
  format: string;
  context: string;
  summaries: string;
  /** Each distinct [field, value] of the summaries, once. */
  pairs: [string, unknown][];
  /** Niche hashes, once each. */
  niches: string[];
  /** Path relative to the content folder → [text hash, niche number, leftover flag, pair numbers…]. */
  pages: Record<string, [string, number, 0 | 1, ...number[]]>;
}

export function encodeIndex(contentDir: string, index: PageIndex): Stored {
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
  return { format: FORMAT, context: index.context, summaries: index.summaries, pairs, niches, pages };
}

/**
 * The index, or undefined when `value` is not one (another format, or malformed). With `sourceOf`, each summary
 * also carries its page's display path as `source`, last: the page as a quick rebuild plans it, made once instead
 * of copied from the summary (a summary proper is summaryOf's).
 */
export function decodeIndex(contentDir: string, value: unknown, sourceOf?: (abs: string) => string): ReadIndex | undefined {
  const stored = value as Stored | null;
  if (stored?.format !== FORMAT || typeof stored.context !== 'string' || typeof stored.summaries !== 'string') return undefined;
  const { pairs, niches, pages } = stored;
  if (!Array.isArray(pairs) || !Array.isArray(niches) || typeof pages !== 'object' || pages === null) return undefined;
  const out = new Map<string, IndexEntry>();
  // Each relative path was made by path.relative: joined by hand (folderPrefix).
  const prefix = folderPrefix(contentDir);
  for (const [rel, row] of Object.entries(pages)) {
    if (!Array.isArray(row) || typeof row[0] !== 'string' || typeof niches[row[1]] !== 'string') return undefined;
    const s: PageSummary = {};
    for (let i = 3; i < row.length; i++) {
      const pair = pairs[row[i] as number];
      if (!Array.isArray(pair) || typeof pair[0] !== 'string') return undefined;
      s[pair[0]] = pair[1];
    }
    if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
    if (sourceOf) s.source = sourceOf(prefix + rel);
    out.set(prefix + rel, { t: row[0], n: niches[row[1]], s, ...(row[2] ? { l: 1 as const } : {}) });
  }
  return {
    context: stored.context,
    summaries: stored.summaries,
    pages: out,
    update(abs, { t, l }) {
      const row = pages[path.relative(contentDir, abs)];
      if (t !== undefined) row[0] = t;
      if (l !== undefined) row[2] = l ? 1 : 0;
    },
    stored: () => stored,
  };
}
