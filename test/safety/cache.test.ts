// The build cache speeds builds up and nothing else: a cache path that names a
// file is a usage error, an unwritable cache costs a full build (never a failed
// one), and a cache entry can never make lpgen run code it did not compile.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSite, copySite, runCli, snapshotDir, tempDir } from '../helpers.js';

const build = (content: string, out: string, cacheDir: string) => runCli(['build', '--content', content, '--out', out, '--cache-dir', cacheDir, '--quiet']);

describe('the build cache folder', { timeout: 90_000 }, () => {
  it('--cache-dir naming a file is a usage error that leaves dist/ untouched', async () => {
    const { dir: content, out, before } = await builtSite(['--no-cache']);
    const file = path.join(tempDir(), 'cache.txt');
    writeFileSync(file, 'not a folder');
    const r = await build(content, out, file);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--cache-dir ${file} is a file, not a folder: give a folder, or --no-cache`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(snapshotDir(out)).toEqual(before);
    expect(readFileSync(file, 'utf8')).toBe('not a folder');
  });

  it('a cache folder that cannot be created is a warning: the site is built without it', async () => {
    const content = copySite();
    const out = path.join(tempDir(), 'dist');
    const blocker = path.join(tempDir(), 'file');
    writeFileSync(blocker, 'x');
    const r = await build(content, out, path.join(blocker, 'cache'));
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('cannot use the cache folder');
    expect(r.stderr).toContain('building without the cache');
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
  });

  it('never imports a module a tampered cache entry names', async () => {
    const content = copySite();
    const out = path.join(tempDir(), 'dist');
    const cacheDir = tempDir();
    expect((await build(content, out, cacheDir)).code).toBe(0);
    const entry = readdirSync(cacheDir).find((f) => /^assets-.*\.json$/.test(f));
    expect(entry).toBeTruthy();
    const sentinel = path.join(tempDir(), 'ran.txt');
    const evil = path.join(tempDir(), 'evil.mjs');
    writeFileSync(evil, `import { writeFileSync } from 'node:fs'; writeFileSync(${JSON.stringify(sentinel)}, 'ran');\nexport const INLINE_SCRIPTS = [];\n`);
    const file = path.join(cacheDir, entry!);
    const cached = JSON.parse(readFileSync(file, 'utf8'));
    cached.assets[2].modulePath = evil;
    writeFileSync(file, JSON.stringify(cached));
    const r = await build(content, out, cacheDir);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(sentinel)).toBe(false);
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
  });
});
