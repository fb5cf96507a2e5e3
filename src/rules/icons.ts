// Lucide icons by their documented kebab-case names (lucide.dev/icons), the
// names authors write in YAML (`icon: calendar-check`).
import { icons, type LucideIcon } from 'lucide-react';

/** 'CalendarCheck' → 'calendar-check', 'Grid2x2' → 'grid-2x2', as lucide names its files. */
export function kebabIconName(pascal: string): string {
  return pascal
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-zA-Z])([0-9])/g, '$1-$2')
    .replace(/(\d)x-(\d)/g, '$1x$2')
    .toLowerCase();
}

let byName: Map<string, LucideIcon> | undefined;

/** Every icon name → component, built once per process (about 2,000 entries). */
export function iconsByName(): ReadonlyMap<string, LucideIcon> {
  byName ??= new Map(Object.entries(icons).map(([pascal, icon]) => [kebabIconName(pascal), icon as LucideIcon]));
  return byName;
}

/** The icon for a name the schema has already validated; `fallback` when none was given. */
export function iconFor(name: string | undefined, fallback: LucideIcon): LucideIcon {
  return (name && iconsByName().get(name)) || fallback;
}
