// axe-core finds zero violations on every page type, light and dark, phone and desktop.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { formatViolations, runAxe } from './support/axe.js';
import { describeBrowser, newFencedContext } from './support/browser.js';
import { openPage, useSite } from './support/harness.js';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'admin', path: '/admin/' },
  { name: '404', path: '/no-such-page/', status: 404 },
  { name: 'landing with hero image', path: '/dentist-crm-miami/' },
  { name: 'landing without hero image', path: '/dentist-crm-tampa/' },
  { name: 'landing with custom copy', path: '/real-estate-crm-orlando/' },
  { name: 'legal page', path: '/privacy/' },
  { name: 'niche hub', path: '/dentist-crm/' },
  { name: 'city hub with local facts', path: '/crm-miami/' },
];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

async function settle(page: Page): Promise<void> {
  // Colour transitions would let axe sample a colour halfway between themes.
  await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
  await settle(page);
}

/**
 * One fenced page per describe block, taken from path to path: its renderer keeps axe-core compiled between
 * pages (a fresh context per page compiled its 550 KB again, ~0.3 s each time).
 */
function useAuditPage(site: ReturnType<typeof useSite>): () => Promise<Page> {
  let opened: { context: BrowserContext; page: Page } | undefined;
  afterAll(async () => opened?.context.close());
  return async () => {
    if (!opened) {
      // bypassCSP: axe and the no-transition style are injected inline, which the site's CSP rightly blocks.
      const { context } = await newFencedContext(site.browser, { viewport: VIEWPORTS[0], bypassCSP: true });
      context.setDefaultTimeout(5_000);
      opened = { context, page: await context.newPage() };
    }
    return opened.page;
  };
}

/** Loads the page once and audits each viewport × theme in place; returns readable violation lines. */
async function auditPage(site: ReturnType<typeof useSite>, page: Page, path: string, status: number, themes: ('light' | 'dark')[]): Promise<string[]> {
  await page.setViewportSize(VIEWPORTS[0]);
  const response = await page.goto(site.url(path), { waitUntil: 'load' });
  expect(response?.status(), path).toBe(status);
  if (path === '/admin/') await page.waitForFunction(() => Object.keys(document.getElementById('admin-root')!).some((k) => k.startsWith('__reactContainer$')));
  const found: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const theme of themes) {
      await setTheme(page, theme);
      found.push(...formatViolations(`${path} ${viewport.width}px ${theme}:`, await runAxe(page)));
    }
  }
  return found;
}

describeBrowser('accessibility (axe-core), theme-switchable build: light and dark', () => {
  const site = useSite('switchable');
  const auditing = useAuditPage(site);
  for (const { name, path, status = 200 } of PAGES) {
    it(`${name}: zero violations at 390 and 1440 px, light and dark`, async () => {
      const violations = await auditPage(site, await auditing(), path, status, ['light', 'dark']);
      expect(violations, violations.join('\n')).toEqual([]);
    });
  }
});

describeBrowser('accessibility (axe-core), bundled build', () => {
  const site = useSite('bundled');
  const auditing = useAuditPage(site);
  for (const { name, path, status = 200 } of PAGES) {
    it(`${name}: zero violations at 390 and 1440 px`, async () => {
      const violations = await auditPage(site, await auditing(), path, status, ['light']);
      expect(violations, violations.join('\n')).toEqual([]);
    });
  }
});

describeBrowser('accessibility harness', () => {
  const site = useSite('bundled');
  it('reports a planted violation, so zero above means something', async () => {
    const opened = await openPage(site, '/404', { status: 404, bypassCSP: true });
    try {
      await opened.page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
      const violations = await runAxe(opened.page);
      expect(violations.map((v) => v.id)).toContain('button-name');
    } finally {
      await opened.context.close();
    }
  });
});
