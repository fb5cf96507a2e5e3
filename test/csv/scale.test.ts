// The round trip on a generated 1,000-page site (every page with its own copy):
// an unedited sheet changes no byte; one edited row changes one file; the rows
// are matched to files by a Map, so the import is one pass.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateContent } from '../../bench/generate.js';
import { repoRoot, runCli, snapshotDir, tempDir } from '../helpers.js';
import { editRow, readRaw } from './sheet.js';

describe('export then update at 1,000 pages', { timeout: 240_000 }, () => {
  it('changes no byte when unedited, and only the edited page otherwise', async () => {
    const dir = path.join(tempDir(), 'content');
    generateContent(path.join(repoRoot, 'content'), dir, 1000, { rich: true });
    const before = snapshotDir(dir);
    const sheet = path.join(tempDir(), 'pages.csv');
    const exported = await runCli(['export', sheet, '--content', dir]);
    expect(exported.stderr).toBe('');
    expect(exported.stdout).toMatch(/wrote .*pages\.csv: 1000 pages/);
    const same = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(same.stderr).toBe('');
    expect(same.stdout).toContain('nothing to change');
    expect(snapshotDir(dir)).toEqual(before);

    const file = readRaw(sheet).rows[500][0];
    editRow(sheet, file, (row, col) => (row[col('heroHeadline')] = 'A headline of its own'));
    const edited = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(edited.stderr).toBe('');
    expect(edited.stdout).toContain('✓ changed 1 page');
    const after = snapshotDir(dir);
    const changed = [...after.keys()].filter((k) => after.get(k) !== before.get(k));
    expect(changed).toEqual([file]);
  });
});
