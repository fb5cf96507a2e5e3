// Compiles the engine (src/) into lib/ so the installed CLI starts without a
// TypeScript loader. Dependencies stay external but for the pure-JS libraries
// in BUNDLED below; dynamic imports become
// separate chunks, so `lpgen --version` loads only the CLI wiring.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The require-cjs plugin is TypeScript in src/ (templates.ts uses it too): built to a module first.
const plugin = await build({
  entryPoints: ['src/render/require-cjs.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  packages: 'external',
  write: false,
  logLevel: 'warning',
});
const { requireCommonJs, REQUIRE_BANNER } = await import(`data:text/javascript;base64,${Buffer.from(plugin.outputFiles[0].text).toString('base64')}`);

// Pure-JS libraries the content commands load at every start, bundled into lib/ rather than
// imported from node_modules: zod's ESM build alone is ~80 files, and resolving and linking
// them cost ~60 ms of each `lpgen check`, `new` or `update` (and of each build thread). They hold
// no state shared with the templates, which keep React and lucide-react external.
const BUNDLED = /^(zod|yaml|js-yaml|commander|picocolors|csv-parse)(\/|$)/;
const bundleLibraries = {
  name: 'bundle-libraries',
  // Node's own ESM resolution (import conditions) from this folder, which shares lib/'s node_modules.
  setup: (b) => b.onResolve({ filter: BUNDLED }, (args) => ({ path: fileURLToPath(import.meta.resolve(args.path)) })),
};

// An output folder may be given (tests compile into a temp folder inside the repo).
const outdir = process.argv[2] ?? 'lib';
rmSync(outdir === 'lib' ? new URL('../lib', import.meta.url) : outdir, { recursive: true, force: true });
await build({
  // Each worker (render, social cards, the CLI's build thread) is its own entry: worker threads start from a file.
  entryPoints: {
    cli: 'src/cli.ts',
    'render-worker': 'src/workers/worker.ts',
    'og-worker': 'src/seo/og/worker.ts',
    'list-tree-thread': 'src/workers/list-tree-thread.ts',
    'build-thread': 'src/commands/build-thread.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  // CommonJS packages are require()d: see src/render/require-cjs.ts.
  plugins: [bundleLibraries, requireCommonJs(fileURLToPath(new URL('../lib', import.meta.url)))],
  // `require` too: the bundled CommonJS libraries' require('node:events') goes through esbuild's shim, which uses it.
  banner: { js: `${REQUIRE_BANNER}\nconst require = __lpgenRequire;` },
  jsx: 'automatic',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
