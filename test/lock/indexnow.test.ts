// IndexNow: the key file at the site root, and `lpgen indexnow` batching the lock's changed URLs, printed with
// --dry-run or sent to a local server (never to the internet from a test).
import { createServer } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLock, type Lock } from '../../src/lock/lock-file.js';
import { copySite, editFile, runCli, tempDir } from '../helpers.js';

const KEY = 'a1b2c3d4-e5f6-7890';
const SITE = 'https://example.com';

/** A fixture copy with an IndexNow key and a lock of `n` URLs: 24,000 dated 2026-02-01, the rest 2026-01-01. */
function siteWithLock(n: number): string {
  const dir = copySite();
  editFile(dir, 'site.yaml', (t) => `${t}\nsiteUrl: ${SITE}\nbase: /sub/\nindexNow: { key: ${KEY} }\n`);
  const lock: Lock = new Map();
  for (let i = 0; i < n; i++) {
    const url = `/page-${String(i).padStart(5, '0')}/`;
    lock.set(url, { url, date: i < 24_000 ? '2026-02-01' : '2026-01-01', hash: '0123456789abcdef' });
  }
  writeFileSync(path.join(dir, 'routes.lock'), formatLock(lock));
  return dir;
}

interface Body {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}
const parseBatches = (stdout: string): Body[] =>
  stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Body);

/**
 * A port on 127.0.0.1 where connecting hangs, as it does to a host that drops packets. Its listener never
 * accepts: it lives in a worker thread whose event loop is blocked (Atomics.wait), so libuv never calls
 * accept(). Its accept queue is filled first (backlog 1, as 0 would mean Node's default of 511; Linux queues
 * one connection more than the backlog), and the kernel then drops every SYN to it, with no timing involved.
 * close() lets the worker go, which closes the listener.
 */
