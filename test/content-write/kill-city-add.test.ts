// `lpgen city add` killed by SIGKILL and SIGTERM at every write step and after random delays (kill-trials.ts).
import { beforeAll, expect, it } from 'vitest';
import { compileCli, killFixture } from './kill-support.js';
import { killTrials } from './kill-trials.js';

let cli: string;
beforeAll(() => {
  cli = compileCli();
}, 120_000);

it('leaves cities.yaml old or new, never half; the next city add succeeds', async () => {
  const report = await killTrials(cli, {
    base: killFixture(),
    argv: (dir) => ['city', 'add', 'Kill Ridge', '--county', 'Pinellas', '--content', dir],
    next: (dir) => ['city', 'add', 'Next Ridge', '--county', 'Pinellas', '--content', dir],
  });
  expect(report).toMatchObject({ files: 1, steps: 5 });
  expect(report.outcomes).toContain('before');
  expect(report.outcomes).toContain('after');
}, 900_000);
