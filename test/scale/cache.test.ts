// Incremental builds: unchanged pages are reused, the output is always what a
// cold build writes, and a cache that cannot be trusted is discarded loudly.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError } from '../../src/errors.js';
import type { Row } from '../../src/cache/build-cache.js';
import { decodeFile, encodeFile, readFile, type ManifestFile } from '../../src/cache/manifest-file.js';
import { standbyDir } from '../../src/output/write.js';
import { copyTemplates, editFile, repoRoot, snapshotDir, tempDir, untilSettled } from '../helpers.js';
import { pageTable, site, STANDBY } from '../support/cached-site.js';

describe('incremental builds', () => {
  it('re-render only the edited page, and the output equals a cold build byte for byte', async () => {
    const s = site();
    const first = await s.run();
    expect(first.result.rendered).toBe(first.result.htmlFiles);
    editFile(s.content, 'pages/dentist-crm-tampa.yaml', (t) => t.replace('ctaText: Start Free Trial', 'ctaText: Try It Free'));
    const second = await s.run();
    expect(second.warnings).not.toContain('build cache');
    expect(second.result.rendered).toBe(1);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
    // Nothing changed: nothing is rendered, and the output is still complete.
    const third = await s.run();
    expect(third.result.rendered).toBe(0);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 60_000);

  it('recycle the replaced output, never writing into a file it shares with the live one, and prune what is gone', async () => {
    const s = site(undefined, STANDBY);
    const workers = { render: { workers: 2, minPagesForWorkers: 0, batchSize: 2 } };
    await s.run(workers);
    // Alternate pages: a file unchanged in one build is shared (hard link) by the output and the standby when the next changes it.
    const edit = (n: number) =>
      editFile(s.content, `pages/dentist-crm-${n % 2 ? 'tampa' : 'miami'}.yaml`, (t) => t.replace(/\nctaText: .*|$/, `\nctaText: Edit ${n}`));
    for (let n = 1; n <= 4; n++) {
      edit(n);
      const before = snapshotDir(s.out);
      const standby = existsSync(standbyDir(s.out)) ? statSync(standbyDir(s.out)).ino : undefined;
      const untouched = () => statSync(path.join(s.out, 'plumber-crm-st-petersburg', 'index.html')).ctimeMs;
      const ctime = untouched();
      const { result } = await s.run(n % 2 ? workers : {});
      expect(result.rendered).toBe(1);
      if (standby !== undefined) {
        // The standby was recycled (renamed into place), and a page unchanged since it was built kept there, not
        // linked again (a link moves its ctime): the stats the manifest recorded for the standby were still true.
        expect(statSync(s.out).ino).toBe(standby);
        expect(untouched()).toBe(ctime);
      }
      expect(snapshotDir(s.out)).toEqual(await s.cold());
      // The output this build replaced is the standby now, exactly as it was.
      expect(snapshotDir(standbyDir(s.out))).toEqual(before);
    }
    unlinkSync(path.join(s.content, 'pages', 'plumber-crm-st-petersburg.yaml'));
    await s.run();
    expect(snapshotDir(s.out)).toEqual(await s.cold());
    expect(readdirSync(s.out)).not.toContain('plumber-crm-st-petersburg');
  }, 60_000);

  it('re-render every page when site.yaml changes', async () => {
    const s = site();
    await s.run();
    editFile(s.content, 'site.yaml', (t) => t.replace('brand: TestCRM', 'brand: OtherCRM'));
    const { result } = await s.run();
    expect(result.rendered).toBe(result.htmlFiles);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 60_000);

  it("re-render a niche preset's pages (and the pages listing them) when the preset changes", async () => {
    const s = site();
    const { result: first } = await s.run();
    editFile(s.content, 'niches/plumber.yaml', (t) => t.replace('Never Miss an Emergency Call in {city}', 'Answer Every Call in {city}'));
    const { result } = await s.run();
    expect(result.rendered).toBeGreaterThanOrEqual(1);
    expect(result.rendered).toBeLessThan(first.htmlFiles);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 60_000);

  it("re-render every page when lpgen's version changes, with a warning", async () => {
    const s = site();
    await s.run({ version: '0.0.1' });
    const { result, warnings } = await s.run({ version: '0.0.2' });
    expect(warnings).toMatch(/build cache .* was written by lpgen 0\.0\.1, this is 0\.0\.2; ignoring it/);
    expect(result.rendered).toBe(result.htmlFiles);
  }, 60_000);

  it('re-render every page with force, and write a cache the next build uses', async () => {
    const s = site();
    await s.run();
    expect((await s.run({ force: true })).result.rendered).toBeGreaterThan(0);
    expect((await s.run()).result.rendered).toBe(0);
  }, 60_000);

  it('remove a standby it cannot vouch for (here: --force) while rendering, leaving nothing beside the output', async () => {
    const s = site(undefined, STANDBY);
    await s.run();
    editFile(s.content, 'pages/dentist-crm-tampa.yaml', (t) => t.replace('ctaText: Start Free Trial', 'ctaText: Try It Free'));
    await s.run();
    expect(existsSync(standbyDir(s.out))).toBe(true);
    await s.run({ force: true });
    expect(readdirSync(path.dirname(s.out)).filter((f) => f.startsWith('.lpgen-'))).toEqual([]);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 60_000);

  it('never serve a cached page whose file became invalid UTF-8 (its bytes are hashed, not decoded)', async () => {
    const s = site();
    await s.run();
    const file = path.join(s.content, 'pages/dentist-crm-tampa.yaml');
    writeFileSync(file, Buffer.concat([readFileSync(file), Buffer.from([0xff, 0x0a])]));
    const error = await s.run().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).issues.map((i) => `${i.line}:${i.col} ${i.message}`)).toContainEqual(expect.stringMatching(/invalid UTF-8 \(byte 0xff\)/));
  }, 60_000);

  it('find the content cache from another working folder (entries hold absolute paths, no display path)', async () => {
    const s = site();
    const first = await s.run();
    const shards = path.join(
      s.cacheDir,
      readdirSync(s.cacheDir).find((f) => f.startsWith('content-'))!,
    );
    // The page shards, not stat.json: that index of the files' stats is refreshed as files settle.
    const shardFiles = () => readdirSync(shards).filter((f) => /^\d+\.json$/.test(f));
    const before = new Map(shardFiles().map((f) => [f, statSync(path.join(shards, f)).mtimeMs]));
    const entries = shardFiles().flatMap((f) => Object.entries(JSON.parse(readFileSync(path.join(shards, f), 'utf8')).entries));
    expect(entries.length).toBe(first.result.landingPages);
    for (const [abs, entry] of entries as [string, { outcome: { page: { source: string } } }][]) {
      expect(path.isAbsolute(abs)).toBe(true);
      expect(entry.outcome.page.source).toBe('');
    }
    const cwd = process.cwd();
    process.chdir(tempDir());
    try {
      await s.run();
    } finally {
      process.chdir(cwd);
    }
    // Every page came from the cache: no shard was rewritten.
    expect(new Map(shardFiles().map((f) => [f, statSync(path.join(shards, f)).mtimeMs]))).toEqual(before);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 60_000);

  it('tell an unchanged page file by its stat, and re-read one rewritten in place with its size and mtime kept', async () => {
    const s = site();
    const file = path.join(s.content, 'pages/dentist-crm-tampa.yaml');
    // A whole second: utimes sets it back exactly (a sub-millisecond mtime would not survive the round trip).
    const mtime = Math.floor(Date.now() / 1000) - 3600;
    utimesSync(file, mtime, mtime);
    // Files changed just before a build are not vouched for by their stat (see settled in content-cache.ts).
    await untilSettled(file);
    await s.run();
    const shards = path.join(
      s.cacheDir,
      readdirSync(s.cacheDir).find((f) => f.startsWith('content-'))!,
    );
    const table = pageTable(path.join(shards, 'pages.bin'));
    const entries = readdirSync(shards)
      .filter((f) => /^\d+\.json$/.test(f))
      .flatMap((f) => Object.entries(JSON.parse(readFileSync(path.join(shards, f), 'utf8')).entries));
    expect(entries.length).toBe(table.count);
    const names = table.names();
    for (const [abs, entry] of entries as [string, { text: string }][]) {
      const row = names.indexOf(path.relative(s.content, abs));
      expect(table.sameStat(row, statSync(abs))).toBe(true);
      expect(table.hash(row)).toBe(entry.text);
    }
    // Same size, same mtime, other bytes: only the ctime tells.
    const before = statSync(file);
    editFile(s.content, 'pages/dentist-crm-tampa.yaml', (t) => t.replace('ctaText: Start Free Trial', 'ctaText: Start Easy Trial'));
    utimesSync(file, mtime, mtime);
    const after = statSync(file);
    expect([after.size, after.mtimeMs, after.ino]).toEqual([before.size, before.mtimeMs, before.ino]);
    const { result } = await s.run();
    expect(result.rendered).toBe(1);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 60_000);

  describe('when the templates change', () => {
    const tmp = mkdtempSync(path.join(repoRoot, 'test', '.tmp-'));
    afterAll(() => rmSync(tmp, { recursive: true, force: true }));
    it('re-render every page', async () => {
      const templates = copyTemplates(tmp);
      const s = site();
      await s.run({ templates });
      editFile(templates, 'NotFoundPage.tsx', (t) => t.replace('Go Home', 'Back Home'));
      const { result } = await s.run({ templates });
      expect(result.rendered).toBe(result.htmlFiles);
      expect(snapshotDir(s.out)).toEqual(await s.cold({ templates }));
    }, 60_000);
  });
});

describe('a cache that cannot be trusted', () => {
  const cases: [string, (s: ReturnType<typeof site>) => void, RegExp][] = [
    ['is not a manifest', (s) => writeFileSync(s.manifest(), '{"format": "lpgen-build-c'), /is not an lpgen build cache \(malformed\)/],
    [
      'is foreign',
      (s) => writeFileSync(s.manifest(), encodeFile({ format: 'something-else', version: '0', outDir: s.out }, [])),
      /is not an lpgen build cache \(format "something-else"\)/,
    ],
    [
      'has a malformed entry',
      (s) => {
        const m = readFile(readFileSync(s.manifest())) as ManifestFile;
        const { files, standby } = decodeFile(m) as { files: Row[]; standby?: Row[] };
        // A row with no entry: the output's rows always have one.
        const rows = files.map((row): Row => (row[0] === 'index.html' ? ['index.html'] : row));
        writeFileSync(s.manifest(), encodeFile(m.header, rows, standby));
      },
      /malformed entry for index\.html/,
    ],
    [
      'lists a file missing from the output',
      (s) => unlinkSync(path.join(s.out, 'dentist-crm-miami', 'index.html')),
      /lists dentist-crm-miami\/index\.html, which is missing/,
    ],
    [
      'lists a file changed since',
      (s) => writeFileSync(path.join(s.out, 'dentist-crm-miami', 'index.html'), 'tampered'),
      /lists dentist-crm-miami\/index\.html, which was changed after the build/,
    ],
  ];
  for (const [name, spoil, warning] of cases) {
    it(`is discarded with a warning when it ${name}, and the site is still right`, async () => {
      const s = site();
      await s.run();
      spoil(s);
      const { result, warnings } = await s.run();
      expect(warnings).toMatch(warning);
      expect(result.rendered).toBe(result.htmlFiles);
      expect(snapshotDir(s.out)).toEqual(await s.cold());
    }, 60_000);
  }

  it('renders again, instead of linking, a file of the previous output changed since, when the standby is in use', async () => {
    const s = site(undefined, STANDBY);
    await s.run();
    editFile(s.content, 'pages/dentist-crm-tampa.yaml', (t) => t.replace('ctaText: Start Free Trial', 'ctaText: Try It Free'));
    await s.run();
    // Written anew by the last build, so not shared with the standby: only the output's copy changes.
    writeFileSync(path.join(s.out, 'dentist-crm-tampa', 'index.html'), 'tampered');
    const { result } = await s.run();
    expect(result.rendered).toBe(1);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 60_000);

  it('reloads pages with a warning when the content cache is unreadable, and the site is still right', async () => {
    const s = site();
    await s.run();
    const shards = readdirSync(s.cacheDir).find((f) => f.startsWith('content-'))!;
    for (const f of readdirSync(path.join(s.cacheDir, shards))) writeFileSync(path.join(s.cacheDir, shards, f), '{"format": 1');
    editFile(s.content, 'pages/dentist-crm-tampa.yaml', (t) => t.replace('ctaText: Start Free Trial', 'ctaText: Try It Free'));
    const { result, warnings } = await s.run();
    expect(warnings).toMatch(/content cache .* is unreadable or foreign; ignoring it/);
    expect(result.rendered).toBe(1);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 60_000);
});
