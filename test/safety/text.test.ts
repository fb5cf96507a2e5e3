// Text in content files: bytes that are not UTF-8, control characters, YAML
// that is more than one document or an alias bomb, names without a Latin
// letter; and no raw escape sequence from content reaches the terminal.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { printable } from '../../src/errors.js';
import { copySite, editFile, runCli, writeFile } from '../helpers.js';
import { goodSite, refused, type Site } from './support.js';

let site: Site;
beforeAll(async () => {
  site = await goodSite();
}, 90_000);

const bytes = (d: string, rel: string, ...parts: (string | number[])[]) =>
  writeFileSync(path.join(d, rel), Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p)))));

describe('bytes', () => {
  it('invalid UTF-8 is an error at its line and column, not U+FFFD on the page', async () => {
    const r = await refused(site, (d) => bytes(d, 'pages/dentist-crm-miami.yaml', 'niche: dentist\ncity: Mi', [0xff], 'ami\n'));
    expect(r.lines).toContain('pages/dentist-crm-miami.yaml:2:9  invalid UTF-8 (byte 0xff): save the file as UTF-8');
  });

  it('a Latin-1 é after valid multi-byte text is located by characters', async () => {
    const r = await refused(site, (d) => bytes(d, 'pages/dentist-crm-miami.yaml', 'niche: dentist\ncity: Miami\nheroHeadline: Ñandú caf', [0xe9], '\n'));
    expect(r.lines).toContain('pages/dentist-crm-miami.yaml:3:24  invalid UTF-8 (byte 0xe9): save the file as UTF-8');
  });

  it('a NUL byte is an error with its position, not a raw NUL in HTML', async () => {
    const r = await refused(site, (d) =>
      bytes(d, 'niches/dentist.yaml', readFileSync(path.join(d, 'niches/dentist.yaml'), 'utf8'), 'defaults:\n  ctaText: Go\0\n'),
    );
    expect(r.lines.find((l) => l.startsWith('niches/dentist.yaml:'))).toMatch(
      /^niches\/dentist\.yaml:\d+:14  control character NUL is not allowed in a content file: delete it \(an escape sequence such as "\\t" in double quotes is fine\)$/,
    );
  });

  it('a raw ESC in content is refused, and its code frame shows \\x1b instead of sending it to the terminal', async () => {
    const r = await refused(site, (d) => bytes(d, 'pages/dentist-crm-miami.yaml', 'niche: dentist\ncity: Miami\nctaText: "\x1b]0;pwned\x07\x1b[2J"\n'));
    expect(r.lines).toContain(
      'pages/dentist-crm-miami.yaml:3:11  control character ESC is not allowed in a content file: delete it (an escape sequence such as "\\t" in double quotes is fine)',
    );
    expect(r.stderr).toContain('> 3 | ctaText: "\\x1b]0;pwned\\x07\\x1b[2J"');
    expect(r.stderr).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
  });

  it('a file name with escape bytes is printed escaped', async () => {
    const r = await refused(site, (d) => writeFile(d, 'pages/\x1b[31mred.yaml', 'niche: dentist\ncity: Miami\nbogus: 1\n'));
    expect(r.lines).toContain('pages/\\x1b[31mred.yaml:3:1  bogus: unknown field');
    expect(r.stderr).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
  });

  it('printable() keeps tab and newline, escapes C0, DEL and C1', () => {
    expect(printable('a\tb\nc\x1b[0m\x7f\x9b\r')).toBe('a\tb\nc\\x1b[0m\\x7f\\x9b\\x0d');
  });
});

describe('YAML structure', () => {
  it('multi-document YAML says so', async () => {
    const r = await refused(site, (d) => writeFile(d, 'pages/dentist-crm-miami.yaml', 'niche: dentist\n---\ncity: Miami\n'));
    expect(r.lines).toContain(
      'pages/dentist-crm-miami.yaml:2:1  a content file holds one YAML document, but a second one starts at this ---: remove the line or split the file',
    );
  });

  it('an alias bomb names its file and first alias, and stops', async () => {
    let yaml = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n';
    for (const [prev, name] of ['ab', 'bc', 'cd', 'de', 'ef', 'fg', 'gh', 'hi'].map((p) => p.split(''))) {
      yaml += `${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]\n`;
    }
    const r = await refused(site, (d) => writeFile(d, 'pages/dentist-crm-miami.yaml', `niche: dentist\ncity: Miami\n${yaml}`));
    expect(r.lines).toContain(
      'pages/dentist-crm-miami.yaml:4:8  YAML aliases (*name) expand to too much data (more than 100 aliased collections): write the values out instead of nesting aliases',
    );
  });

  it('a duplicate key is still an error (found in linear time), naming both lines', async () => {
    const r = await refused(site, (d) => writeFile(d, 'pages/dentist-crm-miami.yaml', 'niche: dentist\ncity: Miami\nctaText: One\nctaText: Two\n'));
    expect(r.lines).toContain('pages/dentist-crm-miami.yaml:4:1  YAML syntax error: Map keys must be unique ("ctaText" is also on line 3)');
  });

  it('an unknown tag is an error, not a warning printed by the YAML library', async () => {
    const r = await refused(site, (d) => writeFile(d, 'pages/dentist-crm-miami.yaml', 'niche: dentist\ncity: !!js/function Miami\n'));
    expect(r.lines).toContain('pages/dentist-crm-miami.yaml:2:7  YAML: Unresolved tag: tag:yaml.org,2002:js/function');
  });
});

describe('names a route or a lettermark is made from', () => {
  it('a city without any Latin letter or digit', async () => {
    const r = await refused(site, (d) => writeFile(d, 'pages/tokyo.yaml', 'niche: dentist\ncity: 東京\n'));
    expect(r.lines).toContain("pages/tokyo.yaml:2:1  city: must contain a Latin letter or digit: the route and the city's anchor are made from it");
  });

  it('a brand without any Latin letter or digit', async () => {
    const r = await refused(site, (d) => editFile(d, 'site.yaml', (t) => t.replace('brand: TestCRM', 'brand: "🦷"')));
    expect(r.lines).toContain('site.yaml:3:1  brand: must contain a Latin letter or digit: the favicon letter is its first one');
  });

  it('a brand starting with an emoji gets its first Latin letter in the favicon, not U+FFFD', async () => {
    const dir = copySite();
    editFile(dir, 'site.yaml', (t) => t.replace('brand: TestCRM', 'brand: "🦷 Ölçü CRM"'));
    const out = path.join(path.dirname(dir), 'dist');
    const r = await runCli(['build', '--content', dir, '--out', out, '--quiet', '--no-cache']);
    expect(r.code, r.stderr).toBe(0);
    const svg = readFileSync(path.join(out, 'favicon.svg'), 'utf8');
    expect(svg).toContain('font-weight="700" fill="#ffffff">O</text>');
    expect(svg).not.toContain('\ufffd');
  }, 90_000);
});
