// The build's date for scheduled pages: given with --date, or SOURCE_DATE_EPOCH
// as reproducible builds set it; never read from the clock, so two builds of the
// same input stay byte-identical. Small on purpose: the CLI reads it at start-up.
import { clip, LpgenError } from '../errors.js';
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
  if (!/^\d+$/.test(epoch)) throw new LpgenError(`SOURCE_DATE_EPOCH "${clip(epoch)}" is not a whole number of seconds since 1970`, 2);
  const seconds = Number(epoch);
  // A date a lock can hold: YYYY, so 1970 to 9999. Milliseconds (Date.now()) are the usual slip.
  if (seconds > LAST_SECOND) {
    const asMs =
      seconds <= LAST_SECOND * 1000 && Number.isInteger(seconds / 1000)
        ? ` (as milliseconds it is ${day(seconds / 1000)}: set SOURCE_DATE_EPOCH=${seconds / 1000})`
        : '';
    throw new LpgenError(`SOURCE_DATE_EPOCH "${clip(epoch)}" is after the year 9999: it counts seconds since 1970, not milliseconds${asMs}`, 2);
  }
  return day(seconds);
}

/** 9999-12-31T23:59:59Z. */
const LAST_SECOND = Date.UTC(9999, 11, 31, 23, 59, 59) / 1000;
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
