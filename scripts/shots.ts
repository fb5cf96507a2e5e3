// npm run shots: full-page screenshots of every page type at phone and desktop
// width, light and dark, into shots/ (git-ignored), for a human to look at.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../src/build.js';
import { createLogger } from '../src/log.js';
import { launchBrowser, newFencedContext } from '../test/browser/support/browser.js';
import { startServer } from '../src/serve/index.js';
import { buildSites, repoRoot } from '../test/browser/support/sites.js';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'admin', path: '/admin/' },
  { name: '404', path: '/no-such-page/' },
  { name: 'landing-category-art', path: '/dentist-crm-tampa/' },
  { name: 'landing-own-image', path: '/plumber-crm-st-petersburg/' },
  { name: 'landing-custom', path: '/real-estate-crm-orlando/' },
  { name: 'landing-placeholder', path: '/contractor-crm-cape-coral/' },
  { name: 'legal', path: '/privacy/' },
  { name: 'hub-niche', path: '/dentist-crm/' },
  { name: 'hub-city', path: '/crm-miami/' },
];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/**
 * The testimonial section of a page with an illustrative quote (the bundled Tampa page) and of one with a real,
 * sourced quote (a copy of the content where Miami has one; the quote is a sample made for this screenshot).
 */
async function shootQuotes(out: string): Promise<number> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'lpgen-shots-'));
  const content = path.join(root, 'content');
  cpSync(path.join(repoRoot, 'content'), content, { recursive: true });
  const miami = path.join(content, 'pages', 'dentist-crm-miami.yaml');
  writeFileSync(
    miami,
    readFileSync(miami, 'utf8') +
      'testimonial:\n  quote: Our front desk stopped chasing confirmations; patients answer the text instead.\n  author: Rosa Diaz\n' +
      '  business: Diaz Family Dental\n  location: Miami, FL\n  source: Google review\n  sourceUrl: https://www.google.com/maps\n  date: 2025-03\n',
  );
  const dist = path.join(root, 'dist');
  await build({ content, out: dist, logger: createLogger({ quiet: true }) });
  const server = await startServer({ dir: dist, port: 0, host: '127.0.0.1', base: '/' });
  const browser = await launchBrowser();
  let count = 0;
  try {
    for (const viewport of VIEWPORTS) {
      const { context, outside } = await newFencedContext(browser, { viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const [name, sitePath] of [
        ['quote-illustrative', '/dentist-crm-tampa/'],
        ['quote-real', '/dentist-crm-miami/'],
      ]) {
        await page.goto(new URL(sitePath.slice(1), server.url).href, { waitUntil: 'networkidle' });
        await page.locator('#testimonials').screenshot({ path: path.join(out, `${name}-${viewport.width}.png`) });
        count++;
      }
      if (outside.length) throw new Error(`requests beyond 127.0.0.1: ${outside.join(', ')}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
  return count;
}

async function main(): Promise<void> {
  const out = path.join(repoRoot, 'shots');
  mkdirSync(out, { recursive: true });
  const quotes = await shootQuotes(out);
  // SHOTS=quotes: only the testimonial sections.
  if (process.env.SHOTS === 'quotes') return void console.log(`${quotes} screenshots → ${path.relative(process.cwd(), out) || '.'}/`);
  const sites = await buildSites();
  // The switchable build, so dark mode is the real stored-choice path, not a forced class.
  const server = await startServer({ dir: sites.switchable, port: 0, host: '127.0.0.1', base: '/' });
  const browser = await launchBrowser();
  let count = quotes;
  try {
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, outside } = await newFencedContext(browser, { viewport, reducedMotion: 'reduce' });
        await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
        const page = await context.newPage();
        for (const { name, path: sitePath } of PAGES) {
          await page.goto(new URL(sitePath.slice(1), server.url).href, { waitUntil: 'networkidle' });
          const file = path.join(out, `${name}-${viewport.width}-${theme}.png`);
          await page.screenshot({ path: file, fullPage: true });
          count++;
        }
        if (outside.length) throw new Error(`requests beyond 127.0.0.1: ${outside.join(', ')}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(sites.root, { recursive: true, force: true });
  }
  console.log(`${count} screenshots → ${path.relative(process.cwd(), out) || '.'}/`);
}

await main();
