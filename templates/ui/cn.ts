import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The spec fixes the class-merge LRU cache at 500 entries (tailwind-merge's
// default is 500 too, but we pin it so a library upgrade cannot change it).
const twMerge = extendTailwindMerge({ cacheSize: 500 });

/** shadcn/ui's `cn`: conditional classes, then Tailwind conflicts resolved so the last class wins. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// A component's classes merged with its caller's: the templates pass literal
// classNames, so each pair is merged once and then looked up (~35 merges a page,
// each joining and hashing the class list again inside twMerge). Bounded, in case
// a className is ever made from data.
const REMEMBERED = 64;

/** cn(base, className), remembered per className. */
export function mergeWith(base: string): (className?: string) => string {
  const merged = new Map<string | undefined, string>();
  return (className) => {
    let classes = merged.get(className);
    if (classes === undefined) {
      classes = cn(base, className);
      if (merged.size < REMEMBERED) merged.set(className, classes);
    }
    return classes;
  };
}
