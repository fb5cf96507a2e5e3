// The spreadsheet round trip's safety: inherited values shown beside the own
// ones and ignored on import; a row whose page file changed since the export
// refused (the stale-export scenario, end to end); formula-like cells
// neutralised and restored; sheets that are not UTF-8 CSV refused with the
// reason; CRLF kept; no export into content/public. On every refusal the
// content, dist/ and a sentinel file outside both are unchanged.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readSheet } from '../../src/csv-pages/read-csv.js';
import { planUpdate, writeChanges } from '../../src/csv-pages/update.js';
import { nullLogger } from '../../src/log.js';
import { builtSite, runCli, snapshotDir, tempDir, writeFile } from '../helpers.js';
import { editRow, readRaw } from './sheet.js';

const TAMPA = 'pages/dentist-crm-tampa.yaml';

async function exportTo(dir: string): Promise<string> {
  const sheet = path.join(tempDir(), 'pages.csv');
  const r = await runCli(['export', sheet, '--content', dir]);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return sheet;
}

/** A built copy of the fixture and a sentinel file outside both: what a refusal must leave as it was. */
async function guarded() {
  const site = await builtSite();
  const sentinel = path.join(tempDir(), 'sentinel.txt');
  writeFileSync(sentinel, 'sentinel');
  const content = snapshotDir(site.dir);
  return {
    ...site,
    unchanged: () => {
      expect(snapshotDir(site.dir)).toEqual(content);
      expect(snapshotDir(site.out)).toEqual(site.before);
      expect(readFileSync(sentinel, 'utf8')).toBe('sentinel');
    },
  };
}

const cell = (sheet: string, file: string, column: string) => {
  const { header, rows } = readRaw(sheet);
  return rows.find((r) => r[0] === file)![header.indexOf(column)];
};

describe('export companion columns', { timeout: 60_000 }, () => {
  it('shows what each page inherits beside its own cell, and update ignores the companion columns', async () => {
    const { dir } = await guarded();
    const sheet = await exportTo(dir);
    const { header } = readRaw(sheet);
    expect(header.slice(3, 7)).toEqual(['heroHeadline', 'heroHeadline (inherited)', 'heroSubheadline', 'heroSubheadline (inherited)']);
    expect(header.at(-1)).toBe('fileHash');
    // site.yaml's default for a dentist page; the plumber preset's own default for a plumber page.
    expect(cell(sheet, TAMPA, 'heroHeadline')).toBe('');
    expect(cell(sheet, TAMPA, 'heroHeadline (inherited)')).toBe('The CRM Built for {audience} in {city}');
    expect(cell(sheet, 'pages/plumber-crm-st-petersburg.yaml', 'heroHeadline (inherited)')).toBe('Never Miss an Emergency Call in {city}');
    expect(cell(sheet, TAMPA, 'painPoints.1.title (inherited)')).toBe('Missed calls');
    // A companion column edited in the sheet changes nothing: it only shows.
    editRow(sheet, TAMPA, (row, col) => (row[col('heroHeadline (inherited)')] = 'Typed into the wrong column'));
    const before = snapshotDir(dir);
    const r = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✓ nothing to change');
    expect(snapshotDir(dir)).toEqual(before);
  });
});

