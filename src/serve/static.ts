// Serves a built site the way a static host does (GitHub Pages, Cloudflare
// Pages, Netlify): clean URLs with a trailing-slash redirect, 404.html with
// status 404, the base path, the redirects of dist/_redirects (before any
// file, as Cloudflare Pages applies them) and the rules of dist/_headers, matched against
// the request path as the host sees it (lpgen writes them with the base
// prefixed). The output folder is looked up on every request, so a rebuild
// that swaps it is picked up.
import { createHash } from 'node:crypto';
import { promises as fs, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentType } from './content-types.js';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-file.js';
import { parseRedirectsFile, redirectFor, type RedirectLine } from './redirects-file.js';

export interface StaticOptions {
  /** Path prefix the site lives under, '/' or '/sub/'. */
  base?: string;
  /** Rewrites HTML bodies before they are sent (the dev server's reload snippet). */
  transformHtml?: (html: string) => string;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** '/sub' or 'sub/' → '/sub/'. */
export function normalizeBase(base = '/'): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

// Files the host reads for itself and never serves.
const HIDDEN = new Set(['/_headers', '/_redirects']);
const NOT_FOUND_PATHS = new Set(['/404', '/404/', '/404.html', '/404/index.html']);

// Every static host compresses text; previewing without it would misstate page weight (Lighthouse counts transfer size).
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

function wantsGzip(req: IncomingMessage, type: string, size: number): boolean {
  return size > 1024 && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

async function statFile(file: string): Promise<Stats | undefined> {
  try {
    return await fs.stat(file);
  } catch {
    return undefined;
  }
}

/**
 * The request's URL on this server. A target that starts with '/' is a path,
 * never a scheme-relative URL: '//x' is the path '//x' here (a 404, as every
 * empty segment is), where `new URL('//x', base)` reads the host x and serves
 * the home page, and `new URL('//', base)` throws. Undefined for a target that
 * is not a URL at all.
 */
export function requestUrl(req: IncomingMessage): URL | undefined {
  const target = req.url ?? '/';
  try {
    return target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target, 'http://localhost');
  } catch {
    return undefined;
  }
}

// Long on purpose (over 80 lines): one request handler, read top to bottom in the order a host applies its
// rules (path checks, _redirects, files, _headers, 404); each step is a few lines over the same request state.
export function createStaticHandler(dir: string, options: StaticOptions = {}): Handler {
  const root = path.resolve(dir);
  const base = normalizeBase(options.base);
  // A symbolic link in the served folder is followed only when it stays inside it.
  const within = async (file: string): Promise<boolean> => {
    try {
      const [real, realRoot] = await Promise.all([fs.realpath(file), fs.realpath(root)]);
      return real === realRoot || real.startsWith(realRoot + path.sep);
    } catch {
      return false;
    }
  };
  // Each rules file is read again only when it changed (a rebuild swaps the folder).
  const rulesOf = <T>(name: string, parse: (text: string) => T[]) => {
    let cache: { key: string; rules: T[] } | undefined;
    return async (): Promise<T[]> => {
      const file = path.join(root, name);
      const stat = await statFile(file);
      if (!stat?.isFile()) return [];
      const key = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
      if (cache?.key !== key) cache = { key, rules: parse(await fs.readFile(file, 'utf8')) };
      return cache.rules;
    };
  };
  const headerRules = rulesOf<HeaderRule>('_headers', parseHeadersFile);
  const redirectRules = rulesOf<RedirectLine>('_redirects', parseRedirectsFile);

  const send = async (req: IncomingMessage, res: ServerResponse, status: number, urlPath: string, file: string | undefined) => {
    const rules = await headerRules();
    let body: Buffer;
    let type = 'text/plain; charset=utf-8';
    if (file) {
      body = await fs.readFile(file);
      type = contentType(file);
      if (options.transformHtml && type.startsWith('text/html')) body = Buffer.from(options.transformHtml(body.toString('utf8')));
    } else {
      body = Buffer.from(status === 404 ? 'Not Found\n' : `${status}\n`);
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    res.setHeader('Content-Type', type);
    res.setHeader('ETag', etag);
    for (const [name, value] of Object.entries(headersFor(rules, urlPath))) res.setHeader(name, value);
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = status;
    res.setHeader('Vary', 'Accept-Encoding');
    if (wantsGzip(req, type, body.length)) {
      body = gzipSync(body);
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const notFound = async (req: IncomingMessage, res: ServerResponse, urlPath: string) => {
    const page = path.join(root, '404.html');
    await send(req, res, 404, urlPath, (await statFile(page))?.isFile() ? page : undefined);
  };

  const redirect = (res: ServerResponse, location: string, status = 301) => {
    res.statusCode = status;
    res.setHeader('Location', location);
    res.setHeader('Content-Length', 0);
    res.end();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    const url = requestUrl(req);
    if (!url) return notFound(req, res, req.url ?? '/');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return notFound(req, res, url.pathname);
    }
    if (`${pathname}/` === base) return redirect(res, base + url.search);
    const moved = redirectFor(await redirectRules(), pathname);
    if (moved && moved.status >= 300 && moved.status < 400) return redirect(res, moved.to + url.search, moved.status);
    if (moved?.status === 404 || moved?.status === 410) {
      const page = path.join(root, '404.html');
      return send(req, res, moved.status, pathname, (await statFile(page))?.isFile() ? page : undefined);
    }
    if (!pathname.startsWith(base)) return notFound(req, res, pathname);
    // The path inside the output folder.
    const sitePath = pathname.slice(base.length - 1);
    const segments = sitePath.split('/');
    // Never a file outside the folder: no '..' segments, no NUL, no backslash tricks.
    // Nor an empty segment: '/%2fhero' decodes to '//hero', whose redirect '//hero/' would leave the site.
    if (segments.includes('..') || sitePath.includes('\0') || sitePath.includes('\\') || sitePath.includes('//')) return notFound(req, res, pathname);
    if (HIDDEN.has(sitePath) || NOT_FOUND_PATHS.has(sitePath)) return notFound(req, res, pathname);
    const file = path.join(root, sitePath);
    if (file !== root && !file.startsWith(root + path.sep)) return notFound(req, res, pathname);
    if (sitePath.endsWith('/')) {
      const index = path.join(file, 'index.html');
      return (await statFile(index))?.isFile() && (await within(index)) ? send(req, res, 200, pathname, index) : notFound(req, res, pathname);
    }
    const stat = await statFile(file);
    if (stat && !(await within(file))) return notFound(req, res, pathname);
    if (stat?.isFile()) return send(req, res, 200, pathname, file);
    if (stat?.isDirectory()) return redirect(res, `${encodeURI(pathname)}/${url.search}`);
    return notFound(req, res, pathname);
  };

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.statusCode = 500;
      res.end(`500 Internal Server Error\n${(error as Error)?.message ?? ''}`);
    });
  };
}
