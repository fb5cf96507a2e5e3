// What bin/lpgen.js starts (compiled to lib/launch.js): loads the CLI from
// lib/cli.cjs through the code cache (code-cache.ts), kept with lpgen's other
// caches, and writes that cache at exit when this run had none. Being an ES
// module, it lends the CLI its import() (import-external.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lendImport } from '../import-external.js';
import { cacheRoot } from '../paths.js';
import { commandTag, loadWithCodeCache } from './code-cache.js';

export function launch(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  lendImport((specifier) => import(specifier));
  const lib = path.dirname(fileURLToPath(import.meta.url));
  const cli = loadWithCodeCache(path.join(lib, 'cli.cjs'), path.join(cacheRoot, 'code'), commandTag(argv));
  process.once('exit', () => cli.save());
  return (cli.exports as { run(): Promise<void> }).run();
}
