// site.yaml redirects → _redirects (static before dynamic, base path, Cloudflare's limits) and the meta-refresh
// pages for hosts without _redirects; lpgen serve applies _redirects like the hosts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirectRules, redirectsFile } from '../../src/publish/redirects.js';
import { startServer } from '../../src/serve/server.js';
import { copySite, editFile, runCli, tempDir } from '../helpers.js';
import { rawRequest } from '../support/http.js';

const SITE = 'https://example.com';

describe('redirects', () => {
  it('writes _redirects and meta-refresh pages under a base path, and lpgen serve follows them', async () => {
    const dir = copySite();
    const out = path.join(tempDir(), 'dist');
    editFile(
      dir,
      'site.yaml',
      (t) =>
        `${t}\nredirects:\n  - { from: /old/*, to: /dentist-crm/:splat }\n  - { from: /miami-dentists, to: /dentist-crm-miami/ }\n  - { from: /gone/, status: 410 }\n  - { from: /promo/, to: "https://crm.lpgen-test.dev/signup?fp_ref=test123", status: 302 }\n`,
    );
    const r = await runCli(['build', '--content', dir, '--out', out, '--site-url', SITE, '--base', '/sub/', '--no-cache', '--quiet']);
    expect(r.code, r.stderr).toBe(0);
    const lines = readFileSync(path.join(out, '_redirects'), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual([
      '/sub/miami-dentists/ /sub/dentist-crm-miami/ 301',
      '/sub/gone/ /sub/404.html 410',
      '/sub/promo/ https://crm.lpgen-test.dev/signup?fp_ref=test123 302',
      '/sub/old/* /sub/dentist-crm/:splat 301',
    ]);
    const page = readFileSync(path.join(out, 'miami-dentists', 'index.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/sub/dentist-crm-miami/">');
    expect(page).toContain(`<link rel="canonical" href="${SITE}/sub/dentist-crm-miami/">`);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<a href="/sub/dentist-crm-miami/">');
    expect(readFileSync(path.join(out, 'promo', 'index.html'), 'utf8')).toContain('url=https://crm.lpgen-test.dev/signup?fp_ref=test123');
    // No page for a gone URL or a pattern.
    expect(() => readFileSync(path.join(out, 'gone', 'index.html'))).toThrow();
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('miami-dentists');

    const server = await startServer({ dir: out, port: 0, base: '/sub/' });
    try {
      const port = Number(new URL(server.url).port);
      const moved = await rawRequest(port, '/sub/miami-dentists/');
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe('/sub/dentist-crm-miami/');
      const splat = await rawRequest(port, '/sub/old/anything');
      expect(splat.headers.location).toBe('/sub/dentist-crm/anything');
      expect((await rawRequest(port, '/sub/gone/')).status).toBe(410);
      expect((await rawRequest(port, '/sub/dentist-crm-miami/')).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 90_000);

  it('refuses a redirect that hides a page or leads nowhere, naming the field', async () => {
    const dir = copySite();
    const out = path.join(tempDir(), 'dist');
    editFile(dir, 'site.yaml', (t) => `${t}\nredirects:\n  - { from: /x/, to: /no-such-page/ }\n`);
    let r = await runCli(['build', '--content', dir, '--out', out, '--no-cache', '--quiet']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('redirects[0].to: /no-such-page/ is not a page of this site');
    editFile(dir, 'site.yaml', (t) => t.replace('{ from: /x/, to: /no-such-page/ }', '{ from: /dentist-crm-miami, to: /dentist-crm-tampa/ }'));
    r = await runCli(['build', '--content', dir, '--out', out, '--no-cache', '--quiet']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('redirects[0].from: /dentist-crm-miami/ is a page of this site');
  }, 60_000);

  it("enforces Cloudflare's limits: 2,000 static and 100 dynamic rules", () => {
    const pages = new Set(['/new/']);
    const statics = (n: number) => Array.from({ length: n }, (_, i) => ({ from: `/old-${i}/`, to: '/new/' }));
    expect(() => redirectsFile(redirectRules(statics(2000), pages), '/')).not.toThrow();
    expect(() => redirectsFile(redirectRules(statics(2001), pages), '/')).toThrow(
      /2,001 static redirects in site\.yaml: Cloudflare Pages accepts at most 2,000/,
    );
    const dynamics = (n: number) => Array.from({ length: n }, (_, i) => ({ from: `/old-${i}/*`, to: '/new/' }));
    expect(() => redirectsFile(redirectRules(dynamics(100), pages), '/')).not.toThrow();
    expect(() => redirectsFile(redirectRules(dynamics(101), pages), '/')).toThrow(/101 dynamic redirects in site\.yaml: Cloudflare Pages accepts at most 100/);
  });
});
