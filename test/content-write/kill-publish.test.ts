// `lpgen publish` killed by SIGKILL and SIGTERM at every write step and after random delays (kill-trials.ts):
// it used to rewrite pages in place and left empty page files.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { runCli } from '../helpers.js';
import { compileCli, killFixture } from './kill-support.js';
import { killTrials } from './kill-trials.js';

let cli: string;
beforeAll(() => {
  cli = compileCli();
}, 120_000);

it('publishes all the drafts named or none; the next publish succeeds', async () => {
  const base = killFixture();
  const made = await runCli(['new', '--niche', 'dentist', '--cities', 'Town A, Town B, Town C', '--content', base]);
  expect(made.code, made.stderr).toBe(0);
  const routes = readdirSync(path.join(base, 'pages'))
    .filter((f) => f.startsWith('dentist-crm-town-'))
    .map((f) => `/${f.replace(/\.yaml$/, '')}`);
  expect(routes).toHaveLength(3);
  // --force: these drafts are below the quality bar; the gate is tested in test/publish, the writes here.
  const argv = (dir: string) => ['publish', ...routes, '--force', '--content', dir];
  const report = await killTrials(cli, { base, argv, next: argv });
  expect(report).toMatchObject({ files: 3, steps: 9 });
  expect(report.outcomes).toContain('before');
  expect(report.outcomes).toContain('after');
}, 900_000);
