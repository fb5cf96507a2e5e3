// Templates reach the engine's types and rules through package paths
// (lpgen/model, lpgen/rules/<name>: package.json `exports`), never ../src/, so a
// templates folder anywhere on disk compiles against this lpgen's engine, and
// the packages they import (react, lucide-react, tailwindcss …) resolve from
// lpgen's node_modules when the folder has none of its own. Shared by the steps
// that compile templates: the page templates, the admin client and the stylesheet.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { packageRoot } from '../paths.js';

/** lpgen's own packages: where a templates folder's imports resolve when the folder has no node_modules. */
export const lpgenNodeModules = path.join(packageRoot, 'node_modules');

const exportsMap = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')).exports as Record<string, string>;

/** The file `lpgen/<subpath>` names, by package.json `exports` (an exact key first, then a `*` pattern), as Node resolves it. */
export function enginePath(specifier: string): string | undefined {
  const sub = `./${specifier.slice('lpgen/'.length)}`;
  if (exportsMap[sub]) return path.join(packageRoot, exportsMap[sub]);
  for (const [key, target] of Object.entries(exportsMap)) {
    const [before, after] = key.split('*');
    if (after === undefined || !sub.startsWith(before) || !sub.endsWith(after) || sub.length < key.length - 1) continue;
    const filled = sub.slice(before.length, sub.length - after.length);
    if (!filled.includes('/')) return path.join(packageRoot, target.replace('*', filled));
  }
  return undefined;
}

const engine: Plugin = {
  name: 'lpgen-engine',
  setup(build) {
    build.onResolve({ filter: /^lpgen\// }, ({ path: specifier }) => {
      const file = enginePath(specifier);
      if (file) return { path: file };
      const known = Object.keys(exportsMap)
        .filter((k) => k !== './package.json')
        .map((k) => `lpgen/${k.slice(2)}`);
      return { errors: [{ text: `lpgen does not export "${specifier}"; templates may import ${known.join(', ')}` }] };
    });
  },
};

/** esbuild options for a build of templates code. */
export const engineImports = { plugins: [engine], nodePaths: [lpgenNodeModules] };
