// A --templates folder replaces lpgen's look, so its index.ts must export what
// the engine reads (contract.ts). Checked once, right after compiling, so a
// missing export is an error naming the folder and the export, not "Element
// type is invalid" from deep inside React on some page.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LpgenError } from '../errors.js';
import { importExternal } from '../import-external.js';
import { displayPath } from '../content/files.js';
import { REQUIRED_COMPONENTS } from './contract.js';

/** Imports the compiled templates module (the build imports it anyway; this is the same module instance). */
export async function checkTemplateExports(templatesDir: string, modulePath: string): Promise<void> {
  const module = await importExternal<Record<string, unknown>>(pathToFileURL(modulePath).href);
  // A component is a function, or an object for memo()/forwardRef().
  const problems = REQUIRED_COMPONENTS.flatMap((name) => {
    const value = module[name];
    if (value === undefined) return [`${name} is not exported`];
    return typeof value === 'function' || (typeof value === 'object' && value !== null) ? [] : [`${name} is not a component`];
  });
  const scripts = module.INLINE_SCRIPTS;
  if (scripts === undefined) problems.push('INLINE_SCRIPTS is not exported');
  else if (!Array.isArray(scripts) || !scripts.every((s) => typeof s === 'string')) problems.push('INLINE_SCRIPTS is not a list of strings');
  if (problems.length === 0) return;
  const entry = displayPath(path.join(templatesDir, 'index.ts'));
  throw new LpgenError(
    `templates folder ${displayPath(templatesDir)} cannot be used: ${problems.join('; ')} (${entry}).\n` +
      `  A --templates folder must export everything lpgen's own templates/index.ts does (${[...REQUIRED_COMPONENTS, 'INLINE_SCRIPTS'].join(', ')}).`,
  );
}
