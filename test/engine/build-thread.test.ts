// The installed CLI runs `lpgen build` in a thread of its own (a heap sized
// for it, commands/build.ts): what it writes, prints and exits with must be
// what the same build in the CLI's own thread gives.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { createLogger } from '../../src/log.js';
import { builtSite, copySite, editFile, runCli, snapshotDir, tempDir } from '../helpers.js';

const inThread = { buildThread: true };

describe('lpgen build in its own thread', () => {
  it('writes the same files and prints the same summary as a build in this thread', async () => {
    const content = copySite();
    const here = path.join(tempDir(), 'dist');
    const there = path.join(tempDir(), 'dist');
    const a = await runCli(['build', '--content', content, '--out', here, '--no-cache']);
    const b = await runCli(['build', '--content', content, '--out', there, '--no-cache'], { NO_COLOR: '1' }, inThread);
    expect(b.code).toBe(0);
    expect(snapshotDir(there)).toEqual(snapshotDir(here));
    // The same lines but for the folder named and the timings.
    const norm = (s: string, out: string) => s.replaceAll(out, '<out>').replace(/\d+(\.\d+)?(ms|s)\b/g, '<t>');
    expect(norm(b.stdout, there)).toBe(norm(a.stdout, here));
    expect(b.stdout).toMatch(/✓ \d+ landing pages/);
    expect(b.stderr).toBe(a.stderr);
  }, 120_000);

  it('reports a content error at its file, line and column, exits 1 and leaves dist/ untouched', async () => {
    const { dir, out, before } = await builtSite(['--no-cache']);
    editFile(dir, 'pages/dentist-crm-miami.yaml', (t) => t.replace(/^city: .*$/m, 'city: [unclosed'));
    const r = await runCli(['build', '--content', dir, '--out', out, '--no-cache'], { NO_COLOR: '1' }, inThread);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pages\/dentist-crm-miami\.yaml:\d+:\d+/);
    expect(r.stderr).toContain('nothing was written');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(snapshotDir(out)).toEqual(before);
  }, 120_000);

  it('prints nothing but errors with --quiet', async () => {
    const content = copySite();
    const r = await runCli(['build', '--content', content, '--out', path.join(tempDir(), 'dist'), '--no-cache', '--quiet'], { NO_COLOR: '1' }, inThread);
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' });
  }, 120_000);
});

describe('collect (full garbage collections between stages)', () => {
  it('runs after loading and after planning on a full build, and the output does not depend on it', async () => {
    const content = copySite();
    const quiet = createLogger({ quiet: true });
    let calls = 0;
    const a = path.join(tempDir(), 'dist');
    const b = path.join(tempDir(), 'dist');
    await build({ content, out: a, logger: quiet }, { collect: () => calls++ });
    expect(calls).toBe(2);
    await build({ content, out: b, logger: quiet });
    expect(snapshotDir(a)).toEqual(snapshotDir(b));
  }, 120_000);

  it('is left out of a quick rebuild, which renders a few pages on a small heap', async () => {
    const content = copySite();
    const out = path.join(tempDir(), 'dist');
    const cacheDir = path.join(tempDir(), 'cache');
    let calls = 0;
    const run = () => build({ content, out, cacheDir, logger: createLogger({ quiet: true }) }, { collect: () => calls++ });
    await run();
    expect(calls).toBe(2);
    editFile(content, 'pages/dentist-crm-tampa.yaml', (t) => t.replace(/\nctaText: .*|$/, '\nctaText: Edited'));
    const quick = await run();
    expect(quick.planned).toBeLessThan(quick.htmlFiles);
    expect(calls).toBe(2);
  }, 120_000);
});
