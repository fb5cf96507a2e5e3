// content/routes.lock: the memory of what the site has published, like a package lock. One line per URL,
// sorted, so a diff in review shows exactly which pages were added, changed, moved or retired:
//
//   /dentist-crm-miami/ 2026-11-25 3f2a9c0d41b7e6a8 niche=dentist city=miami
//   /old-page/ 2026-10-01 77c1d0e9a2b3f4c5 retired
//
// url, the date its main content last changed, a hash of that content (main-content.ts), the niche and city
// of a landing page (so a rename can be proposed), and a state for a URL that is no longer a page: `redirected`
// (lpgen writes it: a site.yaml redirect covers the URL) or `retired` (the user writes it: gone for good).
// Only `lpgen build --update-lock` writes the file; every build reads it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LpgenError } from '../errors.js';
import { writeContentFile } from '../content-write/content-files.js';
import type { Logger } from '../log.js';
import { displayPath } from '../content/files.js';
import { isDate } from './date.js';

import { LOCK_FILE } from './lock-name.js';

export { LOCK_FILE };

export type LockState = 'redirected' | 'retired';

export interface LockEntry {
  /** Site path without the base: '/', '/dentist-crm-miami/'. */
  url: string;
  /** YYYY-MM-DD: when `hash` was first seen. */
  date: string;
  hash: string;
  niche?: string;
  city?: string;
  state?: LockState;
}

export type Lock = Map<string, LockEntry>;

const HEADER = [
  '# lpgen routes.lock: every URL this site has published. Commit it; `lpgen build --update-lock --date YYYY-MM-DD` rewrites it.',
  '# url  date-its-main-content-last-changed  hash  [niche= city=]  [redirected | retired]',
  '# Builds fail when a URL listed here is no longer a page, unless a site.yaml redirect covers it or its line ends in "retired".',
];

export function lockPath(contentDir: string): string {
  return path.join(contentDir, LOCK_FILE);
}

/** The lock of the content folder, or undefined when it has none. */
export function readLock(contentDir: string): Lock | undefined {
  const file = lockPath(contentDir);
  if (!existsSync(file)) return undefined;
  return parseLock(readFileSync(file, 'utf8'), displayPath(file));
}

export function parseLock(text: string, where = LOCK_FILE): Lock {
  const lock: Lock = new Map();
  // Dates repeat: each is checked once (a million-line lock has a few hundred days).
  const days = new Map<string, boolean>();
  const isDay = (date: string) => days.get(date) ?? (days.set(date, isDate(date)), days.get(date)!);
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const fail = (message: string): never => {
      throw new LpgenError(`${where}:${i + 1}  ${message} (a line is: url date hash [niche=… city=…] [redirected|retired])`);
    };
    const [url, date, hash, ...rest] = line.split(/\s+/);
    if (!/^\/[^\s?#]*$/.test(url) || (url !== '/' && !url.endsWith('/'))) fail(`"${url}" is not a site path ending in "/"`);
    if (!date || !isDay(date)) fail(`"${date ?? ''}" is not a date (YYYY-MM-DD)`);
    if (!hash || !/^[0-9a-f]{16}$/.test(hash)) fail(`"${hash ?? ''}" is not a content hash (16 hex digits)`);
    if (lock.has(url)) fail(`${url} is listed twice`);
    const entry: LockEntry = { url, date, hash };
    for (const token of rest) {
      const [key, value] = token.split('=', 2);
      if ((key === 'niche' || key === 'city') && value && /^[a-z0-9-]+$/.test(value)) entry[key] = value;
      else if ((token === 'redirected' || token === 'retired') && !entry.state) entry.state = token;
      else fail(`unknown "${token}"`);
    }
    lock.set(url, entry);
  });
  return lock;
}

export function formatLock(lock: Lock): string {
  const lines = [...lock.values()]
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
    .map((e) => [e.url, e.date, e.hash, e.niche && `niche=${e.niche}`, e.city && `city=${e.city}`, e.state].filter(Boolean).join(' '));
  return `${[...HEADER, ...lines].join('\n')}\n`;
}

/** Replaces the lock as every content file is written (content-write/content-files.ts): whole, synced, under the content lock. */
export function writeLock(contentDir: string, lock: Lock, log: Logger): void {
  writeContentFile(contentDir, { file: lockPath(contentDir), text: formatLock(lock) }, 'lpgen build --update-lock', log);
}
