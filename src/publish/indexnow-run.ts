// What `lpgen indexnow` reads and sends: site.yaml's siteUrl, base and indexNow key, and the lock's dates.
import { formatIssue, LpgenError } from '../errors.js';
import { loadSiteOnly } from '../content/load.js';
import { readSources } from '../content/read.js';
import { LOCK_FILE, readLock } from '../lock/lock-file.js';
import type { Logger } from '../log.js';
import { absoluteUrl, siteHref } from '../urls.js';
import { INDEXNOW_ENDPOINT, submissions, type Submission } from './indexnow.js';
import { DEFAULT_TIMEOUTS, PostError, postJson, type Answer, type Timeouts } from './indexnow-post.js';

export function indexNowPlan(contentDir: string, since: string, siteUrlFlag?: string): { urls: number; submissions: Submission[] } {
  const sources = readSources(contentDir, { pages: false });
  const head = loadSiteOnly(sources);
  if (!head)
    throw new LpgenError(
      `the content has errors${sources.issues.length ? `:\n${sources.issues.map(formatIssue).join('\n')}` : ''}; run lpgen check, fix them, then submit`,
    );
  const { site } = head;
  const key = site.indexNow?.key;
  if (!key)
    throw new LpgenError(
      'content/site.yaml has no indexNow key: add `indexNow: { key: <8-128 letters, digits or "-"> }`, build and publish the site (the key file must be live), then submit',
    );
  const siteUrl = siteUrlFlag ?? site.siteUrl;
  if (!siteUrl) throw new LpgenError('IndexNow needs absolute URLs: set siteUrl in content/site.yaml or pass --site-url');
  const lock = readLock(contentDir);
  if (!lock) throw new LpgenError(`no content/${LOCK_FILE}: run \`lpgen build --update-lock --date YYYY-MM-DD\` first; it records when each page changed`);
  const urls = [...lock.values()].filter((e) => e.date >= since).map((e) => absoluteUrl(siteUrl, siteHref(site.base, e.url))!);
  return { urls: urls.length, submissions: submissions(urls, siteUrl, site.base, key) };
}

// IndexNow's documented answers.
const MEANING: Record<number, string> = {
  400: 'bad request (invalid format)',
  403: 'forbidden: the key is not valid (is <key>.txt published at the site root?)',
  422: 'unprocessable: a URL does not belong to the host, or the key does not match',
  429: 'too many requests: try again later',
};

export async function submit(batches: readonly Submission[], endpoint = INDEXNOW_ENDPOINT, log: Logger, timeouts: Timeouts = DEFAULT_TIMEOUTS): Promise<void> {
  for (const [i, body] of batches.entries()) {
    const sent = i ? `; ${i} of ${batches.length} submissions were sent` : '';
    let answer: Answer;
    try {
      answer = await postJson(endpoint, JSON.stringify(body), timeouts);
    } catch (error) {
      if (!(error instanceof PostError)) throw error;
      throw new LpgenError(`IndexNow: could not reach ${endpoint} (${error.message})${sent}`, 1, { cause: error });
    }
    const { status, location } = answer;
    // A redirect is never followed: the key and the URL list go to the endpoint named, nowhere else.
    if (status >= 300 && status < 400)
      throw new LpgenError(
        `IndexNow: ${endpoint} answered ${status} and points to ${location ? JSON.stringify(location) : 'no location'}: lpgen follows no redirect and sent nothing there${location ? ' (if that is the endpoint, pass it as --endpoint)' : ''}${sent}`,
      );
    if (status !== 200 && status !== 202)
      throw new LpgenError(
        `IndexNow: ${endpoint} answered ${status} ${MEANING[status] ?? answer.statusText} to submission ${i + 1} of ${batches.length}${i ? ` (${i} were accepted)` : ''}`,
      );
    log.info(`  indexnow submission ${i + 1} of ${batches.length}: ${body.urlList.length} URLs accepted (${status})`);
  }
  log.info(`✓ ${batches.reduce((n, b) => n + b.urlList.length, 0)} URLs submitted to ${endpoint}`);
}
