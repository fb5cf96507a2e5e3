// Exact decimal arithmetic for dataset figures: a value is read from its CSV text
// into an integer and a power of ten (no binary floating point), so a derived
// figure (per 10,000 residents, against the state figure) is computed exactly and
// rounded once, by the rule it states: half away from zero, to a stated number of decimals.
import { numberFormat } from '../number-format.js';

/** n / 10^scale, n an integer. */
export interface Decimal {
  n: bigint;
  scale: number;
}

const NUMBER = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/** '1,234.5' → { n: 12345n, scale: 1 }; undefined for anything that is not a plain decimal number. */
export function parseDecimal(text: string): Decimal | undefined {
  const t = text.trim();
  if (!NUMBER.test(t)) return undefined;
  const plain = t.replace(/,/g, '');
  const dot = plain.indexOf('.');
  const scale = dot < 0 ? 0 : plain.length - dot - 1;
  return { n: BigInt(plain.replace('.', '')), scale };
}

const pow10 = (k: number) => 10n ** BigInt(k);

/** num / den rounded half away from zero to `decimals` places: an integer m meaning m / 10^decimals. */
export function divideRounded(num: bigint, den: bigint, decimals: number): bigint {
  if (den === 0n) throw new Error('divideRounded: division by zero');
  const negative = num < 0n !== den < 0n;
  const a = (num < 0n ? -num : num) * pow10(decimals);
  const b = den < 0n ? -den : den;
  const q = (a * 2n + b) / (2n * b);
  return negative ? -q : q;
}

/** a × factor ÷ b, exactly, rounded half away from zero to `decimals` places (as m / 10^decimals). */
export function ratio(a: Decimal, b: Decimal, factor: bigint, decimals: number): bigint {
  // a.n/10^sa × factor ÷ (b.n/10^sb) = a.n × factor × 10^sb ÷ (b.n × 10^sa)
  return divideRounded(a.n * factor * pow10(b.scale), b.n * pow10(a.scale), decimals);
}

const grouped = numberFormat();

/** m / 10^decimals as text with thousands separators: 12345n, 1 → '1,234.5'. */
export function formatScaled(m: bigint, decimals: number): string {
  const negative = m < 0n;
  const digits = (negative ? -m : m).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const frac = decimals > 0 ? '.' + digits.slice(digits.length - decimals) : '';
  return `${negative ? '-' : ''}${grouped.format(BigInt(whole))}${frac}`;
}

/** A decimal as text, rounded half away from zero to `decimals` places. */
export function formatDecimal(d: Decimal, decimals: number): string {
  return formatScaled(divideRounded(d.n, pow10(d.scale), decimals), decimals);
}

export const isZero = (d: Decimal) => d.n === 0n;
