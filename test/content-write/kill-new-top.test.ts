// `lpgen new --top` killed by SIGKILL and SIGTERM at every write step and after random delays (kill-trials.ts):
// never an empty page (which broke every later build), never some of the pages without the others.
import { beforeAll, expect, it } from 'vitest';
import { compileCli, killFixture } from './kill-support.js';
import { killTrials } from './kill-trials.js';

let cli: string;
beforeAll(() => {
  cli = compileCli();
}, 120_000);

it('writes all the new pages or none; the next new --top succeeds', async () => {
  const argv = (dir: string) => ['new', '--niche', 'plumber', '--top', '3', '--content', dir];
  const report = await killTrials(cli, { base: killFixture(), argv, next: argv });
  expect(report).toMatchObject({ files: 3, steps: 9 });
  expect(report.outcomes).toContain('before');
  expect(report.outcomes).toContain('after');
}, 900_000);
