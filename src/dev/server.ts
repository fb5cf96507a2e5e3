// `lpgen dev`: build, serve with the static handler, rebuild on every change
// to content/ or templates/ (incrementally, through the build cache), and
// tell open tabs to reload over server-sent events. A failed build keeps the
// server up: the terminal gets the errors, the browser an overlay with the
// same lines, and the next good build replaces it.
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildResult } from '../build.js';
import { createLogger, type Logger } from '../log.js';
import { guardOutput } from '../output/output-guard.js';
import { defaultCacheDir, defaultTemplatesDir } from '../paths.js';
import { listen, type RunningServer } from '../serve/server.js';
import { createStaticHandler, requestUrl } from '../serve/static.js';
import { CLIENT_JS, CLIENT_PATH, errorLines, EVENTS_PATH, injectReload, overlayPage } from './overlay.js';
import { watchDirs } from './watch.js';

export interface DevOptions {
  content: string;
  templates?: string;
  /** Output folder; default: a temp folder, removed on close (dist/ is never touched). */
  out?: string;
  port?: number;
  host?: string;
  logger?: Logger;
  /** Called with a failed build's error, for the terminal (the CLI prints it like `lpgen build` does). */
  onError?: (error: unknown) => void;
  /** Called after every build, good or bad. */
  onBuild?: (outcome: BuildOutcome) => void;
  debounceMs?: number;
  /** Passed to build: replace an --out folder lpgen did not write. */
  forceClean?: boolean;
}

export type BuildOutcome = { ok: true; result: BuildResult } | { ok: false; lines: string[] };

export interface DevServer extends RunningServer {
  out: string;
  /** Runs a build now (queued behind a running one); resolves with its outcome. */
  rebuild(): Promise<BuildOutcome>;
}

export async function startDev(options: DevOptions): Promise<DevServer> {
  const log = options.logger ?? createLogger();
  const templates = path.resolve(options.templates ?? defaultTemplatesDir);
  // A refused --out is a usage error before anything starts, not a red overlay.
  if (options.out) guardOutput(options.out, { keep: [path.resolve(options.content), templates], forceClean: options.forceClean });
  const temp = options.out ? undefined : mkdtempSync(path.join(os.tmpdir(), 'lpgen-dev-'));
  const out = path.resolve(options.out ?? path.join(temp!, 'dist'));
  const cacheDir = temp ? path.join(temp, 'cache') : defaultCacheDir;
  // Stage lines would repeat on every save; each distinct warning is shown once per session.
  const warned = new Set<string>();
  const unseen = (lines: readonly string[]) => lines.filter((line) => !warned.has(line) && warned.add(line));
  const buildLog: Logger = { ...createLogger({ quiet: true }), warn: (line) => log.warnAll(unseen([line])), warnAll: (lines) => log.warnAll(unseen(lines)) };
  const clients = new Set<ServerResponse>();
  let failure: string[] | undefined;
  let queue: Promise<BuildOutcome> = Promise.resolve({ ok: false, lines: [] });

  const runBuild = async (): Promise<BuildOutcome> => {
    let outcome: BuildOutcome;
    try {
      // Served at the root whatever site.yaml's base says: one dev URL for every site.
      const result = await build({ content: options.content, templates, out, base: '/', cacheDir, logger: buildLog, forceClean: options.forceClean });
      failure = undefined;
      log.info(`✓ built ${result.htmlFiles} HTML files (${result.rendered} rendered) in ${Math.round(result.durationMs)}ms`);
      outcome = { ok: true, result };
    } catch (error) {
      failure = errorLines(error);
      (options.onError ?? ((e) => log.error(errorLines(e).join('\n'))))(error);
      outcome = { ok: false, lines: failure };
    }
    for (const res of clients) res.write(`event: reload\ndata: ${outcome.ok ? 'ok' : 'error'}\n\n`);
    options.onBuild?.(outcome);
    return outcome;
  };
  const rebuild = () => (queue = queue.then(runBuild, runBuild));

  const serveStatic = createStaticHandler(out, { transformHtml: injectReload });
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = requestUrl(req)?.pathname ?? '';
    if (pathname === EVENTS_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.write('retry: 500\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (pathname === CLIENT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(CLIENT_JS);
      return;
    }
    // While the build is broken, pages show the errors; assets still come from the last good build.
    if (failure && !/\.[a-z0-9]+$/i.test(pathname.replace(/\/index\.html$/, '/'))) {
      res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : overlayPage(failure));
      return;
    }
    serveStatic(req, res);
  };

  let server: RunningServer;
  try {
    await rebuild();
    server = await listen(handler, { port: options.port, host: options.host });
  } catch (error) {
    // Port in use and the like: the temp folder goes with the failed start.
    if (temp) rmSync(temp, { recursive: true, force: true });
    throw error;
  }
  const watcher = watchDirs(
    [path.resolve(options.content), templates],
    () => void rebuild(),
    options.debounceMs,
    (error) => log.warn(`watching for changes: ${error.message} (saves there may not rebuild; lpgen build still works)`),
  );
  await watcher.ready;
  return {
    ...server,
    out,
    rebuild,
    async close() {
      await watcher.close();
      for (const res of clients) res.end();
      await server.close();
      await queue;
      if (temp) rmSync(temp, { recursive: true, force: true });
    },
  };
}
