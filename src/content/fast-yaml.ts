// The fast path for reading a content file: js-yaml, several times faster than the
// `yaml` package's Document API on a typical page (see bench/RESULTS.md, section
// "Speed issue (13), 24 November 2026"), where YAML parsing was much of a build's worker
// time. It is only trusted where both libraries are known to give the same
// data; anything else (an error, a duplicate key, tags, aliases, directives,
// complex keys, a key that is not a plain name) returns undefined and the file
// goes through parse.ts's Document path, which decides and locates errors.
// test/content/fast-yaml.test.ts checks both give the same data for every
// bundled file, the bad-input corpus and 3,000 generated documents. (A third,
// hand-written reader for plain block files saved less of a cold 10,000-page
// build's CPU than the 10% that would pay for it: see bench/RESULTS.md,
// "Issue 26", and its session 11 part.)
import jsyaml from 'js-yaml';
import { isDash, keyNameEnd } from './block-locate.js';
import { BACKSLASH, CLOSE_LIST, CLOSE_MAP, COLON, COMMA, CR, DQUOTE, HASH, NEWLINE, OPEN_LIST, OPEN_MAP, SPACE, SQUOTE, TAB } from './char-codes.js';

// The YAML 1.2 core schema's plain-scalar rules, as the `yaml` package resolves them
// (yaml/dist/schema/core/*.js), so a plain scalar becomes the same value in both.
// js-yaml tries every type on every plain scalar, keys included; each type first
// looks at the first character, which rules out almost every scalar of a page
// (words) before a regex runs.
const startsWith = (data: string, first: string) => data.length > 0 && first.includes(data[0]);
const nullType = new jsyaml.Type('tag:yaml.org,2002:null', {
  kind: 'scalar',
  resolve: (data: string | null) => data === null || data === '' || (startsWith(data, '~nN') && /^(?:~|[Nn]ull|NULL)$/.test(data)),
  construct: () => null,
});
const boolType = new jsyaml.Type('tag:yaml.org,2002:bool', {
  kind: 'scalar',
  resolve: (data: string | null) => data !== null && startsWith(data, 'tTfF') && /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(data),
  construct: (data: string) => data[0] === 't' || data[0] === 'T',
});
const INT_DEC = /^[-+]?[0-9]+$/;
const INT_OCT = /^0o[0-7]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const NUMBER_FIRST = '-+.0123456789';
const intType = new jsyaml.Type('tag:yaml.org,2002:int', {
  kind: 'scalar',
  resolve: (data: string | null) => data !== null && startsWith(data, NUMBER_FIRST) && (INT_DEC.test(data) || INT_OCT.test(data) || INT_HEX.test(data)),
  construct: (data: string) => (INT_OCT.test(data) ? parseInt(data.slice(2), 8) : INT_HEX.test(data) ? parseInt(data.slice(2), 16) : parseInt(data, 10)),
});
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;
const floatType = new jsyaml.Type('tag:yaml.org,2002:float', {
  kind: 'scalar',
  resolve: (data: string | null) => data !== null && startsWith(data, NUMBER_FIRST) && (FLOAT_NAN.test(data) || FLOAT_EXP.test(data) || FLOAT.test(data)),
  construct: (data: string) =>
    FLOAT_NAN.test(data) ? (data.slice(-3).toLowerCase() === 'nan' ? NaN : data[0] === '-' ? -Infinity : Infinity) : parseFloat(data),
});
const IMPLICIT = [nullType, boolType, intType, floatType];
const CORE = jsyaml.FAILSAFE_SCHEMA.extend({ implicit: IMPLICIT });

/** Whether one of `chars` occurs in `text` at an index `ok` accepts: indexOf finds a rare character far faster than a regex scans. */
function occurs(text: string, chars: string, ok: (index: number) => boolean): boolean {
  for (const c of chars) for (let i = text.indexOf(c); i >= 0; i = text.indexOf(c, i + 1)) if (ok(i)) return true;
  return false;
}