describe('a row whose page file changed since the export', { timeout: 60_000 }, () => {
  it('is refused naming the file and the fields, exit 1, the YAML edit kept; --force lets the sheet win', async () => {
    const site = await guarded();
    const { dir } = site;
    writeFile(dir, TAMPA, 'niche: dentist\ncity: Tampa\nheroHeadline: Exported headline\nheroSubheadline: Exported subheadline\n');
    const sheet = await exportTo(dir);
    // The owner edits the headline in the YAML; the copywriter, working from the older sheet, the subheadline.
    writeFile(dir, TAMPA, 'niche: dentist\ncity: Tampa\nheroHeadline: Owner headline\nheroSubheadline: Exported subheadline\n');
    editRow(sheet, TAMPA, (row, col) => (row[col('heroSubheadline')] = 'Copywriter subheadline'));
    const { header } = readRaw(sheet);
    const before = snapshotDir(dir);
    const r = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `error 1 mistake in ${sheet}; nothing was written:\n` +
        `  ${sheet}:3:${header.indexOf('fileHash') + 1}  fileHash: ${path.join(dir, TAMPA)} changed since this sheet was exported; ` +
        `the row would set heroHeadline, heroSubheadline from the sheet and undo any edit made to them in the file since. ` +
        `Export again and redo this row's edits in the new sheet, or pass --force to let the sheet win\n`,
    );
    expect(snapshotDir(dir)).toEqual(before);
    expect(snapshotDir(site.out)).toEqual(site.before);
    expect(parse(readFileSync(path.join(dir, TAMPA), 'utf8')).heroHeadline).toBe('Owner headline');

    const forced = await runCli(['update', '--from', sheet, '--force', '--content', dir]);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain(
      `warning --force: ${path.join(dir, TAMPA)} was edited since the export; overwrote heroHeadline, heroSubheadline with ${sheet} line 3`,
    );
    expect(parse(readFileSync(path.join(dir, TAMPA), 'utf8'))).toMatchObject({ heroHeadline: 'Exported headline', heroSubheadline: 'Copywriter subheadline' });
  });

  it("is judged by the whole row: an unedited row would undo the file's new value too; an emptied hash cell is trusted", async () => {
    const { dir } = await guarded();
    const sheet = await exportTo(dir);
    writeFile(dir, TAMPA, readFileSync(path.join(dir, TAMPA), 'utf8') + 'title: Edited in the file\n');
    // The row is unedited, but its empty title would remove the title the file gained since.
    const stale = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toMatch(/fileHash: .*dentist-crm-tampa\.yaml changed since this sheet was exported; the row would set title from the sheet/);
    // Rows of other pages are not stale; a sheet made by hand (no hash) is trusted as before.
    editRow(sheet, TAMPA, (row, col) => {
      row[col('fileHash')] = '';
      row[col('title')] = 'Edited in the file';
      row[col('ctaText')] = 'Book a demo';
    });
    const r = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('✓ changed 1 page');
    expect(parse(readFileSync(path.join(dir, TAMPA), 'utf8'))).toMatchObject({ title: 'Edited in the file', ctaText: 'Book a demo' });
  });
});

describe('file cells that name no page', { timeout: 60_000 }, () => {
  it('are matched by a normalised key when only the path is written differently; spelling suggestions for the first 20 only', async () => {
    const { dir } = await guarded();
    const sheet = path.join(tempDir(), 'pages.csv');
    const typos = Array.from({ length: 25 }, (_, i) => `pages/dentist-crm-tampaa${i}.yaml,x`);
    writeFileSync(sheet, ['file,ctaText', 'content/pages/dentist-crm-tampa.yaml,x', '.\\pages\\Dentist-CRM-Miami.yml,x', ...typos].join('\n') + '\n');
    const r = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(r.code).toBe(1);
    const lines = r.stderr.split('\n').slice(1, -1);
    expect(lines).toHaveLength(27);
    expect(lines[0]).toBe(
      `  ${sheet}:2:1  file: no page file content/pages/dentist-crm-tampa.yaml in ${dir} (did you mean "pages/dentist-crm-tampa.yaml"? the file column names the page inside the content folder, as lpgen export writes it)`,
    );
    expect(lines[1]).toContain('did you mean "pages/dentist-crm-miami.yaml"?');
    expect(lines.slice(2, 22).every((l) => l.endsWith('(did you mean "pages/dentist-crm-tampa.yaml"?)'))).toBe(true);
    expect(lines[22]).toBe(`  ${sheet}:24:1  file: no page file pages/dentist-crm-tampaa20.yaml in ${dir}`);
  });
});

