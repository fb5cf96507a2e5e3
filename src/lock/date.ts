// The date a lock gives changed content: --date, else SOURCE_DATE_EPOCH (reproducible-builds.org), never the clock.
import { InvalidArgumentError } from 'commander';
import { LpgenError } from '../errors.js';

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

/** --date if given, else SOURCE_DATE_EPOCH as a UTC day, else undefined. */
export function lockDate(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (flag) return flag;
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') return undefined;
  if (!/^\d+$/.test(epoch)) throw new LpgenError(`SOURCE_DATE_EPOCH must be whole seconds since 1970 (got "${epoch}")`, 2);
  return new Date(Number(epoch) * 1000).toISOString().slice(0, 10);
}
