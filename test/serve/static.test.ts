// The preview server against a real build of the fixture site, started in-process on a free port.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { createLogger } from '../../src/log.js';
import { startServer, type RunningServer } from '../../src/serve/server.js';
import { headersFor, parseHeadersFile } from '../../src/serve/headers-file.js';
import { copySite, readHtml, tempDir } from '../helpers.js';
import { request } from 'node:http';
import { rawRequest } from '../support/http.js';
import { gunzipSync } from 'node:zlib';

const quiet = createLogger({ quiet: true });

/** A raw request to the server at `url` (see test/support/http.ts). */
const raw = (url: string, pathname: string, method = 'GET') => rawRequest(Number(new URL(url).port), pathname, { method });

describe('lpgen serve', () => {
  let out: string;
  let server: RunningServer;
  let origin: string;
  beforeAll(async () => {
    out = path.join(tempDir(), 'dist');
    await build({ content: copySite(), out, logger: quiet });
    writeFileSync(
      path.join(out, '_headers'),
      [
        '# comment',
        '/*',
        '  X-Frame-Options: DENY',
        '  X-Test: all',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '/:slug/',
        '  X-Test: page',
        '',
      ].join('\n'),
    );
    server = await startServer({ dir: out, port: 0 });
    origin = server.url.replace(/\/$/, '');
  }, 60_000);
  afterAll(() => server?.close());

  it('gzips text like a static host when the client accepts it, and only then', async () => {
    const { hostname, port } = new URL(origin);
    const get = (encoding?: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request({ hostname, port, path: '/dentist-crm-miami/', headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const zipped = await get('gzip, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('binds to 127.0.0.1 on a free port and serves / as HTML', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const r = await fetch(server.url);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await r.text()).toBe(readHtml(out, 'index.html'));
  });

  it('serves a landing page at its clean URL and redirects the slash-less form with 301', async () => {
    const r = await fetch(`${origin}/dentist-crm-miami/`);
    expect(r.status).toBe(200);
    expect(await r.text()).toBe(readHtml(out, 'dentist-crm-miami/index.html'));
    const redirect = await fetch(`${origin}/dentist-crm-miami?x=1`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/dentist-crm-miami/?x=1');
  });

  it('answers /404 and unknown paths with the not-found page and status 404', async () => {
    for (const p of ['/404', '/404/', '/404.html', '/no-such-page', '/no-such-page/', '/assets/none.css']) {
      const r = await fetch(origin + p, { redirect: 'manual' });
      expect(r.status, p).toBe(404);
      expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await r.text()).toContain('Page Not Found');
    }
  });

  it('sends content types for assets and supports HEAD and ETag revalidation', async () => {
    const html = readHtml(out, 'index.html');
    const css = html.match(/href="(\/assets\/site\.[0-9a-f]+\.css)"/)![1];
    const r = await fetch(origin + css);
    expect(r.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const head = await raw(server.url, css, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    const again = await fetch(origin + css, { headers: { 'if-none-match': r.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await fetch(origin + '/hero/test.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('applies _headers rules (splats, placeholders, joined values) and never serves the file itself', async () => {
    const page = await fetch(`${origin}/dentist-crm-miami/`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-test')).toBe('all, page');
    expect(page.headers.get('cache-control')).toBeNull();
    const css = readHtml(out, 'index.html').match(/href="(\/assets\/site\.[0-9a-f]+\.css)"/)![1];
    expect((await fetch(origin + css)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${origin}/_headers`)).status).toBe(404);
  });

  it('refuses path traversal', async () => {
    for (const p of ['/../package.json', '/assets/../../package.json', '/%2e%2e/package.json', '/..%2fpackage.json']) {
      const r = await raw(server.url, p);
      expect(r.status, p).toBe(404);
      expect(r.body).toContain('Page Not Found');
    }
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await raw(server.url, '/', 'POST')).status).toBe(405);
  });
});

describe('lpgen serve --base', () => {
  it('serves the site under the base path and 404s outside it', async () => {
    const out = path.join(tempDir(), 'dist');
    await build({ content: copySite(), out, base: '/lp/', logger: quiet });
    const server = await startServer({ dir: out, port: 0, base: '/lp/' });
    try {
      expect(server.url).toMatch(/\/lp\/$/);
      const home = await fetch(server.url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('href="/lp/dentist-crm-miami/"');
      const page = await fetch(`${server.url}dentist-crm-miami/`);
      expect(page.status).toBe(200);
      // lpgen's own _headers, written with the base prefixed, applies under the base.
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      const origin = new URL(server.url).origin;
      expect((await fetch(`${origin}/lp`, { redirect: 'manual' })).headers.get('location')).toBe('/lp/');
      const outside = await fetch(`${origin}/dentist-crm-miami/`);
      expect(outside.status).toBe(404);
      expect(await outside.text()).toContain('Page Not Found');
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('_headers parsing', () => {
  it('reads Netlify/Cloudflare syntax: patterns, indented headers, comments, detach', () => {
    const rules = parseHeadersFile('/*\n  X-A: 1\n\n/blog/:slug\n  X-B: 2\n  ! X-A\nhttps://example.com/docs/*\n  X-C: 3\n');
    expect(headersFor(rules, '/')).toEqual({ 'X-A': '1' });
    expect(headersFor(rules, '/blog/post')).toEqual({ 'X-B': '2' });
    expect(headersFor(rules, '/blog/post/more')).toEqual({ 'X-A': '1' });
    expect(headersFor(rules, '/docs/a/b')).toEqual({ 'X-A': '1', 'X-C': '3' });
  });
});
