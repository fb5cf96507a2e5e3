// How old a dated figure may be before lpgen check warns: a stat's `date` and a
// dataset's `vintage` against quality.maxFactAgeYears (or --max-data-age), in
// whole years before the check's date. That date is --date, else SOURCE_DATE_EPOCH
// (so a CI log can be reproduced), else today: a check that never read the clock
// would never find a figure going stale. A stat is warned about where it is
// written (a preset's once, not once per page), at its date.
import type { FieldPath } from '../content/locate.js';
import type { SourceFile } from '../content/read.js';
import { issueAt, locatorFor } from '../content/validate.js';
import type { Issue } from '../errors.js';
import { isPlain, scalarText, type Plain } from '../content/plain.js';

export interface FactAge {
  /** The year ages are measured from. */
  year: number;
  maxAge: number;
  /** Where maxAge comes from, as a message names it. */
  setting: string;
}

/** The check's limit: --max-data-age when given, else site.yaml quality.maxFactAgeYears; `day` is YYYY-MM-DD. */
export function factAge(day: string, maxFactAgeYears: number, flag?: number): FactAge {
  const year = Number(day.slice(0, 4));
  return flag === undefined
    ? { year, maxAge: maxFactAgeYears, setting: `quality.maxFactAgeYears ${maxFactAgeYears}` }
    : { year, maxAge: flag, setting: `lpgen check --max-data-age ${flag}` };
}

/** "from 2018, 7 years before 2025 (quality.maxFactAgeYears 5)" for a figure older than allowed; undefined otherwise. `date` a year or YYYY-MM(-DD). */
export function tooOld(date: number | string, age: FactAge): string | undefined {
  const years = age.year - Number(String(date).slice(0, 4));
  if (years <= age.maxAge) return undefined;
  return `from ${date}, ${years} year${years === 1 ? '' : 's'} before ${age.year} (${age.setting})`;
}

/** A dated stat as its file writes it: where, its label and its date (a bare year may have been read as a number). */
export interface StatDate {
  at: FieldPath;
  label: string;
  date: string;
}

/** The dated stats of one content file's data: a page's localStats, `defaults.localStats` (preset, site.yaml) and site.yaml `home.stats`. */
export function statDates(data: unknown): StatDate[] {
  if (!isPlain(data)) return [];
  const out: StatDate[] = [];
  const scan = (stats: unknown, at: FieldPath) => {
    if (!Array.isArray(stats)) return;
    stats.forEach((stat, i) => {
      const date = isPlain(stat) ? scalarText(stat.date) : undefined;
      if (date !== undefined) out.push({ at: [...at, i, 'date'], label: scalarText((stat as Plain).label) ?? '', date });
    });
  };
  scan(data.localStats, ['localStats']);
  if (isPlain(data.defaults)) scan(data.defaults.localStats, ['defaults', 'localStats']);
  if (isPlain(data.home)) scan(data.home.stats, ['home', 'stats']);
  return out;
}

/** A warning at each stat date older than allowed; the file is read (`sourceOf`) only when one is. */
export function staleStatWarnings(dates: readonly StatDate[], age: FactAge, sourceOf: () => SourceFile | undefined): Issue[] {
  const stale = dates.flatMap((d) => {
    const why = tooOld(d.date, age);
    return why ? [{ ...d, why }] : [];
  });
  const source = stale.length > 0 ? sourceOf() : undefined;
  if (!source) return [];
  const locate = locatorFor(source);
  return stale.map((d) => ({
    ...issueAt(source, locate, d.at, `"${d.label}" is ${d.why}: update the figure with its source and date, or drop it`),
    severity: 'warning' as const,
  }));
}
