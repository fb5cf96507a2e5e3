// A `_redirects` file as Netlify and Cloudflare Pages read it: `from to [status]` per line, `#` comments,
// the first matching rule wins. `lpgen serve` applies its redirects (3xx) and gone (404/410) rules so a
// preview answers as the host will; 200 rewrites and proxies are left to the host.
import { compilePattern, fillTarget, type RedirectPattern } from '../publish/redirect-pattern.js';

export interface RedirectLine {
  pattern: RedirectPattern;
  to: string;
  status: number;
}

export function parseRedirectsFile(text: string): RedirectLine[] {
  const rules: RedirectLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [from, to, code = '301'] = line.split(/\s+/);
    const status = Number(code.replace(/!$/, ''));
    if (!to || !from.startsWith('/') || !Number.isInteger(status)) continue; // the hosts skip a line they cannot read
    rules.push({ pattern: compilePattern(from), to, status });
  }
  return rules;
}

/** The first rule for a request path (as the host sees it, base included), with its target filled in. */
export function redirectFor(rules: RedirectLine[], pathname: string): { to: string; status: number } | undefined {
  for (const rule of rules) {
    const values = rule.pattern.match(pathname);
    if (values) return { to: fillTarget(rule.to, values), status: rule.status };
  }
  return undefined;
}
