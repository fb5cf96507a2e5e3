// Social cards (src/seo/og/): every page's og:image is a real 1200×630 PNG in
// dist/, drawn deterministically from the page's text, redrawn only when that
// text changes, and absent when socialImages is off or there is no site URL.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { createLogger } from '../../src/log.js';
import { drawCard, layoutHeadline } from '../../src/seo/og/card.js';
import { drawSocialImages } from '../../src/seo/og/stage.js';
import { openOutput } from '../../src/output/write.js';
import { copySite, editFile, readHtml, runCli, snapshotDir, tempDir } from '../helpers.js';
import { publishableSite } from '../check/publishable.js';
import { htmlFiles } from '../support/crawl.js';
import { buildSite, metaContent } from '../support/site.js';

const SITE = 'https://example.com';
const quiet = () => createLogger({ quiet: true });

interface DecodedPng {
  width: number;
  height: number;
  colourType: number;
  paletteSize: number;
  /** Palette indices, row by row (filter bytes removed). */
  pixels: Uint8Array;
}

/** A strict reader for what the encoder writes: signature, chunk CRCs, IHDR, PLTE, IDAT rows, IEND. */
function decodePng(bytes: Buffer): DecodedPng {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  let offset = 8;
  const chunks: { type: string; data: Buffer }[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    expect(bytes.readUInt32BE(offset + 8 + length), `${type} CRC`).toBe(crc32(bytes.subarray(offset + 4, offset + 8 + length)));
    chunks.push({ type, data });
    offset += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
  const header = chunks[0].data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const paletteSize = chunks[1].data.length / 3;
  const raw = inflateSync(chunks[2].data);
  expect(raw.length).toBe(height * (width + 1));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width + 1)], `filter byte of row ${y}`).toBe(0);
    pixels.set(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  expect(Math.max(...new Set(pixels))).toBeLessThan(paletteSize);
  return { width, height, colourType: header[9], paletteSize, pixels };
}

/** The dist/ file an absolute og:image URL names (SITE + base stripped). */
const fileOf = (out: string, url: string, base = '/') => path.join(out, url.slice(SITE.length + base.length));

