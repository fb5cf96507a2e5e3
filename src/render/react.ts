// React and the compiled templates, loaded for the pages no shell fills: a
// quick rebuild whose pages all have kept shells (shell/renderer.ts,
// cache/template-cache.ts) never loads them. Lucide's icon render is memoized
// first (icon-memo.ts), before any page renders with it.
import type { Route } from '../model.js';
import { memoizeLucideIcons } from './icon-memo.js';
import { importTemplates, type CompiledTemplates } from './templates.js';

/** A route rendered by React with the templates. */
export type ReactRender = (route: Route) => string;

export async function reactRenderer(compiled: CompiledTemplates): Promise<ReactRender> {
  memoizeLucideIcons();
  const [{ renderRoute }, templates] = await Promise.all([import('./page.js'), importTemplates(compiled)]);
  return (route) => renderRoute(templates, route);
}
