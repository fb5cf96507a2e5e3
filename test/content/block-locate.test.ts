// Warnings are located by one scan of a file's lines (block-locate.ts) where the
// file is plain block YAML: every position it gives must be the Document's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import jsyaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { generateContent } from '../../bench/generate.js';
import { blockIndex } from '../../src/content/block-locate.js';
import { createLocator, documentLocator, type FieldPath } from '../../src/content/locate.js';
import { fixturesDir, repoRoot, tempDir } from '../helpers.js';

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

function compare(text: string, file: string): number {
  let data: unknown;
  try {
    data = jsyaml.load(text);
  } catch {
    return 0;
  }
  const fast = createLocator(text);
  const full = documentLocator(text);
  let checked = 0;
  for (const [at, value] of paths(data)) {
    const where = `${file} ${JSON.stringify(at)}`;
    expect(fast.at(at), where).toEqual(full.at(at));
    expect(fast.keyAt(at, 'noSuchKey'), where).toEqual(full.keyAt(at, 'noSuchKey'));
    if (at.length > 0) expect(fast.keyAt(at.slice(0, -1), String(at[at.length - 1])), where).toEqual(full.keyAt(at.slice(0, -1), String(at[at.length - 1])));
    if (typeof value === 'string' && value.length > 2) {
      for (const needle of [value.slice(0, 3), value.slice(-2), ' ', '{city}']) expect(fast.textAt(at, needle, 0), `${where} ${needle}`).toEqual(full.textAt(at, needle, 0));
      expect(fast.textAt(at, ' ', 1), where).toEqual(full.textAt(at, ' ', 1));
    }
    checked++;
  }
  expect(fast.at(['no', 'such', 'path']), file).toEqual(full.at(['no', 'such', 'path']));
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
