// Error positions point at the mistake itself: the quote that never closes,
// the unknown {placeholder} inside a field (plain, quoted or block text).
import { describe, expect, it } from 'vitest';
import type { Issue } from '../../src/errors.js';
import { parseYaml } from '../../src/content/parse.js';
import { checkPlaceholders } from '../../src/content/placeholders.js';
import { createReporter } from '../../src/content/report.js';

function parse(text: string): Issue[] {
  const issues: Issue[] = [];
  parseYaml('x.yaml', text, issues);
  return issues;
}

function placeholders(text: string): Issue[] {
  const issues: Issue[] = [];
  const parsed = parseYaml('x.yaml', text, issues);
  expect(issues).toEqual([]);
  const report = createReporter(issues);
  checkPlaceholders(report, { file: 'x.yaml', abs: '/x.yaml', text, name: 'x', data: parsed!.data }, parsed!.data, ['city', 'niche', 'county']);
  return issues;
}

const at = (i: Issue) => `${i.line}:${i.col} ${i.field ? i.field + ': ' : ''}${i.message}`;

describe('unclosed quote', () => {
  it('points at the opening double quote, not the end of the file', () => {
    const [issue, ...rest] = parse('niche: dentist\ncity: Miami\nheroHeadline: "Grow your practice\nctaText: Start\nprice: 5\n');
    expect(rest).toEqual([]);
    expect(at(issue)).toMatch(/^3:15 heroHeadline: unclosed quote: .*"/);
    expect(issue.frame).toContain('> 3 | heroHeadline: "Grow');
  });

  it('single quotes, list items and flow mappings', () => {
    expect(at(parse("a: 1\nb: 'it''\nc: 3\n")[0])).toMatch(/^2:4 b: unclosed quote/);
    expect(at(parse('a:\n  - x\n  - "y\n  - z\n')[0])).toMatch(/^3:5 a\[1\]: unclosed quote/);
    expect(at(parse('a: { b: "c }\n')[0])).toMatch(/^1:9 a\.b: unclosed quote/);
    expect(at(parse('testimonial:\n  quote: "Great\n  author: x\n')[0])).toMatch(/^2:10 testimonial\.quote: unclosed quote/);
  });

  it('skips closed strings (escaped quotes included) before the unclosed one', () => {
    expect(at(parse('a: "ok \\" \\\\"\nb: \'it\'\'s\'\nc: \'x\nd: 1\n')[0])).toMatch(/^3:4 c: unclosed quote/);
  });

  it('a string that closes on a line not indented past its key: says so, at the opening quote', () => {
    // js-yaml reads these; the Document (and so lpgen publish and the spreadsheet commands) refuses them.
    expect(at(parse('ctaText: "Start your\nfree trial"\nprice: 5\n')[0])).toMatch(/^1:10 ctaText: quoted string continued on a line not indented past its key/);
    expect(at(parse("a:\n  b: 'it''s\n  more'\n")[0])).toMatch(/^2:6 a\.b: quoted string continued on a line not indented past its key/);
    // Indented past the key: read, on the fast path or not.
    expect(parse('a:\n  b: "x\n   y"\n')).toEqual([]);
  });

  it('leaves other syntax errors as they were', () => {
    expect(at(parse('niche: dentist\ncity: [Miami\nctaText: x\n')[0])).toMatch(/^3:1 YAML syntax error: Flow sequence/);
  });
});

describe('unknown placeholder', () => {
  it('plain text: the column of the placeholder, with the closest known one', () => {
    const [issue] = placeholders('niche: dentist\nheroHeadline: Dentists in {citty} love it\n');
    expect(at(issue)).toBe('2:27 heroHeadline: unknown placeholder {citty} (did you mean {city}?)');
    expect(issue.frame).toMatch(/\| {27}\^/);
  });

  it('quoted and block text, and the second of two identical mistakes', () => {
    const text = 'a:\n  b: "x {city} {nich}"\nc: |\n  first line\n  second {countyy} and {countyy}\n';
    expect(placeholders(text).map(at)).toEqual([
      '2:16 a.b: unknown placeholder {nich} (did you mean {niche}?)',
      '5:10 c: unknown placeholder {countyy} (did you mean {county}?)',
      '5:24 c: unknown placeholder {countyy} (did you mean {county}?)',
    ]);
  });

  it('lists the known ones when none is close', () => {
    expect(at(placeholders('items:\n  - Hello {zzzzzz}\n')[0])).toBe('2:11 items[0]: unknown placeholder {zzzzzz} (known: {city}, {niche}, {county})');
  });
});
