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
  if (u.username || u.password) return { problem: 'must not contain a user name or password' };
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
  return { url: u.href };
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
