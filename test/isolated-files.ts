// Test files that replace a module for themselves (vi.mock): they run in a
// fresh module graph each (the `isolated` project), because every other file
// shares one per worker, and a mock left in it would answer the next file.
// test/suite-config.test.ts fails when a file that mocks is missing here.
export const ISOLATED_FILES = [
  'test/content-write/content-files.test.ts',
  'test/engine/quick-first.test.ts',
  'test/render/kept-shells.test.ts',
  'test/safety/fs-errors.test.ts',
  'test/safety/input.test.ts',
  'test/safety/og-card.test.ts',
];
