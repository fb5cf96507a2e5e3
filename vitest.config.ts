import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Three projects: `unit` is the fast suite (`npx vitest run --project unit`);
// `scale` builds generated sites of hundreds to thousands of pages; `browser`
// has a globalSetup (two real site builds) that runs only when one of its files
// is selected. `npm test` runs all three.
// LPGEN_SHARED_ASSETS: every test file (a fresh module graph) shares the
// stylesheet, admin bundle and compiled templates built by the first that
// needed them, keyed by the templates' state (src/cache/asset-cache.ts).
export default defineConfig({
  test: {
    env: { LPGEN_SHARED_ASSETS: path.join(import.meta.dirname, 'node_modules', '.cache', 'lpgen', 'test-assets') },
    // A limit against a hang, not a speed claim (speed is measured by npm run bench): builds that take 2 s on an idle
    // machine took over 5 s, vitest's default, on a loaded one.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.{ts,tsx}'], exclude: ['test/browser/**', 'test/scale/**', '**/node_modules/**'] },
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
