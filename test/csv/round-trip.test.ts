// `lpgen export` then `lpgen update --from`: the sheet holds each page's own
// values; an unedited sheet changes no byte; an edit lands in place with the
// file's comments and key order; a bad cell is reported as sheet:ROW:COLUMN and
// nothing is written; --dry-run lists files and fields.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv-pages/read-csv.js';
import { copySite, repoRoot, runCli, snapshotDir, tempDir, writeFile } from '../helpers.js';
import { editRow, readRaw } from './sheet.js';

async function exported(dir: string): Promise<{ sheet: string; columns: string[]; rows: Array<Record<string, string>> }> {
  const sheet = path.join(tempDir(), 'pages.csv');
  const r = await runCli(['export', sheet, '--content', dir]);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const { columns, rows } = parseCsv(readFileSync(sheet, 'utf8'), 'pages.csv');
  return { sheet, columns, rows: rows.map((row) => row.values) };
}

describe('lpgen export', { timeout: 60_000 }, () => {
  it('writes one row per page file with its own values only, lists as numbered columns from the field registry', async () => {
    const dir = copySite();
    const { columns, rows } = await exported(dir);
    expect(columns.slice(0, 3)).toEqual(['file', 'niche', 'city']);
    for (const c of ['heroHeadline', 'painPoints.1.title', 'painPoints.1.description', 'localStats.1.label', 'testimonial.quote', 'heroImage.src', 'status'])
      expect(columns).toContain(c);
    expect(rows.map((r) => r.file)).toEqual(['pages/dentist-crm-miami.yaml', 'pages/dentist-crm-tampa.yaml', 'pages/plumber-crm-st-petersburg.yaml']);
    const miami = rows[0];
    expect(miami).toMatchObject({
      niche: 'dentist',
      city: 'Miami',
      'localStats.1.label': 'Dental Practices in Miami-Dade',
      'localStats.1.value': '500+',
      'localStats.3.value': '20%',
    });
    // Inherited copy stays out of the sheet: the page does not set it.
    expect(miami.heroHeadline).toBe('');
    expect(miami['painPoints.1.title']).toBe('');
  });

  it('keeps an existing sheet unless --force (it may hold edits not imported yet)', async () => {
    const dir = copySite();
    const { sheet } = await exported(dir);
    writeFileSync(sheet, 'edited');
    const r = await runCli(['export', sheet, '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('already exists');
    expect(readFileSync(sheet, 'utf8')).toBe('edited');
    expect((await runCli(['export', '--out', sheet, '--force', '--content', dir])).code).toBe(0);
  });
});

describe('lpgen update --from', { timeout: 60_000 }, () => {
  it('changes no byte of any file when the exported sheet comes back unedited (bundled content)', async () => {
    const dir = copySite(path.join(repoRoot, 'content'));
    const before = snapshotDir(dir);
    const { sheet, rows } = await exported(dir);
    expect(rows.length).toBe(34);
    const r = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('nothing to change');
    expect(snapshotDir(dir)).toEqual(before);
  });

  it('edits the page in place keeping comments and key order; an emptied cell removes the own value', async () => {
    const dir = copySite();
    writeFile(dir, 'pages/dentist-crm-tampa.yaml', '# my notes\nniche: dentist # the preset\ncity: Tampa\nctaText: Old CTA # keep me\ntitle: Old title\n');
    const { sheet } = await exported(dir);
    editRow(sheet, 'pages/dentist-crm-tampa.yaml', (row, col) => {
      row[col('ctaText')] = 'New CTA';
      row[col('title')] = '';
      row[col('painPoints.1.title')] = 'Missed calls';
      row[col('painPoints.1.description')] = 'Calls go to voicemail.';
    });
    const dry = await runCli(['update', '--from', sheet, '--dry-run', '--content', dir]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/pages\/dentist-crm-tampa\.yaml {2}painPoints, ctaText, title\n/);
    expect(readFileSync(path.join(dir, 'pages/dentist-crm-tampa.yaml'), 'utf8')).toContain('Old CTA');
    const r = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('✓ changed 1 page');
    const text = readFileSync(path.join(dir, 'pages/dentist-crm-tampa.yaml'), 'utf8');
    expect(text).toBe(
      '# my notes\nniche: dentist # the preset\ncity: Tampa\nctaText: New CTA # keep me\npainPoints:\n  - title: Missed calls\n    description: Calls go to voicemail.\n',
    );
    expect(parse(text).title).toBeUndefined();
    // Exported again and imported again: a fixed point.
    const before = snapshotDir(dir);
    const again = await exported(dir);
    expect((await runCli(['update', '--from', again.sheet, '--content', dir])).code).toBe(0);
    expect(snapshotDir(dir)).toEqual(before);
  });

  it('reports every bad cell in one pass as sheet:ROW:COLUMN, its own parsing, the build loader and unknown columns together, and writes nothing', async () => {
    const dir = copySite();
    const { sheet } = await exported(dir);
    editRow(sheet, 'pages/dentist-crm-miami.yaml', (row, col) => {
      row[col('heroImage.width')] = 'wide';
      row[col('heroImage.src')] = '/hero.svg';
      row[col('ctaText')] = 'Start';
    });
    editRow(sheet, 'pages/dentist-crm-tampa.yaml', (row, col) => {
      row[col('testimonial.rating')] = '9';
      row[col('affiliateLink')] = 'http://insecure.example.com';
    });
    editRow(sheet, 'pages/plumber-crm-st-petersburg.yaml', (row, col) => (row[col('heroImage.height')] = 'tall'));
    // A misspelt column in the header too: still one report.
    writeFileSync(sheet, readFileSync(sheet, 'utf8').replace(',ctaText,', ',ctaTxt,'));
    const { header } = readRaw(sheet);
    const at = (c: string) => header.indexOf(c) + 1;
    const sentinel = path.join(tempDir(), 'sentinel.txt');
    writeFileSync(sentinel, 'keep');
    const before = snapshotDir(dir);
    const r = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^error 9 mistakes in .*pages\.csv; nothing was written:$/);
    // Sorted by row, then column; the loader's findings (a partial testimonial, a rating over 5, an http link) with the sheet's own.
    expect(
      lines.slice(1).map((l) =>
        l
          .trim()
          .replace(/^.*pages\.csv:/, '')
          .replace(/^(\S+ {2}[^:]+):.*$/, '$1'),
      ),
    ).toEqual([
      `1:${at('ctaTxt')}  ctaTxt`,
      `2:${at('heroImage.width')}  heroImage.width`,
      ...['quote', 'author', 'business', 'location', 'rating'].map((k) => `3:${at(`testimonial.${k}`)}  testimonial.${k}`),
      `3:${at('affiliateLink')}  affiliateLink`,
      `4:${at('heroImage.height')}  heroImage.height`,
    ]);
    expect(lines[1]).toContain('ctaTxt: unknown column (did you mean "ctaText"?)');
    expect(lines[2]).toContain('heroImage.width: "wide" is not a number');
    expect(lines[7]).toContain('testimonial.rating: must be at most 5');
    expect(lines[8]).toContain('affiliateLink: must be an absolute https:// URL');
    expect(snapshotDir(dir)).toEqual(before);
    expect(readFileSync(sentinel, 'utf8')).toBe('keep');
  });

  it('refuses an unknown page, a changed city and an unknown column, naming row and column', async () => {
    const dir = copySite();
    const { sheet } = await exported(dir);
    editRow(sheet, 'pages/dentist-crm-tampa.yaml', (row, col) => (row[col('city')] = 'Orlando'));
    editRow(sheet, 'pages/plumber-crm-st-petersburg.yaml', (row) => (row[0] = 'pages/plumber-crm-st-pete.yaml'));
    const r = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pages\.csv:3:3 {2}city: "Orlando" differs from the page's city "Tampa"/);
    expect(r.stderr).toMatch(/pages\.csv:4:1 {2}file: no page file pages\/plumber-crm-st-pete\.yaml .*did you mean "pages\/plumber-crm-st-petersburg\.yaml"/);
    writeFileSync(sheet, 'file,heroHedline\npages/dentist-crm-tampa.yaml,x\n');
    const unknown = await runCli(['update', '--from', sheet, '--content', dir]);
    expect(unknown.stderr).toMatch(/pages\.csv:1:2 {2}heroHedline: unknown column \(did you mean "heroHeadline"\?\)/);
  });
});

describe('lpgen new --from, every page field', { timeout: 60_000 }, () => {
  it('takes list, object and status columns', async () => {
    const dir = copySite();
    const plan = path.join(tempDir(), 'plan.csv');
    writeFileSync(
      plan,
      'niche,city,status,painPoints.1.title,painPoints.1.description,testimonial.quote,testimonial.author,testimonial.business,testimonial.location,testimonial.rating\n' +
        'plumber,Tampa,draft,Leaks,Pipes burst.,Great,Ann,Ann Plumbing,Tampa,4\n',
    );
    const r = await runCli(['new', '--from', plan, '--content', dir]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const page = parse(readFileSync(path.join(dir, 'pages/plumber-crm-tampa.yaml'), 'utf8'));
    expect(page).toMatchObject({ status: 'draft', painPoints: [{ title: 'Leaks', description: 'Pipes burst.' }], testimonial: { quote: 'Great', rating: 4 } });
  });

  it('reports a bad cell with its row and column', async () => {
    const dir = copySite();
    const plan = path.join(tempDir(), 'plan.csv');
    writeFileSync(plan, 'niche,city,heroImage.width\nplumber,Tampa,big\n');
    const r = await runCli(['new', '--from', plan, '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/plan\.csv:2:3 {2}heroImage\.width: "big" is not a number/);
  });
});
