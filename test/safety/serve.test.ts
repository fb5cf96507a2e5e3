// lpgen serve and lpgen dev against the real server on 127.0.0.1: a busy port
// is a clear error (and dev leaves no temp folder), no redirect leaves the
// site, links out of the served folder are not followed, and a loopback
// server answers only to local Host names (DNS rebinding).
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { createLogger } from '../../src/log.js';
import { startServer, type RunningServer } from '../../src/serve/server.js';
import { copySite, runCli, tempDir } from '../helpers.js';
import { rawRequest } from '../support/http.js';

/** GET with the Host header a browser would send (or the one given). */
const get = async (port: number, pathname: string, host = `127.0.0.1:${port}`) => {
  const r = await rawRequest(port, pathname, { host });
  return { ...r, location: r.headers.location as string | undefined };
};

describe('lpgen serve and dev hardening', () => {
  let content: string;
  let out: string;
  let server: RunningServer;
  beforeAll(async () => {
    content = copySite();
    out = path.join(tempDir(), 'dist');
    await build({ content, out, logger: createLogger({ quiet: true }) });
    symlinkSync('/etc/passwd', path.join(out, 'passwd.txt'));
    symlinkSync('/etc', path.join(out, 'etc'));
    symlinkSync('hero/test.svg', path.join(out, 'inside.svg'));
    server = await startServer({ dir: out, port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => server?.close());

  it('never redirects /%2fhero to the off-site //hero/', async () => {
    expect((await get(server.port, '/hero')).location).toBe('/hero/');
    for (const p of ['/%2fhero', '/%2Fhero', '/%2f%2fhero', '/%5c%5chero']) {
      const r = await get(server.port, p);
      expect(r.status, p).toBe(404);
      expect(r.location, p).toBeUndefined();
    }
  });

  it('does not follow symbolic links out of the served folder, and does follow those inside it', async () => {
    for (const p of ['/passwd.txt', '/etc/passwd', '/etc/']) {
      const r = await get(server.port, p);
      expect(r.status, p).toBe(404);
      expect(r.body, p).not.toContain('root:');
    }
    expect((await get(server.port, '/inside.svg')).status).toBe(200);
  });

  it('answers only to local Host names when bound to a loopback address', async () => {
    for (const host of ['evil.example', `evil.example:${server.port}`, 'rebind.127.0.0.1.nip.io', '127.0.0.1.evil.example']) {
      const r = await get(server.port, '/', host);
      expect(r.status, host).toBe(403);
      expect(r.body).toMatch(/Host header refused/);
    }
    for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`, 'localhost', `app.localhost:${server.port}`]) {
      expect((await get(server.port, '/', host)).status, host).toBe(200);
    }
  });

  it('lpgen serve on a port in use: a clear error, exit 1, no stack', async () => {
    const r = await runCli(['serve', '--dir', out, '--port', String(server.port)]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`port ${server.port} is already in use on 127\\.0\\.0\\.1: stop the other server or pick another port with --port`));
    expect(r.stderr).not.toMatch(/\n\s+at |bug in lpgen/);
  });

  it('lpgen dev on a port in use: a clear error, exit 1, and its temp folder removed', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'lpgen-devtmp-'));
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      const r = await runCli(['dev', '--content', content, '--port', String(server.port)]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(new RegExp(`port ${server.port} is already in use`));
      expect(r.stderr).not.toMatch(/\n\s+at |bug in lpgen/);
      expect(readdirSync(tmp)).toEqual([]);
    } finally {
      process.env.TMPDIR = saved;
      if (saved === undefined) delete process.env.TMPDIR;
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});
