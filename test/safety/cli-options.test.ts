// Build options are checked by commander's argument parsers: a bad value is a
// usage error (exit 2) naming the option, before any work or any output.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_WORKERS } from '../../src/cli.js';
import { copySite, runCli, tempDir } from '../helpers.js';

describe('lpgen build option values', () => {
  const content = copySite();
  const out = path.join(tempDir(), 'dist');
  const build = (...flags: string[]) => runCli(['build', '--content', content, '--out', out, '--quiet', ...flags]);

  it.each([
    [['--workers', '400'], `option '--workers <n>' argument '400' is invalid. must be a whole number from 0 (render in this thread) to ${MAX_WORKERS} (two per core).`],
    [['--workers', '-1'], "option '--workers <n>' argument '-1' is invalid."],
    [['--workers', '1.5'], "option '--workers <n>' argument '1.5' is invalid."],
    [['--site-url', 'https://exa mple.com'], "option '--site-url <url>' argument 'https://exa mple.com' is invalid. must not contain spaces (e.g. https://www.example.com)."],
    [['--site-url', 'http://example.com'], 'http:// is refused: use https://'],
    [['--site-url', 'https://example.com/lp/'], "must be the site's origin only"],
    [['--base', 'lp'], `option '--base <path>' argument 'lp' is invalid. must start and end with "/", e.g. /lp/`],
  ])('%j is a usage error', async (flags, message) => {
    const r = await build(...flags);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
  });
});
