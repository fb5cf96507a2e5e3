// The fast YAML path (js-yaml) against the Document path (yaml), which it must
// never contradict: for every bundled content file, the bench's generated
// pages and a corpus of tricky and bad inputs, parseYaml gives exactly the data
// and the located issues of parseYamlDocument.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateContent } from '../../bench/generate.js';
import type { Issue } from '../../src/errors.js';
import { fastParse } from '../../src/content/fast-yaml.js';
import { parseYaml, parseYamlDocument } from '../../src/content/parse.js';
import { fixturesDir, repoRoot, tempDir } from '../helpers.js';
import { random } from '../support/random.js';

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.ya?ml$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function both(text: string) {
  const fastIssues: Issue[] = [];
  const docIssues: Issue[] = [];
  return { fast: parseYaml('f.yaml', text, fastIssues), fastIssues, doc: parseYamlDocument('f.yaml', text, docIssues), docIssues };
}

function expectSame(text: string) {
  const r = both(text);
  expect(r.fast, text).toEqual(r.doc);
  expect(r.fastIssues, text).toEqual(r.docIssues);
  // toEqual treats -0 and 0 alike; the data must match exactly.
  expect(JSON.stringify(r.fast?.data, (_k, v) => (Object.is(v, -0) ? '-0' : Number.isNaN(v) ? 'NaN' : v))).toBe(
    JSON.stringify(r.doc?.data, (_k, v) => (Object.is(v, -0) ? '-0' : Number.isNaN(v) ? 'NaN' : v)),
  );
}

