// dist/_headers: caching and security headers with the base path, and a CSP
// that allows every inline script the pages really contain, and nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cspHash, inlineScripts } from '../../src/seo/csp.js';
import { headersFile } from '../../src/seo/headers.js';
import { editFile, readHtml } from '../helpers.js';
import { htmlFiles } from '../support/crawl.js';
import { buildSite, type BuiltSite } from '../support/site.js';

/** _headers → { path: { name: value } } (every rule, in order). */
function parseHeaders(file: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of file.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) rules.set(line, (current = {}));
    else {
      const [name, ...value] = line.trim().split(': ');
      current![name] = value.join(': ');
    }
  }
  return rules;
}

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

describe('_headers', () => {
  let site: BuiltSite;
  let rules: Map<string, Record<string, string>>;
  let csp: string;
  beforeAll(async () => {
    // Switchable theme: the pages then carry all three inline scripts; one page has an external hero image.
    site = await buildSite(['--base', '/sub/'], (dir) => {
      editFile(dir, 'site.yaml', (t) => `${t}theme: { default: light, switchable: true }\n`);
      editFile(dir, 'pages/dentist-crm-tampa.yaml', (t) => t.replace('src: /hero/test.svg', 'src: "https://images.example.net/x/tampa.jpg"'));
    });
    expect(site.code).toBe(0);
    rules = parseHeaders(readHtml(site.out, '_headers'));
    csp = rules.get('/sub/*')!['Content-Security-Policy'];
  }, 60_000);

  it('caches hashed assets for a year and makes pages revalidate, every path under the base', () => {
    expect([...rules.keys()]).toEqual(['/sub/*', '/sub/assets/*', '/sub/', '/sub/:page/', '/sub/404.html']);
    expect(rules.get('/sub/assets/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    for (const page of ['/sub/', '/sub/:page/', '/sub/404.html']) expect(rules.get(page)).toEqual({ 'Cache-Control': 'public, max-age=0, must-revalidate' });
    // Hosts join a header set by two matching rules: the catch-all must not set Cache-Control.
    expect(rules.get('/sub/*')!['Cache-Control']).toBeUndefined();
  });

  it('sends the security headers on everything', () => {
    expect(rules.get('/sub/*')).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
      'X-Frame-Options': 'DENY',
    });
    for (const d of ["default-src 'self'", "base-uri 'self'", "form-action 'none'", "frame-ancestors 'none'", "object-src 'none'"]) expect(csp).toContain(d);
  });

  it('allows by hash every inline script in the built HTML, and no unsafe-inline anywhere', () => {
    const allowed = new Set(directive(csp, 'script-src'));
    const seen = new Set<string>();
    for (const f of htmlFiles(site.out)) {
      for (const script of inlineScripts(readHtml(site.out, f))) {
        seen.add(script);
        expect(allowed.has(cspHash(script)), `${f}: ${script.slice(0, 40)}…`).toBe(true);
      }
    }
    // Theme init and toggle (switchable build), smooth scroll, trial bar.
    expect(seen.size).toBe(4);
    expect(directive(csp, 'script-src')).toHaveLength(1 + 4);
    expect(csp).not.toContain('unsafe');
  });

  it('needs no style-src exception for the markup: no style="" attribute, no <style> element', () => {
    for (const f of htmlFiles(site.out)) {
      const html = readHtml(site.out, f);
      expect(html, f).not.toMatch(/\sstyle="|<style[\s>]/);
    }
  });

  it('lists the hash of the stylesheet the admin toasts inject, only when the bundle has them', () => {
    const bundle = readdirSync(path.join(site.out, 'assets')).find((f) => f.endsWith('.js'))!;
    const js = readFileSync(path.join(site.out, 'assets', bundle), 'utf8');
    expect(js).toContain('data-sonner-toaster');
    const styles = directive(csp, 'style-src');
    expect(styles).toHaveLength(3);
    expect(styles).toContain("'self'");
    expect(styles).toContain(cspHash(''));
  });

  it('allows images from the site, data: URLs and the origin of each external hero image', () => {
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'https://images.example.net']);
    expect(readHtml(site.out, 'dentist-crm-tampa/index.html')).toContain('src="https://images.example.net/x/tampa.jpg"');
  });

  it('writes root paths for a root site', () => {
    const root = parseHeaders(headersFile({ base: '/', csp: "default-src 'self'" }).contents);
    expect([...root.keys()]).toEqual(['/*', '/assets/*', '/', '/:page/', '/404.html']);
  });
});

describe('inlineScripts', () => {
  it('finds executable inline scripts only: not src=, not JSON data blocks', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"x":1}</script><script type="application/json" id="p">{}</script><script type="text/javascript">c()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });
});
