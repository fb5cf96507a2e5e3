// From a probe render to a shell: the page rendered by React with each string
// replaced by a marked probe, `\uE000<n><TAIL>\uE001`, whose tail comes out of
// each way of printing differently (escaped as text or attribute, raw HTML, JSON,
// JSON inside a script), so the render itself says where each value lands and how
// it is encoded there. A value read by a template and not found in a known
// encoding was used some other way (an icon chosen by name): its name becomes
// part of the shape key and the page is probed again.
import { escapeTextForBrowser, jsonForHtml, jsonInner } from './escape.js';
import { MARK_CLOSE, MARK_OPEN, substitute, type KeyedNames, type Probe, type StaticRoute } from './shape.js';

type Encoding = (value: string) => string;

const TAIL = '<>"&\'\u2028\u2029';
const identity: Encoding = (value) => value;
const jsonHtml: Encoding = (value) => jsonForHtml(jsonInner(value));
/** Each known encoding by what it makes of the tail. */
const ENCODINGS: ReadonlyArray<[tail: string, encode: Encoding]> = [
  [escapeTextForBrowser(TAIL), escapeTextForBrowser],
  [jsonHtml(TAIL), jsonHtml],
  [jsonInner(TAIL), jsonInner],
  [TAIL, identity],
];

export const probeValue = (i: number): string => `${MARK_OPEN}${i}${TAIL}${MARK_CLOSE}`;

export interface Shell {
  /** Fixed markup around the values: parts.length === slots.length + 1. */
  parts: string[];
  /** The occurrence filled into each slot. */
  slots: number[];
  encodings: Encoding[];
}

/** A shell as a cache file keeps it: each slot's encoding by its place in ENCODINGS. */
export interface StoredShell {
  parts: string[];
  slots: number[];
  encodings: number[];
}

export function storedShell({ parts, slots, encodings }: Shell): StoredShell {
  return { parts, slots, encodings: encodings.map((e) => ENCODINGS.findIndex(([, encode]) => encode === e)) };
}

/** The shell a cache file kept, or undefined when it is not one (any malformed part: the page is rendered by React). */
export function shellFrom(stored: unknown): Shell | undefined {
  const { parts, slots, encodings } = (stored ?? {}) as Partial<StoredShell>;
  if (!Array.isArray(parts) || !Array.isArray(slots) || !Array.isArray(encodings)) return undefined;
  if (parts.length !== slots.length + 1 || encodings.length !== slots.length) return undefined;
  if (!parts.every((p) => typeof p === 'string') || !slots.every((s) => Number.isInteger(s) && s >= 0)) return undefined;
  const fns = encodings.map((i) => ENCODINGS[i as number]?.[1]);
  return fns.every((e) => e !== undefined) ? { parts, slots, encodings: fns } : undefined;
}

export function fill(shell: Shell, values: readonly string[]): string {
  const { parts, slots, encodings } = shell;
  let html = parts[0];
  for (let i = 0; i < slots.length; i++) html += encodings[i](values[slots[i]]) + parts[i + 1];
  return html;
}

export type Compiled = { shell: Shell } | { rekey: string[] } | { refused: string };

/** Renders the route once with probes and reads the shell off the markup. */
export function compileShell(render: (route: StaticRoute) => string, route: StaticRoute, keyed: KeyedNames): Compiled {
  const probe: Probe = { names: [], read: [] };
  const html = render(substitute(route, keyed, probeValue, probe));
  const printed = new Array<boolean>(probe.names.length).fill(false);
  const misused = new Set<number>();
  const parts: string[] = [];
  const slots: number[] = [];
  const encodings: Encoding[] = [];
  let from = 0;
  let at = html.indexOf(MARK_OPEN);
  while (at !== -1) {
    let end = at + 1;
    while (end < html.length && html.charCodeAt(end) >= 48 && html.charCodeAt(end) <= 57) end++;
    if (end === at + 1) return { refused: 'a marker without its occurrence' };
    const occurrence = Number(html.slice(at + 1, end));
    if (occurrence >= printed.length) return { refused: 'a marker of no occurrence' };
    const known = ENCODINGS.find(([tail]) => html.startsWith(tail, end) && html.startsWith(MARK_CLOSE, end + tail.length));
    if (!known) {
      // Printed after a transformation of its own (cut, re-escaped, encoded): not a value a shell can fill.
      misused.add(occurrence);
      at = html.indexOf(MARK_OPEN, end);
      continue;
    }
    parts.push(html.slice(from, at));
    slots.push(occurrence);
    encodings.push(known[1]);
    printed[occurrence] = true;
    from = end + known[0].length + 1;
    at = html.indexOf(MARK_OPEN, from);
  }
  parts.push(html.slice(from));
  for (let i = 0; i < printed.length; i++) if (probe.read[i] && !printed[i]) misused.add(i);
  if (misused.size > 0) {
    const names = [...new Set([...misused].map((i) => probe.names[i]))];
    // Every name already keyed and still misused: the markers were mangled where no name helps.
    return names.length > 0 ? { rekey: names } : { refused: 'values used in ways a shell cannot fill' };
  }
  if (parts.some((part) => part.includes(MARK_CLOSE))) return { refused: 'a marker cut in two' };
  return { shell: { parts, slots, encodings } };
}
