// The suite shares one module graph per worker (vitest.config.ts): a file that
// mocks a module must be listed to run on its own, or its mock answers the
// files that run after it in the same worker.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { listFiles } from '../src/output/list-files.js';
import { ISOLATED_FILES } from './isolated-files.js';
import { repoRoot } from './helpers.js';
import { SECONDS } from './slow-first.js';

it('runs every file that calls vi.mock in the isolated project, and only those', () => {
  const mocking = listFiles(path.join(repoRoot, 'test'))
    .filter((rel) => /\.test\.tsx?$/.test(rel) && !rel.includes('.tmp-'))
    .filter((rel) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(repoRoot, 'test', rel), 'utf8')))
    .map((rel) => `test/${rel}`);
  expect(mocking.sort()).toEqual([...ISOLATED_FILES].sort());
});

it('names only test files that exist among the slow files run first (a renamed one would silently run last)', () => {
  const missing = Object.keys(SECONDS).filter((rel) => !existsSync(path.join(repoRoot, rel)));
  expect(missing).toEqual([]);
});
