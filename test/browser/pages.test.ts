// Every page type loads clean in Chromium; outbound CTAs, anchors and the 404 page behave.
import { expect, it } from 'vitest';
import { describeBrowser } from './support/browser.js';
import { expectClean, openPage, useSite, type SiteHandle } from './support/harness.js';

const AFFILIATE_HOST = 'www.gohighlevel.com';
const isAffiliate = (url: URL) => url.hostname === AFFILIATE_HOST;

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'admin', path: '/admin/' },
  { name: '404 (/404)', path: '/404', status: 404 },
  { name: '404 (unknown path)', path: '/no-such-page/', status: 404 },
  { name: 'landing with hero image', path: '/dentist-crm-miami/' },
  { name: 'landing without hero image', path: '/dentist-crm-tampa/' },
  { name: 'landing with custom copy', path: '/chiropractor-crm-fort-lauderdale/' },
  { name: 'landing with niche copy', path: '/plumber-crm-st-petersburg/' },
  { name: 'legal page', path: '/privacy/' },
];

/** Where #id sits relative to the viewport and the sticky header, read in one frame. */
async function anchorBox(page: import('playwright-core').Page, id: string) {
  return page.evaluate((target) => {
    const el = document.getElementById(target)!;
    const header = document.querySelector('header')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return { top: box.top, headerBottom: header.bottom, viewport: innerHeight, scrollY };
  }, id);
}

function expectLandedBelowHeader(box: Awaited<ReturnType<typeof anchorBox>>): void {
  expect(box.scrollY, 'page scrolled').toBeGreaterThan(0);
  expect(box.top, 'target below the sticky header').toBeGreaterThanOrEqual(box.headerBottom - 1);
  expect(box.top, 'target inside the viewport').toBeLessThan(box.viewport);
}

async function settledAnchorBox(page: import('playwright-core').Page, id: string) {
  // Smooth scrolling: wait (up to 8 s) until the target has landed below the header and inside the
  // viewport and stays there for 200 ms. On a loaded CI machine the animation pauses for longer than any
  // fixed "no movement" window, so stillness alone once read as landed halfway through the scroll.
  const landed = (b: Awaited<ReturnType<typeof anchorBox>>) => b.scrollY > 0 && b.top >= b.headerBottom - 1 && b.top < b.viewport;
  let last = await anchorBox(page, id);
  let still = 0;
  for (let i = 0; i < 160 && still < 4; i++) {
    await page.waitForTimeout(50);
    const next = await anchorBox(page, id);
    still = next.scrollY === last.scrollY && landed(next) ? still + 1 : 0;
    last = next;
  }
  return last;
}

