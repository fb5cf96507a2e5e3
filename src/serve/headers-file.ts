// A `_headers` file, as Netlify and Cloudflare Pages read it: a path pattern on
// its own line, then indented `Name: value` lines. `*` matches anything
// (slashes included), `:name` one path segment. Every matching rule applies;
// values of the same header from several rules are joined with ", ", and
// `! Name` removes a header an earlier rule set (Cloudflare's detach syntax).

export interface HeaderRule {
  pattern: string;
  regex: RegExp;
  set: [name: string, value: string][];
  detach: string[];
}

function patternRegex(pattern: string): RegExp {
  // An absolute pattern (https://host/path) is matched on its path only: there is one host here.
  const pathPart = /^https?:\/\//.test(pattern) ? new URL(pattern.replace(/\*/g, '__splat__')).pathname.replace(/__splat__/g, '*') : pattern;
  const source = pathPart
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') && part.length > 1 ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: line, regex: patternRegex(line), set: [], detach: [] };
      rules.push(current);
      continue;
    }
    if (!current) continue; // a header line before any pattern: hosts ignore it too
    if (line.startsWith('!')) {
      current.detach.push(line.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    current.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers the rules give a request path (as the host sees it, base included); names keep their first spelling. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const values = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!rule.regex.test(pathname)) continue;
    for (const name of rule.detach) values.delete(name);
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const seen = values.get(key);
      values.set(key, seen ? { name: seen.name, value: `${seen.value}, ${value}` } : { name, value });
    }
  }
  return Object.fromEntries([...values.values()].map((h) => [h.name, h.value]));
}
