// Tailwind v4 through PostCSS: one stylesheet, only the classes the templates use.
//
// It runs in a short-lived worker thread. On Node 20 @tailwindcss/node
// registers an ES module loader hook (module.register) when it loads, which
// starts a hooks thread and routes every later import of the thread that
// loaded it through that thread: in the build's main thread that doubled the
// cost of each import after it. In a worker the hook dies with the worker,
// and so does Tailwind's heap, before the pages are rendered.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { LpgenError } from '../errors.js';
import { lpgenNodeModules } from './engine-imports.js';
import { hashedName } from './hash.js';

export interface Asset {
  fileName: string;
  contents: string;
}

interface CssJob {
  postcss: string;
  tailwind: string;
  base: string;
  from: string;
  text: string;
}

type CssReply = { css: string } | { error: { name?: string; message?: string; stack?: string; file?: string; line?: number; column?: number } };

// CommonJS, as an eval worker's code is; the packages are given as resolved paths (an eval worker resolves from the cwd).
const WORKER = `
const { parentPort, workerData: job } = require('node:worker_threads');
const postcss = require(job.postcss);
const tailwind = require(job.tailwind);
postcss([tailwind({ base: job.base, optimize: { minify: true } })])
  .process(job.text, { from: job.from })
  .then(
    (result) => parentPort.postMessage({ css: result.css }),
    (e) => parentPort.postMessage({ error: { name: e && e.name, message: e && e.message, stack: e && e.stack, file: e && e.file, line: e && e.line, column: e && e.column } }),
  );
`;

function runTailwind(job: CssJob): Promise<CssReply> {
  return new Promise((resolve, reject) => {
    // Tailwind resolves `@import "tailwindcss"` from the templates folder, then from NODE_PATH: lpgen's packages serve a folder that has none.
    const NODE_PATH = [lpgenNodeModules, process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
    const worker = new Worker(WORKER, { eval: true, workerData: job, env: { ...process.env, NODE_PATH } });
    worker.once('message', (reply: CssReply) => {
      resolve(reply);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`stylesheet worker stopped (exit code ${code})`)));
  });
}

export async function buildCss(templatesDir: string): Promise<Asset> {
  const from = path.join(templatesDir, 'styles.css');
  const require = createRequire(import.meta.url);
  const reply = await runTailwind({
    postcss: require.resolve('postcss'),
    tailwind: require.resolve('@tailwindcss/postcss'),
    base: templatesDir,
    from,
    text: readFileSync(from, 'utf8'),
  });
  if ('css' in reply) return { fileName: `assets/${hashedName('site.css', reply.css)}`, contents: reply.css };
  const e = reply.error;
  if (e.name === 'CssSyntaxError') throw new LpgenError(`${e.file}:${e.line}:${e.column}  ${e.message}`);
  const error = new Error(e.message);
  if (e.stack) error.stack = e.stack;
  throw error;
}
