// Rebuilds in place (src/build/in-place.ts): an edit that keeps every changed
// page's summary, under the last build's plan key, writes only the changed
// pages' files over the live output, with no standby, no swap and no plan of
// the other pages. Whatever it cannot vouch for goes the quick or full path.
// Either way the output is a cold build's, byte for byte.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linksRecorder } from '../../src/cache/landing-links.js';
import { loadContent } from '../../src/content/load.js';
import type { LandingRoute } from '../../src/model.js';
import { standbyDir } from '../../src/output/write.js';
import { planRoutes } from '../../src/plan/index.js';
import type { PlannedLandingView } from '../../src/plan/planned.js';
import { routeOf } from '../../src/plan/planned.js';
import { nullLogger } from '../../src/log.js';
import { copySite, copyTemplates, editFile, repoRoot, snapshotDir, tempDir, untilSettled, writeFile } from '../helpers.js';
import { site } from '../support/cached-site.js';

const MIAMI = 'pages/dentist-crm-miami.yaml';
const TAMPA = 'pages/dentist-crm-tampa.yaml';
const setField = (field: string, value: string) => (t: string) => t.replace(new RegExp(`\\n${field}: .*|$`), `\n${field}: ${value}`);
const inode = (out: string, rel: string) => statSync(path.join(out, rel)).ino;

/**
 * A site whose public/ files have settled: the first build keys them by their stat (src/cache/store.ts settled),
 * so the rebuild after it may be made in place (a file copied a moment before is copied again by the quick path).
 */