/** A ] or } followed by a colon: both flow-key patterns below need one. `}` is in every {placeholder}, rarely before a colon. */
const closerBeforeColon = (text: string) =>
  occurs(text, ']}', (i) => {
    let j = i + 1;
    while (text[j] === ' ' || text[j] === '\t') j++;
    return text[j] === ':';
  });

/** Whether the character at an index opens a token: at the start, after white space or a flow indicator. */
const afterSpaceOrFlow = (text: string) => (i: number) => i === 0 || /[\s[\]{},]/.test(text[i - 1]);

/** Whether `text` may hold an alias (*name): its value repeats another node's, written elsewhere in the file. */
export const mayHoldAlias = (text: string) => occurs(text, '*', afterSpaceOrFlow(text));

/**
 * Where the two libraries may differ, or where only the Document path can say what is wrong:
 * a tag (!), an alias (*, whose expansion the Document path caps), a directive (%), an explicit
 * key (?), a flow collection used as a key ([a]: b, {[a]: b}: js-yaml would flatten it to "a"), a
 * comment glued to a quote.
 * Text that merely looks like one (a "5 * rating") only costs the slower path.
 * Each pattern comes with a cheap test it cannot match without, run first: five regex scans of
 * every file cost more than js-yaml's own reading of a page's plain words.
 */
