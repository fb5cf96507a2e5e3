// The output check of a rebuild in place (src/cache/output-intact.ts): in a
// thread of its own for a manifest of thousands of files, it says the output
// is as recorded only while every file is, and a file changed, removed or
// reached through a link is seen from there as it is from this thread.
import { mkdirSync, rmSync, statSync, symlinkSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Row } from '../../src/cache/build-cache.js';
import { encodeFile, MANIFEST_FORMAT } from '../../src/cache/manifest-file.js';
import { intactInThread, manifestIntact } from '../../src/cache/output-intact.js';
import { cacheHash } from '../../src/cache/store.js';
import { tempDir } from '../helpers.js';

const root = tempDir();
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** An output of `pages` page folders and the manifest that records it as it is. */
function site(pages: number) {
  const out = path.join(root, `out-${pages}`);
  const rows: Row[] = [];
  for (let i = 0; i < pages; i++) {
    const outFile = `page-${i}/index.html`;
    mkdirSync(path.join(out, `page-${i}`), { recursive: true });
    writeFileSync(path.join(out, outFile), `<p>${i}</p>`);
    const s = statSync(path.join(out, outFile));
    rows.push([outFile, cacheHash(outFile), s.size, s.mtimeMs, s.ino, s.ctimeMs]);
  }
  const file = path.join(root, `manifest-${pages}.bin`);
  writeFileSync(file, encodeFile({ format: MANIFEST_FORMAT, version: '1', outDir: out }, rows));
  return { out, file };
}

const inThread = async (file: string, out: string) => {
  const check = intactInThread(file, out, '1');
  expect(check).toBeDefined();
  try {
    return await check!.intact;
  } finally {
    check!.stop();
  }
};

describe('the output check of a rebuild in place', () => {
  it('runs in a thread for thousands of files, and sees there what this thread sees', async () => {
    const { out, file } = site(4000);
    expect(await inThread(file, out)).toBe(true);
    expect(manifestIntact(file, out, '1')).toBe(true);
    // Another version's manifest vouches for nothing.
    expect(manifestIntact(file, out, '2')).toBe(false);

    writeFileSync(path.join(out, 'page-1234/index.html'), '<p>edited</p>');
    expect(await inThread(file, out)).toBe(false);
    expect(manifestIntact(file, out, '1')).toBe(false);
  }, 60_000);

  it('is false for a page reached through a link, and for one removed', async () => {
    const { out, file } = site(4000);
    const folder = path.join(out, 'page-7');
    renameSync(folder, `${folder}-real`);
    symlinkSync(`${folder}-real`, folder);
    expect(await inThread(file, out)).toBe(false);
    rmSync(folder);
    renameSync(`${folder}-real`, folder);
    expect(await inThread(file, out)).toBe(true);
    rmSync(path.join(out, 'page-3999/index.html'));
    expect(await inThread(file, out)).toBe(false);
  }, 60_000);

  it('stays in this thread for a small site, and for no manifest at all', () => {
    const { out, file } = site(20);
    expect(intactInThread(file, out, '1')).toBeUndefined();
    expect(intactInThread(path.join(root, 'none.bin'), out, '1')).toBeUndefined();
    expect(manifestIntact(file, out, '1')).toBe(true);
  });
});
