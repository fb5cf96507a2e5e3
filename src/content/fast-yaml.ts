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

const needsDocument = (text: string) => NEEDS_DOCUMENT.some(([pattern, mayMatch]) => mayMatch(text) && pattern.test(text));

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
