// Templates are user-editable TSX, so they are compiled when a build starts
// (esbuild, ~tens of ms) instead of being frozen into lpgen's compiled CLI.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LpgenError } from '../errors.js';
import { importExternal } from '../import-external.js';
import { cacheRoot } from '../paths.js';
import type { Templates } from './contract.js';
import { engineImports } from './engine-imports.js';
import { checkTemplateExports } from './template-exports.js';
import { REQUIRE_BANNER, requireCommonJs } from './require-cjs.js';

export interface CompiledTemplates {
  /** Path of the compiled ES module; workers import the same file. */
  modulePath: string;
  /** Content hash of the compiled code: part of every page's cache key. */
  hash: string;
}

/** Turns an esbuild failure into a user-facing error with file:line:col. */
export function esbuildError(error: unknown, what: string): LpgenError {
  const errors = (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } | null }> }).errors;
  if (!errors?.length) throw error;
  const lines = errors.map((e) => (e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}  ${e.text}` : e.text));
  return new LpgenError(`${what} failed to compile:\n${lines.join('\n')}`, 1, { cause: error });
}

export async function compileTemplates(templatesDir: string): Promise<CompiledTemplates> {
  const entry = path.join(templatesDir, 'index.ts');
  if (!existsSync(entry)) throw new LpgenError(`templates entry not found: ${entry}`);
  const { build } = await importExternal<typeof import('esbuild')>('esbuild');
  let code: string;
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      // Written under cacheRoot (below): require() resolves from there. See require-cjs.ts.
      plugins: [requireCommonJs(cacheRoot), ...engineImports.plugins],
      nodePaths: engineImports.nodePaths,
      banner: { js: REQUIRE_BANNER },
      jsx: 'automatic',
      write: false,
      logLevel: 'silent',
      absWorkingDir: templatesDir,
    });
    code = result.outputFiles[0].text;
  } catch (error) {
    throw esbuildError(error, 'templates');
  }
  const hash = codeHash(code);
  // Written under lpgen's node_modules so the bundle's bare imports (react…) resolve to lpgen's copies.
  mkdirSync(cacheRoot, { recursive: true });
  const modulePath = compiledPath(hash);
  if (!isCompiled({ modulePath, hash })) writeFileSync(modulePath, code);
  await checkTemplateExports(templatesDir, modulePath);
  return { modulePath, hash };
}

const codeHash = (code: string | Buffer) => createHash('sha256').update(code).digest('hex').slice(0, 16);
const compiledPath = (hash: string) => path.join(cacheRoot, `templates-${hash}.mjs`);

/**
 * True only for a compiled module lpgen itself wrote: the path it would choose
 * for that hash, and a file whose bytes still hash to it. A cache entry that
 * names any other file is never imported (it would be code run on the next build).
 */
export function isCompiled(compiled: { modulePath?: unknown; hash?: unknown }): compiled is CompiledTemplates {
  const { modulePath, hash } = compiled;
  if (typeof hash !== 'string' || !/^[0-9a-f]{16}$/.test(hash) || modulePath !== compiledPath(hash) || !existsSync(modulePath)) return false;
  return codeHash(readFileSync(modulePath)) === hash;
}

export async function importTemplates(compiled: CompiledTemplates): Promise<Templates> {
  return importExternal<Templates>(pathToFileURL(compiled.modulePath).href);
}
