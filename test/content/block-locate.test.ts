// Warnings are located by one scan of a file's lines (block-locate.ts) where the
// file is plain block YAML: every position it gives must be the Document's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import jsyaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { generateContent } from '../../bench/generate.js';
import { blockIndex, lookup } from '../../src/content/block-locate.js';
import { createLocator, documentLocator, type FieldPath } from '../../src/content/locate.js';
import { fixturesDir, repoRoot, tempDir } from '../helpers.js';
import { compareTopLevel } from './top-level-oracle.js';

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return yamlFiles(file);
    return name.endsWith('.yaml') ? [file] : [];
  });
}

/** Every path in the data, with its string values. */
function paths(value: unknown, at: PropertyKey[] = [], out: Array<[FieldPath, unknown]> = []): Array<[FieldPath, unknown]> {
  out.push([at, value]);
  if (Array.isArray(value)) value.forEach((item, i) => paths(item, [...at, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

/** Top-level scalars that top-level.ts placed (not handed back to the locator), in the odd white space test. */
let placedAtTopLevel = 0;

function compare(text: string, file: string): number {
  let data: unknown;
  try {
    data = jsyaml.load(text);
  } catch {
    return 0;
  }
  const fast = createLocator(text);
  const full = documentLocator(text);
  const index = blockIndex(text);
  placedAtTopLevel += compareTopLevel(text, data, full, file);
  let checked = 0;
  for (const [at, value] of paths(data)) {
    const where = `${file} ${JSON.stringify(at)}`;
    expect(fast.at(at), where).toEqual(full.at(at));
    // The scan's frame slices its lines from the text; the Document's splits the whole file.
    expect(fast.frame(full.at(at)), where).toBe(full.frame(full.at(at)));
    expect(fast.keyAt(at, 'noSuchKey'), where).toEqual(full.keyAt(at, 'noSuchKey'));
    if (at.length > 0) expect(fast.keyAt(at.slice(0, -1), String(at[at.length - 1])), where).toEqual(full.keyAt(at.slice(0, -1), String(at[at.length - 1])));
    if (typeof value === 'string' && value.length > 2) {
      for (const needle of [value.slice(0, 3), value.slice(-2), ' ', '{city}']) expect(fast.textAt(at, needle, 0), `${where} ${needle}`).toEqual(full.textAt(at, needle, 0));
      expect(fast.textAt(at, ' ', 1), where).toEqual(full.textAt(at, ' ', 1));
    }
    // Indexed for this path alone (as a file's leftovers are located), and for it beside its parent: the same
    // entry as the whole file's index (not the Document's answer through a miss), and the same positions.
    for (const wanted of [[at], [at, at.slice(0, -1)]]) {
      expect(index && lookup(blockIndex(text, wanted)!, at), `${where} indexed alone`).toEqual(index && lookup(index, at));
      const only = createLocator(text, wanted);
      expect(only.at(at), `${where} alone`).toEqual(full.at(at));
      if (typeof value === 'string' && value.length > 2) expect(only.textAt(at, value.slice(-2), 0), `${where} alone`).toEqual(full.textAt(at, value.slice(-2), 0));
    }
    checked++;
  }
  expect(fast.at(['no', 'such', 'path']), file).toEqual(full.at(['no', 'such', 'path']));
  const last = text.split('\n').length;
  for (const line of [1, last - 1, last, last + 1]) expect(fast.frame({ line, col: 1 }), `${file} frame ${line}`).toBe(full.frame({ line, col: 1 }));
  return checked;
}

describe('block locator', () => {
  it('gives the Document positions for every path of the bundled content and the fixtures', () => {
    const files = [...yamlFiles(path.join(repoRoot, 'content')), ...yamlFiles(fixturesDir)];
    let indexed = 0;
    let checked = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      if (blockIndex(text)) indexed++;
      checked += compare(text, path.relative(repoRoot, file));
    }
    // Most files are plain block YAML: the scan, not the Document, answers for them.
    expect(indexed).toBeGreaterThan(files.length / 2);
    expect(checked).toBeGreaterThan(1000);
  }, 120_000);

  it('gives the Document positions on generated rich pages', () => {
    const content = path.join(tempDir(), 'content');
    generateContent(path.join(fixturesDir, 'valid'), content, 40, { rich: true });
    for (const file of yamlFiles(path.join(content, 'pages'))) {
      const text = readFileSync(file, 'utf8');
      expect(blockIndex(text), file).toBeDefined();
      compare(text, file);
    }
  }, 120_000);

  it('gives the Document positions on generated block YAML with odd white space (no-break spaces, CRLF, comments)', () => {
    // The scan reads lines by character code: white space must be what trim() takes, as the Document sees it.
    let seed = 1;
    const pick = <T>(list: T[]) => list[(seed = (seed * 1103515245 + 12345) & 0x7fffffff) % list.length];
    const values = ['v', 'hello world', '"quoted: x"', "'q # not'", '[1, 2]', '{a: 1}', 'a # c', '', 'http://x.test/a', '…', 'x\u00a0y', '"multi'];
    const line = () => {
      const indent = ' '.repeat(pick([0, 2, 4]));
      return pick([
        () => `${indent}${pick(['key', 'a_b', 'x-1', '_k'])}${pick(['', ' '])}:${pick([' ', '  ', '\u00a0', ''])}${pick(values)}${pick(['', ' ', '\u00a0'])}`,
        () => `${indent}-${pick([' ', '  '])}${pick(values)}${pick(['', ' '])}`,
        () => `${indent}- ${pick(['key', 'quote'])}: ${pick(values)}`,
        () => `${indent}${pick(['# c', '', '   ', 'more words'])}`,
      ])();
    };
    let indexed = 0;
    placedAtTopLevel = 0;
    for (let i = 0; i < 6000; i++) {
      const text = Array.from({ length: 1 + pick([0, 1, 2, 3, 5, 8]) }, line).join(pick(['\n', '\r\n'])) + pick(['', '\n']);
      if (compare(text, JSON.stringify(text)) > 0 && blockIndex(text)) indexed++;
    }
    expect(indexed).toBeGreaterThan(500);
    // The line-of-the-key answer was given (not handed to the locator) for many of them.
    expect(placedAtTopLevel).toBeGreaterThan(800);
  }, 120_000);

  it('handles the shapes of block YAML: lists at the key column, nested items, block and quoted scalars, comments', () => {
    const text = [
      '# head comment',
      'a:',
      '- x',
      '- y: 1',
      '  z: "two',
      '    lines"',
      'b:',
      '  c: |',
      '    block {city}',
      '    text',
      '  d: plain # comment',
      '  e:',
      '    - - nested',
      '      - more',
      '  f: [1, {g: 2}]',
      'h:',
      'i: >-',
      '  folded',
      '',
    ].join('\n');
    expect(compare(text, 'inline')).toBeGreaterThan(10);
  });
});
