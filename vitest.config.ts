import { defineConfig } from 'vitest/config';

// Three projects: `unit` is the fast suite (`npx vitest run --project unit`);
// `scale` builds generated sites of hundreds to thousands of pages; `browser`
// has a globalSetup (two real site builds) that runs only when one of its files
// is selected. `npm test` runs all three.
export default defineConfig({
  test: {
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
