// What a route may look like. Routes become folder names in dist/ and URL
// paths, so they are lower-case slugs joined by '/', short enough for every
// file system, and never under a folder the site owns (/assets/ is served
// `immutable` for a year; /admin/, /404/ and the legal pages are lpgen's).
// Being lower-case by construction, two routes can never differ only in case.

/** Longest route, in characters: a folder name and a file name in `lpgen new` stay well under 255 bytes. */
export const MAX_ROUTE_LENGTH = 200;

/** First path segments a routePattern may not start with. */
const RESERVED_TOP = ['assets', 'admin', '404'];

/** 'Miami', 'Doña Ana', '7th Street' yes; '東京' or '🦷' no: a route, an anchor and a favicon letter are made from it. */
export function hasLatinOrDigit(value: string): boolean {
  return /[a-z0-9]/i.test(value.normalize('NFKD'));
}

/**
 * Why a route pattern is unusable, or undefined: site.yaml routePattern
 * ({niche} and {city}) and the hub patterns (one placeholder each).
 */
export function routePatternProblem(pattern: string, placeholders: readonly string[] = ['niche', 'city']): string | undefined {
  if (!pattern.startsWith('/')) return 'must start with "/"';
  const names = placeholders.map((p) => `{${p}}`);
  const list = names.join(' and ');
  const unknown = [...pattern.matchAll(/\{[^}]*\}?/g)].find((m) => !names.includes(m[0]));
  if (unknown) return `unknown placeholder ${unknown[0]}: a route pattern knows ${list}`;
  if (!names.every((n) => pattern.includes(n))) return `must contain ${list}`;
  const bad = /[^a-z0-9/-]/.exec(names.reduce((rest, n) => rest.split(n).join(''), pattern));
  if (bad) {
    const what = bad[0] === ' ' ? 'a space' : `"${bad[0]}"`;
    return `must not contain ${what}: a route is lower-case letters, digits, "-" and "/" besides ${list}`;
  }
  if (pattern.includes('//') || pattern.endsWith('/')) return 'must not contain "//" or end with "/"';
  const top = pattern.split('/')[1];
  if (RESERVED_TOP.includes(top)) return `must not put pages under /${top}/, which belongs to the site`;
  return undefined;
}

/** Why a filled route cannot be written; `taken` holds routes the site owns (/admin, legal pages…). */
export function routeProblem(route: string, taken: ReadonlyMap<string, string>): string | undefined {
  if (route.length > MAX_ROUTE_LENGTH) {
    return `route ${route.slice(0, 40)}… is ${route.length} characters long; at most ${MAX_ROUTE_LENGTH} (it becomes a folder name): shorten the city, or set a shorter route:`;
  }
  // Unreachable from today's content (slugs, routePattern and route: are lower-case), kept so no
  // future source of routes can bring back pages that overwrite each other on case-insensitive hosts.
  if (!/^(\/[a-z0-9-]+)+$/.test(route)) return `route ${route} may contain only lower-case letters, digits, "-" and "/"`;
  const top = `/${route.split('/')[1]}`;
  if (top !== route && taken.has(top)) return `route ${route} is under ${top}/, which belongs to ${taken.get(top)}`;
  return undefined;
}
