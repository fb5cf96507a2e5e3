// Build options are checked by commander's argument parsers: a bad value is a
// usage error (exit 2) naming the option, before any work or any output.
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_WORKERS } from '../../src/commands/options.js';
import { copySite, runCli, tempDir } from '../helpers.js';

describe('lpgen build option values', () => {
  const content = copySite();
  const out = path.join(tempDir(), 'dist');
  const build = (...flags: string[]) => runCli(['build', '--content', content, '--out', out, '--quiet', ...flags]);

  it.each([
    [
      ['--workers', '400'],
      `option '--workers <n>' argument '400' is invalid. must be a whole number from 0 (render in this thread) to ${MAX_WORKERS} (two per core).`,
    ],
    [['--workers', '-1'], "option '--workers <n>' argument '-1' is invalid."],
    [['--workers', '1.5'], "option '--workers <n>' argument '1.5' is invalid."],
    [
      ['--site-url', 'https://exa mple.com'],
      "option '--site-url <url>' argument 'https://exa mple.com' is invalid. must not contain spaces (e.g. https://www.example.com).",
    ],
    [['--site-url', 'http://example.com'], 'http:// is refused: use https://'],
    [['--site-url', 'https://example.com/lp/'], "must be the site's origin only"],
    [['--base', 'lp'], `option '--base <path>' argument 'lp' is invalid. must start and end with "/", with no "." or ".." folder, e.g. /lp/`],
  ])('%j is a usage error', async (flags, message) => {
    const r = await build(...flags);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
  });
});

describe('serve and dev option values', () => {
  it.each([
    [['serve', '--port', '70000'], "option '-p, --port <n>' argument '70000' is invalid. must be a whole number from 0 (any free port) to 65535."],
    [['serve', '--port', 'http'], "option '-p, --port <n>' argument 'http' is invalid."],
    [['dev', '--port', '-1'], "option '-p, --port <n>' argument '-1' is invalid."],
  ])('%j is a usage error', async (argv, message) => {
    const r = await runCli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });
});

describe('lpgen build --shard', () => {
  it.each(['0/2', '3/2', '1/0', '1-2', 'x'])('"%s" is a usage error naming the option', async (value) => {
    const out = path.join(tempDir(), 'dist');
    const r = await runCli(['build', '--content', copySite(), '--out', out, '--shard', value]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`option '--shard <i/n>' argument '${value}' is invalid. must look like 1/4 (shard 1 of 4): i from 1 to n.`);
    expect(existsSync(out)).toBe(false);
  });
});

describe('run from a folder without content/site.yaml', () => {
  // Every command that reads the content folder, with its default --content.
  it.each([
    ['build'],
    ['check'],
    ['new', '--niche', 'dentist', '--city', 'Miami'],
    ['new', 'niche', 'yoga', '--audience', 'Yoga Studios', '--category', 'health'],
    ['city', 'add', 'Nowhere', '--county', 'Dade'],
    ['dev', '--port', '0'],
  ])('lpgen %s says where it looked and suggests --content', async (...argv) => {
    const dir = tempDir();
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const r = await runCli(argv);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(
        `error no content here: looked for ${path.join(realpathSync(dir), 'content', 'site.yaml')}. Run lpgen from your project folder, or pass --content <dir> (the folder holding site.yaml).\n`,
      );
      expect(r.stdout).toBe('');
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      process.chdir(cwd);
    }
  });

  it('an explicit --content keeps the located error', async () => {
    const r = await runCli(['check', '--content', path.join(tempDir(), 'elsewhere')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('elsewhere:1:1  content directory not found');
  });
});
