// Worker-thread rendering writes exactly what in-thread rendering writes,
// from the TypeScript sources (tsx in the workers) and from compiled lib/.
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../src/build.js';
import { createLogger } from '../../src/log.js';
import { copySite, copyTemplates, repoRoot, snapshotDir, tempDir } from '../helpers.js';
import { threadsLib } from '../support/threads-lib.js';

const quiet = createLogger({ quiet: true });

describe('render workers', () => {
  let content: string;
  let inThread: Map<string, string>;
  beforeAll(async () => {
    content = copySite();
    const out = path.join(tempDir(), 'dist');
    await build({ content, out, logger: quiet, render: { workers: 0 } });
    inThread = snapshotDir(out);
  }, 60_000);

  afterEach(() => vi.unstubAllEnvs());

  it('write the same files as in-thread rendering (from src/, via tsx)', async () => {
    // The suite's threads start from a compiled lib/ (test/support/threads-lib.ts); this one takes the tsx path.
    vi.stubEnv('LPGEN_THREADS_LIB', '');
    const out = path.join(tempDir(), 'dist');
    const result = await build({ content, out, logger: quiet, render: { workers: 2, minPagesForWorkers: 0, batchSize: 2 } });
    expect(result.rendered).toBe(result.htmlFiles);
    expect(snapshotDir(out)).toEqual(inThread);
  }, 60_000);

  describe('from compiled lib/', () => {
    // src/ compiled as `npm run compile` does, once per state of src/ (test/support/threads-lib.ts).
    let lib: string;
    beforeAll(() => {
      lib = threadsLib();
    }, 60_000);

    it('write the same files as in-thread rendering', () => {
      const out = path.join(tempDir(), 'dist');
      const cli = path.join(lib, 'cli.cjs');
      const script = `import(${JSON.stringify(cli)}).then(async (c) => { process.exitCode = await c.main(process.argv.slice(1)); })`;
      execFileSync(process.execPath, ['-e', script, 'build', '--content', content, '--out', out, '--workers', '2', '--no-cache', '--quiet'], {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'production' },
      });
      expect(snapshotDir(out)).toEqual(inThread);
    }, 60_000);
  });

  it('turn a template error inside a worker into a failed build that leaves no temp folder', async () => {
    const parent = tempDir();
    const out = path.join(parent, 'dist');
    // Inside the repo, so the copy resolves react & co. like the real templates folder.
    const templates = copyTemplates();
    writeFileSync(path.join(templates, 'NotFoundPage.tsx'), 'export function NotFoundPage(): never {\n  throw new Error("boom in template");\n}\n');
    try {
      const failing = build({ content, out, templates, logger: quiet, render: { workers: 2, minPagesForWorkers: 0, batchSize: 1 } });
      await expect(failing).rejects.toThrow('boom in template');
      expect(readdirSync(parent)).toEqual([]);
    } finally {
      rmSync(path.dirname(templates), { recursive: true, force: true });
    }
  }, 60_000);
});
