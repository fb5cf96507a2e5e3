// A file's sample leftovers are looked for only in the top-level entries whose lines can hold one, and one in a
// top-level scalar is placed from its key's line (content/top-level.ts): both must give what testing every
// string of the data and placing each hit with the yaml Document gives.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fastParse } from '../../src/content/fast-yaml.js';
import { findLeftovers, leftoverIn } from '../../src/content/leftovers.js';
import { documentLocator, formatPath, yamlLib, type FieldPath } from '../../src/content/locate.js';
import { topLevelOf, topLevelTextAt } from '../../src/content/top-level.js';
import { compareTopLevel } from './top-level-oracle.js';
import { sortIssues, type Issue } from '../../src/errors.js';

/**
 * The data as a build reads it (the fast path, else the Document), for text the Document reads without an error
 * and to the same data: it is the oracle's reference. (js-yaml also reads a few texts the Document refuses, such
 * as a double-quoted string whose second line starts at column 0.)
 */
function dataOf(text: string): { data: unknown } | undefined {
  let data: unknown;
  try {
    const doc = yamlLib().parseDocument(text, { uniqueKeys: false });
    if (doc.errors.length > 0) return undefined;
    data = doc.toJS();
  } catch {
    // An alias before its anchor.
    return undefined;
  }
  const fast = fastParse(text);
  if (fast && !isDeepStrictEqual(fast.data, data ?? null)) return undefined;
  return { data: fast?.data ?? data };
}

/** Every string of the data tested, each hit placed by the Document: line, column and field, in report order. */
function oracle(text: string, data: unknown): string[] {
  const doc = documentLocator(text);
  const out: Issue[] = [];
  const visit = (node: unknown, at: FieldPath) => {
    if (typeof node === 'string') {
      const hit = leftoverIn(node);
      if (hit) out.push({ file: 'f.yaml', ...(doc.textAt(at, hit.match, 0) ?? doc.at(at)), field: formatPath(at), message: '' });
    } else if (Array.isArray(node)) node.forEach((v, i) => visit(v, [...at, i]));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) visit(v, [...at, k]);
  };
  visit(data, []);
  return sortIssues(out).map((h) => `${h.line}:${h.col} ${h.field}`);
}

const found = (text: string, data: unknown) =>
  findLeftovers([{ file: 'f.yaml', abs: '/f.yaml', name: 'f', text, data }]).map((i) => `${i.line}:${i.col} ${i.field}`);

/** Files of top-level entries written every way a content file may write them, leftovers among their words. */
function* generated(count: number): Generator<string> {
  let seed = 7;
  // The high bits of a 31-bit LCG: its low bits repeat with a short period.
  const pick = <T>(list: readonly T[]): T => list[((seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) >>> 15) % list.length];
  const words = [
    'fine words',
    'see https://example.com/a',
    'TODO call back',
    'call 555-0123',
    '… fill in',
    'Replace with yours',
    'Lorem ipsum',
    'mail x@y.test',
    'https://go.partner.test/t?a=1',
    'Jordan Example',
    'a # comment TODO',
    'tbd later',
    'ok… then',
    '...',
    'x\u00a0TODO',
    'a\tTODO',
  ];
  // Mostly the forms content files use; now and then one that sends the file (or the entry) another way.
  const common = [
    (w: string) => ` ${w}`,
    (w: string) => ` ${w}\n  ${pick(words)}\n\n  ${pick(words)}`,
    (w: string) => ` "${w.replace(/e/, '\\x65')}"`,
    (w: string) => ` '${w.replace(/ /, "'' ")}'`,
    (w: string) => ` |\n  ${w}\n  ${pick(words)}`,
    (w: string) => ` >-\n  ${w}\n\n  ${pick(words)}`,
    (w: string) => `\n  a: ${w}\n  b:\n    - ${pick(words)}`,
    (w: string) => `\n- ${w}\n- n: ${pick(words)}`,
    (w: string) => ` ${w}\n# 555-0123 at column 0\n  # TODO indented`,
  ];
  const odd = [
    (w: string) => ` "TO\\\n  DO ${w}"`,
    (w: string) => ` "${w}\n${pick(['TODO line', 'k1: x', '# not a comment', '  more'])}"`,
    (w: string) => ` [${w}, b]`,
    (w: string) => ` {a: ${w}}`,
    (w: string) => `\n  ${w}`,
    (w: string) => ` &a${seed % 3} ${w}`,
    (w: string) => ` *a${seed % 3}${w.startsWith('T') ? '' : ' # alias'}`,
    (w: string) => ` ${w}\n\tmore`,
  ];
  const value = (w: string) => pick(pick([common, common, common, odd]))(w);
  for (let n = 0; n < count; n++) {
    const entries = Array.from({ length: 1 + pick([0, 1, 2, 4, 7]) }, (_, i) => `${pick(['k', 'key_', 'a-'])}${i}:${value(pick(words))}`);
    const head = pick(['', '', '# https://example.com/head\n', '---\n', '  ']);
    yield head + entries.join(pick(['\n', '\n', '\n\n', '\n# TODO between\n'])).replace(/\n/g, pick(['\n', '\n', '\r\n'])) + pick(['', '\n', '\n# TODO tail\n']);
  }
}

describe('leftovers by top-level entry', () => {
  it('finds and places what every string tested and the Document give, over 6,000 generated files', () => {
    let read = 0;
    let withLeftovers = 0;
    let byEntries = 0;
    let placed = 0;
    let textPlaced = 0;
    for (const text of generated(6000)) {
      const parsed = dataOf(text);
      if (!parsed) continue;
      read++;
      const expected = oracle(text, parsed.data);
      expect(found(text, parsed.data), JSON.stringify(text)).toEqual(expected);
      if (expected.length > 0) withLeftovers++;
      textPlaced += compareTopLevel(text, parsed.data, documentLocator(text), JSON.stringify(text));
      const { data } = parsed;
      if (!data || typeof data !== 'object' || Array.isArray(data)) continue;
      const top = topLevelOf(text, Object.keys(data));
      if (!top) continue;
      byEntries++;
      top.keys.forEach((key, i) => {
        const hit = typeof (data as Record<string, unknown>)[key] === 'string' && leftoverIn((data as Record<string, string>)[key]);
        if (hit && topLevelTextAt(text, top, i, hit.match)) placed++;
      });
    }
    // The generator's files are mostly readable, hold leftovers, and take both short cuts often.
    expect(read).toBeGreaterThan(2500);
    expect(withLeftovers).toBeGreaterThan(2000);
    expect(byEntries).toBeGreaterThan(1500);
    expect(placed).toBeGreaterThan(2000);
    expect(textPlaced).toBeGreaterThan(5000);
  }, 120_000);

  it('gives up on what the lines at column 0 do not give: quoted keys, markers, an indented root, a string back at column 0', () => {
    expect(topLevelOf('a: 1\nb: 2\n', ['a', 'b'])?.lines).toEqual([1, 2]);
    expect(topLevelOf('# c\na: 1\n- x\n  b: 2\nc:\n', ['a', 'c'])?.starts).toEqual([4, 20]);
    expect(topLevelOf('"a": 1\n', ['a'])).toBeUndefined();
    expect(topLevelOf('---\na: 1\n', ['a'])).toBeUndefined();
    expect(topLevelOf('  a: 1\n  b: 2\n', ['a', 'b'])).toBeUndefined();
    expect(topLevelOf('a: "x\nb: y"\n', ['a'])).toBeUndefined();
    expect(topLevelOf('b: 1\na: 2\n', ['a', 'b'])).toBeUndefined();
  });
});
