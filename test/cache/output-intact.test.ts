// The output check of a rebuild in place (src/cache/output-intact.ts): it says
// the output is as the manifest's binary rows record it only while every file
// is, and not for a file changed, removed or reached through a link.
import { mkdirSync, rmSync, statSync, symlinkSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Row } from '../../src/cache/build-cache.js';
import { encodeFile, MANIFEST_FORMAT, storedManifest, type ManifestFile } from '../../src/cache/manifest-file.js';
import { outputIntact } from '../../src/cache/output-intact.js';
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

/** The check, on the manifest as it is on disk (false when it is not this version's). */
const intact = (file: string, out: string, version = '1') => {
  const manifest = storedManifest(file, { version, outDir: out });
  return typeof manifest === 'object' && outputIntact(out, (manifest as ManifestFile).files);
};

describe('the output check of a rebuild in place', () => {
  it('vouches for an output as recorded, and for nothing once a file is edited', () => {
    const { out, file } = site(200);
    expect(intact(file, out)).toBe(true);
    // Another version's manifest vouches for nothing.
    expect(intact(file, out, '2')).toBe(false);
    writeFileSync(path.join(out, 'page-123/index.html'), '<p>edited</p>');
    expect(intact(file, out)).toBe(false);
  });

  it('is false for a page reached through a link, and for one removed', () => {
    const { out, file } = site(100);
    const folder = path.join(out, 'page-7');
    renameSync(folder, `${folder}-real`);
    symlinkSync(`${folder}-real`, folder);
    expect(intact(file, out)).toBe(false);
    rmSync(folder);
    renameSync(`${folder}-real`, folder);
    expect(intact(file, out)).toBe(true);
    rmSync(path.join(out, 'page-99/index.html'));
    expect(intact(file, out)).toBe(false);
  });
});