describe('social cards with a site URL', () => {
  for (const base of ['/', '/sub/']) {
    it(`gives every page an og:image under ${base} that is a 1200×630 PNG in dist/, with alt, size and a large card`, async () => {
      const site = await buildSite(['--site-url', SITE, '--base', base], publishableSite);
      expect(site.stderr).toBe('');
      expect(site.code).toBe(0);
      const files = htmlFiles(site.out);
      const used = new Set<string>();
      for (const f of files) {
        const html = readHtml(site.out, f);
        const url = metaContent(html, 'og:image')!;
        expect(url, f).toMatch(new RegExp(`^${SITE}${base}og/[a-z0-9_-]+\\.png$`));
        expect(metaContent(html, 'og:image:width'), f).toBe('1200');
        expect(metaContent(html, 'og:image:height'), f).toBe('630');
        expect(metaContent(html, 'og:image:alt'), f).toMatch(/^TestCRM: ./);
        expect(metaContent(html, 'twitter:card'), f).toBe('summary_large_image');
        const png = decodePng(readFileSync(fileOf(site.out, url, base)));
        expect([png.width, png.height, png.colourType]).toEqual([1200, 630, 3]);
        used.add(url);
      }
      // One card per landing page, one shared by home, admin, legal and 404.
      const landing = files.filter((f) => /-crm-/.test(f));
      expect(used.size).toBe(landing.length + 1);
      expect(metaContent(readHtml(site.out, 'dentist-crm-miami/index.html'), 'og:image')).toBe(`${SITE}${base}og/dentist-crm-miami.png`);
      expect(metaContent(readHtml(site.out, 'index.html'), 'og:image')).toBe(`${SITE}${base}og/_site.png`);
    }, 60_000);
  }

  it('draws text: the card has background, bar and text colours, and differs between pages', async () => {
    const site = await buildSite(['--site-url', SITE], publishableSite);
    const miami = readFileSync(path.join(site.out, 'og', 'dentist-crm-miami.png'));
    const tampa = readFileSync(path.join(site.out, 'og', 'dentist-crm-tampa.png'));
    expect(miami.equals(tampa)).toBe(false);
    const { pixels } = decodePng(miami);
    const used = new Set(pixels);
    // Background, bar and anti-aliased text in three inks: far more than two colours.
    expect(used.size).toBeGreaterThan(20);
    // The headline band has ink; the margins have none.
    const row = (y: number) => pixels.subarray(y * 1200, (y + 1) * 1200);
    expect(row(16 + 2).every((p) => p === row(30)[0])).toBe(true);
    expect([...Array(250).keys()].some((i) => new Set(row(180 + i)).size > 1)).toBe(true);
  }, 60_000);

  it('is deterministic: two builds write byte-identical cards', async () => {
    const content = copySite();
    const outs = [path.join(tempDir(), 'dist'), path.join(tempDir(), 'dist')];
    for (const out of outs) await build({ content, out, siteUrl: SITE, logger: quiet() });
    const cards = (out: string) => new Map([...snapshotDir(out)].filter(([f]) => f.startsWith('og')));
    expect(cards(outs[0]).size).toBe(4);
    expect(cards(outs[1])).toEqual(cards(outs[0]));
  }, 60_000);

  it('redraws only the cards whose text changed, on a rebuild with the cache', async () => {
    const content = copySite();
    const out = path.join(tempDir(), 'dist');
    const cacheDir = path.join(tempDir(), 'cache');
    const run = () => build({ content, out, cacheDir, siteUrl: SITE, logger: quiet() });
    const card = (name: string) => readFileSync(path.join(out, 'og', name));

    expect((await run()).socialImages).toEqual({ files: 4, drawn: 4 });
    const before = { miami: card('dentist-crm-miami.png'), tampa: card('dentist-crm-tampa.png') };

    // A change the card does not show: the page is rendered again, its card is not redrawn.
    editFile(content, 'pages/dentist-crm-miami.yaml', (t) => `${t}\nctaText: Start Today\n`);
    const unchanged = await run();
    expect(unchanged.rendered).toBeGreaterThan(0);
    expect(unchanged.socialImages).toEqual({ files: 4, drawn: 0 });
    expect(card('dentist-crm-miami.png').equals(before.miami)).toBe(true);

    // The headline is on the card: that card alone is redrawn, and it changed.
    editFile(content, 'pages/dentist-crm-miami.yaml', (t) => `${t}\nheroHeadline: A Brand New Headline for Miami Dentists\n`);
    expect((await run()).socialImages).toEqual({ files: 4, drawn: 1 });
    expect(card('dentist-crm-miami.png').equals(before.miami)).toBe(false);
    expect(card('dentist-crm-tampa.png').equals(before.tampa)).toBe(true);

    // The brand is on every card.
    editFile(content, 'site.yaml', (t) => t.replace('brand: TestCRM', 'brand: OtherCRM'));
    expect((await run()).socialImages).toEqual({ files: 4, drawn: 4 });
  }, 120_000);

  it('splits the cards between shards like the pages; merged, they are the single build', async () => {
    const content = copySite();
    const args = (out: string, ...more: string[]) => ['build', '--content', content, '--out', out, '--site-url', SITE, '--quiet', '--no-cache', ...more];
    const single = path.join(tempDir(), 'dist');
    expect((await runCli(args(single))).code).toBe(0);
    const root = tempDir();
    const shards = [1, 2].map((i) => path.join(root, `shard-${i}`));
    for (const [i, out] of shards.entries()) expect((await runCli(args(out, '--shard', `${i + 1}/2`))).code).toBe(0);
    for (const out of shards) {
      const pages = readdirSync(out).filter((f) => f.includes('-crm-'));
      const cards = readdirSync(path.join(out, 'og')).filter((f) => f !== '_site.png');
      expect(cards.sort()).toEqual(pages.map((p) => `${p}.png`).sort());
    }
    expect(existsSync(path.join(shards[0], 'og', '_site.png'))).toBe(true);
    expect(existsSync(path.join(shards[1], 'og', '_site.png'))).toBe(false);
    const merged = path.join(root, 'dist');
    expect((await runCli(['merge', ...shards, '--out', merged])).code).toBe(0);
    expect(snapshotDir(merged)).toEqual(snapshotDir(single));
  }, 120_000);
});

