// The one content writer (src/content-write/): links and modes kept, the content
// lock between two writers, the clean-up after a killed one (journal, stale temps,
// older versions' temp names), a journal that is not lpgen's refused, and a full
// disk, a used-up quota or a read-only file system named by file in one line.
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvText } from '../../src/csv-pages/write-csv.js';
import { parseCsv } from '../../src/csv-pages/read-csv.js';
import { copySite, runCli, tempDir } from '../helpers.js';
import { hashes } from './kill-support.js';

/** A system call failure to inject: `fail.code` makes a write fail like a full disk would, after `fail.skip` writes that pass. */
const fail = vi.hoisted(() => ({ code: undefined as string | undefined, skip: 0 }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const writeSync = ((...args: Parameters<typeof fs.writeSync>) => {
    if (fail.code && fail.skip-- <= 0) throw Object.assign(new Error(`${fail.code}: injected, write`), { code: fail.code, syscall: 'write' });
    return (fs.writeSync as (...a: unknown[]) => number)(...args);
  }) as typeof fs.writeSync;
  return { ...fs, default: { ...fs, writeSync }, writeSync };
});

// Commands run in this process on a machine that may be busy: generous timeouts, no timing asserted.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  fail.code = undefined;
  delete process.env.LPGEN_LOCK_WAIT_MS;
});

