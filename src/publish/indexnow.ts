// IndexNow (indexnow.org/documentation): the key file at the site root proves the site is ours; a submission
// is a JSON POST of { host, key, keyLocation, urlList } with at most 10,000 URLs. `lpgen indexnow` is the only
// lpgen command that makes a network call.
import type { SiteFile } from '../seo/site-file.js';

/** The protocol's limit of URLs per submission. */
export const INDEXNOW_BATCH = 10_000;
export const INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';
/** A key per the spec: 8 to 128 characters of a-z, A-Z, 0-9 and "-". */
export const INDEXNOW_KEY = /^[a-zA-Z0-9-]{8,128}$/;

export function indexNowKeyFile(key: string): SiteFile {
  return { path: `${key}.txt`, contents: key };
}

export interface Submission {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

/** The submissions for `urls` (absolute, on the site's host), each at most `batch` long. */
export function submissions(urls: readonly string[], siteUrl: string, base: string, key: string, batch = INDEXNOW_BATCH): Submission[] {
  const origin = new URL(siteUrl);
  const keyLocation = new URL(`${base}${key}.txt`, origin).href;
  const out: Submission[] = [];
  for (let i = 0; i < urls.length; i += batch) out.push({ host: origin.host, key, keyLocation, urlList: urls.slice(i, i + batch) });
  return out;
}
