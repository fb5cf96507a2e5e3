// {city}-style placeholders: checked per file (so an error points at the line
// that has it) and filled per page after the cascade.
import type { FieldPath } from './locate.js';
import type { SourceFile } from './read.js';
import type { Reporter } from './report.js';
import { didYouMean } from '../suggest.js';

/**
 * Calls `found` with each `{name}` in `text` as /\{([A-Za-z_][A-Za-z0-9_]*)\}/g matches it: start, end
 * (after the }) and name. An indexOf scan: the regex, with matchAll or a replace callback, cost
 * every page's load more than the rest of filling it in.
 */
function forEachPlaceholder(text: string, found: (start: number, end: number, name: string) => void): void {
  for (let open = text.indexOf('{'); open >= 0; ) {
    let close = open + 1;
    if (close < text.length && isNameStart(text.charCodeAt(close))) {
      while (++close < text.length && isNameChar(text.charCodeAt(close)));
      if (text.charCodeAt(close) === 0x7d) {
        found(open, close + 1, text.slice(open + 1, close));
        open = text.indexOf('{', close + 1);
        continue;
      }
    }
    open = text.indexOf('{', open + 1);
  }
}

const isNameStart = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f;
const isNameChar = (c: number) => isNameStart(c) || (c >= 0x30 && c <= 0x39);

/** Reports every `{name}` under `value` (at `at` in `source`) whose name is not in `allowed`. */
export function checkPlaceholders(report: Reporter, source: SourceFile, value: unknown, allowed: readonly string[], at: FieldPath = []): void {
  // One path, pushed and popped on the way down, copied only for a report: every page runs this over all its text.
  const path: PropertyKey[] = [...at];
  const visit = (node: unknown) => {
    if (typeof node === 'string') {
      forEachPlaceholder(node, (start, end, name) => {
        if (allowed.includes(name)) return;
        const match = node.slice(start, end);
        // Which occurrence of this {name} in the text it is, so the report points at this one.
        let nth = 0;
        forEachPlaceholder(node.slice(0, start), (s, e) => void (e - s === match.length && node.startsWith(match, s) && nth++));
        const known = ` (known: ${allowed.map((a) => `{${a}}`).join(', ')})`;
        const hint = didYouMean(name, allowed).replace(/"(\w+)"/, '{$1}') || known;
        // Pointed at the placeholder itself, not at the field's first column.
        report.at(source, [...path] as FieldPath, `unknown placeholder {${name}}${hint}`, { text: { needle: match, nth } });
      });
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
  if (typeof value === 'string') forEachPlaceholder(value, (_start, _end, name) => found.add(name));
  else if (Array.isArray(value)) value.forEach((v) => usedPlaceholders(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => usedPlaceholders(v, found));
  return found;
}

/** Replaces known placeholders in every string under `value`, in fresh arrays and objects; unknown ones were rejected earlier. */
export function fillPlaceholders<T>(value: T, vars: Readonly<Record<string, string | undefined>>): T {
  const fillText = (text: string): string => {
    // Joined, not concatenated: the page keeps one flat string, not a rope of pieces of its file's text.
    const parts: string[] = [];
    let last = 0;
    forEachPlaceholder(text, (start, end, name) => {
      const filled = vars[name];
      if (filled === undefined || filled === null) return; // left as written, as `{county}` for a city cities.yaml lacks
      parts.push(text.slice(last, start), filled);
      last = end;
    });
    if (last === 0) return text;
    parts.push(text.slice(last));
    return parts.join('');
  };
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string') return fillText(node);
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
