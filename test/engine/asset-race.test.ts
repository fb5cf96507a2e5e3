// The assets are kept under the templates' state read before they built: a
// template saved while they built (lpgen dev: a broken file fixed a moment
// later) must not leave that state vouching for code it did not hold.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { cachedAssets, type Assets } from '../../src/cache/asset-cache.js';
import { nullLogger } from '../../src/log.js';
import { cacheRoot } from '../../src/paths.js';
import { hashedName } from '../../src/render/hash.js';
import { tempDir } from '../helpers.js';

/** Assets every cache level accepts: names that hash to their contents, and a module where lpgen puts compiled templates. */
afterEach(() => vi.unstubAllEnvs());

function validAssets(): Assets {
  const code = `export const made = ${JSON.stringify(import.meta.url)};\n`;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const modulePath = path.join(cacheRoot, `templates-${hash}.mjs`);
  mkdirSync(cacheRoot, { recursive: true });
  writeFileSync(modulePath, code);
  const asset = (name: string, contents: string) => ({ fileName: `assets/${hashedName(name, contents)}`, contents });
  return [asset('site.css', 'body{}'), asset('admin.js', ';'), { modulePath, hash }];
}

it('keeps assets under no key when the templates changed while they built', async () => {
  const root = tempDir();
  // The run's shared store outlives runs (node_modules/.cache): an entry an earlier run left under this
  // test's keys would answer for the build this test counts. Its own empty store keeps the count honest.
  vi.stubEnv('LPGEN_SHARED_ASSETS', path.join(root, 'shared'));
  const templates = path.join(root, 'templates');
  mkdirSync(templates);
  const file = path.join(templates, 'NotFoundPage.tsx');
  const broken = 'export function NotFoundPage( {\n';
  writeFileSync(file, broken);
  let builds = 0;
  // Stands for esbuild reading the fixed file: the save lands during the build.
  const build = async () => {
    builds++;
    writeFileSync(file, 'export function NotFoundPage() { return null; }\n');
    return validAssets();
  };
  for (const cacheDir of [undefined, path.join(root, 'cache')]) {
    builds = 0;
    writeFileSync(file, broken);
    await cachedAssets(cacheDir, templates, 'test', build, nullLogger);
    // The same broken text saved again: it is built again, not answered by what the fixed file made.
    writeFileSync(file, broken);
    await cachedAssets(cacheDir, templates, 'test', build, nullLogger);
    expect(builds, `cache dir ${cacheDir}`).toBe(2);
  }
  // And unchanged templates are kept: the second call is answered without a build.
  builds = 0;
  const steady = async () => (builds++, validAssets());
  await cachedAssets(undefined, templates, 'test', steady, nullLogger);
  await cachedAssets(undefined, templates, 'test', steady, nullLogger);
  expect(builds).toBe(1);
});
