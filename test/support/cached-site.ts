// A site built with the build cache, and a cold reference build of the same
// content: what the incremental-build tests compare byte for byte.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { build, type BuildOptions, type BuildRuntime } from '../../src/build.js';
import { createLogger } from '../../src/log.js';
import { readTable, type PageTable } from '../../src/cache/page-table.js';
import { copySite, snapshotDir, tempDir } from '../helpers.js';

export function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      text += chunk.toString();
      done();
    },
  });
  return { logger: createLogger({ quiet: true, stderr: stream, env: { NO_COLOR: '1' } }), text: () => text };
}

/** For a test of the standby's own paths: a copy edit is not rebuilt in place (src/build/in-place.ts), the standby is recycled. */
export const STANDBY: BuildRuntime = { inPlace: false };

/**
 * A site, its output folder and cache folder; build() with the cache, and a cold reference build. `runtime`: what
 * every run is given (a test of the standby's paths gives { inPlace: false }: a copy edit would not recycle it).
 */
export function site(from?: string, defaults: BuildRuntime = {}) {
  const content = copySite(from);
  const root = tempDir();
  const out = path.join(root, 'dist');
  const cacheDir = path.join(root, 'cache');
  const run = async (extra: Partial<BuildOptions> = {}, runtime?: BuildRuntime) => {
    const log = capture();
    const result = await build({ content, out, cacheDir, logger: log.logger, ...extra }, { ...defaults, ...runtime });
    return { result, warnings: log.text() };
  };
  const cold = async (extra: Partial<BuildOptions> = {}) => {
    const ref = path.join(tempDir(), 'dist');
    await build({ content, out: ref, logger: createLogger({ quiet: true, stderr: new Writable({ write: (_c, _e, d) => d() }) }), ...extra });
    return snapshotDir(ref);
  };
  const manifest = () =>
    path.join(
      cacheDir,
      readdirSync(cacheDir).find((f) => f.startsWith('build-'))!,
    );
  return { content, out, cacheDir, run, cold, manifest };
}

/** The content cache's page table in `file`, read past its seal (src/cache/verify.ts: a line, then 32 bytes). */
export function pageTable(file: string): PageTable {
  const bytes = readFileSync(file);
  const table = readTable(bytes.subarray(bytes.indexOf(10) + 1 + 32));
  if (!table) throw new Error(`${file} is not a page table`);
  return table;
}
