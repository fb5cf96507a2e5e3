// Builds the sites the browser tests, the validity test and the audit/shots
// scripts look at: the bundled content/ as is, and a copy with the theme
// switch enabled. Built once per run (vitest globalSetup or the script).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../../src/build.js';
import { createLogger } from '../../../src/log.js';
import { packageRoot } from '../../../src/paths.js';

export const repoRoot = packageRoot;

export interface BuiltSites {
  /** Temp folder holding everything below; remove it when done. */
  root: string;
  /** dist of the bundled content/ (theme switching disabled). */
  bundled: string;
  /** dist of a copy of content/ with theme.switchable: true. */
  switchable: string;
}

function switchableContent(root: string): string {
  const dir = path.join(root, 'content-switchable');
  cpSync(path.join(repoRoot, 'content'), dir, { recursive: true });
  const file = path.join(dir, 'site.yaml');
  const yaml = readFileSync(file, 'utf8');
  const edited = yaml.replace(/^(\s+switchable:\s*)false\b/m, '$1true');
  if (edited === yaml) throw new Error('sites: content/site.yaml has no "theme: switchable: false" line to flip');
  writeFileSync(file, edited);
  return dir;
}

/**
 * `siteUrl` (a reserved .example host in the tests) turns on canonical links,
 * og:url and sitemap.xml, so the checks see what a deployed build has; pages
 * never fetch those URLs, and the browser fence would catch it if they did.
 */
export async function buildSites({ siteUrl }: { siteUrl?: string } = {}): Promise<BuiltSites> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'lpgen-browser-'));
  const logger = createLogger({ quiet: true });
  const sites = { root, bundled: path.join(root, 'dist'), switchable: path.join(root, 'dist-switchable') };
  await Promise.all([
    build({ content: path.join(repoRoot, 'content'), out: sites.bundled, siteUrl, logger }),
    build({ content: switchableContent(root), out: sites.switchable, siteUrl, logger }),
  ]);
  return sites;
}
