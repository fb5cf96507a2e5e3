// How pages look and handle on a phone and a desktop (issue 15): a one-row
// header, tap targets, the bottom trial bar, hero images, headline length, 404.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SPEC_ROUTES } from '../content/helpers.js';
import { describeBrowser } from './support/browser.js';
import { expectClean, openPage, useSite } from './support/harness.js';

const PHONE = { width: 390, height: 844 };
const LANDINGS = ['/dentist-crm-miami/', '/dentist-crm-tampa/', '/chiropractor-crm-fort-lauderdale/', '/plumber-crm-st-petersburg/'];

/** Links and buttons in <main> that are shown, with their boxes; inline links inside prose are exempt in WCAG 2.5.8. */
function mainTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main a, main button')].flatMap((el) => {
      const box = el.getBoundingClientRect();
      const inline = getComputedStyle(el).display === 'inline' && el.parentElement?.tagName === 'P';
      return box.width === 0 || inline ? [] : [{ text: (el.textContent ?? '').trim().slice(0, 40), width: box.width, height: box.height }];
    }),
  );
}

interface BarState {
  shown: boolean;
  /** Shown and over a disclosure outside itself. */
  overlaps: boolean;
  scrollY: number;
}

/**
 * The trial bar at each scroll position: `to` is a list of positions, or a step to scroll the whole page by.
 * The loop runs in the page (one round trip, not three per position). Each scroll is instant: the page's
 * smooth scrolling would still be moving when the state is read. Then two frames, since
 * IntersectionObserver callbacks run before the next paint.
 */
function barStates(page: Page, to: number[] | { step: number }): Promise<BarState[]> {
  return page.evaluate(async (to) => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const bar = document.querySelector('[data-trial-bar]') as HTMLElement;
    const disclosures = [...document.querySelectorAll('[data-disclosure]')].filter((d) => !bar.contains(d));
    const end = () => scrollY >= document.documentElement.scrollHeight - innerHeight;
    const out: BarState[] = [];
    for (let i = 0; Array.isArray(to) ? i < to.length : i === 0 || !end(); i++) {
      window.scrollTo({ top: Array.isArray(to) ? to[i]! : i * to.step, behavior: 'instant' });
      await frames();
      const b = bar.getBoundingClientRect();
      const shown = !bar.hidden && b.height > 0;
      const overlaps = disclosures.some((d) => {
        const r = d.getBoundingClientRect();
        return r.bottom > b.top && r.top < b.bottom && r.right > b.left && r.left < b.right;
      });
      out.push({ shown, overlaps: shown && overlaps, scrollY });
    }
    return out;
  }, to);
}