describe('social cards switched off', () => {
  const withRasterHero = (dir: string) => {
    writeFileSync(path.join(dir, 'public', 'hero', 'photo.png'), 'not really a png');
    editFile(dir, 'pages/dentist-crm-tampa.yaml', (t) => t.replace('src: /hero/test.svg', 'src: /hero/photo.png'));
  };

  it('with socialImages: false, writes no og/ and keeps the raster hero image as og:image', async () => {
    const site = await buildSite(['--site-url', SITE], (dir) => {
      publishableSite(dir);
      withRasterHero(dir);
      editFile(dir, 'site.yaml', (t) => `${t}\nsocialImages: false\n`);
    });
    expect(site.code).toBe(0);
    expect(existsSync(path.join(site.out, 'og'))).toBe(false);
    expect(metaContent(readHtml(site.out, 'dentist-crm-tampa/index.html'), 'og:image')).toBe(`${SITE}/hero/photo.png`);
    const miami = readHtml(site.out, 'dentist-crm-miami/index.html');
    expect(metaContent(miami, 'og:image')).toBeUndefined();
    expect(metaContent(miami, 'twitter:card')).toBe('summary');
  }, 60_000);

  it('without a site URL, draws nothing: og:image must be absolute', async () => {
    const site = await buildSite([], publishableSite);
    expect(site.code).toBe(0);
    // A note on stdout, not a warning: a site may be built before it has a domain.
    expect(site.stdout).toContain('and no social cards (og:image) are drawn');
    expect(site.stderr).toBe('');
    expect(existsSync(path.join(site.out, 'og'))).toBe(false);
    expect(metaContent(readHtml(site.out, 'dentist-crm-miami/index.html'), 'og:image')).toBeUndefined();
  }, 60_000);

  it('refuses a public file that would replace a card, naming it', async () => {
    const site = await buildSite(['--site-url', SITE], (dir) => {
      publishableSite(dir);
      const file = path.join(dir, 'public', 'og', 'dentist-crm-miami.png');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, 'mine');
    });
    expect(site.code).not.toBe(0);
    expect(site.stderr).toContain('public/og/dentist-crm-miami.png');
    expect(site.stderr).toContain('social card');
  }, 60_000);
});

describe('card layout', () => {
  it('fits a long headline in three lines, ending it with an ellipsis only when it must', () => {
    const short = layoutHeadline('Fill Every Chair at Your Miami Dental Practice');
    expect(short.size).toBe(72);
    expect(short.lines.length).toBeLessThanOrEqual(3);
    expect(short.lines.map((l) => l.join('')).join(' ')).toBe('Fill Every Chair at Your Miami Dental Practice');
    const long = layoutHeadline('word '.repeat(80).trim());
    expect(long.lines).toHaveLength(3);
    expect(long.lines[2].at(-1)).toBe('…');
    expect(short.lines.flat()).not.toContain('…');
  });

  it('leaves out characters the bundled font lacks (no system-font fallback) and draws the same bytes each time', () => {
    const card = { brand: '🦷 Dental', headline: 'Café Crème in Doral', footer: 'Dentists · Doral', accent: 'rose' as const };
    const a = drawCard(card);
    expect(a.equals(drawCard(card))).toBe(true);
    expect(a.equals(drawCard({ ...card, brand: 'Dental' }))).toBe(true);
    expect(a.equals(drawCard({ ...card, headline: 'Cafe Creme in Doral' }))).toBe(false);
    expect(decodePng(a).width).toBe(1200);
  });
});

describe('the card worker', () => {
  it('draws the same bytes as the main thread, sharing one queue with it', async () => {
    const images = Array.from({ length: 120 }, (_, i) => ({
      outFile: `og/page-${i}.png`,
      card: { brand: 'TestCRM', headline: `Headline number ${i} for a city`, footer: `Dentists · City ${i}`, accent: 'cyan' as const },
    }));
    const out = path.join(tempDir(), 'dist');
    const output = openOutput(out, {});
    const result = await drawSocialImages(images, output, undefined, { minCardsForWorker: 1 });
    await output.commit();
    expect(result.drawn).toBe(120);
    expect(result.byWorker).toBeGreaterThan(0);
    expect(new Set(result.written.map((w) => w.outFile)).size).toBe(120);
    for (const image of images) expect(readFileSync(path.join(out, image.outFile)).equals(drawCard(image.card)), image.outFile).toBe(true);
  }, 60_000);
});