/** `lpgen export` of `dir` with heroHeadline set on every row; returns the CSV. */
async function editedSheet(dir: string, headline: string): Promise<string> {
  const csv = path.join(tempDir(), 'pages.csv');
  expect((await runCli(['export', csv, '--content', dir, '--quiet'])).code).toBe(0);
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

const rel = (r: { stderr: string; stdout: string }, dir: string) => ({
  stdout: r.stdout.replaceAll(dir, 'content'),
  stderr: r.stderr.replaceAll(dir, 'content'),
});

describe('a page as the user keeps it', () => {
  it('update keeps a symlinked page a link, writes its target, and keeps mode 600', async () => {
    const dir = copySite();
    // A link within the content folder (the reader refuses one that leaves it).
    mkdirSync(path.join(dir, 'shared'));
    const outside = path.join(dir, 'shared', 'miami.yaml');
    renameSync(path.join(dir, 'pages', 'dentist-crm-miami.yaml'), outside);
    chmodSync(outside, 0o600);
    symlinkSync('../shared/miami.yaml', path.join(dir, 'pages', 'dentist-crm-miami.yaml'));
    chmodSync(path.join(dir, 'pages', 'dentist-crm-tampa.yaml'), 0o600);
    const r = await runCli(['update', '--from', await editedSheet(dir, 'Kept as a link in {city}'), '--content', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(readlinkSync(path.join(dir, 'pages', 'dentist-crm-miami.yaml'))).toBe('../shared/miami.yaml');
    expect(readFileSync(outside, 'utf8')).toContain('Kept as a link in {city}');
    expect(statSync(outside).mode & 0o777).toBe(0o600);
    expect(lstatSync(path.join(dir, 'pages', 'dentist-crm-tampa.yaml')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dir, 'pages', 'dentist-crm-tampa.yaml'), 'utf8')).toContain('Kept as a link in {city}');
    // No temp beside the link's target either.
    expect(readdirSync(path.dirname(outside))).toEqual(['miami.yaml']);
  });
});

describe('two writers on the same content', () => {
  it('the second fails at once with LPGEN_LOCK_WAIT_MS=0, naming the holder and the lock file; nothing is written', async () => {
    const dir = copySite();
    // The test runner's parent: a process that runs, as a live lpgen would.
    writeFileSync(path.join(dir, '.lpgen-lock'), `${process.ppid} lpgen update\n`);
    const before = hashes(dir);
    process.env.LPGEN_LOCK_WAIT_MS = '0';
    const r = await runCli(['city', 'add', 'Ave Maria', '--county', 'Collier', '--content', dir]);
    expect(r.code).toBe(1);
    expect(rel(r, dir).stderr).toBe(
      `error the content is being changed by process ${process.ppid} (lpgen update), which holds content/.lpgen-lock; run again when it has finished, or remove the file if no lpgen is running\n`,
    );
    expect(hashes(dir)).toEqual(before);
  });
});

describe('after a killed writer', () => {
  const DEAD = 2147483646;

  it('a journal saved at its commit point is finished by the next command, even a build, with one line', async () => {
    const dir = copySite();
    const page = path.join(dir, 'pages', 'dentist-crm-miami.yaml');
    const temp = path.join(dir, 'pages', `.dentist-crm-miami.yaml.lpgen-${DEAD}-0123abcd.tmp`);
    writeFileSync(temp, `${readFileSync(page, 'utf8')}heroHeadline: Finished after the kill\n`);
    const journal = { pid: DEAD, command: 'lpgen update', state: 'renaming', files: [{ file: page, target: page, temp }] };
    writeFileSync(path.join(dir, '.lpgen-journal'), JSON.stringify(journal));
    const out = path.join(tempDir(), 'dist');
    const r = await runCli(['build', '--content', dir, '--out', out, '--quiet', '--no-cache']);
    expect(r.code, r.stderr).toBe(0);
    expect(rel(r, dir).stderr.split('\n')[0]).toBe(
      `warning finished an interrupted lpgen update (process ${DEAD}): 1 of its 1 file was still to be put in place, now it is written (content/.lpgen-journal)`,
    );
    expect(readFileSync(page, 'utf8')).toContain('heroHeadline: Finished after the kill');
    expect(readFileSync(path.join(out, 'dentist-crm-miami', 'index.html'), 'utf8')).toContain('Finished after the kill');
    expect(existsSync(path.join(dir, '.lpgen-journal')) || existsSync(temp)).toBe(false);
  });

  it('a journal saved before its commit point is rolled back: the temps go, the files stay as they were', async () => {
    const dir = copySite();
    const page = path.join(dir, 'pages', 'dentist-crm-miami.yaml');
    const temp = path.join(dir, 'pages', `.dentist-crm-miami.yaml.lpgen-${DEAD}-0123abcd.tmp`);
    writeFileSync(temp, 'heroHeadline: half');
    writeFileSync(
      path.join(dir, '.lpgen-journal'),
      JSON.stringify({ pid: DEAD, command: 'lpgen publish', state: 'writing', files: [{ file: page, target: page, temp }] }),
    );
    const before = readFileSync(page, 'utf8');
    const r = await runCli(['publish', '/dentist-crm-miami', '--content', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(rel(r, dir).stderr).toBe(
      `warning rolled back an interrupted lpgen publish (process ${DEAD}): its 1 file is as it was before it (content/.lpgen-journal, 1 temp file removed)\n`,
    );
    expect(readFileSync(page, 'utf8')).toBe(before);
    expect(existsSync(temp)).toBe(false);
  });

  it('temps of dead processes and of older versions (x.yaml.lpgen-update.tmp) are removed with a line and never block', async () => {
    const dir = copySite();
    const leftovers = [`pages/.dentist-crm-tampa.yaml.lpgen-${DEAD}-00ff00ff.tmp`, `pages/dentist-crm-miami.yaml.lpgen-update.tmp`];
    for (const f of leftovers) writeFileSync(path.join(dir, f), '');
    // Not lpgen's names, or a live process's: kept.
    const kept = ['pages/notes.tmp', `pages/.dentist-crm-tampa.yaml.lpgen-${process.ppid}-00ff00ff.tmp`];
    for (const f of kept) writeFileSync(path.join(dir, f), 'mine');
    const r = await runCli(['update', '--from', await editedSheet(dir, 'After the leftovers in {city}'), '--content', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(rel(r, dir).stderr).toBe(`warning removed 2 temp files left by an lpgen that was killed: content/${leftovers[0]}, content/${leftovers[1]}\n`);
    for (const f of leftovers) expect(existsSync(path.join(dir, f))).toBe(false);
    for (const f of kept) expect(readFileSync(path.join(dir, f), 'utf8')).toBe('mine');
  });

  it('a journal that would move a file outside the content folder is refused, and nothing moves', async () => {
    const dir = copySite();
    const victim = path.join(tempDir(), 'victim.txt');
    writeFileSync(victim, 'keep me\n');
    const temp = path.join(path.dirname(victim), `.victim.txt.lpgen-${DEAD}-0123abcd.tmp`);
    writeFileSync(temp, 'replaced\n');
    writeFileSync(
      path.join(dir, '.lpgen-journal'),
      JSON.stringify({ pid: DEAD, command: 'lpgen update', state: 'renaming', files: [{ file: victim, target: victim, temp }] }),
    );
    const r = await runCli(['check', '--content', dir]);
    expect(r.code).toBe(1);
    expect(rel(r, dir).stderr).toBe(
      `error content/.lpgen-journal names ${victim}, outside the content folder; it is not lpgen's: look at it, then remove it\n`,
    );
    expect(readFileSync(victim, 'utf8')).toBe('keep me\n');
  });
});

describe('a write the disk refuses', () => {
  it.each([
    ['ENOSPC', 'no space left on the disk; free some space and run again'],
    ['EDQUOT', 'your disk quota is used up; free some space and run again'],
    ['EROFS', 'the file system is read-only'],
  ])('%s names the file in one line, and no file changes', async (code, reason) => {
    const dir = copySite();
    const before = hashes(dir);
    // The journal is written first; the page's temp file is the second write.
    Object.assign(fail, { code, skip: 1 });
    const r = await runCli(['new', '--niche', 'plumber', '--city', 'Tampa', '--content', dir]);
    expect(r.code).toBe(1);
    expect(rel(r, dir).stderr).toBe(`error cannot write content/pages/plumber-crm-tampa.yaml: ${reason} (${code}); nothing was changed\n`);
    expect(hashes(dir)).toEqual(before);
  });
});