describe('a page file saved while update runs', { timeout: 60_000 }, () => {
  it('is refused by the writer, which compares the bytes once more before writing any file', async () => {
    const { dir } = await guarded();
    const sheet = await exportTo(dir);
    editRow(sheet, TAMPA, (row, col) => (row[col('ctaText')] = 'Book a demo'));
    editRow(sheet, 'pages/dentist-crm-miami.yaml', (row, col) => (row[col('ctaText')] = 'Book a call'));
    const { changes } = planUpdate(dir, sheet);
    expect(changes.map((c) => path.basename(c.file))).toEqual(['dentist-crm-miami.yaml', 'dentist-crm-tampa.yaml']);
    // Saved by someone else between update's read and its write.
    writeFile(dir, TAMPA, readFileSync(path.join(dir, TAMPA), 'utf8') + 'title: Saved meanwhile\n');
    const before = snapshotDir(dir);
    expect(() => writeChanges(changes, dir, nullLogger)).toThrow(
      `${path.join(dir, TAMPA)} changed while lpgen update ran (someone saved it): no page was changed; run the update again`,
    );
    expect(snapshotDir(dir)).toEqual(before);
  });
});

describe('formula-like cells', { timeout: 60_000 }, () => {
  it('are neutralised with a leading quote on export and restored on import, byte-identical', async () => {
    const { dir } = await guarded();
    const text =
      'niche: dentist\ncity: Tampa\n' +
      'heroHeadline: "=HYPERLINK(\\"https://evil.example\\", \\"Click\\")"\n' +
      'heroSubheadline: "-38% no-shows"\n' +
      'ctaText: "+1 for you"\n' +
      'trialNote: "@SUM(1,2)"\n' +
      'title: "\'=already quoted"\n' +
      'description: "\\tTabbed"\n';
    writeFile(dir, TAMPA, text);
    const sheet = await exportTo(dir);
    expect(cell(sheet, TAMPA, 'heroHeadline')).toBe('\'=HYPERLINK("https://evil.example", "Click")');
    expect(cell(sheet, TAMPA, 'heroSubheadline')).toBe("'-38% no-shows");
    expect(cell(sheet, TAMPA, 'ctaText')).toBe("'+1 for you");
    expect(cell(sheet, TAMPA, 'trialNote')).toBe("'@SUM(1,2)");
    expect(cell(sheet, TAMPA, 'title')).toBe("''=already quoted");
    expect(cell(sheet, TAMPA, 'description')).toBe("'\tTabbed");
    // No cell of the sheet starts a formula.
    for (const row of readRaw(sheet).rows) for (const c of row) expect(c).not.toMatch(/^[=+\-@\t\r]/);
    const same = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(same.stdout).toContain('✓ nothing to change');
    expect(readFileSync(path.join(dir, TAMPA), 'utf8')).toBe(text);
    // Another cell of the row edited: the neutralised values still come back as they were.
    editRow(sheet, TAMPA, (row, col) => (row[col('painPoints.1.title')] = 'Missed calls'));
    editRow(sheet, TAMPA, (row, col) => (row[col('painPoints.1.description')] = '=1+1 is text here'));
    expect((await runCli(['update', '--from', sheet, '--content', dir])).code).toBe(0);
    expect(parse(readFileSync(path.join(dir, TAMPA), 'utf8'))).toMatchObject({
      heroHeadline: '=HYPERLINK("https://evil.example", "Click")',
      heroSubheadline: '-38% no-shows',
      title: "'=already quoted",
      description: '\tTabbed',
      painPoints: [{ title: 'Missed calls', description: '=1+1 is text here' }],
    });
  });
});

describe('line endings', { timeout: 60_000 }, () => {
  it('keep a CRLF page and its | block as they are, also when the sheet has CRLF inside cells', async () => {
    const { dir } = await guarded();
    const text = 'niche: dentist\r\ncity: Tampa\r\nheroSubheadline: |\r\n  Line one\r\n  Line two\r\nctaText: Start\r\n';
    writeFile(dir, TAMPA, text);
    const sheet = await exportTo(dir);
    expect(cell(sheet, TAMPA, 'heroSubheadline')).toBe('Line one\nLine two\n');
    // As an editor that turns every line break into CRLF saves it.
    writeFileSync(sheet, readFileSync(sheet, 'utf8').replace(/\r?\n/g, '\r\n'));
    const same = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(same.stderr).toBe('');
    expect(same.stdout).toContain('✓ nothing to change');
    expect(readFileSync(path.join(dir, TAMPA), 'utf8')).toBe(text);
    editRow(sheet, TAMPA, (row, col) => (row[col('ctaText')] = 'Book now'));
    expect((await runCli(['update', '--from', sheet, '--content', dir])).code).toBe(0);
    expect(readFileSync(path.join(dir, TAMPA), 'utf8')).toBe(text.replace('ctaText: Start', 'ctaText: Book now'));
  });
});

