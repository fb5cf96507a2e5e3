// import() of what lpgen does not bundle: esbuild, node:child_process, the
// compiled templates (a file URL). The installed CLI is a script loaded
// through V8's code cache (launch/code-cache.ts), where Node 20 answers
// import() only through a loader it calls experimental, with a warning on
// stderr: the launcher, an ES module, lends its own import() instead
// (lendImport). Everywhere else (src/ under tsx or vitest, the workers' ES
// modules, lib/cli.cjs loaded by Node itself) this is plain import().
type Importer = (specifier: string) => Promise<unknown>;

const LENT = Symbol.for('lpgen.import');

/** Called by the launcher with `(s) => import(s)`: a global, since the launcher and the CLI are separate bundles. */
export function lendImport(importer: Importer): void {
  (globalThis as Record<symbol, unknown>)[LENT] = importer;
}

/** `specifier`: a package name, a node: module or a file URL (never relative: the lender resolves from its own file). */
export function importExternal<T>(specifier: string): Promise<T> {
  const lent = (globalThis as Record<symbol, Importer | undefined>)[LENT];
  return (lent ? lent(specifier) : import(specifier)) as Promise<T>;
}
