// Theme switching (spec §4): a `dark` class on <html>, stored under localStorage
// 'theme', applied before first paint; absent entirely when switching is off.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from './support/browser.js';
import { expectClean, openPage, useSite } from './support/harness.js';

// Runs before any page script and records <html>'s class twice: when the
// parser inserts <body> (before any body script runs, so a theme script placed
// late would be caught) and at the first animation frame (before first paint).
const RECORD_EARLY_CLASS = `
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    window.__early = [document.documentElement.className];
    observer.disconnect();
    requestAnimationFrame(() => window.__early.push(document.documentElement.className));
  }).observe(document, { childList: true, subtree: true });`;

async function expectDarkFromTheStart(page: Page): Promise<void> {
  const early = await page.evaluate(() => (window as unknown as { __early?: string[] }).__early);
  expect(early, 'class at <body> insertion and at the first frame').toHaveLength(2);
  for (const className of early!) expect(className.split(' ')).toContain('dark');
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

describeBrowser('theme switching enabled', () => {
  const site = useSite('switchable');

  for (const path of ['/', '/dentist-crm-miami/', '/admin/']) {
    it(`${path}: the toggle adds and removes 'dark', stores the choice and keeps aria-pressed in sync`, async () => {
      const opened = await openPage(site, path);
      try {
        const toggle = opened.page.getByRole('button', { name: 'Dark mode' }).first();
        // The admin island wires its toggle on hydration; wait for React to own it.
        await opened.page.waitForFunction(() => document.readyState === 'complete');
        expect(await isDark(opened.page)).toBe(false);
        await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');

        await toggle.click();
        expect(await isDark(opened.page)).toBe(true);
        expect(await stored(opened.page)).toBe('dark');
        await opened.page.waitForFunction(() => document.querySelector('button[aria-label="Dark mode"]')?.getAttribute('aria-pressed') === 'true');

        await toggle.click();
        expect(await isDark(opened.page)).toBe(false);
        expect(await stored(opened.page)).toBe('light');
        expectClean(opened);
      } finally {
        await opened.context.close();
      }
    });
  }

  for (const path of ['/', '/dentist-crm-miami/', '/admin/']) {
    it(`${path}: a stored dark theme survives reload with no flash of light`, async () => {
      const opened = await openPage(site, path, { before: (context) => context.addInitScript(RECORD_EARLY_CLASS) });
      try {
        await opened.page.getByRole('button', { name: 'Dark mode' }).first().click();
        await opened.page.reload({ waitUntil: 'load' });
        await expectDarkFromTheStart(opened.page);
        expect(await isDark(opened.page)).toBe(true);
        await opened.page.waitForFunction(() => document.querySelector('button[aria-label="Dark mode"]')?.getAttribute('aria-pressed') === 'true');
        expectClean(opened);
      } finally {
        await opened.context.close();
      }
    });
  }

  it('the 404 page (no toggle of its own) shows a stored dark theme from the first frame', async () => {
    const opened = await openPage(site, '/no-such-page/', {
      status: 404,
      before: async (context) => {
        await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
        await context.addInitScript(RECORD_EARLY_CLASS);
      },
    });
    try {
      await expectDarkFromTheStart(opened.page);
      expectClean(opened);
    } finally {
      await opened.context.close();
    }
  });
});

describeBrowser('theme switching disabled (the bundled site)', () => {
  const site = useSite('bundled');

  for (const path of ['/', '/dentist-crm-miami/', '/admin/', '/no-such-page/']) {
    it(`${path}: no toggle, no theme script, and a stored 'dark' is ignored`, async () => {
      const opened = await openPage(site, path, {
        status: path === '/no-such-page/' ? 404 : 200,
        before: (context) => context.addInitScript(() => localStorage.setItem('theme', 'dark')),
      });
      try {
        await opened.page.waitForLoadState('networkidle');
        await expect(opened.page.locator('[data-theme-toggle], button[aria-label="Dark mode"]').count()).resolves.toBe(0);
        const html = await opened.response!.text();
        expect(html).not.toContain('localStorage');
        expect(await isDark(opened.page)).toBe(false);
        expectClean(opened);
      } finally {
        await opened.context.close();
      }
    });
  }
});