describe('sheets that are not UTF-8, comma-separated CSV', { timeout: 60_000 }, () => {
  const cases: Array<[string, (csv: string) => Buffer, (sheet: string) => string]> = [
    [
      'UTF-16 with a byte-order mark',
      (csv) => Buffer.from('\ufeff' + csv, 'utf16le'),
      (s) =>
        `error --from ${s} is UTF-16 (little-endian, with a byte-order mark), not UTF-8: save it from the spreadsheet as "CSV UTF-8 (comma delimited)" and try again\n`,
    ],
    [
      'UTF-16 without a byte-order mark',
      (csv) => Buffer.from(csv, 'utf16le'),
      (s) => `error --from ${s} looks like UTF-16 (little-endian), not UTF-8: save it from the spreadsheet as "CSV UTF-8 (comma delimited)" and try again\n`,
    ],
    [
      'Windows-1252',
      (csv) => Buffer.from(csv.replace('Tampa dentists', 'Tampa caf\u00e9 dentists'), 'latin1'),
      (s) =>
        `error --from ${s} is not UTF-8: line 2 has the byte 0xe9, so it looks like Windows-1252 (Excel's plain "CSV" on Windows) or Latin-1; save it from the spreadsheet as "CSV UTF-8 (comma delimited)" and try again\n`,
    ],
    [
      'semicolon-separated',
      (csv) => Buffer.from(csv.replace(/,/g, ';')),
      (s) =>
        `error ${s}:1: the columns are separated by semicolons (;), not commas: save it as "CSV UTF-8 (comma delimited)", or set the spreadsheet's list separator to a comma\n`,
    ],
  ];
  for (const [what, encode, message] of cases) {
    it(`refuses a ${what} sheet with a message that says so, writing nothing`, async () => {
      const site = await guarded();
      const sheet = path.join(tempDir(), 'pages.csv');
      writeFileSync(sheet, encode(`file,heroHeadline\r\n${TAMPA},Tampa dentists\r\n`));
      const r = await runCli(['update', '--from', sheet, '--content', site.dir]);
      expect(r.stderr).toBe(message(sheet));
      expect(r.code).toBe(1);
      site.unchanged();
    });
  }

  it('refuses binary input from its first bytes, and a sheet over the size limit, without reading on', () => {
    expect(() => readSheet('/dev/urandom')).toThrow(
      /^--from \/dev\/urandom is not a CSV text file: it holds binary data \(a NUL byte at byte \d+\); is it the right file\?$/,
    );
    const big = path.join(tempDir(), 'big.csv');
    writeFileSync(big, 'file,heroHeadline\n' + 'pages/x.yaml,words\n'.repeat(60_000));
    expect(() => readSheet(big, '--from', 1024 * 1024)).toThrow(`--from ${big} is over 1 MB: a sheet of 10,000 pages is far smaller; is it the right file?`);
    expect(readSheet(big, '--from', 2 * 1024 * 1024)).toContain('pages/x.yaml,words');
  });
});

describe('lpgen export into the public folder', { timeout: 60_000 }, () => {
  it('is refused with exit 2: the build would publish the sheet', async () => {
    const site = await guarded();
    const out = path.join(site.dir, 'public', 'pages.csv');
    const r = await runCli(['export', out, '--content', site.dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `error ${out} is inside ${path.join(site.dir, 'public')}/, which the build copies into the site: the sheet would be published. Write it outside the content folder, e.g. lpgen export pages.csv\n`,
    );
    expect(existsSync(out)).toBe(false);
    site.unchanged();
  });
});
