// Maps a field path to line:column in the YAML source. Only called for files
// that failed, so the happy path never builds a Document + LineCounter.
import { createRequire } from 'node:module';
import type { Node, Pair, YAMLMap } from 'yaml';
import { blockIndex, lookup } from './block-locate.js';

let yaml: typeof import('yaml') | undefined;

/**
 * The `yaml` package, loaded on first use (it costs CPU to load): a run whose files all
 * take the fast path (fast-yaml.ts) and have nothing to locate never needs it.
 */
export const yamlLib = (): typeof import('yaml') => (yaml ??= createRequire(import.meta.url)('yaml') as typeof import('yaml'));

export type FieldPath = ReadonlyArray<PropertyKey>;

export interface Position {
  line: number;
  col: number;
}

export interface Locator {
  /** Position of the deepest existing node on `path` (a missing key points at its parent). */
  at(path: FieldPath): Position;
  /** Position of an unrecognised key `key` inside the mapping at `path`. */
  keyAt(path: FieldPath, key: string): Position;
  frame(pos: Position): string;
  /** Position of the `nth` (0-based) occurrence of `needle` in the source text of the value at `path`, if it is there verbatim. */
  textAt(path: FieldPath, needle: string, nth?: number): Position | undefined;
}

/**
 * The file's locator: positions from one scan of its lines where it is plain block YAML (block-locate.ts),
 * the `yaml` Document (parsed on first need) for anything else. `wanted`: the paths it will be asked, when known
 * (the scan then indexes only those; any other path is answered by the Document).
 */
export function createLocator(text: string, wanted?: ReadonlyArray<FieldPath>): Locator {
  const index = blockIndex(text, wanted);
  if (!index) return documentLocator(text);
  let document: Locator | undefined;
  const full = () => (document ??= documentLocator(text));
  // Where each line starts, made on first need; a code frame slices its few lines from the text (a file with a
  // warning is asked one or two positions and one frame: splitting it into lines cost more than the rest).
  let lineStarts: number[] | undefined;
  const startsOf = () => {
    if (!lineStarts) {
      lineStarts = [0];
      for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
    }
    return lineStarts;
  };
  const lineAt = (n: number) => {
    const starts = startsOf();
    return n > starts.length ? undefined : text.slice(starts[n - 1], n < starts.length ? starts[n] - 1 : text.length);
  };
  const toPos = (offset: number): Position => {
    const starts = startsOf();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - starts[lo] + 1 };
  };
  return {
    at(path) {
      const entry = lookup(index, path);
      return entry ? toPos(entry.at) : full().at(path);
    },
    keyAt(path, key) {
      const entry = lookup(index, [...path, key]);
      return entry ? toPos(entry.at) : full().keyAt(path, key);
    },
    frame: (pos) => frameOf(startsOf().length, lineAt, pos),
    textAt(path, needle, nth = 0) {
      const entry = lookup(index, path);
      if (!entry) return full().textAt(path, needle, nth);
      // A mapping, a list, a flow collection or nothing: no scalar to search, as with the Document.
      if (!entry.value) return undefined;
      const [from, to] = entry.value;
      // A comment may share the value's lines: the Document knows where the scalar stops.
      if (text.slice(from, to).includes('#')) return full().textAt(path, needle, nth);
      let at = from - 1;
      for (let i = 0; i <= nth; i++) {
        at = text.indexOf(needle, at + 1);
        if (at < 0 || at >= to) return undefined;
      }
      return toPos(at);
    },
  };
}

/** The locator from the `yaml` package's Document: every position, at the cost of a full parse. */
export function documentLocator(text: string): Locator {
  const { LineCounter, isMap, isScalar, isSeq, parseDocument } = yamlLib();
  const lineCounter = new LineCounter();
  // uniqueKeys: false: read.ts already refused duplicates, and yaml's check is quadratic.
  const doc = parseDocument(text, { lineCounter, keepSourceTokens: false, uniqueKeys: false });
  const toPos = (offset: number): Position => lineCounter.linePos(offset);
  // Key → first pair, per mapping, built on first use: a file with 20,000
  // unknown keys is located in linear time, not one scan of the mapping per key.
  const indexes = new Map<YAMLMap, Map<unknown, Pair>>();
  const pairOf = (map: YAMLMap, key: unknown): Pair | undefined => {
    let index = indexes.get(map);
    if (!index) {
      index = new Map();
      for (const p of map.items) {
        const k = isScalar(p.key) ? p.key.value : p.key;
        if (!index.has(k)) index.set(k, p);
      }
      indexes.set(map, index);
    }
    return index.get(key);
  };

  // Walk the path; return the deepest node reached and where to point.
  const walk = (path: FieldPath) => {
    let node = doc.contents as Node | null;
    let offset = node?.range?.[0] ?? 0;
    for (const segment of path) {
      if (isMap(node)) {
        const pair = pairOf(node, segment);
        if (!pair) break;
        offset = (pair.key as Node | null)?.range?.[0] ?? offset;
        node = pair.value as Node | null;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item = node.items[segment] as Node | undefined;
        if (!item?.range) break;
        offset = item.range[0];
        node = item;
      } else break;
    }
    return { node, offset };
  };

  const lines = text.split('\n');
  return {
    at: (path) => toPos(walk(path).offset),
    keyAt(path, key) {
      const { node, offset } = walk(path);
      if (isMap(node)) {
        const pair = pairOf(node, key);
        const at = (pair?.key as Node | undefined)?.range?.[0];
        if (at !== undefined) return toPos(at);
      }
      return toPos(offset);
    },
    frame: (pos) => codeFrame(lines, pos),
    textAt(path, needle, nth = 0) {
      const { node } = walk(path);
      // Plain, quoted and block scalars alike: the value's raw source holds the {placeholder} as typed.
      if (!isScalar(node) || !node.range) return undefined;
      let at = node.range[0] - 1;
      for (let i = 0; i <= nth; i++) {
        at = text.indexOf(needle, at + 1);
        if (at < 0 || at >= node.range[1]) return undefined;
      }
      return toPos(at);
    },
  };
}

/** Two lines of context and a caret under the column, like a compiler. */
export function codeFrame(lines: readonly string[], pos: Position): string {
  return frameOf(lines.length, (n) => lines[n - 1], pos);
}

/** codeFrame of a file of `count` lines, reading only the lines it shows (`lineAt`: 1-based). */
function frameOf(count: number, lineAt: (n: number) => string | undefined, pos: Position): string {
  const first = Math.max(1, pos.line - 2);
  const last = Math.min(count, pos.line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === pos.line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lineAt(n) ?? ''}`);
    if (n === pos.line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, pos.col - 1))}^`);
  }
  return out.join('\n');
}

/** ['painPoints', 2, 'title'] → 'painPoints[2].title' */
export function formatPath(path: FieldPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += (out ? '.' : '') + String(segment);
  }
  return out;
}
