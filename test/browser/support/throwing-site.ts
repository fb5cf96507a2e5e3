// A temp copy of the bundled dist whose /admin/ loads the throwing fixture
// client instead of the real one.
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleAdminClient } from '../../../src/render/bundle.js';
import type { BuiltSites } from './sites.js';

const fixturesDir = fileURLToPath(new URL('../fixtures', import.meta.url));

export async function buildThrowingSite(sites: BuiltSites): Promise<string> {
  const dir = path.join(sites.root, 'dist-throwing');
  cpSync(sites.bundled, dir, { recursive: true });
  const real = readdirSync(path.join(dir, 'assets')).find((name) => name.startsWith('admin.'));
  const page = path.join(dir, 'admin', 'index.html');
  const html = readFileSync(page, 'utf8');
  if (!real || !html.includes(`assets/${real}`)) throw new Error('throwing-site: cannot find the admin client in /admin/');
  const bundle = await bundleAdminClient(fixturesDir, 'throwing.client.tsx');
  writeFileSync(path.join(dir, bundle.fileName), bundle.contents);
  writeFileSync(page, html.replaceAll(`assets/${real}`, bundle.fileName));
  return dir;
}
