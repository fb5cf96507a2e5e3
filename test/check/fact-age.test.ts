// A stat's date: shown after its source on the page, refused without a source, and warned about by
// lpgen check (at the date, where the stat is written) once it is older than quality.maxFactAgeYears,
// measured from --date, else SOURCE_DATE_EPOCH. A dataset's vintage follows the same setting.
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { copySite, editFile, readHtml, runCli, tempDir, writeDataset, writeFile } from '../helpers.js';

vi.setConfig({ testTimeout: 120_000 });

const MIAMI = [
  'niche: dentist',
  'city: Miami',
  'localStats:',
  '  - { label: Dentists licensed in Florida, value: "17,193", source: Florida House staff analysis, date: 2018 }',
  '  - { label: Dental Practices in Miami-Dade, value: 500+, source: Test Survey, sourceUrl: "https://example.org/survey", date: 2024-03 }',
  '  - { label: Typical No-Show Rate, value: 20%, source: Test Consultancy }',
  '',
].join('\n');

function site(): string {
  const dir = copySite();
  writeFile(dir, 'pages/dentist-crm-miami.yaml', MIAMI);
  return dir;
}

const warnings = (text: string) => text.split('\n').filter((l) => l.includes(' is from '));

describe("a stat's date", () => {
  it('is shown after its source, the stat without one unchanged', async () => {
    const dir = site();
    const out = path.join(tempDir(), 'dist');
    const r = await runCli(['build', '--content', dir, '--out', out, '--quiet', '--no-cache']);
    expect(r.code, r.stderr).toBe(0);
    const html = readHtml(out, 'dentist-crm-miami/index.html');
    expect(html).toMatch(/<dd[^>]*>Source: Florida House staff analysis \(2018\)<\/dd>/);
    expect(html).toMatch(/<dd[^>]*>Source: <a href="https:\/\/example.org\/survey"[^>]*>Test Survey<\/a> \(2024-03\)<\/dd>/);
    expect(html).toMatch(/<dd[^>]*>Source: Test Consultancy<\/dd>/);
  });

  it('needs a source, and a real month or day', async () => {
    const dir = copySite();
    writeFile(
      dir,
      'pages/dentist-crm-miami.yaml',
      'niche: dentist\ncity: Miami\nlocalStats:\n  - { label: Dentists, value: "17,193", date: 2018 }\n  - { label: B, value: "1", source: S, date: 2023-02-30 }\n',
    );
    const r = await runCli(['check', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${dir}/pages/dentist-crm-miami.yaml:4:41  localStats[0].date: a date needs source: (who measured the figure then)`);
    expect(r.stderr).toContain(`${dir}/pages/dentist-crm-miami.yaml:5:40  localStats[1].date: is not a month or day of the calendar`);
  });
});

describe('lpgen check: stale figures', () => {
  it('warns at the date of a stat older than quality.maxFactAgeYears (default 5), from --date', async () => {
    const dir = site();
    const r = await runCli(['check', '--content', dir, '--date', '2025-06-01']);
    expect(r.code, r.stderr).toBe(0);
    expect(warnings(r.stdout + r.stderr)).toEqual([
      `${dir}/pages/dentist-crm-miami.yaml:4:99  localStats[0].date: "Dentists licensed in Florida" is from 2018, 7 years before 2025 (quality.maxFactAgeYears 5): update the figure with its source and date, or drop it`,
    ]);
    // Checked on a worker thread, the same warning.
    const worker = await runCli(['check', '--content', dir, '--date', '2025-06-01', '--workers', '1']);
    expect(warnings(worker.stdout + worker.stderr)).toEqual(warnings(r.stdout + r.stderr));
    // 2024 is one year old; at the limit is not older than it.
    const atLimit = await runCli(['check', '--content', dir, '--date', '2023-01-01']);
    expect(warnings(atLimit.stdout + atLimit.stderr)).toEqual([]);
  });

  it('reads the limit from site.yaml, --max-data-age over it, and the date from SOURCE_DATE_EPOCH', async () => {
    const dir = site();
    editFile(dir, 'site.yaml', (t) => `${t}\nquality: { maxFactAgeYears: 1 }\n`);
    // 2026-01-01T00:00:00Z
    const r = await runCli(['check', '--content', dir], { NO_COLOR: '1', SOURCE_DATE_EPOCH: '1767225600' });
    expect(warnings(r.stdout + r.stderr)).toEqual([
      `${dir}/pages/dentist-crm-miami.yaml:4:99  localStats[0].date: "Dentists licensed in Florida" is from 2018, 8 years before 2026 (quality.maxFactAgeYears 1): update the figure with its source and date, or drop it`,
      `${dir}/pages/dentist-crm-miami.yaml:5:121  localStats[1].date: "Dental Practices in Miami-Dade" is from 2024-03, 2 years before 2026 (quality.maxFactAgeYears 1): update the figure with its source and date, or drop it`,
    ]);
    const flag = await runCli(['check', '--content', dir, '--date', '2026-01-01', '--max-data-age', '7']);
    expect(warnings(flag.stdout + flag.stderr)).toEqual([
      `${dir}/pages/dentist-crm-miami.yaml:4:99  localStats[0].date: "Dentists licensed in Florida" is from 2018, 8 years before 2026 (lpgen check --max-data-age 7): update the figure with its source and date, or drop it`,
    ]);
    const bad = await runCli(['check', '--content', dir, '--max-data-age', 'five']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("option '--max-data-age <years>' argument 'five' is invalid. must be a whole number of years, e.g. 5.");
  });

  it("warns once where a preset's stat is written, not once per page", async () => {
    const dir = copySite();
    editFile(
      dir,
      'niches/dentist.yaml',
      (t) => `${t}\ndefaults:\n  localStats:\n    - { label: Dentists in Florida, value: "17,193", source: Test Board, date: 2015 }\n`,
    );
    const r = await runCli(['check', '--content', dir, '--date', '2025-06-01', '--status', 'all']);
    expect(warnings(r.stdout + r.stderr)).toEqual([
      `${dir}/niches/dentist.yaml:7:74  defaults.localStats[0].date: "Dentists in Florida" is from 2015, 10 years before 2025 (quality.maxFactAgeYears 5): update the figure with its source and date, or drop it`,
    ]);
  });

  it("warns at a dataset's vintage with the same setting, and on each page that shows it", async () => {
    const dir = copySite();
    writeDataset(
      dir,
      'firms',
      'place,firms\nMiami,12\n',
      'source: T\nsourceUrl: https://example.org/t\nvintage: 2017\nlicence: CC0\nkey: { column: place, joinsOn: place }\ncolumns:\n  firms: { label: Firms }\n',
    );
    editFile(dir, 'site.yaml', (t) => `${t}\nquality: { maxFactAgeYears: 3 }\n`);
    const r = await runCli(['check', '--content', dir, '--date', '2021-06-01', '--status', 'all']);
    const text = r.stdout + r.stderr;
    expect(text).toContain(
      `${dir}/data/firms.yaml:3:1  vintage: figures of dataset firms are from 2017, 4 years before 2021 (quality.maxFactAgeYears 3): add a newer vintage (lpgen data add … --force)`,
    );
    expect(text).toContain(
      `${dir}/pages/dentist-crm-miami.yaml:1:1  shows figures of dataset firms are from 2017, 4 years before 2021 (quality.maxFactAgeYears 3)`,
    );
    expect(text).not.toContain('dentist-crm-tampa.yaml:1:1  shows');
  });
});
