// Render + write for a list of routes: the same code runs in the main thread
// (small sites) and in each render worker.
import type { Route } from '../model.js';
import type { FileWriter, Written } from '../write.js';
import { memoizeLucideIcons } from './icon-memo.js';
import { renderRoute } from './page.js';
import type { Templates } from './templates.js';

memoizeLucideIcons();

export function renderBatch(templates: Templates, writer: FileWriter, routes: Route[]): Written[] {
  return routes.map((route) => writer.write(route.outFile, renderRoute(templates, route)));
}
