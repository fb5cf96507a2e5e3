// `lpgen --version` and `lpgen <command> --help` evaluate only the CLI's static
// import graph: a heavy package reached from it (one command importing a helper
// from a module that also parses YAML) is loaded by every command, build threads
// included. The graph is read from esbuild's metafile. lib/cli.cjs
// (scripts/compile.mjs) keeps it: a module reached only through import() is
// evaluated when first imported, the static graph at start.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** Packages a command loads when it runs (dynamic import), never at start. */
const HEAVY = ['yaml', 'js-yaml', 'zod', 'react', 'react-dom', 'esbuild', 'tailwindcss', 'postcss', 'csv-parse', 'playwright-core'];

async function staticGraph(entry: string): Promise<{ modules: Set<string>; packages: Map<string, string> }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    splitting: true,
    outdir: 'out',
    logLevel: 'silent',
  });
  const inputs = result.metafile.inputs;
  const modules = new Set([entry]);
  const packages = new Map<string, string>(); // package -> the module that imports it
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const imp of inputs[file]?.imports ?? []) {
      if (imp.kind !== 'import-statement') continue;
      if (imp.external) {
        const name = imp.path.startsWith('@') ? imp.path.split('/').slice(0, 2).join('/') : imp.path.split('/')[0];
        if (!packages.has(name)) packages.set(name, file);
      } else if (!modules.has(imp.path)) {
        modules.add(imp.path);
        queue.push(imp.path);
      }
    }
  }
  return { modules, packages };
}

describe('CLI start', () => {
  it('loads no heavy package before a command runs', async () => {
    const { modules, packages } = await staticGraph('src/cli.ts');
    expect(modules.size).toBeGreaterThan(10); // the walk did follow the commands' imports
    expect(packages.has('commander')).toBe(true);
    const heavy = HEAVY.filter((name) => packages.has(name)).map((name) => `${name} (imported by ${packages.get(name)})`);
    expect(heavy).toEqual([]);
  });
});