async function unacceptingPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const release = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const server = require('node:net').createServer();
     server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
       parentPort.postMessage(server.address().port);
       Atomics.wait(workerData, 0, 0);
       server.close();
     });`,
    { eval: true, workerData: release },
  );
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => worker.once('message', resolve).once('error', reject));
  const fillers: Socket[] = [];
  for (let i = 0; i < 2; i++) {
    const socket = connect(port, '127.0.0.1');
    fillers.push(socket);
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  }
  return {
    port,
    close: async () => {
      fillers.forEach((s) => s.destroy());
      Atomics.store(release, 0, 1);
      Atomics.notify(release, 0);
      await exited;
    },
  };
}

describe('IndexNow', () => {
  const closers: (() => void)[] = [];
  afterEach(() => closers.splice(0).forEach((c) => c()));

  it('the build writes <key>.txt at the site root; a malformed key is refused', async () => {
    const dir = copySite();
    const out = path.join(tempDir(), 'dist');
    editFile(dir, 'site.yaml', (t) => `${t}\nindexNow: { key: ${KEY} }\n`);
    expect((await runCli(['build', '--content', dir, '--out', out, '--no-cache', '--quiet'])).code).toBe(0);
    expect(readFileSync(path.join(out, `${KEY}.txt`), 'utf8')).toBe(KEY);
    editFile(dir, 'site.yaml', (t) => t.replace(KEY, 'short'));
    const r = await runCli(['build', '--content', dir, '--out', out, '--no-cache', '--quiet']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('indexNow.key: must be 8 to 128 letters, digits or "-"');
  }, 60_000);

  it('--dry-run batches 25,000 URLs into 3 submissions and sends nothing', async () => {
    const dir = siteWithLock(25_000);
    const r = await runCli(['indexnow', '--content', dir, '--since', '2026-01-01', '--dry-run', '--endpoint', 'http://127.0.0.1:9/unused']);
    expect(r.code, r.stderr).toBe(0);
    const batches = parseBatches(r.stdout);
    expect(batches.map((b) => b.urlList.length)).toEqual([10_000, 10_000, 5_000]);
    expect(batches[0]).toMatchObject({ host: 'example.com', key: KEY, keyLocation: `${SITE}/sub/${KEY}.txt` });
    expect(batches[0].urlList[0]).toBe(`${SITE}/sub/page-00000/`);
    expect(new Set(batches.flatMap((b) => b.urlList)).size).toBe(25_000);
  }, 60_000);

  it('submits only the URLs changed on or after --since to the endpoint, as JSON POSTs', async () => {
    const dir = siteWithLock(25_000);
    const received: { method?: string; type?: string; body: Body }[] = [];
    const server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        received.push({ method: req.method, type: req.headers['content-type'], body: JSON.parse(text) as Body });
        res.statusCode = 202;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => server.close());
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`;
    const r = await runCli(['indexnow', '--content', dir, '--since', '2026-02-01', '--endpoint', endpoint]);
    expect(r.code, r.stderr).toBe(0);
    expect(received.map((x) => x.body.urlList.length)).toEqual([10_000, 10_000, 4_000]);
    expect(received.every((x) => x.method === 'POST' && x.type === 'application/json; charset=utf-8')).toBe(true);
    expect(received[2].body.urlList.at(-1)).toBe(`${SITE}/sub/page-23999/`);
    expect(received[0].body).toMatchObject({ host: 'example.com', key: KEY, keyLocation: `${SITE}/sub/${KEY}.txt` });
    expect(r.stdout).toContain('24000 URLs submitted');
  }, 60_000);

  it('reports a refusal with its meaning, and needs a key', async () => {
    const dir = siteWithLock(3);
    const server = createServer((_req, res) => {
      res.statusCode = 403;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => server.close());
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    let r = await runCli(['indexnow', '--content', dir, '--since', '2026-01-01', '--endpoint', endpoint]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('answered 403 forbidden: the key is not valid');
    editFile(dir, 'site.yaml', (t) => t.replace(`indexNow: { key: ${KEY} }`, ''));
    r = await runCli(['indexnow', '--content', dir, '--since', '2026-01-01', '--dry-run']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no indexNow key');
  }, 60_000);

  /** A local server answering every request with `handle`; its URL. */
  async function serve(handle: Parameters<typeof createServer>[1]): Promise<string> {
    const server = createServer(handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => {
      server.closeAllConnections();
      server.close();
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('follows no redirect: 301, 302, 307 and 308 are errors naming the new location, which gets nothing', async () => {
    const dir = siteWithLock(3);
    let elsewhere = 0;
    const other = await serve((_req, res) => {
      elsewhere++;
      res.statusCode = 200;
      res.end();
    });
    for (const status of [301, 302, 307, 308]) {
      const endpoint = `${await serve((req, res) => {
        req.resume();
        res.writeHead(status, { location: `${other}/steal` });
        res.end();
      })}/indexnow`;
      const r = await runCli(['indexnow', '--content', dir, '--since', '2026-01-01', '--endpoint', endpoint]);
      expect(r.code).toBe(1);
      expect(r.stderr.trim().split('\n')).toEqual([
        `error IndexNow: ${endpoint} answered ${status} and points to "${other}/steal": lpgen follows no redirect and sent nothing there (if that is the endpoint, pass it as --endpoint)`,
      ]);
      expect(r.stdout).not.toContain('accepted');
    }
    expect(elsewhere).toBe(0);
  }, 60_000);

  it('gives up on an endpoint that never answers, after --timeout', async () => {
    const dir = siteWithLock(3);
    let posted = 0;
    const endpoint = `${await serve((req) => {
      posted++;
      req.resume(); // and never answer
    })}/indexnow`;
    const r = await runCli(['indexnow', '--content', dir, '--since', '2026-01-01', '--endpoint', endpoint, '--timeout', '0.2']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([`error IndexNow: could not reach ${endpoint} (no complete answer within 0.2 s (--timeout))`]);
    expect(posted).toBe(1);
  }, 60_000);

  it('gives up on an endpoint that never accepts the connection, after --connect-timeout', async () => {
    const dir = siteWithLock(3);
    const { port, close } = await unacceptingPort();
    try {
      const endpoint = `http://127.0.0.1:${port}/indexnow`;
      // --timeout too: were the connection opened after all, the test would fail in 5 s, not wait 30.
      const r = await runCli(['indexnow', '--content', dir, '--since', '2026-01-01', '--endpoint', endpoint, '--connect-timeout', '0.2', '--timeout', '5']);
      expect(r.code).toBe(1);
      expect(r.stderr.trim().split('\n')).toEqual([`error IndexNow: could not reach ${endpoint} (no connection within 0.2 s (--connect-timeout))`]);
      expect(r.stdout).not.toContain('accepted');
    } finally {
      await close();
    }
  }, 60_000);

  it('checks the endpoint like every URL and the timeouts as numbers', async () => {
    const dir = siteWithLock(3);
    for (const [args, message] of [
      [
        ['--endpoint', 'https://me:pw@api.indexnow.org/indexnow'],
        "error: option '--endpoint <url>' argument 'https://me:pw@api.indexnow.org/indexnow' is invalid. must not contain a user name or password (user:pass@): credentials do not belong in a URL lpgen publishes or calls, e.g. https://api.indexnow.org/indexnow",
      ],
      [
        ['--endpoint', 'http://evil.example/indexnow'],
        "error: option '--endpoint <url>' argument 'http://evil.example/indexnow' is invalid. must be an absolute https:// URL (http:// only for 127.0.0.1 or localhost), e.g. https://api.indexnow.org/indexnow",
      ],
      [['--timeout', '0'], "error: option '--timeout <seconds>' argument '0' is invalid. must be a number of seconds above 0 and at most 3600, e.g. 10 or 0.5"],
      [
        ['--connect-timeout', 'never'],
        "error: option '--connect-timeout <seconds>' argument 'never' is invalid. must be a number of seconds above 0 and at most 3600, e.g. 10 or 0.5",
      ],
    ] as const) {
      const r = await runCli(['indexnow', '--content', dir, '--since', '2026-01-01', ...args]);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')[0]).toBe(message);
    }
  });
});
