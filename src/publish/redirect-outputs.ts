// A redirect is for a URL lpgen does not generate. redirects.ts checks the rules against the pages when the
// routes are planned; here, once every output file is known (assets, robots.txt, sitemaps, 404.html, _headers,
// _redirects, the IndexNow key, social cards, public files), against all of them and their folders, before
// any is written. A rule naming one would replace it with a meta-refresh page or shadow it on the host.
import type { SourceFile } from '../content/read.js';
import { pathIndex, type PathIndex } from './redirect-pattern.js';
import { redirectProblems, type RedirectRule } from './redirects.js';

/**
 * `outputs`: every file the build writes (path in the output folder → what it is), without the redirect pages
 * themselves. Compared without regard to case: some hosts (and every Windows or macOS disk) ignore it.
 */
export function checkRedirectOutputs(rules: readonly RedirectRule[], outputs: ReadonlyMap<string, string>, siteSource: SourceFile | undefined): void {
  if (rules.length === 0) return;
  const files = new Map<string, string>();
  const folders = new Map<string, string>();
  for (const [file, what] of outputs) {
    const lower = file.toLowerCase();
    files.set(lower, `${file} (${what})`);
    for (let slash = lower.lastIndexOf('/'); slash > 0; slash = lower.lastIndexOf('/', slash - 1)) {
      const folder = lower.slice(0, slash);
      if (folders.has(folder)) break;
      folders.set(folder, `${file.slice(0, slash)}/`);
    }
  }
  const { fail, throwAny } = redirectProblems(siteSource);
  let index: PathIndex<string> | undefined;
  rules.forEach((rule, i) => {
    const named = rule.pattern.dynamic ? (index ??= outputForms(files, folders)).firstMatch(rule.from) : namedOutput(rule.from, files, folders);
    if (named)
      fail(
        i,
        'from',
        `${rule.from} ${rule.pattern.dynamic ? 'matches' : 'names'} ${named}, which lpgen writes: a redirect may only catch URLs this site does not generate`,
      );
    const to = rule.to;
    if (to?.startsWith('/') && /\.[a-z0-9]+$/i.test(to) && !outputs.has(to.slice(1)))
      fail(i, 'to', `${to} is not a file of this site (a redirect must lead somewhere that exists)`);
  });
  throwAny();
}

/** The output file or folder a static `from` names, if any ('/robots.txt', '/assets', '/x/index.html'). */
function namedOutput(from: string, files: ReadonlyMap<string, string>, folders: ReadonlyMap<string, string>): string | undefined {
  const name = from.slice(1).replace(/\/$/, '').toLowerCase();
  if (name === '') return undefined; // the home page: redirects.ts
  return files.get(name) ?? files.get(`${name}/index.html`) ?? folders.get(name);
}

/** Every output file and folder as a host may be asked for it: /x/index.html, /x/ and /x; /assets/ and /assets. */
function outputForms(files: ReadonlyMap<string, string>, folders: ReadonlyMap<string, string>): PathIndex<string> {
  const entries: [string, string][] = [];
  for (const [lower, named] of files) {
    entries.push([`/${lower}`, named]);
    if (lower.endsWith('/index.html')) entries.push([`/${lower.slice(0, -10)}`, named], [`/${lower.slice(0, -11)}`, named]);
  }
  for (const [lower, named] of folders) entries.push([`/${lower}/`, named], [`/${lower}`, named]);
  return pathIndex(entries);
}
