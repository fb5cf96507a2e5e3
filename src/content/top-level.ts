// A mapping file's top-level entries, read from its lines at column 0: which lines hold each entry, and where a
// top-level scalar's text is. A file with a sample leftover (leftovers.ts) is scanned through the entries whose
// lines can hold one, and a leftover in a top-level scalar (a page's affiliateLink, its headline) is located from
// here, where the block index (block-locate.ts) reads every line of the file and builds nodes for the path. The
// Document stays the reference: test/content/top-level.test.ts holds every position given here to its own.
import { isDash, keyNameEnd, skipBlank, trimmedEnd } from './block-locate.js';
import { CR, HASH, SPACE, TAB } from './char-codes.js';
import type { Position } from './locate.js';

export interface TopLevel {
  /** The data's keys, in the order their lines come. */
  keys: readonly string[];
  /** Where each key's line starts. */
  starts: number[];
  /** Each key's line number (1-based). */
  lines: number[];
}

/**
 * The lines of `keys` (a mapping's keys, in the data's order), when every line at column 0 other than a comment or a
 * `- ` item (a list at its key's column) is the next key, written plainly (`name:`), and there are as many as keys.
 * Anything else (a quoted or explicit key, a document marker, an indented root mapping, a multi-line string that
 * comes back to column 0) gives undefined, and the caller reads the whole file its usual way.
 */
export function topLevelOf(text: string, keys: readonly string[]): TopLevel | undefined {
  const starts: number[] = [];
  const lines: number[] = [];
  let line = 1;
  for (let at = 0; at < text.length; line++) {
    let end = text.indexOf('\n', at);
    if (end === -1) end = text.length;
    const c = text.charCodeAt(at);
    if (at < end && c !== SPACE && c !== TAB && c !== CR && c !== HASH && !isDash(text, at, end)) {
      const key = keys[starts.length];
      if (key === undefined || !text.startsWith(key, at) || keyNameEnd(text, at, end) !== at + key.length) return undefined;
      starts.push(at);
      lines.push(line);
    }
    at = end + 1;
  }
  return starts.length === keys.length ? { keys, starts, lines } : undefined;
}

/**
 * Which entries the matches of `pattern` (global) in `text` fall in, by index in `top.keys`, ascending; a match
 * before the first key (a comment) in none.
 */
export function entriesMatching(text: string, top: TopLevel, pattern: RegExp): number[] {
  const found: number[] = [];
  const { starts } = top;
  let entry = -1;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    while (entry + 1 < starts.length && starts[entry + 1] <= m.index) entry++;
    if (entry >= 0) found.push(entry);
    // Matches come in order: the rest of this entry's lines need no look, and no entry comes twice.
    if (entry + 1 >= starts.length) break;
    if (pattern.lastIndex < starts[entry + 1]) pattern.lastIndex = starts[entry + 1];
  }
  return found;
}

/**
 * Where the block index and textAt (locate.ts) place the first `needle` in the value of top-level entry `i`:
 * its position in the value's text, or the key's when the value does not hold it. Undefined where that reader
 * would not answer from the line alone (a value on the lines below the key, a tag, an anchor, a flow collection,
 * a comment among the value's lines, a tab): the caller asks the locator.
 */
export function topLevelTextAt(text: string, top: TopLevel, i: number, needle: string): Position | undefined {
  const start = top.starts[i];
  let end = text.indexOf('\n', start);
  if (end === -1) end = text.length;
  let colon = keyNameEnd(text, start, end);
  while (text.charCodeAt(colon) !== 58) colon++;
  const from = skipBlank(text, colon + 1, end);
  const first = text.charCodeAt(from);
  // & * ! [ { #, or nothing on the key's line.
  if (from === end || first === 38 || first === 42 || first === 33 || first === 91 || first === 123 || first === HASH) return undefined;
  // The value goes on over the lines deeper than column 0 (blank lines between them too).
  let to = trimmedEnd(text, start, end);
  for (let at = end + 1; at < text.length; ) {
    let lineEnd = text.indexOf('\n', at);
    if (lineEnd === -1) lineEnd = text.length;
    let col = at;
    while (text.charCodeAt(col) === SPACE) col++;
    if (text.charCodeAt(col) === TAB && col < lineEnd) return undefined;
    const last = trimmedEnd(text, at, lineEnd);
    if (last > col) {
      if (col === at) break;
      to = last;
    }
    at = lineEnd + 1;
  }
  if (text.slice(from, to).includes('#')) return undefined;
  const found = text.indexOf(needle, from);
  if (found < 0 || found >= to) return { line: top.lines[i], col: 1 };
  let line = top.lines[i];
  let lineStart = start;
  for (let nl = text.indexOf('\n', start); nl >= 0 && nl < found; nl = text.indexOf('\n', nl + 1)) {
    line++;
    lineStart = nl + 1;
  }
  return { line, col: found - lineStart + 1 };
}
