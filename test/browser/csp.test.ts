// Under the Content-Security-Policy of dist/_headers (served by the preview
// server), no page reports a violation, including the admin island's runtime
// styles (sonner, Radix) and the theme scripts of the switchable build.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from './support/browser.js';
import { expectClean, openPage, useSite, type SiteHandle } from './support/harness.js';

// Installed before any page script; collects every securitypolicyviolation event.
const RECORD_VIOLATIONS = `window.__csp = [];
document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline') + ' ' + (e.sample || '')));`;

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

async function expectNoViolations(site: SiteHandle, path: string, interact?: (page: Page) => Promise<void>, status = 200) {
  const opened = await openPage(site, path, {
    status,
    before: (context) =>
      Promise.all([
        context.addInitScript(RECORD_VIOLATIONS),
        context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url('/')).origin }),
      ]),
  });
  try {
    expect(opened.response?.headers()['content-security-policy'], 'CSP header from dist/_headers').toMatch(/script-src 'self'/);
    await interact?.(opened.page);
    await opened.page.waitForTimeout(100);
    expect(await violations(opened.page)).toEqual([]);
    // Chromium also logs each violation to the console; expectClean checks that too.
    expectClean(opened);
  } finally {
    await opened.context.close();
  }
}

async function useAdmin(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('admin-root')!).some((k) => k.startsWith('__reactContainer$')));
  await page.getByRole('button', { name: 'Copy lpgen build command to clipboard' }).hover();
  await page.getByRole('tooltip').waitFor();
  await page.getByRole('button', { name: 'Copy lpgen build command to clipboard' }).click();
  await page.locator('[data-sonner-toast]').first().waitFor();
  await page.getByLabel('City').fill('Key West');
}

for (const build of ['bundled', 'switchable'] as const) {
  describeBrowser(`Content-Security-Policy (${build} build)`, () => {
    const site = useSite(build);
    const toggle = build === 'switchable' ? (page: Page) => page.getByRole('button', { name: 'Dark mode' }).first().click() : undefined;

    it('home', () => expectNoViolations(site, '/', toggle));
    it('landing page, after Learn More', () =>
      expectNoViolations(site, '/dentist-crm-miami/', async (page) => {
        await page.getByRole('link', { name: 'Learn More' }).click();
        await toggle?.(page);
      }));
    it('admin, after tooltip, copy toast and form input', () =>
      expectNoViolations(site, '/admin/', async (page) => {
        await useAdmin(page);
        await toggle?.(page);
      }));
    it('404', () => expectNoViolations(site, '/no-such-page/', undefined, 404));
    it('legal page', () => expectNoViolations(site, '/privacy/', toggle));
  });
}

describeBrowser('Content-Security-Policy harness', () => {
  const site = useSite('bundled');
  it('catches a planted inline script, so zero above means something', async () => {
    const opened = await openPage(site, '/', { before: (context) => context.addInitScript(RECORD_VIOLATIONS) });
    try {
      await opened.page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.planted = 1';
        document.head.append(script);
      });
      // The violation is reported by an event after the append: polled until it is, not waited for.
      await expect.poll(async () => (await violations(opened.page)).join('\n')).toMatch(/^script-src-elem inline/);
      await expect.poll(() => opened.watch.console.join('\n')).toContain('Content Security Policy');
    } finally {
      await opened.context.close();
    }
  });
});
