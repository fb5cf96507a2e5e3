// An edit to dist/ never survives a build, even one that keeps the file's size
// and mtime (`touch -r`): the incremental build reuses an output file only while
// its inode and ctime are those the build cache recorded, and the output is
// always what a cold build writes. Only the file that moved is made again.
import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { standbyDir } from '../../src/output/write.js';
import { editFile, snapshotDir, tempDir } from '../helpers.js';
import { site, STANDBY } from '../support/cached-site.js';

/**
 * Changes one byte of the file's title in place, then puts its timestamps back. `touch -r`, not utimesSync:
 * libuv sets times to the whole microsecond, and the build wrote the file at some nanosecond.
 */
function editKeepingSizeAndMtime(file: string): void {
  const before = statSync(file, { bigint: true });
  const times = path.join(tempDir(), 'times');
  writeFileSync(times, '');
  execFileSync('touch', ['-r', file, times]);
  const bytes = readFileSync(file);
  const at = bytes.indexOf('<title>') + '<title>'.length;
  bytes[at] = bytes[at] === 0x58 ? 0x59 : 0x58; // X or Y: one ASCII byte for another
  writeFileSync(file, bytes);
  execFileSync('touch', ['-r', times, file]);
  const after = statSync(file, { bigint: true });
  // What the attack keeps: only the ctime (which no user can set) tells the edit.
  expect([after.size, after.mtimeNs, after.ino]).toEqual([before.size, before.mtimeNs, before.ino]);
  expect(after.ctimeNs).not.toBe(before.ctimeNs);
}

/** A change to a page's content: its page is rendered anew by the next build. */
const editPage = (s: ReturnType<typeof site>, slug: string) =>
  editFile(s.content, `pages/${slug}.yaml`, (t) => t.replace(/\nctaText: .*|$/, '\nctaText: Edited Trial'));
const PAGE = 'dentist-crm-tampa/index.html';

describe('an edit to dist/ with the size and mtime kept', () => {
  const situations: [string, (s: ReturnType<typeof site>) => Promise<void>][] = [
    ['right after a first build', async () => {}],
    [
      'in a page the last build wrote anew (its own file)',
      async (s) => {
        editPage(s, 'dentist-crm-tampa');
        await s.run();
      },
    ],
    [
      'in a page the output shares with the standby (a hard link)',
      async (s) => {
        editPage(s, 'dentist-crm-miami');
        await s.run(); // every other page is linked from the output the standby now is
        const [live, standby] = [s.out, standbyDir(s.out)].map((dir) => statSync(path.join(dir, PAGE)).ino);
        expect(live).toBe(standby);
      },
    ],
  ];
  for (const [name, before] of situations) {
    it(`is written over by the next build, ${name}, which still reuses every other page`, async () => {
      const s = site(undefined, STANDBY);
      await s.run();
      await before(s);
      editKeepingSizeAndMtime(path.join(s.out, PAGE));
      const { result, warnings } = await s.run();
      expect(warnings).toBe('');
      expect(result.rendered).toBe(1);
      expect(snapshotDir(s.out)).toEqual(await s.cold());
      // The cache it wrote holds: nothing changed, nothing renders.
      expect((await s.run()).result.rendered).toBe(0);
    }, 60_000);
  }
});

// A hard link moves a file's ctime too: the build's own links and removals are no edit, and another's costs
// that file only.
describe('hard links', () => {
  it("made to a built file by anyone (lpgen merge, a build killed after linking) cost that file's render, no more", async () => {
    const s = site();
    await s.run();
    const elsewhere = path.join(tempDir(), 'linked.html');
    linkSync(path.join(s.out, PAGE), elsewhere);
    unlinkSync(elsewhere);
    const { result, warnings } = await s.run();
    expect([result.rendered, warnings]).toEqual([1, '']);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 60_000);

  it('the build removes with the output it replaces (a foreign folder holds the standby path) are no edit', async () => {
    const s = site();
    mkdirSync(standbyDir(s.out));
    await s.run();
    for (let n = 0; n < 2; n++) {
      const { result, warnings } = await s.run();
      expect(warnings).not.toContain('build cache');
      expect(result.rendered).toBe(0);
    }
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 60_000);

  it('the build removes with a standby it discards are no edit, and the next build recycles its own again', async () => {
    const s = site(undefined, STANDBY);
    await s.run();
    editPage(s, 'dentist-crm-tampa');
    await s.run();
    // The standby's own copy of the page (the output before the edit), shared with nothing.
    writeFileSync(path.join(standbyDir(s.out), PAGE), 'changed');
    expect((await s.run()).result.rendered).toBe(0);
    const standby = statSync(standbyDir(s.out)).ino;
    const { result, warnings } = await s.run();
    expect([result.rendered, warnings]).toEqual([0, '']);
    expect(statSync(s.out).ino).toBe(standby);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 60_000);
});
