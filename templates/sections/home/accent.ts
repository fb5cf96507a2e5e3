import type { CategoryT } from 'lpgen/model';

/**
 * The one place a category's colour token becomes classes. Full literal class
 * names so Tailwind's scanner sees them; the 700/300 shades keep text at AA
 * on both the 100 (light) and 950 (dark) tints.
 */
export const ACCENTS: Record<CategoryT['color'], { chip: string; bar: string }> = {
  blue: { chip: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300', bar: 'bg-blue-600 dark:bg-blue-400' },
  emerald: { chip: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300', bar: 'bg-emerald-600 dark:bg-emerald-400' },
  violet: { chip: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300', bar: 'bg-violet-600 dark:bg-violet-400' },
  amber: { chip: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300', bar: 'bg-amber-500 dark:bg-amber-400' },
  rose: { chip: 'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300', bar: 'bg-rose-600 dark:bg-rose-400' },
  cyan: { chip: 'bg-cyan-100 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-300', bar: 'bg-cyan-600 dark:bg-cyan-400' },
};
