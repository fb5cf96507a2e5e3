// STAND-IN for issue 7's startServer (src/serve/), same signature, until that
// branch lands in main; then this file only re-exports the real one.
// Minimal on purpose: clean URLs, 404.html with status 404, and the global
// '/*' block of dist/_headers (the Content-Security-Policy).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

function globalHeaders(root: string): Record<string, string> {
  const file = path.join(root, '_headers');
  if (!existsSync(file)) return {};
  const block = /^\/\*\n((?:[ \t]+.+\n?)+)/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return Object.fromEntries(block.split('\n').filter((l) => l.trim()).map((l) => l.trim().split(/:\s*(.*)/s).slice(0, 2)));
}

export async function startServer({ dir, port = 0, host = '127.0.0.1', base = '/' }: { dir: string; port?: number; host?: string; base?: string }): Promise<{ url: string; close(): Promise<void> }> {
  const root = path.resolve(dir);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(base.length - 1);
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) file = root;
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    const found = existsSync(file) && statSync(file).isFile() && !/^\/404(\/|\.html|\/index\.html)?$/.test(pathname);
    const served = found ? file : path.join(root, '404.html');
    res.writeHead(found ? 200 : 404, { ...globalHeaders(root), 'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream' });
    createReadStream(served).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}${base}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
