// `lpgen merge` takes only what lpgen build --shard wrote: every shard of one
// build, once each, as lpgen wrote it (no symbolic link, no dotfile public/ did
// not bring, no folder lpgen did not write, no file added or removed since), and names a path that is a file
// in one input and a folder in another. Each refusal exits 1 and leaves the
// output folder, the inputs and a sentinel as they were.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { copySite, editFile, runCli, tempDir } from '../helpers.js';
import { fingerprint, goodSite, refused, type Site } from './support.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 300_000 });

let site: Site;
let shard1: string;
let shard2: string;
/** Shard 2/2 of the same content with one page edited: another build. */
let otherShard2: string;

async function buildShard(content: string, shard: string): Promise<string> {
  const out = path.join(tempDir(), `shard-${shard.replace('/', '-of-')}`);
  const r = await runCli(['build', '--content', content, '--out', out, '--shard', shard, '--quiet', '--no-cache']);
  expect(r.code, r.stderr).toBe(0);
  return out;
}

beforeAll(async () => {
  site = await goodSite();
  const content = copySite();
  shard1 = await buildShard(content, '1/2');
  shard2 = await buildShard(content, '2/2');
  editFile(content, 'pages/dentist-crm-miami.yaml', (s) => `${s}\nctaText: Edited after shard 1 was built\n`);
  otherShard2 = await buildShard(content, '2/2');
});

/** A copy of a shard output, changed by `edit`. */
function copyOf(dir: string, edit: (copy: string) => void = () => {}): string {
  const copy = path.join(tempDir(), path.basename(dir));
  cpSync(dir, copy, { recursive: true });
  edit(copy);
  return copy;
}

/** `lpgen merge inputs --out <site's dist>`, refused with exit 1 and one line; the inputs are left as they were too. */
async function mergeRefused(inputs: string[]): Promise<string> {
  const before = inputs.map(fingerprint);
  const r = await refused(
    site,
    () => {},
    () => ['merge', ...inputs, '--out', site.out],
    1,
  );
  expect(inputs.map(fingerprint)).toEqual(before);
  return r.stderr.trim();
}

describe('lpgen merge inputs', () => {
  it('merges the shards of one build, without their manifests', async () => {
    const out = path.join(tempDir(), 'dist');
    const r = await runCli(['merge', shard2, shard1, '--out', out, '--quiet']);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    expect(existsSync(path.join(out, '.lpgen-shard'))).toBe(false);
    expect(existsSync(path.join(out, '.lpgen-output'))).toBe(true);
  });

  it('refuses an input holding a symbolic link to a file or a folder', async () => {
    const toFile = copyOf(shard2, (c) => symlinkSync('/etc/passwd', path.join(c, 'passwd.txt')));
    expect(await mergeRefused([shard1, toFile])).toBe(
      `error merge input ${toFile} holds passwd.txt, a symbolic link, which lpgen never writes: rebuild the shard into an empty folder`,
    );
    const toFolder = copyOf(shard2, (c) => symlinkSync('/etc', path.join(c, 'etcdir')));
    expect(await mergeRefused([shard1, toFolder])).toBe(
      `error merge input ${toFolder} holds etcdir, a symbolic link, which lpgen never writes: rebuild the shard into an empty folder`,
    );
  });

  it('refuses a folder that is not a shard output (an .env beside an index.html, a single build)', async () => {
    const plain = path.join(tempDir(), 'site');
    mkdirSync(plain);
    writeFileSync(path.join(plain, 'index.html'), '<h1>hi</h1>');
    writeFileSync(path.join(plain, '.env'), 'SECRET=hunter2\n');
    expect(await mergeRefused([shard1, plain])).toBe(
      `error merge input ${plain} is not the output of lpgen build --shard i/n (no .lpgen-shard in it): lpgen merges only shard outputs, as lpgen wrote them`,
    );
    const single = copyOf(site.out);
    expect(await mergeRefused([single])).toBe(
      `error merge input ${single} is not the output of lpgen build --shard i/n (no .lpgen-shard in it): lpgen merges only shard outputs, as lpgen wrote them`,
    );
  });

  it('refuses a shard output holding a dotfile lpgen did not write', async () => {
    const withEnv = copyOf(shard1, (c) => writeFileSync(path.join(c, '.env'), 'SECRET=hunter2\n'));
    expect(await mergeRefused([withEnv, shard2])).toBe(
      `error merge input ${withEnv} holds .env, which lpgen did not write (a dotfile public/ did not bring): rebuild the shard into an empty folder`,
    );
  });

  it('refuses an incomplete set of shards', async () => {
    expect(await mergeRefused([shard1])).toBe(
      'error shard 2/2 is missing: include the output of shard 2 (lpgen build --shard 2/2); a merge needs all 2 shards of the build',
    );
    expect(await mergeRefused([shard2])).toBe(
      'error shard 1/2 is missing: include the output of shard 1 (lpgen build --shard 1/2); a merge needs all 2 shards of the build',
    );
  });

  it('refuses shards of different builds, and a shard given twice', async () => {
    expect(await mergeRefused([shard1, otherShard2])).toBe(
      `error merge inputs ${shard1} (shard 1/2) and ${otherShard2} (shard 2/2) are shards of different builds (content, templates, options, lpgen version or the number of shards differ): build every shard from the same content`,
    );
    const again = copyOf(shard2);
    expect(await mergeRefused([shard1, shard2, again])).toBe(`error merge inputs ${shard2} and ${again} are both shard 2/2: give each shard once`);
  });

  it('names a path that is a file in one input and a folder in another', async () => {
    // The manifest lists it too (the inputs agree with themselves, not with each other).
    const fileThere = copyOf(shard2, (c) => {
      writeFileSync(path.join(c, 'assets'), 'not a folder');
      editFile(c, '.lpgen-shard', (m) => JSON.stringify({ ...JSON.parse(m), files: [...(JSON.parse(m) as { files: string[] }).files, 'assets'] }));
    });
    expect(await mergeRefused([fileThere, shard1])).toBe(`error merge conflict: assets is a file in ${fileThere} and a folder in ${shard1}`);
  });

  it('refuses a file added to a shard output, and a page folder removed from one', async () => {
    const added = copyOf(shard2, (c) => writeFileSync(path.join(c, 'phishing.html'), '<form action="https://evil.example/">'));
    expect(await mergeRefused([shard1, added])).toBe(
      `error merge input ${added} holds phishing.html, which its build did not write: rebuild the shard into an empty folder`,
    );
    const page = readdirSync(shard2).find((f) => f.startsWith('plumber-crm-') || f.startsWith('dentist-crm-'))!;
    const removed = copyOf(shard2, (c) => rmSync(path.join(c, page), { recursive: true }));
    expect(await mergeRefused([shard1, removed])).toBe(
      `error merge input ${removed} is missing ${page}/index.html, which its build wrote: rebuild the shard (lpgen build --shard 2/2)`,
    );
  });
});
