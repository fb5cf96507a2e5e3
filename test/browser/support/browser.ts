// The one Chromium launcher for browser tests and the audit/shots scripts.
// Debian's /usr/bin/chromium is driven by playwright-core, which downloads
// nothing; every context is fenced to 127.0.0.1.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { describe } from 'vitest';

export const CHROMIUM_PATH = process.env.LPGEN_CHROMIUM ?? '/usr/bin/chromium';

// No update checks, sync, field trials or QUIC probes: Chromium itself must stay off the network too.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export const LOCAL_HOST = '127.0.0.1';

export const browserRequired = process.env.LPGEN_REQUIRE_BROWSER === '1';
export const hasChromium = existsSync(CHROMIUM_PATH);

let warned = false;
function warnMissing(what: string): void {
  if (warned) return;
  warned = true;
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n!! ${what} not found: browser tests are SKIPPED.\n!! Install it (apt-get install chromium) or set LPGEN_CHROMIUM; CI sets LPGEN_REQUIRE_BROWSER=1 and fails instead.\n${bar}\n`,
  );
}

/**
 * describe() for suites that need Chromium: skipped with a loud notice when it
 * is missing, unless LPGEN_REQUIRE_BROWSER=1, where the suite fails instead.
 */
export function describeBrowser(name: string, body: () => void): void {
  if (hasChromium) return void describe(name, body);
  if (browserRequired) {
    return void describe(name, () => {
      throw new Error(`LPGEN_REQUIRE_BROWSER=1 but Chromium is missing at ${CHROMIUM_PATH}`);
    });
  }
  warnMissing(`Chromium (${CHROMIUM_PATH})`);
  describe.skip(name, body);
}

/** `extraArgs` lets the audit script open a DevTools port for Lighthouse. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface FencedContext {
  context: BrowserContext;
  /** Requests to any host but 127.0.0.1: aborted, and listed here so tests can assert there were none. */
  outside: string[];
  /** Requests answered locally by `stub` (the affiliate popup). */
  stubbed: string[];
}

export interface FenceOptions extends BrowserContextOptions {
  /** Answer these outside URLs with a local stub page instead of aborting them. */
  stub?: (url: URL) => boolean;
}

const STUB_PAGE = '<!doctype html><html lang="en"><title>Stub</title><p>Affiliate sign-up (stub)</p></html>';

export async function newFencedContext(browser: Browser, { stub, ...options }: FenceOptions = {}): Promise<FencedContext> {
  const context = await browser.newContext(options);
  const outside: string[] = [];
  const stubbed: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === LOCAL_HOST) return route.continue();
    if (stub?.(url)) {
      stubbed.push(url.href);
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: STUB_PAGE });
    }
    outside.push(url.href);
    return route.abort('blockedbyclient');
  });
  return { context, outside, stubbed };
}
