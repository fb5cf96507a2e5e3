// {city}-style placeholders: checked per file (so an error points at the line
// that has it) and filled per page after the cascade.
import type { FieldPath } from './locate.js';
import type { SourceFile } from './read.js';
import type { Reporter } from './report.js';
import { didYouMean } from '../suggest.js';

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Reports every `{name}` under `value` (at `at` in `source`) whose name is not in `allowed`. */
export function checkPlaceholders(report: Reporter, source: SourceFile, value: unknown, allowed: readonly string[], at: FieldPath = []): void {
  const visit = (node: unknown, path: PropertyKey[]) => {
    if (typeof node === 'string') {
      const seen = new Map<string, number>();
      for (const [match, name] of node.matchAll(PLACEHOLDER)) {
        const nth = seen.get(match) ?? 0;
        seen.set(match, nth + 1);
        if (allowed.includes(name)) continue;
        const known = ` (known: ${allowed.map((a) => `{${a}}`).join(', ')})`;
        const hint = didYouMean(name, allowed).replace(/"(\w+)"/, '{$1}') || known;
        // Pointed at the placeholder itself, not at the field's first column.
        report.at(source, path, `unknown placeholder {${name}}${hint}`, { text: { needle: match, nth } });
      }
    } else if (Array.isArray(node)) node.forEach((item, i) => visit(item, [...path, i]));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) visit(v, [...path, k]);
  };
  visit(value, [...at]);
}

/** Names of placeholders used anywhere under `value`. */
export function usedPlaceholders(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const [, name] of value.matchAll(PLACEHOLDER)) found.add(name);
  else if (Array.isArray(value)) value.forEach((v) => usedPlaceholders(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => usedPlaceholders(v, found));
  return found;
}

/** Replaces known placeholders in every string under `value`; unknown ones were rejected earlier. */
export function fillPlaceholders<T>(value: T, vars: Readonly<Record<string, string | undefined>>): T {
  if (typeof value === 'string') {
    return value.replace(PLACEHOLDER, (match, name: string) => vars[name] ?? match) as T;
  }
  if (Array.isArray(value)) return value.map((v) => fillPlaceholders(v, vars)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = fillPlaceholders(v, vars);
    return out as T;
  }
  return value;
}
