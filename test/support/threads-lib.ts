// The suite's worker threads start from compiled code. Run from src/, a thread
// (the CLI's build thread, render and check workers, the listing thread) loads
// lpgen through tsx, which compiles every module it imports again in each new
// thread: test/check/workers.test.ts took 17 s so, 11-13 s from compiled
// entries. vitest.config.ts calls threadsLibEnv() once per run (not in watch
// mode, where src/ changes under it); threadsLib() compiles src/
// with scripts/compile.mjs (what `npm run compile` makes of it for users) into
// node_modules/.cache/lpgen/threads-lib-<hash of src/, the compile script and
// the lock>/lib, only when that folder is missing, and spawn.ts starts threads
// from there when LPGEN_THREADS_LIB names it. The main thread of every test
// still runs src/ itself; the tsx path keeps its own test (scale/pool.test.ts).
// The tests that run the compiled CLI as a child (kill tests, the concurrent
// sheet update, pool.test.ts's lib/ case) call threadsLib() for the same folder.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hashTree } from '../../src/cache/hash-tree.js';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * LPGEN_THREADS_LIB for a single run (`vitest run`, `npm test`, CI). Watch mode gets none: src/ changes under a
 * running watcher, and its threads keep loading src/ itself through tsx.
 */
export function threadsLibEnv(): { LPGEN_THREADS_LIB?: string } {
  const once = process.argv.includes('run') || process.argv.includes('--run') || Boolean(process.env.CI);
  return once ? { LPGEN_THREADS_LIB: threadsLib() } : {};
}

/** The lib/ folder of this tree's compiled src/, made if missing; other trees' folders are removed. */
export function threadsLib(): string {
  const hash = createHash('sha1');
  hashTree(hash, root, 'src');
  for (const file of ['scripts/compile.mjs', 'package-lock.json']) hash.update(readFileSync(path.join(root, file)));
  const cache = path.join(root, 'node_modules', '.cache', 'lpgen');
  const name = `threads-lib-${hash.digest('hex').slice(0, 16)}`;
  const dir = path.join(cache, name);
  if (!existsSync(path.join(dir, 'lib', 'cli.cjs'))) {
    mkdirSync(cache, { recursive: true });
    // Compiled beside it and renamed into place: another run starting now finds it whole or not at all.
    const temp = `${dir}.${process.pid}.tmp`;
    rmSync(temp, { recursive: true, force: true });
    execFileSync(process.execPath, [path.join(root, 'scripts', 'compile.mjs'), path.join(temp, 'lib')], { cwd: root, stdio: 'ignore' });
    try {
      renameSync(temp, dir);
    } catch {
      rmSync(temp, { recursive: true, force: true }); // the other run's is the same code
    }
    for (const other of readdirSync(cache))
      if (other.startsWith('threads-lib-') && other !== name && !other.endsWith('.tmp')) rmSync(path.join(cache, other), { recursive: true, force: true });
  }
  return path.join(dir, 'lib');
}
