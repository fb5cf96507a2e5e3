// Kill tests run lpgen as a real child process (compiled lib/, as the installed
// CLI runs) on a copy of a small content folder, and kill it: at the Nth write
// step (LPGEN_TEST_CRASH_AFTER, src/content-write/crash-hook.ts), so every step
// of a write is hit without a timer, or after a random delay. After each kill
// the content must hold no empty or half-written file, the next command must
// put it back whole (the old set or the new one, compared by hashes) and
// succeed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { copySite, repoRoot, tempDir } from '../helpers.js';
import { threadsLib } from '../support/threads-lib.js';

/** The CLI compiled from this src/, as the installed one runs (test/support/threads-lib.ts: once per state of src/, shared by the run). */
export function compileCli(): string {
  return path.join(threadsLib(), 'cli.cjs');
}

export interface ChildResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

export interface Kill {
  /** LPGEN_TEST_CRASH_AFTER: die right after this write step. */
  afterStep?: number;
  /** Or: kill from outside after this many milliseconds. */
  afterMs?: number;
  signal: NodeJS.Signals;
}

/** Runs `lpgen argv` in a child process, killed as `kill` says (or not at all); `extraEnv` last (LPGEN_LOCK_WAIT_MS). */
export function runChild(cli: string, argv: string[], kill?: Kill, extraEnv: NodeJS.ProcessEnv = {}): Promise<ChildResult> {
  const script = `import(${JSON.stringify(cli)}).then(async (c) => { process.exitCode = await c.main(process.argv.slice(1)); })`;
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', LPGEN_LOCK_WAIT_MS: '0', ...extraEnv };
  if (kill?.afterStep !== undefined) Object.assign(env, { LPGEN_TEST_CRASH_AFTER: String(kill.afterStep), LPGEN_TEST_CRASH_SIGNAL: kill.signal });
  const child = spawn(process.execPath, ['-e', script, ...argv], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  if (kill?.afterMs !== undefined) setTimeout(() => child.kill(kill.signal), kill.afterMs);
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stderr })));
}

/** Every file under `dir` (relative path → sha256 of its bytes), links and folders aside. */
export function hashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const r = path.join(rel, name);
      const abs = path.join(dir, r);
      if (statSync(abs).isDirectory()) walk(r);
      else out.set(r, createHash('sha256').update(readFileSync(abs)).digest('hex'));
    }
  };
  walk('');
  return out;
}

/** Files lpgen keeps only while it writes: temps, the journal, the lock. */
export const isWriteLeftover = (rel: string) => /(^|\/)\.[^/]*\.lpgen-\d+-[0-9a-f]{8}\.tmp$/.test(rel) || rel === '.lpgen-journal' || rel === '.lpgen-lock';

/** The number of files that differ between two states (changed, added or removed). */
export function changedFiles(a: Map<string, string>, b: Map<string, string>): number {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((k) => a.get(k) !== b.get(k)).length;
}

/** A fresh copy of `from` in a temp folder; returns the copy's content folder. */
export function copyOf(from: string): string {
  const dir = path.join(tempDir('lpgen-kill-'), 'content');
  cpSync(from, dir, { recursive: true });
  return dir;
}

/** A small deterministic pseudo-random sequence (mulberry32), so a failing trial can be run again. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Scenario {
  /** The content before the command (left as it is: each trial works on a copy). */
  base: string;
  /** The command under test, on a copy. */
  argv: (dir: string) => string[];
  /** A command that must succeed after the interrupted one, whichever state it left. */
  next: (dir: string) => string[] | Promise<string[]>;
}

export interface TrialReport {
  /** Files the command changes: it takes 2n + 3 write steps (journal, n temps, journal, n renames, journal removed). */
  files: number;
  steps: number;
  /** How the next command found the content, per trial. */
  outcomes: Array<'before' | 'after'>;
  /** The lines the next command's clean-up printed. */
  lines: string[];
}

/** The kill tests' content: test/fixtures/valid and twelve more places (Town A … Town L, most populous first), small so a trial is quick. */
export function killFixture(): string {
  const dir = copySite();
  const towns = 'ABCDEFGHIJKL'
    .split('')
    .map((l, i) => `  - { slug: town-${l.toLowerCase()}, name: Town ${l}, county: Pinellas, population: ${(20 - i) * 1000} }`);
  appendFileSync(path.join(dir, 'cities.yaml'), `${towns.join('\n')}\n`);
  return dir;
}
