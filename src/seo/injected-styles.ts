// Stylesheets that a library in the admin bundle injects as <style> elements
// at run time. Under style-src 'self' the browser blocks them unless the CSP
// lists their hash (checked in headless Chromium: blocked without, applied
// with). Today that is sonner (the admin page's toasts): it inlines its CSS
// as one string literal, __insertCSS("…"), which is read from the installed
// package, so the hash always matches the version that was bundled.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageRoot } from '../paths.js';

const INSERT_CSS = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/;

/** Exact text of each <style> the bundle will inject; [] when it injects none we know of. */
export function injectedStyles(templatesDir: string, bundle: string): string[] {
  // Only when the bundle really contains the toaster (the templates may drop sonner).
  if (!bundle.includes('data-sonner-toaster')) return [];
  try {
    // From the templates folder, else from lpgen's own packages, as the bundle resolved it (render/engine-imports.ts).
    const entry = createRequire(path.join(templatesDir, 'index.ts')).resolve('sonner', { paths: [templatesDir, packageRoot] });
    const literal = INSERT_CSS.exec(readFileSync(entry, 'utf8'))?.[1];
    // sonner appends the <style> empty and fills it after: the empty state is
    // checked too, so its hash (harmless: an empty sheet) keeps the console clean.
    return literal ? ['', JSON.parse(literal) as string] : [];
  } catch {
    // Not resolvable from the templates: toasts render unstyled, nothing else breaks.
    return [];
  }
}
