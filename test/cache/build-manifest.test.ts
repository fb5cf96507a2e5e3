// The build cache's manifest on disk (src/cache/build-cache.ts): rows, and the
// standby as its differences from the output. Whatever the two hold, what is
// read back is what was written: a standby read wrong would be checked against
// files it does not have, and never recycled.
import { describe, expect, it } from 'vitest';
import { decodeManifest, encodeManifest, type Entry, type Manifest } from '../../src/cache/build-cache.js';
import { decodeFile, encodeFile, readFile, type ManifestFile } from '../../src/cache/manifest-file.js';
import { cacheHash } from '../../src/cache/store.js';

const entry = (key: string, ino: number, ctimeMs = 1000.5): Entry => ({ key, bytes: 100 + ino, mtimeMs: 999.25, ino, ctimeMs });

describe('the build manifest on disk', () => {
  it('reads back the output and the standby it wrote: shared, changed, added and removed files', () => {
    const manifest: Manifest = {
      format: 'lpgen-build-cache/5',
      version: '1.0.0',
      outDir: '/site/dist',
      plan: { key: 'plan', counts: { landingPages: 2, legalPages: 0, hubPages: 0, htmlFiles: 4, socialImages: 0 } },
      entries: {
        'index.html': entry('home', 1),
        'a/index.html': entry('a2', 2),
        'b/index.html': entry('b', 3, 2000.75),
        'new/index.html': entry('new', 4),
      },
      standby: {
        'index.html': entry('home', 1),
        'a/index.html': entry('a1', 12),
        'b/index.html': entry('b', 3, 1000.5),
        'gone/index.html': entry('gone', 5),
      },
    };
    const stored = encodeManifest(manifest);
    // The shared file is written once.
    expect(stored.standby?.map((row) => row[0]).sort()).toEqual(['a/index.html', 'b/index.html', 'gone/index.html', 'new/index.html']);
    expect(decodeManifest(JSON.parse(JSON.stringify(stored)))).toEqual(manifest);
  });

  it('reads a manifest without a standby as one, and refuses rows that are not rows', () => {
    const manifest: Manifest = { format: 'lpgen-build-cache/5', version: '1.0.0', outDir: '/d', entries: { 'index.html': entry('home', 1) } };
    expect(decodeManifest(encodeManifest(manifest))).toEqual(manifest);
    expect(decodeManifest({ ...encodeManifest(manifest), files: [42 as never] })).toBe('has a malformed row');
    expect(decodeManifest({ ...encodeManifest(manifest), files: undefined as never })).toBe('has no entries');
  });

  it('round-trips through its binary file, changes an output row in place and rows added to the standby', () => {
    const key = (k: string) => cacheHash(k);
    const manifest: Manifest = {
      format: 'lpgen-build-cache/6',
      version: '1.0.0',
      outDir: '/site/dist',
      plan: { key: 'plan', counts: { landingPages: 1, legalPages: 0, hubPages: 0, htmlFiles: 2, socialImages: 0 } },
      entries: { 'index.html': entry(key('home'), 1), 'ü/index.html': entry(key('u'), 2 ** 40) },
      standby: { 'index.html': entry(key('home0'), 11), 'gone/index.html': entry(key('gone'), 5) },
    };
    const { files, standby, ...header } = encodeManifest(manifest);
    const file = readFile(encodeFile(header, files, standby)) as ManifestFile;
    expect(decodeManifest({ ...file.header, ...(decodeFile(file) as object) } as never)).toEqual(manifest);
    expect(file.files.names()).toEqual(['index.html', 'ü/index.html']);
    expect(file.files.find('ü/index.html')).toBe(1);
    expect(file.files.sameFile(1, { size: 100 + 2 ** 40, mtimeMs: 999.25, ino: 2 ** 40, ctimeMs: 1000.5 })).toBe(true);
    expect(file.files.sameFile(1, { size: 100 + 2 ** 40, mtimeMs: 999.25, ino: 2 ** 40, ctimeMs: 1000 })).toBe(false);

    // A rebuild in place: an output row replaced, a standby row changed, one added.
    file.files.set(1, ['ü/index.html', key('u2'), 7, 8, 9, 3000.25]);
    const home = file.standby!.find('index.html')!;
    file.standby!.set(home, ['index.html', key('home0'), 1, 2, 3, 4]);
    file.standby!.add(['ü/index.html', key('u'), 5, 6, 7, 8]);
    const again = readFile(file.bytes()) as ManifestFile;
    expect(again.files.row(0)).toEqual(['index.html', key('home'), 101, 999.25, 1, 1000.5]);
    expect(again.files.row(1)).toEqual(['ü/index.html', key('u2'), 7, 8, 9, 3000.25]);
    expect(decodeFile(again)).toEqual({
      files: [again.files.row(0), again.files.row(1)],
      // The file the standby lacked keeps its row; the added one comes last.
      standby: [
        ['index.html', key('home0'), 1, 2, 3, 4],
        ['gone/index.html', key('gone'), 105, 999.25, 5, 1000.5],
        ['ü/index.html'],
        ['ü/index.html', key('u'), 5, 6, 7, 8],
      ],
    });
  });

  it('reads nothing that is not a manifest file, and writes no key that is not a cache hash', () => {
    const header = { format: 'lpgen-build-cache/6', version: '1', outDir: '/d' };
    const bytes = encodeFile(header, [['a.html', cacheHash('a'), 1, 2, 3, 4]]);
    expect(readFile(bytes.subarray(0, bytes.length - 1))).toMatch(/malformed/);
    expect(readFile(Buffer.concat([bytes, Buffer.from('x')]))).toMatch(/malformed/);
    expect(readFile(Buffer.from('{"format": "lpgen-build-c'))).toMatch(/malformed/);
    expect(() => encodeFile(header, [['a.html', 'short', 1, 2, 3, 4]])).toThrow(/not a cache hash/);
  });
});
