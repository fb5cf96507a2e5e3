// npm run shots: full-page screenshots of every page type at phone and desktop
// width, light and dark, into shots/ (git-ignored), for a human to look at.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
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

async function main(): Promise<void> {
  const out = path.join(repoRoot, 'shots');
  mkdirSync(out, { recursive: true });
  const sites = await buildSites();
  // The switchable build, so dark mode is the real stored-choice path, not a forced class.
  const server = await startServer({ dir: sites.switchable, port: 0, host: '127.0.0.1', base: '/' });
  const browser = await launchBrowser();
  let count = 0;
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
