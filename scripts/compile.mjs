// Compiles the engine (src/) into lib/ so the installed CLI starts without a
// TypeScript loader. Dependencies stay external; dynamic imports become
// separate chunks, so `lpgen --version` loads only the CLI wiring.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

rmSync(new URL('../lib', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { cli: 'src/cli.ts' },
  outdir: 'lib',
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
