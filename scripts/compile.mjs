// Compiles the engine (src/) into lib/ so the installed CLI starts without a
// TypeScript loader. Dependencies stay external; dynamic imports become
// separate chunks, so `lpgen --version` loads only the CLI wiring.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

// An output folder may be given (tests compile into a temp folder inside the repo).
const outdir = process.argv[2] ?? 'lib';
rmSync(outdir === 'lib' ? new URL('../lib', import.meta.url) : outdir, { recursive: true, force: true });
await build({
  // The render worker is its own entry: worker threads start from a file.
  entryPoints: { cli: 'src/cli.ts', 'render-worker': 'src/workers/worker.ts', 'og-worker': 'src/seo/og/worker.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
