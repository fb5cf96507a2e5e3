// One reading of a `_redirects` source pattern (Netlify / Cloudflare Pages): `*` matches the rest of the
// path (its text is :splat in the target), `:name` one path segment. The build uses it to tell whether a
// redirect covers a locked URL; `lpgen serve` to apply dist/_redirects as the hosts do.

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

export function compilePattern(pattern: string): RedirectPattern {
  const names: string[] = [];
  const source = pattern
    .split(PART)
    .map((part) => {
      if (part === '*') return (names.push('splat'), '(.*)');
      if (PART.test(part) && part.startsWith(':')) return (names.push(part.slice(1)), '([^/]+)');
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const regex = new RegExp(`^${source}$`);
  return {
    dynamic: names.length > 0,
    match(pathname) {
      const m = regex.exec(pathname);
      return m ? Object.fromEntries(names.map((n, i) => [n, m[i + 1]])) : undefined;
    },
  };
}

/** The target with the matched values put in for :splat and :name. */
export function fillTarget(target: string, values: Record<string, string>): string {
  return target.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => values[name] ?? whole);
}
