// A site from a few strings, for tests that only read its HTML: the valid
// fixture with some files written over or edited, built in this process with
// no build cache into a memory-backed folder (/dev/shm where the machine has
// one), read back whole and removed before the test goes on. Nothing is left
// on disk, and the built assets come from the run's shared cache
// (LPGEN_SHARED_ASSETS in vitest.config.ts), so such a site costs its pages only.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listFiles } from '../../src/output/list-files.js';
import { fixturesDir, runCli, type CliResult } from '../helpers.js';

/** Content-relative path → the file's new text, or an edit of the fixture's text. */
export type SiteFiles = Record<string, string | ((text: string) => string)>;

export interface StringsSite extends CliResult {
  /** Every output file by its path in the output folder. */
  files: Map<string, string>;
  /** The HTML of a route ('/', '/dentist-crm-miami', '/404.html'). */
  page(route: string): string;
}

const memoryRoot = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();

export async function siteFromStrings(files: SiteFiles = {}, args: string[] = [], from = path.join(fixturesDir, 'valid')): Promise<StringsSite> {
  const root = mkdtempSync(path.join(memoryRoot, 'lpgen-strings-'));
  try {
    const content = path.join(root, 'content');
    cpSync(from, content, { recursive: true });
    for (const [rel, text] of Object.entries(files)) {
      const file = path.join(content, rel);
      writeFileSync(file, typeof text === 'string' ? text : text(readFileSync(file, 'utf8')));
    }
    const out = path.join(root, 'dist');
    const result = await runCli(['build', '--content', content, '--out', out, '--no-cache', ...args]);
    const built = new Map(result.code === 0 ? listFiles(out).map((rel) => [rel, readFileSync(path.join(out, rel), 'utf8')] as const) : []);
    const page = (route: string) => {
      const rel = route.endsWith('.html') ? route.slice(1) : `${route.replace(/^\/|\/$/g, '')}/index.html`.replace(/^\//, '');
      const html = built.get(rel);
      if (html === undefined) throw new Error(`no ${rel} in the build (exit ${result.code}): ${result.stderr}`);
      return html;
    };
    return { ...result, files: built, page };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
