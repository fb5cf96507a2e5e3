// Compiles the engine (src/) into lib/ so the installed CLI starts without a
// TypeScript loader. Dependencies stay external but for the pure-JS libraries
// in BUNDLED below. The CLI is one CommonJS file (lib/cli.cjs); the worker
// entries share ES module chunks; dynamic imports are evaluated when first
// imported, so `lpgen --version` runs only the CLI wiring.
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
const { requireCommonJs, REQUIRE_BANNER, REQUIRE_NAME } = await import(
  `data:text/javascript;base64,${Buffer.from(plugin.outputFiles[0].text).toString('base64')}`
);

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
const common = {
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  packages: 'external',
  // CommonJS packages are require()d: see src/render/require-cjs.ts.
  plugins: [bundleLibraries, requireCommonJs(fileURLToPath(new URL('../lib', import.meta.url)))],
  jsx: 'automatic',
  logLevel: 'warning',
};
// The CLI: one CommonJS file, which lib/launch.js loads through V8's code cache (src/launch/code-cache.ts; Node 20
// has none for ES modules). Each dynamic import becomes a module evaluated when first imported, so `lpgen --version`
// still runs only the CLI wiring. import.meta.url is the file's URL, as in an ES module.
await build({
  ...common,
  entryPoints: { cli: 'src/cli.ts' },
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  define: { 'import.meta.url': '__lpgenMetaUrl' },
  // `require` is CommonJS's own: the plugin's stand-ins call it by the name they use in ES modules.
  banner: { js: `var __lpgenMetaUrl = require('node:url').pathToFileURL(__filename).href;\nvar ${REQUIRE_NAME} = require;` },
});
// The launcher bin/lpgen.js imports: small, and on its own (no shared chunks to resolve).
await build({ ...common, entryPoints: { launch: 'src/launch/launch.ts' }, format: 'esm', banner: { js: REQUIRE_BANNER } });
await build({
  ...common,
  // Each worker (render, social cards, the CLI's build thread) is its own entry: worker threads start from a file.
  entryPoints: {
    'render-worker': 'src/workers/worker.ts',
    'og-worker': 'src/seo/og/worker.ts',
    'list-tree-thread': 'src/workers/list-tree-thread.ts',
    'build-thread': 'src/commands/build-thread.ts',
  },
  splitting: true,
  format: 'esm',
  // `require` too: the bundled CommonJS libraries' require('node:events') goes through esbuild's shim, which uses it.
  banner: { js: `${REQUIRE_BANNER}\nconst require = ${REQUIRE_NAME};` },
  chunkNames: 'chunks/[name]-[hash]',
});