async function expectOpensAffiliate(site: SiteHandle, sitePath: string, selector: string, trackingId: string) {
  const opened = await openPage(site, sitePath, { stub: isAffiliate });
  try {
    const link = opened.page.locator(selector).first();
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    const [popup] = await Promise.all([opened.context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState('load');
    const url = new URL(popup.url());
    expect(url.hostname).toBe(AFFILIATE_HOST);
    expect(url.searchParams.get('fp_ref')).toBe('floridacrm');
    expect(url.searchParams.get('fp_sid')).toBe(trackingId);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(opened.stubbed).toEqual([url.href]);
    expectClean(opened);
  } finally {
    await opened.context.close();
  }
}

describeBrowser('pages in Chromium', () => {
  const site = useSite('bundled');

  for (const { name, path, status = 200 } of PAGES) {
    it(`${name}: loads with no console error, failed request or outside request`, async () => {
      const opened = await openPage(site, path, { status });
      try {
        expect(opened.response?.status()).toBe(status);
        await opened.page.waitForLoadState('networkidle');
        expectClean(opened);
      } finally {
        await opened.context.close();
      }
    });
  }

  for (const path of ['/dentist-crm-miami/', '/']) {
    it(`${path}: every icon is drawn from the cached sprite file`, async () => {
      const opened = await openPage(site, path);
      try {
        await opened.page.waitForLoadState('networkidle');
        const icons = await opened.page.evaluate(() =>
          [...document.querySelectorAll('svg.i > use')].map((use) => {
            const box = (use as SVGGraphicsElement).getBBox();
            return { href: use.getAttribute('href')!, drawn: box.width > 0 && box.height > 0 };
          }),
        );
        expect(icons.length).toBeGreaterThan(10);
        for (const icon of icons) {
          expect(icon.href).toMatch(/^\/assets\/icons\.[0-9a-f]{10}\.svg#i-[a-z0-9-]+$/);
          expect(icon.drawn, icon.href).toBe(true);
        }
        expectClean(opened);
      } finally {
        await opened.context.close();
      }
    });
  }

  it('unknown path: status 404, "Page Not Found", and Go Home navigates home', async () => {
    const opened = await openPage(site, '/no-such-page/', { status: 404 });
    try {
      expect(opened.response?.status()).toBe(404);
      await expect(opened.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
      await Promise.all([opened.page.waitForURL(site.url('/')), opened.page.getByRole('link', { name: 'Go Home' }).click()]);
      await expect(opened.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Find the Perfect CRM for Your Florida Business');
      expectClean(opened);
    } finally {
      await opened.context.close();
    }
  });

  it('landing main CTA opens the affiliate URL with fp_ref and its sub-ID (page and placement) in a new tab', () =>
    expectOpensAffiliate(site, '/dentist-crm-miami/', 'main a[target=_blank]', 'dentist-crm-miami.hero'));

  it("landing header 'Get Started' opens the affiliate URL in a new tab", () =>
    expectOpensAffiliate(site, '/dentist-crm-tampa/', 'header a:has-text("Get Started")', 'dentist-crm-tampa.header'));

  it("home header 'Get Started Free' opens the affiliate URL in a new tab", () =>
    expectOpensAffiliate(site, '/', 'header a:has-text("Get Started Free")', 'home.header'));

  it("'Learn More' smooth-scrolls #features into view below the sticky header", async () => {
    const opened = await openPage(site, '/dentist-crm-miami/');
    try {
      await opened.page.getByRole('link', { name: 'Learn More' }).click();
      expectLandedBelowHeader(await settledAnchorBox(opened.page, 'features'));
      expect(new URL(opened.page.url()).hash).toBe('#features');
      expectClean(opened);
    } finally {
      await opened.context.close();
    }
  });

  it('at 390px the section links leave the one-row header (scrolling reaches the sections)', async () => {
    const opened = await openPage(site, '/dentist-crm-miami/', { viewport: { width: 390, height: 844 } });
    try {
      await expect(opened.page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    } finally {
      await opened.context.close();
    }
  });

  // md (768px) is the narrowest width that shows the section links.
  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 1440, height: 900 },
  ]) {
    it(`nav anchors land on their sections at ${viewport.width}px`, async () => {
      const opened = await openPage(site, '/dentist-crm-miami/', { viewport });
      try {
        for (const [label, id] of [
          ['Features', 'features'],
          ['Benefits', 'benefits'],
          ['Reviews', 'testimonials'],
        ]) {
          await opened.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
          expectLandedBelowHeader(await settledAnchorBox(opened.page, id));
        }
        expectClean(opened);
      } finally {
        await opened.context.close();
      }
    });
  }

  it('with reduced motion the scroll is instant', async () => {
    const opened = await openPage(site, '/dentist-crm-miami/', { reducedMotion: 'reduce' });
    try {
      await opened.page.getByRole('link', { name: 'Learn More' }).click();
      expectLandedBelowHeader(await anchorBox(opened.page, 'features'));
      await opened.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).click();
      expectLandedBelowHeader(await anchorBox(opened.page, 'testimonials'));
    } finally {
      await opened.context.close();
    }
  });
});
