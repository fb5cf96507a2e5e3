// Records what a page complains about, so each test can assert a clean load.
import type { Page } from 'playwright-core';

export interface PageWatch {
  /** console.error and console.warning texts (React reports hydration mismatches as errors). */
  console: string[];
  /** Uncaught exceptions in the page. */
  errors: string[];
  /** Requests that failed at the network level or answered ≥ 400 (except expected statuses). */
  failed: string[];
}

/** Starts recording; `expectStatus` lists URLs allowed to answer non-2xx (the 404 page itself). */
export function watchPage(page: Page, expectStatus: (url: string, status: number) => boolean = () => false): PageWatch {
  const watch: PageWatch = { console: [], errors: [], failed: [] };
  const expected = new Set<string>();
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Chromium logs every non-2xx document as 'Failed to load resource'; the 404 page is one on purpose.
    if (expected.has(message.location().url) && message.text().startsWith('Failed to load resource')) return;
    watch.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => watch.errors.push(error.stack ?? String(error)));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A reload or navigation cancels requests still in flight (often the favicon); that is not a broken link.
    if (reason === 'net::ERR_ABORTED') return;
    watch.failed.push(`${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400) return;
    if (expectStatus(response.url(), status)) expected.add(response.url());
    else watch.failed.push(`${response.url()} (HTTP ${status})`);
  });
  return watch;
}