const NEEDS_DOCUMENT: ReadonlyArray<readonly [pattern: RegExp, mayMatch: (text: string) => boolean]> = [
  // '%' is in most pages' figures (63%), but rarely after white space or a flow indicator.
  [/(?:^|[\s[\]{},])[!*%]/m, (text) => occurs(text, '!*%', afterSpaceOrFlow(text))],
  // Most pages hold a '?' (a question, a link's query): the regex only runs where one stands alone.
  [/(?:^|[\s[{,])\?(?:\s|$)/m, (text) => occurs(text, '?', (i) => (i === 0 || /[\s[{,]/.test(text[i - 1])) && (i + 1 === text.length || /\s/.test(text[i + 1])))],
  [/^[ \t]*(?:-[ \t]+)*[[{][^\n]*[\]}][ \t]*:(?:[ \t]|$)/m, closerBeforeColon],
  [/[[{,][ \t]*[[{][^\]}\n]*[\]}][ \t]*:/, closerBeforeColon],
  // A comment must follow white space: yaml refuses "x"#c, js-yaml reads it as a comment.
  [/["'\]}]#/, (text) => text.includes('#')],
];

/**
 * Whether a quoted scalar or a flow collection goes on to a line not indented past its key or dash. js-yaml reads
 * such a line, where the Document refuses it ('a: "x' then 'y"' at column 0), and so would `lpgen publish` and the
 * spreadsheet commands, which edit through the Document: the file goes to the Document, which names the line. One
 * indented past (as `yaml` folds a long string) stays on the fast path.
 */
function dedentedContinuation(text: string): boolean {
  // From each quote or bracket that starts a line's value: the rest of a page's (an apostrophe, a {placeholder}) cost
  // a look at the character before, where reading every line cost more than the '?' test saved (bench/RESULTS.md).
  for (const opener of '"\'[{') {
    for (let i = text.indexOf(opener); i >= 0; i = text.indexOf(opener, i + 1)) {
      const owner = valueOwner(text, i);
      if (owner !== undefined && valueEnd(text, i, owner) < 0) return true;
    }
  }
  return false;
}

/**
 * When `at` starts its line's value (after the line's dashes and keys, or alone on it), the column its next lines
 * must be indented past: its last key's or dash's, or its own when it has none (its key is above: stricter).
 */
function valueOwner(text: string, at: number): number | undefined {
  const before = text.charCodeAt(at - 1);
  if (at > 0 && before !== SPACE && before !== TAB && before !== NEWLINE) return undefined;
  const start = text.lastIndexOf('\n', at - 1) + 1;
  let end = text.indexOf('\n', at);
  if (end === -1) end = text.length;
  let v = start;
  let owner = -1;
  for (;;) {
    while (v < at && (text.charCodeAt(v) === SPACE || text.charCodeAt(v) === TAB)) v++;
    if (v >= at) break;
    if (isDash(text, v, end)) {
      owner = v++ - start;
      continue;
    }
    const name = keyNameEnd(text, v, end);
    if (name < 0) return undefined;
    owner = v - start;
    v = text.indexOf(':', name) + 1;
  }
  return v === at ? (owner < 0 ? at - start : owner) : undefined;
}

/** Whether the line at `start` is blank or indented with spaces past column `owner`. */
function indentedPast(text: string, start: number, owner: number): boolean {
  let i = start;
  while (text.charCodeAt(i) === SPACE) i++;
  const c = text.charCodeAt(i);
  if (c === TAB) return false;
  return i >= text.length || c === NEWLINE || (c === CR && text.charCodeAt(i + 1) === NEWLINE) || i - start > owner;
}

/**
 * The index past the quoted scalar or flow collection at `from`, read over as many lines as it takes; -1 when one
 * of them is not indented past `owner` (or by a tab; no such test without an owner), or the text ends first.
 */
export function valueEnd(text: string, from: number, owner?: number): number {
  let depth = 0;
  /** 0 in a flow collection, else the quote being read, or HASH in a comment (to the line's end). */
  let mode = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === NEWLINE) {
      if (mode === HASH) mode = 0;
      if (owner !== undefined && !indentedPast(text, i + 1, owner)) return -1;
    } else if (mode === DQUOTE) {
      // A backslash escapes the next character; before a line break it joins the lines, whose indentation counts.
      if (c === BACKSLASH && text.charCodeAt(i + 1) !== NEWLINE) i++;
      else if (c === DQUOTE) {
        mode = 0;
        if (depth === 0) return i + 1;
      }
    } else if (mode === SQUOTE) {
      // '' is a quote inside.
      if (c === SQUOTE && text.charCodeAt(i + 1) === SQUOTE) i++;
      else if (c === SQUOTE) {
        mode = 0;
        if (depth === 0) return i + 1;
      }
    } else if (mode === 0) {
      const prev = text.charCodeAt(i - 1);
      const tokenStart = i === from || prev === SPACE || prev === TAB || prev === OPEN_LIST || prev === OPEN_MAP || prev === COMMA || prev === COLON;
      if ((c === DQUOTE || c === SQUOTE) && tokenStart) mode = c;
      else if (c === OPEN_LIST || c === OPEN_MAP) depth++;
      else if ((c === CLOSE_LIST || c === CLOSE_MAP) && --depth === 0) return i + 1;
      else if (c === HASH && (prev === SPACE || prev === TAB)) mode = HASH;
    }
  }
  return -1;
}

const needsDocument = (text: string) => NEEDS_DOCUMENT.some(([pattern, mayMatch]) => mayMatch(text) && pattern.test(text)) || dedentedContinuation(text);

/** Keys that come out the same from both: js-yaml turns a null key into "null", yaml into ""; yaml refuses an implicit key over 1024 characters. */
const PLAIN_KEY = /^[A-Za-z_][\w-]{0,127}$/;

function plainKeys(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(plainKeys);
  if (value === null || typeof value !== 'object') return true;
  for (const key of Object.keys(value)) {
    if (!PLAIN_KEY.test(key) || key === 'null' || !plainKeys((value as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** The file's data, or undefined when the Document path must read it. */
export function fastParse(text: string): { data: unknown } | undefined {
  if (needsDocument(text)) return undefined;
  let data: unknown;
  try {
    // One document only (load throws on a second); duplicate keys throw too.
    data = jsyaml.load(text, { schema: CORE });
  } catch {
    return undefined;
  }
  if (!plainKeys(data)) return undefined;
  return { data: data === undefined ? null : data };
}
