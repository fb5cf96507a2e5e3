// The last Search Console import, kept in content/data/search-console.json: the
// queue ranks drafts with it, and the next import compares against it (decay).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeContentFile } from '../content-write/content-files.js';
import { nullLogger, type Logger } from '../log.js';

export const IMPRESSIONS_FILE = 'search-console.json';

export interface StoredSearch {
  /** The export's file name, for the reader. */
  from: string;
  /** route → [clicks, impressions, ctr, position] */
  routes: Record<string, [number, number, number, number]>;
}

export const impressionsPath = (contentDir: string) => path.join(contentDir, 'data', IMPRESSIONS_FILE);

export function readImpressions(contentDir: string): StoredSearch | undefined {
  const file = impressionsPath(contentDir);
  if (!existsSync(file)) return undefined;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as StoredSearch;
    return typeof data.routes === 'object' && data.routes !== null ? data : undefined;
  } catch {
    return undefined;
  }
}

export function saveImpressions(contentDir: string, stored: StoredSearch, log: Logger = nullLogger): string {
  const file = impressionsPath(contentDir);
  mkdirSync(path.dirname(file), { recursive: true });
  // Sorted keys: the same import writes the same bytes.
  const routes = Object.fromEntries(Object.entries(stored.routes).sort(([a], [b]) => a.localeCompare(b)));
  writeContentFile(contentDir, { file: path.resolve(file), text: JSON.stringify({ from: stored.from, routes }, null, 1) + '\n' }, 'lpgen report', log);
  return file;
}
