// The commands that write content (`lpgen new`, `new niche`, `city add`) never
// write a file the build would refuse, never lose a concurrent writer's entry,
// keep a symlinked cities.yaml a link with its mode, and name the plan row of
// every --from error. Each refusal: exact message, exit code, and dist/, the
// content and a sentinel unchanged (support.ts refused()).
import { execFile } from 'node:child_process';
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
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../src/content/decode.js';
import { copySite, repoRoot, runCli, tempDir } from '../helpers.js';
import { goodSite, refused, type Site } from './support.js';

let site: Site;
beforeAll(async () => {
  site = await goodSite();
}, 120_000);

const A131K = 'A'.repeat(131_000);
const citySlugs = (dir: string) => (parse(readFileSync(path.join(dir, 'cities.yaml'), 'utf8')).cities as Array<{ slug: string }>).map((c) => c.slug);

/** A plan.csv outside the content folder, beside the sentinel. */
function plan(text: string): string {
  const file = path.join(tempDir(), 'plan.csv');
  writeFileSync(file, text);
  return file;
}

describe('names and sizes the build would refuse', () => {
  it('new niche with a 300-character slug', async () => {
    const slug = 'a'.repeat(300);
    const r = await refused(
      site,
      () => {},
      (dir) => ['new', 'niche', slug, '--audience', 'Yoga Studios', '--category', 'home-services', '--content', dir],
    );
    expect(r.stderr).toBe(
      `error niche "${'a'.repeat(60)}…" is too long: its slug has 300 characters, and a page route (routePattern /{niche}-crm-{city}) may have at most 200; use a niche name whose slug has at most 193 characters\n`,
    );
  });

  it('city add with a 131 KB name', async () => {
    const r = await refused(
      site,
      () => {},
      (dir) => ['city', 'add', A131K, '--county', 'Collier', '--content', dir],
    );
    expect(r.stderr).toBe(
      `error city "${'A'.repeat(60)}…" is too long: its slug has 131,000 characters, and a page route (routePattern /{niche}-crm-{city}) may have at most 200; use a city name whose slug has at most 193 characters\n`,
    );
  });

  it('city add that would make cities.yaml pass the build’s 2 MB limit', async () => {
    const r = await refused(
      site,
      (dir) => {
        // Ten bytes under the limit: it builds today, and any entry added passes the limit.
        const text = readFileSync(path.join(dir, 'cities.yaml'), 'utf8');
        writeFileSync(path.join(dir, 'cities.yaml'), `#${'x'.repeat(MAX_FILE_BYTES - 10 - text.length - 2)}\n${text}`);
      },
      (dir) => ['city', 'add', 'Ave Maria', '--county', 'Collier', '--content', dir],
    );
    expect(r.lines.at(-2)).toMatch(
      /^error cities\.yaml would be 2,09\d,\d{3} bytes, and the build reads content files of at most 2 MB \(2,097,152 bytes\): nothing was written$/,
    );
  });

  it('new --from with a 3 MB cell: the page file would pass 2 MB; the row is named', async () => {
    const csv = plan(`niche,city,heroHeadline\nplumber,Tampa,${'B'.repeat(3_000_000)}\n`);
    const r = await refused(
      site,
      () => {},
      (dir) => ['new', '--from', csv, '--content', dir],
    );
    expect(r.lines[0].replace(csv, 'plan.csv')).toMatch(
      /^error plan\.csv:2: pages\/plumber-crm-tampa\.yaml would be 3,00\d,\d{3} bytes, and the build reads content files of at most 2 MB \(2,097,152 bytes\): nothing was written$/,
    );
  });
});

describe('new --from plan.csv', () => {
  it('a duplicated column is an error naming both', async () => {
    const csv = plan('niche,city,heroHeadline,city\ndentist,Tampa,x,Miami\n');
    const r = await refused(
      site,
      () => {},
      (dir) => ['new', '--from', csv, '--content', dir],
    );
    expect(r.stderr).toBe(`error ${csv}:1: column "city" appears twice (columns 2 and 4); keep one\n`);
  });

  it('a one-row plan’s city error names its row, and a long cell is shortened', async () => {
    const csv = plan(`niche,city\ndentist,${A131K}\n`);
    const r = await refused(
      site,
      () => {},
      (dir) => ['new', '--from', csv, '--content', dir],
    );
    expect(r.stderr).toBe(
      `error ${csv}:2: unknown city "${'A'.repeat(60)}…": it is not in cities.yaml; closest known cities: Tampa, Miami, St. Petersburg.\n` +
        '  Add it with lpgen city add "<name>" --county <county>, or pass --allow-unknown-city to write the page without city facts.\n',
    );
  });

  it('the build loader’s error about a planned page names the plan row too', async () => {
    const csv = plan('niche,city,heroHeadline\nplumber,Tampa,Best {cty} plumbers\n');
    const r = await refused(
      site,
      () => {},
      (dir) => ['new', '--from', csv, '--content', dir],
    );
    expect(r.lines.find((l) => l.startsWith('pages/plumber-crm-tampa.yaml'))).toMatch(
      /^pages\/plumber-crm-tampa\.yaml:\d+:\d+ +heroHeadline: .*\{cty\}.* \(.*plan\.csv:2\)$/,
    );
    expect(r.lines).toContain('error 1 error in 1 file; nothing was written.');
  });
});

