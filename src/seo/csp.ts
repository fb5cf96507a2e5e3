// Content-Security-Policy for a site that loads nothing but its own files (and,
// when site.yaml analytics names one, its analytics provider's script and
// endpoint): every inline script is allowed by the SHA-256 of its exact text,
// never by 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { cspOrigin } from '../urls.js';

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

/** Every origin checked again here (urls.ts cspOrigin): a host that is not one would widen, split or end the policy. */
const sources = (origins: readonly string[], directive: string) => origins.map((o) => cspOrigin(o, directive));

export function contentSecurityPolicy({ scripts, styles = [], imageOrigins = [], analytics }: CspInput): string {
  // The content rules refuse such a host first (urlHostProblem): reaching here with one is a bug, not a policy.
  const images = sources(imageOrigins, 'img-src');
  const scriptOrigins = sources(analytics?.scriptOrigins ?? [], 'script-src');
  const sendOrigins = sources(analytics?.sendOrigins ?? [], 'connect-src');
  const pixel = analytics?.pixel ? sendOrigins : [];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...unique(scripts.map(cspHash)), ...unique(scriptOrigins)].join(' '),
    // No 'unsafe-inline': the templates emit no style="" attributes (React's
    // client-side style props go through the CSSOM, which CSP allows).
    ['style-src', "'self'", ...unique(styles.map(cspHash))].join(' '),
    ['img-src', "'self'", 'data:', ...unique([...images, ...pixel])].join(' '),
    // Only with analytics: without it default-src 'self' already says all there is.
    ...(analytics ? [['connect-src', "'self'", ...unique(sendOrigins)].join(' ')] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
