import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { ISOLATED_FILES } from './test/isolated-files.js';
import { SlowFirstSequencer } from './test/slow-first.js';
import { threadsLibEnv } from './test/support/threads-lib.js';

// Four projects: `unit` is the fast suite (`npx vitest run --project unit`);
// `isolated` holds the files that mock a module (test/isolated-files.ts);
// `scale` builds generated sites of hundreds to thousands of pages; `browser`
// has a globalSetup (two real site builds) that runs only when one of its files
// is selected. `npm test` runs all four.
// isolate: false: the files of a worker share one module graph, so the engine,
// React, zod and the in-process asset memo are loaded once per worker, not once
// per file: the unit files took 2.5x less CPU so (88 -> 36 CPU-s for 34 files).
// Every core runs a worker: tests mostly wait on one thread or a child.
// LPGEN_SHARED_ASSETS: every test file (a fresh module graph) shares the
// stylesheet, admin bundle and compiled templates built by the first that
// needed them, keyed by the templates' state (src/cache/asset-cache.ts).
// LPGEN_THREADS_LIB: worker threads start from src/ compiled once per state of
// src/ (test/support/threads-lib.ts), not through tsx in every thread.
export default defineConfig({
  test: {
    env: { LPGEN_SHARED_ASSETS: path.join(import.meta.dirname, 'node_modules', '.cache', 'lpgen', 'test-assets'), ...threadsLibEnv() },
    // A limit against a hang, not a speed claim (speed is measured by npm run bench): builds that take 2 s on an idle
    // machine took over 5 s, vitest's default, on a loaded one.
    testTimeout: 30_000,
    isolate: false,
    sequence: { sequencer: SlowFirstSequencer },
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.{ts,tsx}'], exclude: ['test/browser/**', 'test/scale/**', '**/node_modules/**', ...ISOLATED_FILES] },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED_FILES, isolate: true },
      },
      {
        extends: true,
        test: { name: 'scale', include: ['test/scale/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
