// `lpgen update` killed by SIGKILL and SIGTERM at every write step and after random delays (kill-trials.ts):
// it used to leave `*.yaml.lpgen-update.tmp` files that made every later update fail with EEXIST.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { csvText } from '../../src/csv-pages/write-csv.js';
import { parseCsv } from '../../src/csv-pages/read-csv.js';
import { runCli, tempDir } from '../helpers.js';
import { compileCli, killFixture } from './kill-support.js';
import { killTrials } from './kill-trials.js';

let cli: string;
beforeAll(() => {
  cli = compileCli();
}, 120_000);

/** `lpgen export` of `dir`, with every page's heroHeadline set to `headline`; returns the CSV. */
async function editedExport(dir: string, headline: string): Promise<string> {
  const csv = path.join(tempDir('lpgen-kill-csv-'), 'pages.csv');
  const r = await runCli(['export', csv, '--content', dir, '--quiet']);
  expect(r.code, r.stderr).toBe(0);
  const { columns, rows } = parseCsv(readFileSync(csv, 'utf8'), csv);
  writeFileSync(
    csv,
    csvText(
      columns,
      rows.map((row) => columns.map((c) => (c === 'heroHeadline' ? headline : (row.values[c] ?? '')))),
    ),
  );
  return csv;
}

it('changes all the pages of the sheet or none; the next update succeeds', async () => {
  const base = killFixture();
  const made = await runCli(['new', '--niche', 'dentist', '--cities', 'Town A', '--content', base]);
  expect(made.code, made.stderr).toBe(0);
  const sheet = await editedExport(base, 'The CRM that survives a kill in {city}');
  const report = await killTrials(cli, {
    base,
    argv: (dir) => ['update', '--from', sheet, '--content', dir],
    // A fresh export of whatever state the interrupted update left, edited again.
    next: async (dir) => ['update', '--from', await editedExport(dir, 'Edited after the kill in {city}'), '--content', dir],
  });
  expect(report).toMatchObject({ files: 4, steps: 11 });
  expect(report.outcomes).toContain('before');
  expect(report.outcomes).toContain('after');
}, 900_000);
