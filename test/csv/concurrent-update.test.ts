// Two `lpgen update`s at once, each from its own copy of one export, on
// different fields of the same page (issue 36: both printed ✓ and one edit was
// lost in 4 of 4 trials). Real processes: the content lock makes the second
// wait; it then finds the page changed since its export (fileHash) and is
// refused, naming the file and its fields. One edit lands, the other is
// reported, none is lost silently, whichever process wins the race.
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { copySite, runCli, tempDir } from '../helpers.js';
import { compileCli, runChild } from '../content-write/kill-support.js';
import { editRow } from './sheet.js';

const TAMPA = 'pages/dentist-crm-tampa.yaml';
const TRIALS = 4;

describe('two updates of one page at once', { timeout: 240_000 }, () => {
  let cli = '';
  beforeAll(() => {
    cli = compileCli();
  }, 120_000);

  it('one lands, the other is refused as stale with the file and fields named; no edit is lost silently', async () => {
    const winners: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const dir = copySite();
      const a = path.join(tempDir(), 'a.csv');
      expect((await runCli(['export', a, '--content', dir])).code).toBe(0);
      const b = path.join(path.dirname(a), 'b.csv');
      copyFileSync(a, b);
      editRow(a, TAMPA, (row, col) => (row[col('heroHeadline')] = `Headline from sheet A, trial ${trial}`));
      editRow(b, TAMPA, (row, col) => (row[col('ctaText')] = `Book from sheet B, trial ${trial}`));
      // The second waits for the lock (default wait), then reads the page the first wrote.
      const wait = { LPGEN_LOCK_WAIT_MS: '60000' };
      const [ra, rb] = await Promise.all([
        runChild(cli, ['update', '--from', a, '--content', dir], undefined, wait),
        runChild(cli, ['update', '--from', b, '--content', dir], undefined, wait),
      ]);
      const codes = [ra.code, rb.code].sort();
      expect(codes, `${ra.stderr}\n${rb.stderr}`).toEqual([0, 1]);
      const [won, lost] = ra.code === 0 ? (['a', rb] as const) : (['b', ra] as const);
      winners.push(won);
      expect(lost.stderr).toContain(`fileHash: ${path.join(dir, TAMPA)} changed since this sheet was exported`);
      // Its own edit, and the other sheet's field it would have reverted to the export's value.
      expect(lost.stderr).toContain('the row would set heroHeadline, ctaText from the sheet and undo any edit made to them in the file since');
      const page = parse(readFileSync(path.join(dir, TAMPA), 'utf8')) as Record<string, unknown>;
      if (won === 'a') {
        expect(page.heroHeadline).toBe(`Headline from sheet A, trial ${trial}`);
        expect(page.ctaText).not.toBe(`Book from sheet B, trial ${trial}`);
      } else {
        expect(page.ctaText).toBe(`Book from sheet B, trial ${trial}`);
        expect(page.heroHeadline).not.toBe(`Headline from sheet A, trial ${trial}`);
      }
    }
    expect(winners).toHaveLength(TRIALS);
  });
});
