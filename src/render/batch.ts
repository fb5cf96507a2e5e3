// Render + write for a list of routes: the same code runs in the main thread
// (small sites) and in each render worker.
import { unpackCopy } from '../content/packed-copy.js';
import { LANDING_FIELDS, type Landing, type RenderRoute, type Route } from '../model.js';
import type { FileWriter, Written } from '../output/write.js';
import { memoizeLucideIcons } from './icon-memo.js';
import { renderRoute } from './page.js';
import type { Templates } from './templates.js';

memoizeLucideIcons();

const landingFields = new Set<string>(LANDING_FIELDS);

/** The route as the templates take it: a landing view's packed copy unpacked (the fields a Landing has). */
export function unpackRoute(route: RenderRoute): Route {
  if (route.kind !== 'landing' || !route.props.page.copy) return route as Route;
  const { copy, ...page } = route.props.page;
  const view = page as Record<string, unknown>;
  for (const [key, value] of Object.entries(unpackCopy(copy))) if (landingFields.has(key) && value !== undefined) view[key] = value;
  return { ...route, props: { ...route.props, page: view as unknown as Landing } };
}

export function renderBatch(templates: Templates, writer: FileWriter, routes: RenderRoute[]): Written[] {
  return routes.map((route) => writer.write(route.outFile, renderRoute(templates, unpackRoute(route))));
}
