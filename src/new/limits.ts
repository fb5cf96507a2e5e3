// What the build would refuse, checked before `lpgen new`, `new niche` and
// `city add` write anything: a content file over the build's size limit, and a
// niche or city whose pages' routes could not fit the build's route limit
// (the route becomes a folder name, and the page's file name).
import { MAX_FILE_BYTES } from '../content/decode.js';
import { displayPath } from '../content/read.js';
import { clip, LpgenError } from '../errors.js';
import { MAX_ROUTE_LENGTH } from '../rules/routes.js';
import { fillRoute } from '../rules/slug.js';

const count = (n: number) => n.toLocaleString('en-US');

/** Refuses a file the build would not read: bigger than a content file may be. */
export function checkFileSize(file: string, text: string): void {
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_FILE_BYTES) {
    throw new LpgenError(
      `${displayPath(file)} would be ${count(bytes)} bytes, and the build reads content files of at most 2 MB (${count(MAX_FILE_BYTES)} bytes): nothing was written`,
    );
  }
}

/**
 * Refuses a niche or city slug whose pages could never be built: the route the site's routePattern makes with
 * it (and the shortest slug for the other placeholder) passes the build's route limit.
 */
export function checkRouteRoom(pattern: string, placeholder: 'niche' | 'city', slug: string, name: string): void {
  const route = fillRoute(pattern, { niche: 'x', city: 'x', [placeholder]: slug });
  if (route.length <= MAX_ROUTE_LENGTH) return;
  const uses = pattern.split(`{${placeholder}}`).length - 1;
  const most = Math.floor((MAX_ROUTE_LENGTH - (route.length - uses * slug.length)) / uses);
  throw new LpgenError(
    `${placeholder} "${clip(name)}" is too long: its slug has ${count(slug.length)} characters, and a page route (routePattern ${pattern}) may have at most ${MAX_ROUTE_LENGTH}; ` +
      `use a ${placeholder} name whose slug has at most ${most} characters`,
  );
}
