import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The spec fixes the class-merge LRU cache at 500 entries (tailwind-merge's
// default is 500 too, but we pin it so a library upgrade cannot change it).
const twMerge = extendTailwindMerge({ cacheSize: 500 });

/** shadcn/ui's `cn`: conditional classes, then Tailwind conflicts resolved so the last class wins. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