describe('fast YAML path', () => {
  const bundled = [...yamlFiles(path.join(repoRoot, 'content')), ...yamlFiles(fixturesDir)];

  it('reads every bundled content file and fixture itself, with the Document path’s data', () => {
    expect(bundled.length).toBeGreaterThan(60);
    for (const file of bundled) {
      const text = readFileSync(file, 'utf8');
      const fast = fastParse(text);
      // A bundled file that fell back would leave the fast path untested (and slow).
      expect(fast, file).toBeDefined();
      expect(fast, file).toEqual(parseYamlDocument(file, text, []));
    }
  });

  it('reads the bench’s generated rich pages the same way', () => {
    const dir = tempDir();
    generateContent(path.join(repoRoot, 'content'), dir, 80, { rich: true });
    for (const file of yamlFiles(path.join(dir, 'pages'))) {
      const text = readFileSync(file, 'utf8');
      expect(fastParse(text), file).toBeDefined();
      expectSame(text);
    }
  });

  // Scalars whose type differs between YAML 1.1 and 1.2 or between libraries, and the syntax around them.
  const corpus = [
    ...['0o17', '0x1F', '0X1F', '1_000', '0b11', '012', '-0', '+12', '-12', '12345678901234567890', '1e3', '1E-3', '.5', '+.5', '-.5', '1.', '1.0', '-1.50', '.inf', '-.Inf', '+.INF', '.nan', '.NaN', '.NAN', 'nan', 'inf'].map((v) => `a: ${v}\n`),
    ...['yes', 'no', 'on', 'Off', 'y', 'n', 'True', 'TRUE', 'tRue', 'false', 'FALSE', '~', 'null', 'Null', 'NULL', 'nULL', '', "''", '""'].map((v) => `a: ${v}\n`),
    ...['2024-01-01', '2001-12-14t21:59:43.10-05:00', '12:30:00', '1,000', '$5', '5%', '100 %', '=', '<<', 'http://x.example/a?b=c#d', 'b:c', 'x #comment', 'x#not-a-comment'].map((v) => `a: ${v}\n`),
    'a: "esc \\u00e9 \\t \\x41 \\/ \\N \\_ \\L \\P \\e \\0"\n',
    "a: 'it''s'\n",
    'a: "multi\n  line\n\n  para"\n',
    "a: 'single\n\n  para'\n",
    'a: plain\n  folded\n\n  text\n',
    'a: |\n  keep\n   indent\n\n',
    'a: >\n  fold\n  this\n\n  para\n',
    'a: |-\n  strip\n\n',
    'a: >+\n  keep\n\n\n',
    'a: |2\n    two\n',
    'a: |\n\tno\n',
    'a:\n- b\n- c\n',
    'a:\n  - b: 1\n    c: [1, 2, {d: e}]\n  - - x\n    - y\n',
    '- a\n- b\n',
    'just a scalar\n',
    '',
    '# only a comment\n',
    '---\na: 1\n',
    'a: 1\n...\n',
    'a: 1\r\nb: two\r\n',
    '\ufeffa: bom\n',
    'a: {b: 1, c: [x, y]}\n',
    'a: [1, 2,]\n',
    'a: {b: 1,}\n',
    '__proto__: x\nb: 1\n',
    'constructor: x\n',
    'key-with-dash: 1\nkey_under: 2\n',
    'clé: unicode key\n',
    '"quoted key": 1\n',
    '"1": quoted number key\n',
    '1: number key\n',
    'true: bool key\n',
    '~: null key\n',
    'null: null key\n',
    "'': empty key\n",
    '<<: {b: 1}\n',
    '? a\n: b\n',
    '? [a]\n: b\n',
    'x:\n  ? [a, b]\n  : c\n',
    'x: {? [a]: b}\n',
    // Quoted scalars and flow collections over several lines: js-yaml takes any indentation, the Document only past the key.
    'a: "x\ny"\n',
    "a: 'x\ny'\n",
    'a: [1,\n2]\n',
    'a: {b: 1,\nc: 2}\n',
    'a:\n  b: "x\n  y"\n',
    'a:\n  b: "x\n   y"\n',
    '- "x\ny"\n',
    'a: "x \\\ny"\n',
    "a: 'it''s\nmore'\n",
    'a: [1, # c\n2]\n',
    'a: [1, "]", # c\n  2]\n',
    '[a]: b\n',
    '{a: 1}: b\n',
    'x: {[a]: b}\n',
    'x: [[a]: b]\n',
    '- [a, b]: c\n',
    'a: "{city}: {county}"\n',
    'a: &x 1\nb: *x\n',
    'a: &x [1]\nb: *x\n',
    'a: !!str 5\n',
    'a: !!int "5"\n',
    'a: !local x\n',
    'a: !!binary aGk=\n',
    'a: !!set {x}\n',
    '%YAML 1.1\n---\na: yes\n',
    '%TAG ! tag:x.example,2000:\n---\na: !b c\n',
    'a: Save money! Start today!\n',
    'a: rated 5 * by users\n',
    `${'k'.repeat(1100)}: long key\n`,
    'a: "x"#c\n',
    "a: 'x'#c\n",
    'a: [x]#c\n',
    'a: {b: c}#d\n',
    'a: x\n#c\nb: y # c\n',
    'a: b: c\n',
    'a: -\n',
    'a: - b\n',
    '\tindent: tab\n',
    'a:\n\tb: tab\n',
    'a: 1\na: 2\n',
    'a: {b: 1, b: 2}\n',
    'a: 1\n---\nb: 2\n',
    'niche: dentist\ncity: [Miami\nctaText: x\n',
    'niche: dentist\ncity: !!js/function Miami\n',
    'a: "unclosed\n',
    "a: 'unclosed\n",
    'a: [unclosed\n',
    'a: {b: {city} }\n',
    'a:\n  b: 1\n c: 2\n',
    '- a\nb: c\n',
    'a: @x\n',
    'a: `x\n',
    'a: |\n  x\n b\n',
    // Block-style edge cases: folding, indentation, comments, quotes, white space.
    'a: x\u00a0\nb: \u00a0y\n',
    'a: foo\n# c\n  bar\n',
    'a: foo\n  # c\nb: bar\n',
    'a:\n- b\n- c\nd: e\n',
    '- a: 1\n  b: 2\n- c\n-\n  d: e\n',
    'a: one\n\n\n  two\n   three\n',
    'a: one\n two\n',
    '- one\n two\n',
    '-   one\n  two\n    three\n',
    "a: 'x''y'\nb: ''\nc: \"\"\n",
    'a: "x"\n  b\n',
    "a: 'x' # c\n",
    'a:\n  b:\n    c: d\n  e: f\ng:\n',
    'a: x\n  - y\n',
    'a: x\n  "y"\n',
    'a: 1\nb: -2\nc: 0x1F\nd: .5\ne: Null\nf: TRUE\ng: 1e3\n',
    'a: 1\n  2\n',
    'a:\n  text on the next line\n',
    'title: C# and F# {city}, 50% off, a:b\n',
  ];

  it('agrees with the Document path on every corpus entry, data and located issues alike', () => {
    const differ = corpus.filter((text) => {
      try {
        expectSame(text);
        return false;
      } catch {
        return true;
      }
    });
    expect(differ).toEqual([]);
  });

  it('gives the Document path’s data wherever the fast path answers, on 3,000 generated block documents', () => {
    const rand = random(2024);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
    const plainWords = ['lorem', 'Ipsum', 'dolor', '42', 'x-y', 'a.b'];
    const trickyWords = ['true', 'False', 'null', '~', '-3', '0o17', '0x1F', '1.5', '.inf', '1e3', "it's", 'C#', 'a:b', 'k:', '{city}', 'x,y', '[a]', '50%', 'é', 'x\u00a0y', '"q', "q'", '- x', '#', ' #c', '? x', ':x', '-x', '&a', '*a', '!t', '|', '>', 'yes'];
    const keys = ['a', 'b', 'title', 'x-y', '_k', 'null', 'True', 'dup'];
    const sp = (n: number) => ' '.repeat(n);
    /** Whether the document being generated holds a multi-line quoted scalar or flow collection. */
    let multiLine = false;
    const text = () => Array.from({ length: 1 + Math.floor(rand() * 4) }, () => pick(rand() < 0.6 ? plainWords : trickyWords)).join(pick([' ', '  ']));
    // A scalar's lines: quoted, or plain text continued at various indentations, with blank and comment lines.
    const scalar = (column: number, owner: number): string[] => {
      const r = rand();
      if (r < 0.15) return [`"${text().replace(/["\\]/g, '')}"`];
      if (r < 0.25) return [`'${text().replace(/'/g, "''")}'`];
      if (r < 0.4) {
        // A quoted scalar or a flow collection over several lines, continued at indentations on both sides of the
        // key's (or dash's) column, now and then after a blank line, a tab or an escaped line break.
        multiLine = true;
        const [open, close] = pick([['"', '"'], ["'", "'"], ['[', ']'], ['{', '}']] as const);
        const word = () => text().replace(/["'\\[\]{}#,:?]/g, '') || 'w';
        const count = 2 + Math.floor(rand() * 2);
        const lines = Array.from({ length: count }, (_, i) => {
          const item = open === '{' ? `k${i}: ${word()}` : word();
          const last = i === count - 1;
          const tail = last ? close : open === '"' && rand() < 0.2 ? '\\' : open === '[' || open === '{' ? ',' : '';
          const lead = i === 0 ? open : `${rand() < 0.05 ? '\t' : ''}${sp(pick([0, owner, owner + 1, column, column + 2]))}`;
          return `${lead}${item}${tail}`;
        });
        if (rand() < 0.2) lines.splice(1, 0, '');
        return lines;
      }
      const lines = [text()];
      for (let i = rand() < 0.4 ? Math.floor(rand() * 3) : 0; i > 0; i--) {
        if (rand() < 0.3) lines.push('');
        if (rand() < 0.1) lines.push(`${sp(pick([0, owner + 1, column]))}# c`);
        lines.push(sp(pick([owner, owner + 1, column, column + 2])) + text());
      }
      return lines;
    };
    const mapping = (depth: number, indent: number): string[] => {
      const lines: string[] = [];
      for (let i = 1 + Math.floor(rand() * 4); i > 0; i--) {
        if (rand() < 0.1) lines.push(`${sp(pick([0, indent]))}# note`);
        if (rand() < 0.1) lines.push('');
        const key = pick(keys);
        const child = indent + pick([1, 2, 4]);
        const r = rand();
        if (depth > 2 || r < 0.5) {
          const [first, ...rest] = scalar(child, indent);
          lines.push(`${sp(indent)}${key}:${pick([' ', '  '])}${first}`, ...rest);
        } else {
          lines.push(`${sp(indent)}${key}:`, ...(r < 0.75 ? mapping(depth + 1, child) : sequence(depth + 1, rand() < 0.3 ? indent : child)));
        }
      }
      return lines;
    };
    const sequence = (depth: number, indent: number): string[] => {
      const lines: string[] = [];
      for (let i = 1 + Math.floor(rand() * 3); i > 0; i--) {
        const gap = pick([1, 1, 2]);
        const column = indent + 1 + gap;
        const item = rand() < 0.4 && depth < 3 ? mapping(depth + 1, column) : scalar(column, indent);
        lines.push(`${sp(indent)}-${sp(gap)}${item[0].trimStart()}`, ...item.slice(1));
      }
      return lines;
    };
    let answered = 0;
    let answeredMultiLine = 0;
    for (let n = 0; n < 3000; n++) {
      multiLine = false;
      const text = (rand() < 0.8 ? mapping(0, 0) : sequence(0, 0)).map((l) => l + (rand() < 0.1 ? '  ' : '')).join('\n') + '\n';
      const fast = fastParse(text);
      if (!fast) continue;
      answered++;
      if (multiLine) answeredMultiLine++;
      const issues: Issue[] = [];
      expect(parseYamlDocument('f.yaml', text, issues), text).toEqual(fast);
      expect(issues, text).toEqual([]);
    }
    // Many documents hold something the fast path leaves to the Document path; enough do not.
    expect(answered).toBeGreaterThan(300);
    // Quoted scalars and flow collections indented past their key stay on the fast path.
    expect(answeredMultiLine).toBeGreaterThan(30);
  });

  it('agrees on an alias bomb (the Document path refuses it, located)', () => {
    let yaml = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n';
    for (const [prev, name] of ['ab', 'bc', 'cd', 'de', 'ef', 'fg', 'gh', 'hi'].map((p) => p.split(''))) yaml += `${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]\n`;
    expect(fastParse(yaml)).toBeUndefined();
    const r = both(yaml);
    expect(r.fastIssues[0]).toMatchObject({ line: 2, col: 8 });
    expect(r.fastIssues).toEqual(r.docIssues);
  });

  it('leaves a file with a problem to the Document path, which names line and column', () => {
    for (const text of ['a: 1\na: 2\n', 'a: [x\nb: y\n', 'a: 1\n---\nb: 2\n', 'a: !!js/function x\n']) {
      expect(fastParse(text), text).toBeUndefined();
      const issues: Issue[] = [];
      expect(parseYaml('f.yaml', text, issues)).toBeUndefined();
      expect(issues[0].line).toBeGreaterThan(0);
      expect(issues[0].col).toBeGreaterThan(0);
    }
  });
});
