// {city}-style placeholders: checked per file (so an error points at the line
// that has it) and filled per page after the cascade.
import type { FieldPath } from './locate.js';
import type { SourceFile } from './read.js';
import type { Reporter } from './report.js';
import { didYouMean } from '../suggest.js';

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Reports every `{name}` under `value` (at `at` in `source`) whose name is not in `allowed`. */
export function checkPlaceholders(report: Reporter, source: SourceFile, value: unknown, allowed: readonly string[], at: FieldPath = []): void {
  // One path, pushed and popped on the way down, copied only for a report: every page runs this over all its text.
  const path: PropertyKey[] = [...at];
  const visit = (node: unknown) => {
    if (typeof node === 'string') {
      if (!node.includes('{')) return;
      const seen = new Map<string, number>();
      for (const [match, name] of node.matchAll(PLACEHOLDER)) {
        const nth = seen.get(match) ?? 0;
        seen.set(match, nth + 1);
        if (allowed.includes(name)) continue;
        const known = ` (known: ${allowed.map((a) => `{${a}}`).join(', ')})`;
        const hint = didYouMean(name, allowed).replace(/"(\w+)"/, '{$1}') || known;
        // Pointed at the placeholder itself, not at the field's first column.
        report.at(source, [...path] as FieldPath, `unknown placeholder {${name}}${hint}`, { text: { needle: match, nth } });
      }
    } else if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) path.push(i), visit(node[i]), path.pop();
    } else if (node && typeof node === 'object') {
      for (const key of Object.keys(node)) path.push(key), visit((node as Record<string, unknown>)[key]), path.pop();
    }
  };
  visit(value);
}

/** Names of placeholders used anywhere under `value`. */
export function usedPlaceholders(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.includes('{')) for (const [, name] of value.matchAll(PLACEHOLDER)) found.add(name);
  } else if (Array.isArray(value)) value.forEach((v) => usedPlaceholders(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => usedPlaceholders(v, found));
  return found;
}

/** Replaces known placeholders in every string under `value`, in fresh arrays and objects; unknown ones were rejected earlier. */
export function fillPlaceholders<T>(value: T, vars: Readonly<Record<string, string | undefined>>): T {
  const replace = (match: string, name: string) => vars[name] ?? match;
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string') return node.includes('{') ? node.replace(PLACEHOLDER, replace) : node;
    if (Array.isArray(node)) return node.map(fill);
    if (node && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(node)) out[key] = fill((node as Record<string, unknown>)[key]);
      return out;
    }
    return node;
  };
  return fill(value) as T;
}
