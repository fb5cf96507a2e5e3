// Render + write for a list of routes: the same code runs in the main thread
// (small sites) and in each render worker.
import { LANDING_FIELDS } from '../content/fields.js';
import { unpacked } from '../content/packed-copy.js';
import { LpgenError } from '../errors.js';
import { isLocalTestimonial } from '../rules/labels.js';
import type { Landing, Route } from '../model.js';
import type { RenderRoute } from '../plan/planned.js';
import type { FileWriter, Written } from '../output/write.js';
import type { ReactRender } from './react.js';
import { renderWithShell, stats } from './shell/renderer.js';
import { threadId } from 'node:worker_threads';

/**
 * How a thread renders: `templates` names the compiled templates (their hash: the shells' identity), and `react`
 * renders with them; without it every page must fill from a shell (the caller checked: render/react.ts).
 */
export interface PageRenderer {
  templates: string;
  react?: ReactRender;
}

const landingFields = new Set<string>(LANDING_FIELDS);

/** The route as the templates take it: a landing view's packed copy unpacked (the fields a Landing has). */
export function unpackRoute(route: RenderRoute): Route {
  if (route.kind !== 'landing') return route as Route;
  const page = route.props.page.copy ? unpacked<Landing>(route.props.page, landingFields) : ({ ...route.props.page } as Landing);
  if (page.testimonial) page.testimonialLocal = isLocalTestimonial(page.testimonial, page.city);
  return { ...route, props: { ...route.props, page } };
}

export function renderBatch(renderer: PageRenderer, writer: Pick<FileWriter, 'write'>, routes: RenderRoute[]): Written[] {
  return reportingStats(routes.map((route) => writer.write(route.outFile, renderOrExplain(renderer, route))));
}

/** The pages' HTML, in order, nothing written: a rebuild in place (build/in-place.ts) writes none until all rendered. */
export function renderPages(renderer: PageRenderer, routes: RenderRoute[]): string[] {
  return reportingStats(routes.map((route) => renderOrExplain(renderer, route)));
}

/** How the pages were rendered, per thread (shells filled, React renders, shapes, checks that failed): for the bench and tests. */
function reportingStats<T>(done: T): T {
  if (process.env.LPGEN_SHELL_STATS) process.stderr.write(`shell-stats ${threadId} ${JSON.stringify(stats)}\n`);
  return done;
}

/** A template that throws is the templates' failure on one page: say which page and which component, not "a bug in lpgen". */
function renderOrExplain({ templates, react = notLoaded }: PageRenderer, route: RenderRoute): string {
  try {
    return renderWithShell(unpackRoute(route), react, templates);
  } catch (error) {
    if (error instanceof LpgenError) throw error;
    const e = error as Error | undefined;
    const what = String(e?.message ?? error).split('\n')[0];
    const shown = what.length > 200 ? `${what.slice(0, 200)}…` : what;
    const where = throwingComponent(e?.stack);
    throw new LpgenError(`a template failed on the page ${route.url} (${route.kind})${where ? ` in ${where}` : ''}: ${shown}`, 1, { cause: error });
  }
}

const notLoaded: ReactRender = (route) => {
  throw new Error(`React was not loaded, and no shell fills ${route.url}`);
};

/** The innermost component in the stack (a capitalised function name; React's own frames are not): where the template threw. */
function throwingComponent(stack: string | undefined): string | undefined {
  return /^\s+at (?:new )?([A-Z][\w$]*) \(/m.exec(stack ?? '')?.[1];
}
