// The build cache's manifest on disk (src/cache/build-cache.ts): rows, and the
// standby as its differences from the output. Whatever the two hold, what is
// read back is what was written: a standby read wrong would be checked against
// files it does not have, and never recycled.
import { describe, expect, it } from 'vitest';
import { decodeManifest, encodeManifest, type Entry, type Manifest } from '../../src/cache/build-cache.js';

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
});
