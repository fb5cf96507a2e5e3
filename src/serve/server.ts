// An http server around a handler, started in-process on a chosen or free port
// (tests and the browser tests start it on port 0).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LpgenError } from '../errors.js';
import { createStaticHandler, normalizeBase, type Handler, type StaticOptions } from './static.js';

export interface RunningServer {
  /** http://host:port/base/ */
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

export interface ServeOptions extends StaticOptions {
  dir: string;
  port?: number;
  host?: string;
}

/** Listens with any handler; close() also ends open keep-alive and event-stream connections. */
export function listen(handler: Handler, options: { port?: number; host?: string; base?: string }): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer(guardHost(host, handler));
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${host}:${options.port ?? 0}`;
      if (error.code === 'EADDRINUSE')
        reject(
          new LpgenError(`port ${options.port} is already in use on ${host}: stop the other server or pick another port with --port (0 picks a free one)`),
        );
      else if (error.code === 'EACCES' || error.code === 'EADDRNOTAVAIL')
        reject(new LpgenError(`cannot listen on ${where} (${error.code}): pick another --host or --port`));
      else if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN')
        reject(
          new LpgenError(`cannot listen on ${host}: the name does not resolve to an address (${error.code}); use an address such as 127.0.0.1 or 0.0.0.0`),
        );
      else reject(error);
    });
    server.listen(options.port ?? 0, host, () => {
      server.removeAllListeners('error');
      const { port } = server.address() as AddressInfo;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${port}${normalizeBase(options.base)}`,
        port,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

/** The host name of a Host header: `[::1]:80` → `[::1]`, `a.localhost:4173` → `a.localhost`. */
function hostName(header: string): string {
  const m = /^(\[[^\]]*\]|[^:]*)(?::\d*)?$/.exec(header.trim());
  return (m?.[1] ?? '').toLowerCase().replace(/\.$/, '');
}

/**
 * Bound to a loopback address, only pages asking for a local name are served:
 * a page on evil.example whose DNS later points at 127.0.0.1 (DNS rebinding)
 * must not read the preview. Bound to other interfaces, any Host is served.
 */
export function guardHost(boundHost: string, handler: Handler): Handler {
  if (!LOOPBACK.test(boundHost)) return handler;
  const bound = boundHost.toLowerCase().replace(/^(?=[^[].*:)(.*)$/, '[$1]');
  return (req, res) => {
    const name = hostName(String(req.headers.host ?? ''));
    if (name === bound || LOOPBACK.test(name) || name.endsWith('.localhost')) return handler(req, res);
    res.statusCode = 403;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('403 Forbidden: this preview server answers only to localhost names (Host header refused)\n');
  };
}

export function startServer(options: ServeOptions): Promise<RunningServer> {
  return listen(createStaticHandler(options.dir, options), options);
}
