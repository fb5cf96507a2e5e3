// Starts one of lpgen's worker entries. From src/ (vitest, tsx) the TypeScript
// entry runs through tsx-entry.mjs, which registers tsx's hooks in the new
// thread first; from lib/ the compiled entry (scripts/compile.mjs) runs as is.
// The test run sets LPGEN_THREADS_LIB to a lib/ it compiled from this src/ at
// its start (test/support/threads-lib.ts): its threads start from there.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

export interface WorkerEntry {
  /** The TypeScript entry (new URL('./worker.ts', import.meta.url) in its caller). */
  source: URL;
  /** Its compiled file in lib/, e.g. 'render-worker.js'. */
  compiled: string;
  /** What the thread does, for the error when lib/ lacks it. */
  label: string;
}

export function spawnWorker(entry: WorkerEntry, options: WorkerOptions = {}): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const lib = process.env.LPGEN_THREADS_LIB;
    if (lib) return new Worker(path.join(lib, entry.compiled), options);
    return new Worker(new URL('./tsx-entry.mjs', here), { ...options, argv: [entry.source.href] });
  }
  // lib/cli.cjs or lib/chunks/*.js: the entries sit in lib/.
  const candidates = [`./${entry.compiled}`, `../${entry.compiled}`].map((rel) => fileURLToPath(new URL(rel, here)));
  const file = candidates.find((f) => existsSync(f));
  if (!file) throw new Error(`${entry.label} not found next to ${fileURLToPath(here)}; run npm run compile`);
  return new Worker(file, options);
}
