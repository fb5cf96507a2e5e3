// What one site.yaml redirect's `from` and `to` may hold, on their own (the schema runs these, so a mistake is
// reported at its line and column). What they may point at, given the site's pages and files, is redirects.ts.
import { CONTROL, controlName } from '../content/decode.js';
import { parseAbsolute, sitePathProblem } from '../urls.js';

/** A NUL or an ESC in a path would reach _redirects, the redirect page and a terminal (the content reader refuses them first). */
function controlProblem(value: string): string | undefined {
  const m = CONTROL.exec(value);
  return m ? `holds the control character ${controlName(m[0])} at character ${m.index + 1}: a path is printable text` : undefined;
}

export function redirectFromProblem(from: string): string | undefined {
  const control = controlProblem(from);
  if (control) return control;
  if (!from.startsWith('/') || /[\s?#]/.test(from)) return 'must be a site path starting with "/", without spaces, "?" or "#", e.g. /old-page/';
  return sitePathProblem(from);
}

export function redirectToProblem(to: string): string | undefined {
  const control = controlProblem(to);
  if (control) return control;
  // A browser reads //host/x as https://host/x: another site, whose host is checked like any other.
  if (to.startsWith('//')) {
    const host = to.slice(2).split(/[/?#\\]/)[0];
    return `"${to}" leads to the host "${host}", not to a page of this site: write https://${host}/… for another site, or one "/" for a page`;
  }
  if (to.startsWith('/')) return /\s/.test(to) ? 'must not contain spaces (write them as %20)' : sitePathProblem(to);
  if (/^https:\/\//i.test(to)) {
    const url = parseAbsolute(to);
    return 'problem' in url ? url.problem : undefined;
  }
  return 'must be a site path starting with "/" or an https URL';
}
