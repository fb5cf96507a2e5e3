// The build's date for scheduled pages: given with --date, or SOURCE_DATE_EPOCH
// as reproducible builds set it; never read from the clock, so two builds of the
// same input stay byte-identical. Small on purpose: the CLI reads it at start-up.
import { LpgenError } from '../errors.js';
import { isDate } from '../lock/date.js';

/** The build's date, YYYY-MM-DD (UTC), from --date or SOURCE_DATE_EPOCH; undefined when neither is given. */
export function releaseDate(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (flag !== undefined) {
    if (!isDate(flag)) {
      throw new LpgenError(`--date "${flag}" is not a date like 2026-03-14`, 2);
    }
    return flag;
  }
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') return undefined;
  if (!/^\d+$/.test(epoch)) throw new LpgenError(`SOURCE_DATE_EPOCH "${epoch}" is not a whole number of seconds since 1970`, 2);
  return new Date(Number(epoch) * 1000).toISOString().slice(0, 10);
}
