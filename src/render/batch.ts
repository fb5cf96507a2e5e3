// Render + write for a list of routes: the same code runs in the main thread
// (small sites) and in each render worker.
import { LANDING_FIELDS } from '../content/fields.js';
import { unpacked } from '../content/packed-copy.js';
import type { Landing, Route } from '../model.js';
import type { RenderRoute } from '../plan/planned.js';
import type { FileWriter, Written } from '../output/write.js';
import { memoizeLucideIcons } from './icon-memo.js';
import { renderRoute } from './page.js';
import type { Templates } from './contract.js';

memoizeLucideIcons();

const landingFields = new Set<string>(LANDING_FIELDS);

/** The route as the templates take it: a landing view's packed copy unpacked (the fields a Landing has). */
export function unpackRoute(route: RenderRoute): Route {
  if (route.kind !== 'landing' || !route.props.page.copy) return route as Route;
  return { ...route, props: { ...route.props, page: unpacked<Landing>(route.props.page, landingFields) } };
}

export function renderBatch(templates: Templates, writer: FileWriter, routes: RenderRoute[]): Written[] {
  return routes.map((route) => writer.write(route.outFile, renderRoute(templates, unpackRoute(route))));
}
