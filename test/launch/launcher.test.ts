// The installed CLI as bin/lpgen.js starts it: lib/launch.js loading lib/cli.cjs
// through V8's code cache (src/launch/). A build that ran in the build thread,
// which changes V8's flags, leaves no cache (the next process would refuse it);
// the next run leaves one; the run after takes it and writes nothing. No run
// prints Node's experimental-loader warning: the CLI's import() calls go
// through the launcher's.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeCacheName } from '../../src/launch/code-cache.js';
import { cacheRoot } from '../../src/paths.js';
import { copySite, repoRoot, tempDir } from '../helpers.js';
import { threadsLib } from '../support/threads-lib.js';

describe('the launcher', () => {
  let lib: string;
  let launcher: string;
  beforeAll(() => {
    lib = threadsLib();
    launcher = path.join(tempDir(), 'lpgen.mjs');
    writeFileSync(launcher, `import(${JSON.stringify(pathToFileURL(path.join(lib, 'launch.js')).href)}).then((lpgen) => lpgen.launch());\n`);
  }, 120_000);

  const run = (args: string[]) => {
    // NODE_OPTIONS is part of the cache's name: the child's is known.
    const result = spawnSync(process.execPath, [launcher, ...args], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '', NO_COLOR: '1' } });
    expect(result.stderr).not.toMatch(/ExperimentalWarning|Error/);
    expect(result.status).toBe(0);
    return result.stdout;
  };

  it('prints the version', () => {
    expect(run(['--version']).trim()).toBe(JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version);
  });

  it('keeps a code cache only from a run whose V8 flags are those of a fresh process, and then uses it', () => {
    const cacheFile = path.join(cacheRoot, 'code', codeCacheName('build', readFileSync(path.join(lib, 'cli.cjs')), [], ''));
    rmSync(cacheFile, { force: true });
    const content = copySite();
    const dir = path.dirname(content);
    const args = ['build', '--content', content, '--out', path.join(dir, 'dist'), '--cache-dir', path.join(dir, 'cache'), '--quiet'];

    run(args); // the first build of the folder: the build thread
    expect(statSync(cacheFile, { throwIfNoEntry: false })).toBeUndefined();
    run(args); // kept in place, in this thread
    const made = statSync(cacheFile);
    run(args);
    const after = statSync(cacheFile);
    expect([after.ino, after.mtimeMs]).toEqual([made.ino, made.mtimeMs]);
    expect(readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8')).toContain('</html>');
  }, 120_000);
});
