// How a dataset row's key and a page meet: both sides are reduced to the same
// key once, then matched in a Map (a hash lookup per page, never all pairs).
import { slugify } from '../rules/slug.js';

/** 'Miami-Dade County', 'miami-dade', 'MIAMI DADE' → 'miami-dade'; 'St. Johns' and 'Saint Johns' → 'st-johns'. */
export function countyKey(name: string): string {
  return slugify(name.replace(/\s+county$/i, '').replace(/^saint\s+/i, 'st '));
}

/** A FIPS code as 5 digits: '12086', or '12' + '86' from separate state and county columns. */
export function fipsKey(value: string): string | undefined {
  const t = value.trim();
  return /^\d{5}$/.test(t) ? t : undefined;
}

/** An industry code as written in the niche: digits only ('621210'). */
export function naicsKey(value: string): string | undefined {
  const t = value.trim();
  return /^\d{2,6}$/.test(t) ? t : undefined;
}

export const rowKey = (area: string, industry?: string) => (industry === undefined ? area : `${area}|${industry}`);