async function settledSite() {
  const s = site();
  const files = readdirSync(path.join(s.content, 'public'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
  await untilSettled(...files);
  return s;
}

describe('rebuilds in place', () => {
  it('write only the changed pages over the live output, and the output is a cold build', async () => {
    const s = await settledSite();
    await s.run();
    const others = ['dentist-crm-tampa/index.html', 'index.html', 'sitemap.xml'].filter((f) => existsSync(path.join(s.out, f)));
    const before = new Map(others.map((f) => [f, inode(s.out, f)]));
    const out = inode(s.out, '.');

    editFile(s.content, MIAMI, setField('heroSubheadline', 'A sentence of its own for Miami dentists.'));
    const { result } = await s.run({}, { inPlace: true });
    expect(result).toMatchObject({ planned: 1, rendered: 1 });
    expect(snapshotDir(s.out)).toEqual(await s.cold());
    // The same folder, no standby made, every other file the very file it was.
    expect(inode(s.out, '.')).toBe(out);
    expect(existsSync(standbyDir(s.out))).toBe(false);
    for (const [f, ino] of before) expect(inode(s.out, f), f).toBe(ino);
    // Nothing beside the output but the output and the cache's folder.
    expect(readdirSync(path.dirname(s.out)).filter((f) => f.startsWith('.lpgen-tmp-'))).toEqual([]);

    // Two pages, a title among the edits: both written, in place.
    editFile(s.content, MIAMI, setField('title', 'Miami Dental CRM, changed'));
    editFile(s.content, TAMPA, setField('ctaText', 'Try It Free'));
    const two = await s.run();
    expect(two.result).toMatchObject({ planned: 2, rendered: 2 });
    expect(snapshotDir(s.out)).toEqual(await s.cold());
    expect(inode(s.out, '.')).toBe(out);

    // Nothing changed: nothing planned, nothing written; the keys it recorded are a full build's.
    expect((await s.run()).result).toMatchObject({ planned: 0, rendered: 0 });
    expect((await s.run({}, { inPlace: false })).result.rendered).toBe(0);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 120_000);

  it('leave the standby as it is, and the next full build recycles it without a warning', async () => {
    const s = await settledSite();
    await s.run();
    // Not a page edit (a public file, which no page shows): a full build, which keeps the output it replaces as the
    // standby and links the unchanged pages from it.
    writeFile(s.content, 'public/notes.txt', 'notes\n');
    await new Promise((resolve) => setTimeout(resolve, 100)); // settled: keyed by its stat, so kept in place after
    await s.run();
    const standby = snapshotDir(standbyDir(s.out));
    // A page that build did not change is one file (a hard link) in the output and the standby: written in place,
    // its standby copy keeps its bytes, and the manifest its new ctime (one name fewer).
    const shared = readdirSync(s.out).find(
      (f) => existsSync(path.join(s.content, 'pages', `${f}.yaml`)) && inode(s.out, `${f}/index.html`) === inode(standbyDir(s.out), `${f}/index.html`),
    )!;
    expect(shared).toBeDefined();
    editFile(s.content, `pages/${shared}.yaml`, setField('ctaText', 'In place beside a standby'));
    const out = inode(s.out, '.');
    await s.run();
    expect(inode(s.out, '.')).toBe(out);
    expect(snapshotDir(standbyDir(s.out))).toEqual(standby);
    writeFile(s.content, 'public/more-notes.txt', 'more notes\n');
    const { result, warnings } = await s.run();
    expect(warnings).toBe('');
    // Recycled, every stat as recorded: nothing rendered. The page written in place is linked from the output (the
    // row the rebuild in place recorded), every other page kept from the standby.
    expect(result.rendered).toBe(0);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 120_000);

  it('leave to the quick or full path what they cannot vouch for, and the output is still a cold build', async () => {
    const s = await settledSite();
    const notes = path.join(s.content, 'public', 'notes.txt');
    writeFile(s.content, 'public/notes.txt', 'first notes\n');
    // Older than the builds: a public file is keyed by its stat once it has settled (cache/store.ts settled).
    utimesSync(notes, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await s.run();
    const out = () => inode(s.out, '.');
    const edit = (n: number) => editFile(s.content, MIAMI, setField('ctaText', `Edit ${n}`));
    const steps: [string, () => void][] = [
      // An output file edited with its size and mtime kept: the full path mends it.
      [
        'an output file edited since',
        () => {
          const file = path.join(s.out, 'dentist-crm-tampa', 'index.html');
          const { atime, mtime, size } = statSync(file);
          writeFileSync(file, 'x'.repeat(size));
          utimesSync(file, atime, mtime);
        },
      ],
      // A public file's bytes changed (its name, in the plan key, did not): the quick path copies it again.
      ['a public file changed', () => writeFileSync(notes, 'other notes\n')],
      // The kept links gone: the quick path plans the changed page from every page's summary.
      [
        'the kept links gone',
        () =>
          rmSync(
            path.join(
              s.cacheDir,
              readdirSync(s.cacheDir).find((f) => f.startsWith('links-'))!,
            ),
            { recursive: true },
          ),
      ],
    ];
    let n = 0;
    for (const [what, spoil] of steps) {
      // A rebuild in place first, so that each step starts from one.
      const swapped = out();
      edit(n++);
      await s.run();
      if (n > 1) expect(out(), `${what}: in place before`).toBe(swapped);
      spoil();
      // Settled before the build (a public file copied while it may still change is not keyed, and not kept).
      await new Promise((resolve) => setTimeout(resolve, 100));
      edit(n++);
      const before = out();
      const { result } = await s.run();
      expect(snapshotDir(s.out), what).toEqual(await s.cold());
      // Not in place: the output was swapped for a new folder.
      expect(out(), what).not.toBe(before);
      expect(result.planned, what).toBeGreaterThan(0);
    }
  }, 120_000);

  it('keep no social card stale: a site that draws them takes the quick path', async () => {
    const s = await settledSite();
    editFile(s.content, 'site.yaml', (t) => `${t}\nsiteUrl: https://example-crm.com\nsocialImages: true\n`);
    await s.run();
    const before = inode(s.out, '.');
    editFile(s.content, MIAMI, setField('heroHeadline', 'A new headline for the card'));
    await s.run();
    expect(inode(s.out, '.')).not.toBe(before);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 120_000);

  it('render every changed page before writing one: a template that throws leaves the output as it was', async () => {
    const templates = copyTemplates();
    editFile(templates, 'sections/Hero.tsx', (text) =>
      text.replace(/(export function Hero\([^)]*\) \{\n)/, "$1  if (page.heroHeadline === 'BOOM') throw new TypeError('the hero broke');\n"),
    );
    const s = await settledSite();
    await s.run({ templates });
    const before = snapshotDir(s.out);
    const out = inode(s.out, '.');
    // Miami (first in route order) fills its kept shell; Tampa takes a shape no build has seen, which React renders.
    editFile(s.content, MIAMI, setField('ctaText', 'Written first, were it written'));
    editFile(
      s.content,
      TAMPA,
      (t) => `${setField('heroHeadline', 'BOOM')(t)}\npainPoints:\n${'  - { title: Missed recalls, description: Patients forget. }\n'.repeat(7)}`,
    );
    await expect(s.run({ templates })).rejects.toThrow(/a template failed on the page \/dentist-crm-tampa \(landing\) in Hero: the hero broke/);
    expect(inode(s.out, '.')).toBe(out);
    expect(snapshotDir(s.out)).toEqual(before);
    // Mended, the next build writes both.
    editFile(s.content, TAMPA, setField('heroHeadline', 'Not a bomb'));
    await s.run({ templates });
    expect(snapshotDir(s.out)).toEqual(await s.cold({ templates }));
  }, 120_000);

  it('remove a temp folder a killed rebuild in place left beside the output', async () => {
    const s = await settledSite();
    await s.run();
    // A process that no longer runs (pid 2^22 + 1 is above Linux's pid_max default) left its temp folder.
    const stale = path.join(path.dirname(s.out), `.lpgen-tmp-dist-4194305-${'a'.repeat(12)}`);
    mkdirSync(stale);
    writeFileSync(path.join(stale, '.lpgen-output'), 'This folder was written by lpgen: the next build replaces it entirely.\n');
    writeFileSync(path.join(stale, '0'), '<!doctype html>half a page');
    editFile(s.content, MIAMI, setField('ctaText', 'After a kill'));
    const { result } = await s.run();
    expect(result.planned).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 60_000);
});

describe('the kept landing links', () => {
  it('serialize a route as JSON.stringify does, so the key a full build records is the one a rebuild in place computes', () => {
    for (const dir of [path.join(repoRoot, 'content'), copySite()]) {
      const content = loadContent(dir);
      const plan = planRoutes(content, { assets: { css: '/a.css', adminJs: '/a.js' } });
      const recorder = linksRecorder(tempDir(), tempDir(), nullLogger);
      let landings = 0;
      for (const planned of plan.routes) {
        if (planned.kind !== 'landing') continue;
        const route = routeOf(planned) as LandingRoute<PlannedLandingView>;
        const { site: _site, page: _page, ...links } = route.props;
        expect(recorder.record(route)).toBe(JSON.stringify(links));
        landings++;
      }
      expect(landings).toBeGreaterThan(0);
    }
  });
});

describe("the content cache's page table", () => {
  const contentCache = (s: ReturnType<typeof site>) =>
    path.join(
      s.cacheDir,
      readdirSync(s.cacheDir).find((f) => f.startsWith('content-'))!,
    );
  const TABLE = 'pages.bin';
  const mtimes = (dir: string) => new Map(readdirSync(dir).map((f) => [f, statSync(path.join(dir, f)).mtimeMs]));

  it('is all of the content cache a quick rebuild writes, and one left from before a full build is not trusted', async () => {
    const s = await settledSite();
    await s.run();
    const dir = contentCache(s);
    const before = mtimes(dir);
    for (const [file, text] of [
      [TAMPA, 'Two'],
      [MIAMI, 'Three'],
    ]) {
      editFile(s.content, file, setField('ctaText', text));
      const { result } = await s.run();
      expect(result.planned).toBe(1);
      expect(snapshotDir(s.out)).toEqual(await s.cold());
    }
    const after = mtimes(dir);
    expect(after.get(TABLE)).not.toBe(before.get(TABLE));
    after.delete(TABLE);
    before.delete(TABLE);
    // The entry shards, the summary shards and the site files as they were.
    expect(after).toEqual(before);
    // Nothing changed: the table's hashes are the pages' own (no page reloaded).
    expect((await s.run()).result).toMatchObject({ planned: 0, rendered: 0 });

    // A full build writes the summaries anew (a draft now). The table from before it, put back with the page's
    // text of then, would pass the page off as unchanged and have its summary read from shards of another build:
    // it names the summary shards as they were, and is not trusted.
    const table = readFileSync(path.join(dir, TABLE));
    const miami = readFileSync(path.join(s.content, MIAMI), 'utf8');
    editFile(s.content, MIAMI, setField('status', 'draft'));
    await s.run();
    writeFileSync(path.join(dir, TABLE), table);
    writeFileSync(path.join(s.content, MIAMI), miami);
    await s.run();
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 120_000);
});
