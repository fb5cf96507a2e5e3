// How the planner holds routes and ships them to render: transport shapes the
// templates never see (they receive model.ts Route and its views). A landing
// route is planned small and its view built late; its copy may stay packed
// until the render step (render/batch.ts) unpacks it.
import type { MaybePacked, SitePage } from '../content/types.js';
import type { HeadView, Landing, LandingRoute, Route } from '../model.js';

/** A landing view as planned: its copy still packed when its page's is (a build's pages, content/packed-copy.ts). */
export type PlannedLandingView = MaybePacked<Landing>;

/**
 * A landing route as the plan holds it: its <head> without the JSON-LD, and the page. The view model (the
 * page's view, crumbs, link lists and JSON-LD, large for a big site) is built by materialize() a batch
 * at a time, as the route is keyed or sent to be rendered, and dropped once it is; the plan stays small.
 */
export interface PlannedLanding {
  readonly kind: 'landing';
  readonly url: string;
  readonly outFile: string;
  head: HeadView;
  readonly page: SitePage;
  materialize(): LandingRoute<PlannedLandingView>;
}

/** Every kind of route but landing: planned whole. */
export type OtherRoute = Exclude<Route, LandingRoute>;

/** A route as planned. */
export type PlannedRoute = OtherRoute | PlannedLanding;

/** What is keyed and sent to render: the route itself, but for a landing view's copy, which may still be packed. */
export type RenderRoute = OtherRoute | LandingRoute<PlannedLandingView>;

/** The route to key and render, its landing view model built if it was deferred. */
export const routeOf = (route: RenderRoute | PlannedRoute): RenderRoute => ('materialize' in route ? route.materialize() : route);
