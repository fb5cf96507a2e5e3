// The code cache the installed CLI starts through (src/launch/code-cache.ts):
// a file's compiled code is reused only for those very bytes, a damaged cache
// file is a miss, a process whose V8 flags changed writes none, and the folder
// keeps a bounded number of files, removing only its own.
import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commandTag, KEEP, loadWithCodeCache } from '../../src/launch/code-cache.js';
import { markV8FlagsChanged } from '../../src/launch/v8-flags.js';
import { tempDir } from '../helpers.js';

/** A CommonJS file whose export says which version of it ran; each version has as many bytes as the others. */
function cjs(dir: string, version: string): string {
  const file = path.join(dir, 'mod.cjs');
  writeFileSync(file, `exports.version = () => '${version}';\nexports.twice = (n) => n * 2;\n`);
  return file;
}

const cacheFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.bin'));

// Other test files in this worker ran builds in the build thread, which marks the process (v8-flags.ts).
const unmark = () => delete (globalThis as Record<symbol, unknown>)[Symbol.for('lpgen.v8-flags-changed')];
beforeEach(unmark);
afterEach(unmark);

describe('loadWithCodeCache', () => {
  it('compiles on the first run, saves, and takes the code from the cache on the next', () => {
    const dir = tempDir();
    const cache = path.join(dir, 'code');
    const file = cjs(dir, 'a');
    const first = loadWithCodeCache(file, cache, 'build');
    expect(first.fromCache).toBe(false);
    expect((first.exports as { version(): string }).version()).toBe('a');
    first.save();
    expect(cacheFiles(cache)).toHaveLength(1);
    expect(cacheFiles(cache)[0]).toMatch(/^build-[0-9a-f]{16}\.bin$/);

    const second = loadWithCodeCache(file, cache, 'build');
    expect(second.fromCache).toBe(true);
    expect((second.exports as { twice(n: number): number }).twice(21)).toBe(42);
    // Another command keeps its own file.
    expect(loadWithCodeCache(file, cache, 'new').fromCache).toBe(false);
  });

  it('does not reuse the code of other bytes of the same length and times', () => {
    const dir = tempDir();
    const cache = path.join(dir, 'code');
    const file = cjs(dir, 'a');
    loadWithCodeCache(file, cache, 'build').save();
    const mtime = new Date('2026-01-01T00:00:00Z');
    utimesSync(file, mtime, mtime);
    cjs(dir, 'b');
    utimesSync(file, mtime, mtime);
    const next = loadWithCodeCache(file, cache, 'build');
    expect(next.fromCache).toBe(false);
    expect((next.exports as { version(): string }).version()).toBe('b');
  });

  it('treats a damaged cache file as a miss and writes it again', () => {
    const dir = tempDir();
    const cache = path.join(dir, 'code');
    const file = cjs(dir, 'a');
    loadWithCodeCache(file, cache, 'build').save();
    const saved = path.join(cache, cacheFiles(cache)[0]);
    const bytes = readFileSync(saved);
    bytes[bytes.length - 10] ^= 0xff;
    writeFileSync(saved, bytes);

    const damaged = loadWithCodeCache(file, cache, 'build');
    expect(damaged.fromCache).toBe(false);
    expect((damaged.exports as { version(): string }).version()).toBe('a');
    damaged.save();
    expect(loadWithCodeCache(file, cache, 'build').fromCache).toBe(true);

    writeFileSync(saved, bytes.subarray(0, 20)); // cut short
    expect(loadWithCodeCache(file, cache, 'build').fromCache).toBe(false);
  });

  it('writes nothing once V8 flags changed in the process', () => {
    const dir = tempDir();
    const cache = path.join(dir, 'code');
    const loaded = loadWithCodeCache(cjs(dir, 'a'), cache, 'build');
    markV8FlagsChanged();
    loaded.save();
    expect(() => readdirSync(cache)).toThrow(/ENOENT/);
  });

  it('keeps the newest cache files and removes only its own', () => {
    const dir = tempDir();
    const cache = path.join(dir, 'code');
    loadWithCodeCache(cjs(dir, 'a'), cache, 'build').save();
    const old = new Date('2025-01-01T00:00:00Z');
    for (let i = 0; i < KEEP + 3; i++) {
      const name = path.join(cache, `check-${String(i).padStart(16, '0')}.bin`);
      writeFileSync(name, 'x');
      utimesSync(name, old, new Date(old.getTime() + i * 1000));
    }
    writeFileSync(path.join(cache, 'notes.txt'), 'mine');
    loadWithCodeCache(cjs(dir, 'b'), cache, 'build').save();
    const left = cacheFiles(cache);
    expect(left).toHaveLength(KEEP);
    // The one just written, the other build's, and the newest of the old ones.
    expect(left.filter((f) => f.startsWith('build-'))).toHaveLength(2);
    expect(left).toContain(`check-${String(KEEP + 2).padStart(16, '0')}.bin`);
    expect(left).not.toContain(`check-${'0'.repeat(16)}.bin`);
    expect(readdirSync(cache)).toContain('notes.txt');
  });
});

describe('commandTag', () => {
  it('names the command, or none', () => {
    expect(commandTag(['build', '--content', 'x'])).toBe('build');
    expect(commandTag(['links-report'])).toBe('links-report');
    expect(commandTag(['--version'])).toBe('none');
    expect(commandTag([])).toBe('none');
    expect(commandTag(['../evil'])).toBe('none');
  });
});
