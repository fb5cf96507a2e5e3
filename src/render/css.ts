// Tailwind v4 through PostCSS: one stylesheet, only the classes the templates use.
//
// It runs in a short-lived child process. On Node 20 @tailwindcss/node
// registers an ES module loader hook (module.register) when it loads, which
// starts a hooks thread and routes every later import of the thread that
// loaded it through that thread: in the build's main thread that doubled the
// cost of each import after it. A worker thread kept the hook away but not the
// memory: what Tailwind's native parts (the scanner, Lightning CSS) allocated
// stayed in that thread's malloc arena after it exited, ~12 MB of the peak RSS
// of a 10,000-page build (see bench/RESULTS.md, "Issue 34, fourth session").
// A process gives all of it back when it exits, before the pages are rendered.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LpgenError } from '../errors.js';
import { importExternal } from '../import-external.js';
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

// CommonJS, as `node -e` runs it; the packages are given as resolved paths. The job comes on stdin, the reply goes to stdout.
const CHILD = `
let input = '';
process.stdin.setEncoding('utf8').on('data', (d) => (input += d)).on('end', () => {
  const job = JSON.parse(input);
  const postcss = require(job.postcss);
  const tailwind = require(job.tailwind);
  const reply = (message) => process.stdout.write(JSON.stringify(message));
  postcss([tailwind({ base: job.base, optimize: { minify: true } })])
    .process(job.text, { from: job.from })
    .then(
      (result) => reply({ css: result.css }),
      (e) => reply({ error: { name: e && e.name, message: e && e.message, stack: e && e.stack, file: e && e.file, line: e && e.line, column: e && e.column } }),
    );
});
`;

async function runTailwind(job: CssJob): Promise<CssReply> {
  // Loaded when the stylesheet is built (~5 ms): a rebuild that takes it from the asset cache starts no process.
  const { spawn } = await importExternal<typeof import('node:child_process')>('node:child_process');
  return new Promise((resolve, reject) => {
    // Tailwind resolves `@import "tailwindcss"` from the templates folder, then from NODE_PATH: lpgen's packages serve a folder that has none.
    const NODE_PATH = [lpgenNodeModules, process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
    // The process opens no connection: without NODE_EXTRA_CA_CERTS, which Node 20 parses when it starts (70-80 ms
    // for a distribution's bundle of 144 certificates).
    const { NODE_EXTRA_CA_CERTS: _unused, ...env } = process.env;
    const child = spawn(process.execPath, ['-e', CHILD], { env: { ...env, NODE_PATH }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0 && out) resolve(JSON.parse(out) as CssReply);
      else reject(new Error(`stylesheet process stopped (${signal ?? `exit code ${code}`})${err ? `: ${err.trim()}` : ''}`));
    });
    child.stdin.end(JSON.stringify(job));
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
