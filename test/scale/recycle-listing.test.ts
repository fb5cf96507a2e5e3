// A rebuild takes the hidden standby (the output before the last) over as its
// temp folder and prunes what it did not produce. The folder is listed off the
// build's thread on big sites (write.ts openOutput, workers/tree-lister.ts):
// whichever thread lists it, nothing foreign to the build is ever published.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateContent } from '../../bench/generate.js';
import { listTree, type TreeLister } from '../../src/output/list-files.js';
import { MARKER_TEXT, OUTPUT_MARKER } from '../../src/output/output-guard.js';
import { openOutput, standbyDir } from '../../src/output/write.js';
import { editFile, repoRoot, runCli, snapshotDir, tempDir } from '../helpers.js';
import { site, STANDBY } from '../support/cached-site.js';

/** Files nobody built, put into the standby: at its top, in a folder of their own, and beside a page. */
function plantStrays(out: string, tag: string): string[] {
  const standby = standbyDir(out);
  expect(existsSync(standby)).toBe(true);
  const page = readdirSync(standby, { withFileTypes: true }).find((e) => e.isDirectory() && existsSync(path.join(standby, e.name, 'index.html')))!.name;
  const strays = [`stray-${tag}.txt`, `stray-${tag}/deep/secret.env`, `${page}/stray-${tag}.html`];
  for (const rel of strays) {
    mkdirSync(path.dirname(path.join(standby, rel)), { recursive: true });
    writeFileSync(path.join(standby, rel), 'not built by lpgen');
  }
  return strays;
}

const edit = (n: number) => (t: string) => t.replace(/\nctaText: .*|$/, `\nctaText: Edit ${n}`);

describe('pruning a recycled standby', () => {
  it('removes files foreign to the build whether the folder is listed at commit, by a thread or by a given lister', async () => {
    const s = site(undefined, STANDBY);
    await s.run();
    let n = 0;
    const rebuild = async (runtime: Parameters<typeof s.run>[1]) => {
      editFile(s.content, 'pages/dentist-crm-tampa.yaml', edit(++n));
      await s.run(); // the output before this one becomes the standby
      const strays = plantStrays(s.out, String(n));
      editFile(s.content, 'pages/dentist-crm-tampa.yaml', edit(++n));
      const { result } = await s.run({}, runtime);
      expect(result.rendered).toBe(1);
      for (const rel of strays) expect(existsSync(path.join(s.out, rel)), rel).toBe(false);
      expect(readdirSync(s.out).filter((f) => f.startsWith('stray'))).toEqual([]);
      expect(snapshotDir(s.out)).toEqual(await s.cold());
    };
    await rebuild({}); // under the threshold: listed here, at commit
    await rebuild({ listOffThreadFrom: 0 }); // a listing thread
    const asked: string[] = [];
    const lister: TreeLister = async (root) => (asked.push(root), listTree(root));
    await rebuild({ listOffThreadFrom: 0, listTree: lister });
    expect(asked).toHaveLength(1);
    // A lister that fails: the build lists the folder itself.
    await rebuild({ listOffThreadFrom: 0, listTree: () => Promise.reject(new Error('no listing')) });
  }, 120_000);

  it('puts the standby back when the build fails before writing, and removes it when it fails after', () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    const standby = standbyDir(out);
    const fill = () => {
      mkdirSync(path.join(standby, 'page'), { recursive: true });
      writeFileSync(path.join(standby, 'page', 'index.html'), '<p>old</p>');
      // What makes it lpgen's standby (an output lpgen swapped in): only such a folder is recycled.
      writeFileSync(path.join(standby, OUTPUT_MARKER), MARKER_TEXT);
    };
    fill();
    const planning = openOutput(out, { recycle: true });
    expect(planning.recycled).toBe(true);
    expect(existsSync(standby)).toBe(false);
    planning.abort({ unwritten: true });
    expect(listTree(standby).files.sort()).toEqual(['.lpgen-output', 'page/index.html']);
    const rendering = openOutput(out, { recycle: true });
    rendering.write('page/index.html', '<p>new</p>');
    rendering.abort();
    expect(existsSync(standby)).toBe(false);
    expect(readdirSync(root)).toEqual([]);
  });

  // Past the threshold (3,000 pages by default; lowered here through main()'s option, so 150 pages do).
  it('lists for the CLI build thread on its main thread past the threshold, and publishes nothing foreign', async () => {
    const content = path.join(tempDir(), 'content');
    generateContent(path.join(repoRoot, 'content'), content, 150);
    const out = path.join(tempDir(), 'dist');
    const cache = path.join(tempDir(), 'cache');
    const cli = (args: string[] = []) =>
      runCli(
        ['build', '--content', content, '--out', out, '--cache-dir', cache, '--quiet', ...args],
        { NO_COLOR: '1' },
        { buildThread: { listOffThreadFrom: 100 } },
      );
    // The tagline is on every page: not a quick rebuild (which the CLI would do in its own thread), so each
    // build after the first runs in the build thread and recycles the output before the last.
    const tagline = (n: number) => (t: string) => t.replace(/^tagline: .*$/m, `tagline: CRM for Florida small businesses (${n})`);
    expect((await cli()).code).toBe(0);
    editFile(content, 'site.yaml', tagline(1));
    expect((await cli()).code).toBe(0);
    const strays = plantStrays(out, 'cli');
    editFile(content, 'site.yaml', tagline(2));
    const r = await cli();
    // The bundled site's contact details are samples: their leftover warnings are expected, nothing else is.
    const other = r.stderr.split('\n').filter((line) => line !== '' && !line.includes(': sample leftover '));
    expect({ code: r.code, stdout: r.stdout, other }).toEqual({ code: 0, stdout: '', other: [] });
    for (const rel of strays) expect(existsSync(path.join(out, rel)), rel).toBe(false);
    expect(readdirSync(path.join(out, path.dirname(strays[2])))).toEqual(['index.html']);
  }, 240_000);
});
