// A YYYY-MM-DD option (indexnow --since). The build's own date is publish/release-date.ts: --date, else
// SOURCE_DATE_EPOCH (reproducible-builds.org), never the clock.
import { InvalidArgumentError } from 'commander';

/** A YYYY-MM-DD that names a real day. */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

export function parseDateOption(value: string): string {
  if (!isDate(value)) throw new InvalidArgumentError('must be a date, YYYY-MM-DD (e.g. 2026-03-14).');
  return value;
}