describe('cities.yaml as the user keeps it', () => {
  it('a symlinked cities.yaml stays a link to the same target, whose mode is kept', async () => {
    const dir = copySite();
    mkdirSync(path.join(dir, 'shared'));
    renameSync(path.join(dir, 'cities.yaml'), path.join(dir, 'shared', 'places.yaml'));
    chmodSync(path.join(dir, 'shared', 'places.yaml'), 0o640);
    symlinkSync('shared/places.yaml', path.join(dir, 'cities.yaml'));
    const r = await runCli(['city', 'add', 'Ave Maria', '--county', 'Collier', '--content', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(lstatSync(path.join(dir, 'cities.yaml')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(path.join(dir, 'cities.yaml'))).toBe('shared/places.yaml');
    expect(statSync(path.join(dir, 'shared', 'places.yaml')).mode & 0o777).toBe(0o640);
    expect(citySlugs(dir)).toContain('ave-maria');
  });

  it('a lock left by a killed run (its process gone) is taken over', async () => {
    const dir = copySite();
    writeFileSync(path.join(dir, '.lpgen-lock'), '2147483646 lpgen city add\n');
    const r = await runCli(['city', 'add', 'Ave Maria', '--county', 'Collier', '--content', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr.replaceAll(dir, 'content').split('\n')[0]).toBe(
      'warning took over content/.lpgen-lock from process 2147483646 (lpgen city add), which is no longer running',
    );
    expect(citySlugs(dir)).toContain('ave-maria');
  });

  it('an empty lock left by a run killed as it made it is taken over; a fresh empty one is waited for', async () => {
    const dir = copySite();
    const lock = path.join(dir, '.lpgen-lock');
    // Fresh: its maker may be about to write its process id, so it is waited for (0 ms here) and named as unknown.
    writeFileSync(lock, '');
    const wait = process.env.LPGEN_LOCK_WAIT_MS;
    process.env.LPGEN_LOCK_WAIT_MS = '0';
    const waited = await runCli(['city', 'add', 'Ave Maria', '--county', 'Collier', '--content', dir]).finally(() => {
      if (wait === undefined) delete process.env.LPGEN_LOCK_WAIT_MS;
      else process.env.LPGEN_LOCK_WAIT_MS = wait;
    });
    expect(waited.code).toBe(1);
    expect(waited.stderr).toContain('the content is being changed by process ? (lpgen)');
    // Seconds old: nobody is going to write it; taken over with a line saying so.
    utimesSync(lock, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const r = await runCli(['city', 'add', 'Ave Maria', '--county', 'Collier', '--content', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr.replaceAll(dir, 'content').split('\n')[0]).toBe(
      'warning took over content/.lpgen-lock from an lpgen killed before it wrote its process id',
    );
    expect(citySlugs(dir)).toContain('ave-maria');
    expect(existsSync(lock)).toBe(false);
    // The lock is made whole: no temp of it is left beside it.
    expect(readdirSync(dir).filter((f) => f.includes('.lpgen-lock.'))).toEqual([]);
  });

  it('three city add at once keep all three entries', async () => {
    const dir = copySite();
    const script = `import(${JSON.stringify(path.join(repoRoot, 'src/cli.ts'))}).then(async (c) => { process.exitCode = await c.main(process.argv.slice(1)); })`;
    const run = (name: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script, 'city', 'add', name, '--county', 'Collier', '--content', dir], { cwd: repoRoot });
    await Promise.all(['Ave Maria', 'Golden Gate', 'Immokalee'].map(run));
    expect(citySlugs(dir)).toEqual(expect.arrayContaining(['ave-maria', 'golden-gate', 'immokalee', 'miami', 'tampa', 'st-petersburg']));
    expect(citySlugs(dir)).toHaveLength(6);
  }, 180_000);
});
