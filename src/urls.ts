// One trailing-slash policy for every internal URL: folders end in '/', so
// dist/<route>/index.html is served without a redirect on every static host.

/** '/x' → base + 'x/'; '/' → base. Anchors, absolute and mailto: URLs pass through. */
export function siteHref(base: string, target: string): string {
  if (!target.startsWith('/')) return target;
  const [pathPart, hash = ''] = target.split('#');
  const trimmed = pathPart.replace(/^\/+/, '');
  const isFile = /\.[a-z0-9]+$/i.test(trimmed);
  const withSlash = trimmed === '' || isFile || trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
  return base + withSlash + (hash ? `#${hash}` : '');
}

/** Absolute URL for canonicals and the sitemap; undefined without a siteUrl. */
export function absoluteUrl(siteUrl: string | undefined, href: string): string | undefined {
  if (!siteUrl) return undefined;
  return new URL(href, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** The affiliate URL with the per-page tracking parameter; the referral parameter is kept as is. */
export function affiliateHref(url: string, trackingParam: string, trackingId: string): string {
  const u = new URL(url);
  u.searchParams.set(trackingParam, trackingId);
  return u.href;
}

export type Checked = { url: string } | { problem: string };

/**
 * The one rule for the site's own URL (site.yaml siteUrl, --site-url): an
 * https origin, nothing after the host. Canonicals and the sitemap are built
 * from it plus the base path, so a path here would be silently dropped; a
 * sub-folder belongs in base. Returns the normal form (lower-case scheme and
 * host, no trailing slash) or why the value is refused.
 */
export function parseSiteUrl(value: string): Checked {
  if (/\s/.test(value)) return { problem: 'must not contain spaces' };
  const url = parseAbsolute(value);
  if ('problem' in url) return url;
  const u = new URL(url.url);
  if (u.search || u.hash || value.includes('?') || value.includes('#')) return { problem: 'must not have a ?query or #fragment' };
  if (u.pathname !== '/') return { problem: `must be the site's origin only, e.g. ${u.origin} (a sub-folder such as ${u.pathname} goes in base, or --base)` };
  return { url: u.origin };
}

/** An absolute https URL, normalised ('HTTPS://Example.com/x' → 'https://example.com/x'); http:// is refused. */
export function parseAbsolute(value: string): Checked {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return { problem: 'is not a valid URL' };
  }
  if (u.protocol === 'http:') return { problem: 'http:// is refused: use https://' };
  if (u.protocol !== 'https:' || !/^https:\/\//i.test(value)) return { problem: 'must be an absolute https:// URL' };
  if (/\s/.test(value)) return { problem: 'must not contain spaces (write them as %20)' };
  const problem = urlHostProblem(value);
  return problem ? { problem } : { url: u.href };
}

/** The hosts an analytics service or an IndexNow endpoint may be reached over plain http: this machine. */
export const LOCAL_HOSTS: readonly string[] = ['127.0.0.1', 'localhost'];

// A host name: letters, digits and hyphens in dot-separated labels (URL lower-cases a host and writes an
// international one in punycode). Anything else could end a CSP directive (;), start a second policy (,),
// widen a source (*) or hide where a request really goes.
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/**
 * The one host check for every URL lpgen publishes in a page or talks to (hero and og:image, analytics script,
 * API and endpoint, links, redirect targets, IndexNow): no user name or password (a page would publish them),
 * and a host that is a host name. Undefined when the URL passes, or is not an http(s) URL (its own rule says so).
 */
export function urlHostProblem(value: string): string | undefined {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return undefined;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return undefined;
  if (u.username || u.password) return 'must not contain a user name or password (user:pass@): credentials do not belong in a URL lpgen publishes or calls';
  if (HOST_NAME.test(u.hostname)) return undefined;
  return `has the host "${u.hostname}", which is not a host name (letters, digits, hyphens and dots): the Content-Security-Policy cannot allow it`;
}

/** https, or http to this machine (a local analytics instance, a test server), with a checked host. */
export function serviceUrlProblem(value: string): string | undefined {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return 'must be an absolute https:// URL (http:// only for 127.0.0.1 or localhost)';
  }
  const local = u.protocol === 'http:' && LOCAL_HOSTS.includes(u.hostname);
  if (u.protocol !== 'https:' && !local) return 'must be an absolute https:// URL (http:// only for 127.0.0.1 or localhost)';
  return urlHostProblem(value);
}

const CSP_ORIGIN = /^(https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*|http:\/\/(127\.0\.0\.1|localhost))(:\d+)?$/;

/**
 * A checked URL's origin as a CSP source: https://host[:port], or http:// to this machine. Throws on anything
 * else: the content rules refuse such a URL first, so reaching here with one is a bug, not a policy.
 */
export function cspOrigin(url: string, directive: string): string {
  const origin = serviceUrlProblem(url) ? '' : new URL(url).origin;
  if (!CSP_ORIGIN.test(origin)) throw new Error(`not an https origin for ${directive}: ${JSON.stringify(url)}`);
  return origin;
}

/**
 * Why a site-relative path ('/hero/a.svg', '/privacy/') cannot name a file
 * inside the output: '..' or '.' segments, empty ones ('//host' is another
 * site), backslashes, or a bad %-escape.
 */
export function sitePathProblem(href: string): string | undefined {
  const pathPart = href.split(/[?#]/)[0];
  if (pathPart.startsWith('//')) return 'starts with "//", which browsers read as another site: write one "/"';
  if (pathPart.includes('\\')) return 'must use "/", not "\\"';
  const segments = pathPart.slice(1).split('/');
  for (const [i, segment] of segments.entries()) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return `has a broken %-escape in "${segment}"`;
    }
    if (decoded === '.' || decoded === '..') return `must not contain "${segment}": every link stays inside the site`;
    if (decoded === '' && i < segments.length - 1) return 'must not contain "//"';
    if (decoded.includes('/') || decoded.includes('\\')) return `must not encode a "/" in "${segment}"`;
  }
  return undefined;
}

/** heroImage.src: an https URL (normalised) or a path under content/public/ ('/hero/a.svg'). */
export function parseImageSrc(value: string): Checked {
  if (value.startsWith('/')) {
    const problem = sitePathProblem(value);
    return problem ? { problem } : { url: value };
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return parseAbsolute(value);
  return { problem: 'must be an https:// URL or a path under content/public/ starting with "/" (e.g. /hero/dentist.svg)' };
}

/** Why a link target (footer href) is refused; its scheme was checked already. */
export function linkProblem(value: string): string | undefined {
  if (/^https?:/i.test(value)) {
    const url = parseAbsolute(value);
    return 'problem' in url ? url.problem : undefined;
  }
  return value.startsWith('/') ? sitePathProblem(value) : undefined;
}
