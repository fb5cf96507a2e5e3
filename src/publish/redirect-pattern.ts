// One reading of a `_redirects` source pattern (Netlify / Cloudflare Pages): `*` matches any run of
// characters, slashes included (its text is :splat in the target), `:name` the rest of one path segment. The
// build uses it to tell whether a redirect covers a locked URL or shadows a page; `lpgen serve` to apply
// dist/_redirects as the hosts do.
//
// No regular expression: `(.*)` twenty times over is exponential backtracking on a long path, and lpgen serve
// reads whatever dist/_redirects holds. The pattern is split at each `*` into chunks; each chunk matches at a
// given position in one way only (a placeholder runs to the next "/"), so the first chunk is anchored at the
// start, the last at the end and each middle one taken at its leftmost match: O(path length × pattern length).

export interface RedirectPattern {
  /** Has `*` or a `:placeholder`: a dynamic rule (Cloudflare counts them apart). */
  dynamic: boolean;
  /** The values the path gives the target's placeholders, or undefined when it does not match. */
  match(pathname: string): Record<string, string> | undefined;
}

const PART = /(\*|:[A-Za-z_]\w*)/;

export function isDynamic(pattern: string): boolean {
  return PART.test(pattern);
}

/** A literal run of text, or a placeholder taking the rest of a segment. */
type Token = { text: string } | { name: string };

function tokens(chunk: string): Token[] {
  return chunk
    .split(PART)
    .filter((t) => t !== '')
    .map((t) => (t.startsWith(':') && PART.test(t) ? { name: t.slice(1) } : { text: t }));
}

/** Where `chunk` ends when matched at `start` (its placeholders' values put in `values`), or -1. */
function matchAt(chunk: readonly Token[], s: string, start: number, values: Record<string, string>): number {
  let i = start;
  for (const token of chunk) {
    if ('text' in token) {
      if (!s.startsWith(token.text, i)) return -1;
      i += token.text.length;
    } else {
      const slash = s.indexOf('/', i);
      const end = slash === -1 ? s.length : slash;
      if (end === i) return -1; // a placeholder holds at least one character
      values[token.name] = s.slice(i, end);
      i = end;
    }
  }
  return i;
}

export function compilePattern(pattern: string): RedirectPattern {
  const chunks = pattern.split('*').map(tokens);
  const dynamic = chunks.length > 1 || chunks[0].some((t) => 'name' in t);
  return {
    dynamic,
    match(s) {
      const values: Record<string, string> = {};
      let pos = matchAt(chunks[0], s, 0, values);
      if (pos < 0) return undefined;
      if (chunks.length === 1) return pos === s.length ? values : undefined;
      // Each `*` takes the text up to the leftmost place its following chunk matches; the last chunk must end the path.
      for (let c = 1; c < chunks.length; c++) {
        const last = c === chunks.length - 1;
        let found = -1;
        for (let at = pos; at <= s.length && found < 0; at++) {
          const own: Record<string, string> = {};
          const end = matchAt(chunks[c], s, at, own);
          if (end >= 0 && (!last || end === s.length)) {
            values.splat = s.slice(pos, at);
            Object.assign(values, own);
            found = end;
          }
        }
        if (found < 0) return undefined;
        pos = found;
      }
      return values;
    },
  };
}

/** The target with the matched values put in for :splat and :name. */
export function fillTarget(target: string, values: Record<string, string>): string {
  return target.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Paths (lower-cased) sorted once, so that a dynamic rule is tried only on those that start with its literal
 * prefix (`/old/*` looks at `/old/…` alone): checking 100 rules against 10,000 pages and their files is a
 * binary search per rule, not a million matches.
 */
export interface PathIndex<T> {
  /** The value of the first path (in sorted order) the pattern matches, compared without regard to case. */
  firstMatch(pattern: string): T | undefined;
}

export function pathIndex<T>(entries: Iterable<[path: string, value: T]>): PathIndex<T> {
  const sorted = [...entries].map(([p, v]): [string, T] => [p.toLowerCase(), v]).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return {
    firstMatch(pattern) {
      const lower = pattern.toLowerCase();
      const prefix = lower.split(PART)[0];
      const compiled = compilePattern(lower);
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid][0] < prefix) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < sorted.length && sorted[i][0].startsWith(prefix); i++) if (compiled.match(sorted[i][0])) return sorted[i][1];
      return undefined;
    },
  };
}
