// An http server around a handler, started in-process on a chosen or free port
// (tests and the browser tests start it on port 0).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
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

export function startServer(options: ServeOptions): Promise<RunningServer> {
  return listen(createStaticHandler(options.dir, options), options);
}
