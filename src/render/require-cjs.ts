// An esbuild plugin for code that keeps its packages external (lpgen's lib/,
// the compiled templates): a package whose ESM entry is CommonJS (react,
// react-dom, lucide-react, yaml…) is loaded with require() instead of import.
// Node imports CommonJS from ESM by compiling the file once to tell whether it
// is ESM (detectModuleFormat), then once more with cjs-module-lexer for its
// export names, before running it: for lucide-react that was a noticeable share
// of CPU in each of a build's three threads. require() only runs it, and
// gives the same module instance the ESM wrapper would have wrapped.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** A require() that resolves from the output file: REQUIRE_BANNER declares it at the top of an ES module; a CommonJS output names its own. */
export const REQUIRE_NAME = '__lpgenRequire';
export const REQUIRE_BANNER = `import { createRequire as __lpgenCreateRequire } from 'node:module';\nconst ${REQUIRE_NAME} = __lpgenCreateRequire(import.meta.url);`;

const CONDITIONS = ['node', 'import', 'default'];

/** Node's ESM resolution of a package's exports target for `sub` ('.', './server'), with the conditions an import uses. */
function exportTarget(exportsField: unknown, sub: string): string | undefined {
  const pick = (target: unknown): string | undefined => {
    if (typeof target === 'string') return target;
    if (Array.isArray(target)) return target.map(pick).find(Boolean);
    if (target && typeof target === 'object') {
      for (const [key, value] of Object.entries(target)) if (CONDITIONS.includes(key)) return pick(value);
    }
    return undefined;
  };
  if (typeof exportsField === 'string' || Array.isArray(exportsField)) return sub === '.' ? pick(exportsField) : undefined;
  if (!exportsField || typeof exportsField !== 'object') return undefined;
  const map = exportsField as Record<string, unknown>;
  if (!Object.keys(map).some((k) => k.startsWith('.'))) return sub === '.' ? pick(map) : undefined;
  if (sub in map) return pick(map[sub]);
  // Subpath patterns ("./icons/*"): one star, as Node allows.
  for (const [key, value] of Object.entries(map)) {
    const star = key.indexOf('*');
    if (star < 0 || !sub.startsWith(key.slice(0, star)) || !sub.endsWith(key.slice(star + 1))) continue;
    const target = pick(value);
    return target?.replaceAll('*', sub.slice(star, sub.length - (key.length - star - 1)));
  }
  return undefined;
}

const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8'));

/** The file Node's import of `specifier` from `fromDir` loads when it is CommonJS; undefined for ESM or when it cannot tell (left as an import). */
export function commonJsEntry(specifier: string, fromDir: string): string | undefined {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const sub = specifier === name ? '.' : `.${specifier.slice(name.length)}`;
  let root: string | undefined;
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) {
      root = candidate;
      break;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
  const pkg = readJson(path.join(root, 'package.json'));
  const target = pkg.exports !== undefined ? exportTarget(pkg.exports, sub) : sub === '.' ? String(pkg.main ?? 'index.js') : sub;
  if (!target) return undefined;
  let file = path.join(root, target);
  if (!path.extname(file) && existsSync(`${file}.js`)) file += '.js';
  if (file.endsWith('.cjs')) return file;
  if (!file.endsWith('.js')) return undefined;
  // The nearest package.json's type decides, as in Node (yaml's dist/ has its own).
  for (let dir = path.dirname(file); dir.startsWith(root); dir = path.dirname(dir)) {
    const json = path.join(dir, 'package.json');
    if (existsSync(json)) return readJson(json).type === 'module' ? undefined : file;
  }
  return file;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * A stand-in ES module for a CommonJS package: its default export is
 * module.exports, as in Node, and each named export is read from it. Named
 * exports, not esbuild's usual CommonJS interop: that copies every property
 * into a new object on load, slow for lucide-react's thousands of exports; these
 * are pure, so esbuild keeps only the ones the code imports.
 */
function standIn(specifier: string, names: string[]): string {
  return [
    `const m = ${REQUIRE_NAME}(${JSON.stringify(specifier)});`,
    'const pick = (name) => m[name];',
    'export default m;',
    ...names.filter((n) => IDENTIFIER.test(n) && n !== 'default').map((n) => `export const ${n} = /* @__PURE__ */ pick(${JSON.stringify(n)});`),
  ].join('\n');
}

/** resolveDir: where the output's require() resolves packages from (its own folder). */
export function requireCommonJs(resolveDir: string): Plugin {
  const require = createRequire(path.join(resolveDir, 'noop.js'));
  return {
    name: 'require-cjs',
    setup(build) {
      const builtins = new Set(builtinModules);
      const required = new Map<string, boolean>();
      // Only where require() loads the very file the import would: a package whose conditions differ stays an import.
      const viaRequire = (spec: string) => {
        let use = required.get(spec);
        if (use === undefined) {
          const file = commonJsEntry(spec, resolveDir);
          try {
            use = file !== undefined && require.resolve(spec) === file;
          } catch {
            use = false;
          }
          required.set(spec, use);
        }
        return use;
      };
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.kind !== 'import-statement' || args.path.startsWith('node:') || builtins.has(args.path.split('/')[0])) return undefined;
        return viaRequire(args.path) ? { path: args.path, namespace: 'require-cjs' } : undefined;
      });
      // Loading the package here lists its exports: the code that imports it loads it anyway.
      build.onLoad({ filter: /.*/, namespace: 'require-cjs' }, (args) => ({
        contents: standIn(args.path, Object.keys(require(args.path) as object)),
        loader: 'js',
      }));
    },
  };
}
