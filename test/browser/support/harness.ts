// Per-test-file wiring: one Chromium, one server on a random 127.0.0.1 port
// for a site built by the global setup, and fenced pages with watchers.
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchBrowser, newFencedContext, type FenceOptions } from './browser.js';
import { startServer } from './server.js';
import type { BuiltSites } from './sites.js';
import { watchPage, type PageWatch } from './watch.js';

export interface SiteHandle {
  browser: Browser;
  /** Folder being served. */
  dir: string;
  /** Absolute URL of a site path ('/admin/' → http://127.0.0.1:port/admin/). */
  url(sitePath: string): string;
}

export type SiteChoice = Exclude<keyof BuiltSites, 'root'> | ((sites: BuiltSites) => string | Promise<string>);

/** Registers beforeAll/afterAll; the handle is filled in before the first test runs. */
export function useSite(choice: SiteChoice): SiteHandle {
  const handle = {} as SiteHandle;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const sites = inject('sites');
    handle.dir = typeof choice === 'function' ? await choice(sites) : sites[choice];
    const [browser, server] = await Promise.all([launchBrowser(), startServer({ dir: handle.dir, port: 0, host: '127.0.0.1', base: '/' })]);
    handle.browser = browser;
    handle.url = (sitePath) => new URL(sitePath.replace(/^\//, ''), server.url).href;
    close = async () => {
      await browser.close();
      await server.close();
    };
  });
  afterAll(async () => close?.());
  return handle;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  watch: PageWatch;
  outside: string[];
  stubbed: string[];
  response: Response | null;
}

export interface OpenOptions extends FenceOptions {
  /** HTTP status the document itself is expected to answer (404 for unknown paths). */
  status?: number;
  /** Runs before navigation: init scripts, permissions. */
  before?: (context: BrowserContext, page: Page) => Promise<unknown>;
}

export async function openPage(site: SiteHandle, sitePath: string, { status = 200, before, ...fence }: OpenOptions = {}): Promise<OpenedPage> {
  const { context, outside, stubbed } = await newFencedContext(site.browser, fence);
  // Fail fast with the locator in the message instead of hitting the test timeout.
  context.setDefaultTimeout(5_000);
  const page = await context.newPage();
  const target = site.url(sitePath);
  const watch = watchPage(page, (url, code) => url === target && code === status);
  await before?.(context, page);
  const response = await page.goto(target, { waitUntil: 'load' });
  return { context, page, watch, outside, stubbed, response };
}

/** Zero console errors/warnings, zero uncaught errors, zero failed requests, nothing beyond 127.0.0.1. */
export function expectClean({ watch, outside }: Pick<OpenedPage, 'watch' | 'outside'>): void {
  expect(watch.console, 'console errors and warnings').toEqual([]);
  expect(watch.errors, 'uncaught page errors').toEqual([]);
  expect(watch.failed, 'failed requests').toEqual([]);
  expect(outside, 'requests to hosts other than 127.0.0.1').toEqual([]);
}