describeBrowser('page look', () => {
  const site = useSite('bundled');

  it.each(['/', ...LANDINGS, '/privacy/', '/no-such-page/'])('%s: the header is one row, at most 64 px tall at 390 px', async (path) => {
    const opened = await openPage(site, path, { viewport: PHONE, status: path === '/no-such-page/' ? 404 : 200 });
    const height = await opened.page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(0);
    expect(height).toBeLessThanOrEqual(64);
    await opened.context.close();
  });

  it.each(['/', '/dentist-crm-miami/', '/real-estate-crm-orlando/'])('%s: no tap target in the main content is under 24×24 px at 390 px', async (path) => {
    const opened = await openPage(site, path, { viewport: PHONE });
    const targets = await mainTargets(opened.page);
    expect(targets.length).toBeGreaterThan(3);
    expect(targets.filter((t) => t.width < 24 || t.height < 24)).toEqual([]);
    await opened.context.close();
  });

  it('the trial bar appears once the hero button has scrolled away and never covers a disclosure', async () => {
    const opened = await openPage(site, '/dentist-crm-tampa/', { viewport: PHONE });
    const { page } = opened;
    const heroCtaBottom = await page.evaluate(() => document.querySelector('[data-hero-cta]')!.getBoundingClientRect().bottom + scrollY);
    const states = await barStates(page, { step: 200 });
    expect(states[0]!.shown, 'hidden at the top').toBe(false);
    let seen = 0;
    for (const state of states) {
      expect(state.overlaps, `bar over a disclosure at scrollY ${state.scrollY}`).toBe(false);
      if (state.shown) {
        expect(state.scrollY, 'shown only after the hero button is gone').toBeGreaterThan(heroCtaBottom - 1);
        seen++;
      }
    }
    expect(seen, 'shown while scrolling the page').toBeGreaterThan(5);
    expectClean(opened);
    await opened.context.close();
  });

  it('the trial bar stays away on desktop, where the header button is always in view', async () => {
    const opened = await openPage(site, '/dentist-crm-tampa/', { viewport: { width: 1440, height: 900 } });
    expect((await barStates(opened.page, [3000]))[0]!.shown).toBe(false);
    await opened.context.close();
  });

  it.each(LANDINGS)('%s: the hero image has its dimensions and a dark variant under .dark', async (path) => {
    const opened = await openPage(site, path);
    const { page } = opened;
    const shownImage = () =>
      page.evaluate(() => {
        const img = [...document.querySelectorAll<HTMLImageElement>('#hero-title ~ * img, section[aria-labelledby="hero-title"] img')].find(
          (i) => i.getBoundingClientRect().width > 0,
        )!;
        return {
          src: new URL(img.currentSrc || img.src).pathname,
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loaded: img.complete && img.naturalWidth > 0,
        };
      });
    const light = await shownImage();
    expect(Number(light.width)).toBeGreaterThan(0);
    expect(Number(light.height)).toBeGreaterThan(0);
    expect(light.loaded).toBe(true);
    expect(light.src).not.toMatch(/-dark\.svg$/);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('section[aria-labelledby="hero-title"] img')].some(
        (i) => i.getBoundingClientRect().width > 0 && i.complete && i.naturalWidth > 0,
      ),
    );
    const dark = await shownImage();
    expect(dark.src).toBe(light.src.replace(/\.svg$/, '-dark.svg'));
    expect([dark.width, dark.height]).toEqual([light.width, light.height]);
    expectClean(opened);
    await opened.context.close();
  });

  it('the headline of every landing page fits three lines at 1024, 1280 and 1440 px', async () => {
    const { context } = await openPage(site, '/');
    const long: string[] = [];
    // Four tabs share the routes: each waits on its page loads, not on the CPU. One load per route; resizing
    // relays the text out without another request.
    const TABS = 4;
    await Promise.all(
      Array.from({ length: TABS }, async (_, tab) => {
        const page = await context.newPage();
        for (const route of SPEC_ROUTES.filter((_, i) => i % TABS === tab)) {
          await page.goto(site.url(`${route}/`));
          for (const width of [1024, 1280, 1440]) {
            await page.setViewportSize({ width, height: 900 });
            const lines = await page.evaluate(() => {
              const h1 = document.querySelector('h1')!;
              return Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight));
            });
            if (lines > 3) long.push(`${route} at ${width}px: ${lines} lines`);
          }
        }
      }),
    );
    expect(long.sort()).toEqual([]);
    await context.close();
  }, 120_000);

  it.each([700, 1024, 1440])('no card sits alone on the last row of the pain point and feature grids at %i px', async (width) => {
    const opened = await openPage(site, '/plumber-crm-st-petersburg/', { viewport: { width, height: 900 } });
    const lonely = await opened.page.evaluate(() =>
      ['benefits', 'features'].flatMap((id) => {
        const list = document.querySelector(`#${id} ul`)!;
        const rows = new Map<number, DOMRect[]>();
        for (const li of list.children) {
          const box = li.getBoundingClientRect();
          rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
        }
        const full = list.getBoundingClientRect().width;
        // A row of one is fine only when that card fills the row.
        return [...rows.values()].filter((r) => r.length === 1 && r[0]!.width < full - 1).map(() => `${id}: ${list.children.length} cards`);
      }),
    );
    expect(lonely).toEqual([]);
    await opened.context.close();
  });

  it('404 has the site header and footer, Go Home and links to the industries and cities', async () => {
    const opened = await openPage(site, '/no-such-page/', { status: 404 });
    const { page } = opened;
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
    expect(await page.locator('main a', { hasText: 'Go Home' }).count()).toBe(1);
    const footerLinks = (title: string) =>
      page.evaluate((t) => {
        const heading = [...document.querySelectorAll('footer h2')].find((h) => h.textContent === t);
        return [...(heading?.parentElement?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
      }, title);
    const industries = await footerLinks('Industries');
    const cities = await footerLinks('Cities');
    expect(industries.length).toBeGreaterThanOrEqual(4);
    expect(cities.length).toBeGreaterThanOrEqual(5);
    // A hub page where the site has one, else the home page's section for it.
    for (const href of [...industries, ...cities]) expect(href).toMatch(/^\/(#[a-z0-9-]+|[a-z0-9/-]+\/)$/);
    for (const href of [industries[0]!, cities[0]!]) {
      const response = await page.goto(site.url(href));
      expect(response?.status()).toBe(200);
      if (href.startsWith('/#')) expect(await page.evaluate((id) => !!document.getElementById(id), href.slice(2))).toBe(true);
      else expect(await page.locator('main h1').count()).toBe(1);
    }
    expectClean(opened);
    await opened.context.close();
  });
});
