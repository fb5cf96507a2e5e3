// Inputs refused in one line, with the content, dist/ and a sentinel left as they were: a SOURCE_DATE_EPOCH
// that is not seconds in 1970–9999, a cache folder inside the content, a base path climbing out with "..",
// and a control character written as a double-quoted escape.
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { editFile, runCli } from '../helpers.js';
import { goodSite, refused, type Site } from './support.js';

vi.setConfig({ testTimeout: 120_000 });

let site: Site;
beforeAll(async () => {
  site = await goodSite();
}, 300_000);

const build = (dir: string, ...extra: string[]) => ['build', '--content', dir, '--out', site.out, '--quiet', '--no-cache', ...extra];

describe('SOURCE_DATE_EPOCH', () => {
  for (const [epoch, message] of [
    [
      '1764633600000',
      'error SOURCE_DATE_EPOCH "1764633600000" is after the year 9999: it counts seconds since 1970, not milliseconds (as milliseconds it is 2025-12-02: set SOURCE_DATE_EPOCH=1764633600)',
    ],
    ['9999999999999', 'error SOURCE_DATE_EPOCH "9999999999999" is after the year 9999: it counts seconds since 1970, not milliseconds'],
    ['1.5e9', 'error SOURCE_DATE_EPOCH "1.5e9" is not a whole number of seconds since 1970'],
  ]) {
    it(`refuses ${epoch} before anything is written`, async () => {
      const r = await refused(
        site,
        () => {},
        (d) => build(d, '--update-lock'),
        2,
        { NO_COLOR: '1', SOURCE_DATE_EPOCH: epoch },
      );
      expect(r.stderr.trim()).toBe(message);
    });
  }

  it('takes the last second of 9999', async () => {
    const { releaseDate } = await import('../../src/publish/release-date.js');
    expect(releaseDate(undefined, { SOURCE_DATE_EPOCH: String(Date.UTC(9999, 11, 31, 23, 59, 59) / 1000) })).toBe('9999-12-31');
  });
});

describe('paths', () => {
  it('refuses a cache folder inside the content folder', async () => {
    const r = await refused(
      site,
      () => {},
      (d) => build(d, '--cache-dir', d).filter((a) => a !== '--no-cache'),
      2,
    );
    expect(r.stderr.trim()).toMatch(
      /^error --cache-dir .+ lies inside the content folder .+, which is yours, not lpgen's scratch space\. Choose a cache folder outside it$/,
    );
    const sub = await refused(
      site,
      () => {},
      (d) => build(d, '--cache-dir', path.join(d, 'pages', '.cache')).filter((a) => a !== '--no-cache'),
      2,
    );
    expect(sub.stderr).toContain('lies inside the content folder');
  });

  it('refuses a base path with a ".." or "." folder, in site.yaml and on the command line', async () => {
    const r = await refused(site, (d) => editFile(d, 'site.yaml', (t) => `base: /../\n${t}`));
    expect(r.lines).toContain('site.yaml:1:1  base: must start and end with "/", with no "." or ".." folder');
    const serve = await runCli(['serve', '--dir', site.out, '--base', '../', '--port', '0']);
    expect(serve.code).toBe(2);
    expect(serve.stderr.split('\n')[0]).toBe(
      `error: option '--base <path>' argument '../' is invalid. must start and end with "/", with no "." or ".." folder, e.g. /lp/`,
    );
    const climbing = await runCli(['serve', '--dir', site.out, '--base', '/a/../', '--port', '0']);
    expect(climbing.code).toBe(2);
  });
});

describe('control characters written as escapes', () => {
  for (const [escape, name] of [
    ['\\0', 'NUL'],
    ['\\e[2J', 'ESC'],
    ['\\x1b]0;pwned\\x07', 'ESC'],
  ]) {
    it(`refuses "${escape}" in a page, at its field`, async () => {
      const r = await refused(site, (d) => editFile(d, 'pages/dentist-crm-miami.yaml', (t) => `${t.trimEnd()}\nctaText: "Go ${escape}"\n`));
      expect(r.lines.filter((l) => l.startsWith('pages/dentist-crm-miami.yaml:'))).toEqual([
        expect.stringMatching(
          new RegExp(
            `^pages/dentist-crm-miami\\.yaml:\\d+:1  ctaText: holds the control character ${name} \\(an escape in double quotes\\): it would reach the HTML; delete it \\(\\\\t and \\\\n are fine\\)$`,
          ),
        ),
      ]);
    });
  }
});
