// Content-Security-Policy for a site that loads nothing but its own files (and,
// when site.yaml analytics names one, its analytics provider's script and
// endpoint): every inline script is allowed by the SHA-256 of its exact text,
// never by 'unsafe-inline'.
import { createHash } from 'node:crypto';

/** CSP hash source for an inline script or style: 'sha256-<base64>'. */
export function cspHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The text of every inline script a browser would execute. External
 * (src=…) scripts are covered by 'self'; data blocks (application/json,
 * application/ld+json) are never executed and need no hash.
 */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1].toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) found.push(body);
  }
  return found;
}

export interface CspInput {
  /** Exact text of every inline script the pages may contain. */
  scripts: readonly string[];
  /** Exact text of <style> blocks a bundled library injects at run time. */
  styles?: readonly string[];
  /** Origins of external images (https hero images), e.g. https://images.example.com. */
  imageOrigins?: readonly string[];
  /** The analytics provider's origins (site.yaml analytics): its script, and where it sends events. */
  analytics?: { scriptOrigins: readonly string[]; sendOrigins: readonly string[]; pixel: boolean };
}

const unique = (items: readonly string[]) => [...new Set(items)].sort();

// A CSP host-source's host: letters, digits and hyphens in dot-separated labels (URL lower-cases a host and
// writes an international one in punycode). Anything else in an origin could end the directive (;), start a
// second policy (,) or widen img-src (*).
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;
const IMAGE_ORIGIN = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/;

/** Why an https image URL's host cannot be listed in img-src (undefined: it can, or the URL is not one to check here). */
export function imageHostProblem(url: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined; // not a URL: the URL rule says so
  }
  const { protocol, hostname } = u;
  if (protocol !== 'https:' || HOST_NAME.test(hostname)) return undefined;
  return `has the host "${hostname}", which is not a host name (letters, digits, hyphens and dots): the Content-Security-Policy cannot allow it`;
}

export function contentSecurityPolicy({ scripts, styles = [], imageOrigins = [], analytics }: CspInput): string {
  // The content rules refuse such a host first (imageHostProblem): reaching here with one is a bug, not a policy.
  const odd = imageOrigins.find((origin) => !IMAGE_ORIGIN.test(origin));
  if (odd !== undefined) throw new Error(`not an https origin for img-src: ${JSON.stringify(odd)}`);
  const pixel = analytics?.pixel ? analytics.sendOrigins : [];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...unique(scripts.map(cspHash)), ...unique(analytics?.scriptOrigins ?? [])].join(' '),
    // No 'unsafe-inline': the templates emit no style="" attributes (React's
    // client-side style props go through the CSSOM, which CSP allows).
    ['style-src', "'self'", ...unique(styles.map(cspHash))].join(' '),
    ['img-src', "'self'", 'data:', ...unique([...imageOrigins, ...pixel])].join(' '),
    // Only with analytics: without it default-src 'self' already says all there is.
    ...(analytics ? [['connect-src', "'self'", ...unique(analytics.sendOrigins)].join(' ')] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
