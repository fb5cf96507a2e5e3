// The patterns content names must match, each defined once (schema, legal pages, lpgen new, --base);
// what a whole route or routePattern may be is in routes.ts beside it.

/** A file-name and URL segment: lower-case letters, digits, single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A page route: '/' followed by one slug. */
export const ROUTE_PATTERN = /* @__PURE__ */ new RegExp(`^/${SLUG_PATTERN.source.slice(1)}`);

/** A base path for a site served from a sub-folder: starts and ends with '/', e.g. /lp/. */
// No "." or ".." segment: a base is where the site lives, never a way out of it (serve --base ../).
export const BASE_PATH_PATTERN = /^\/(?:(?!\.\.?\/)[A-Za-z0-9._~-]+\/)*$/;
