// `lpgen new` and `lpgen new niche`: resolve the arguments against the content,
// render the YAML, prove it builds, then write it (or print it with --dry-run).
import { loadContent } from '../content/load.js';
import { displayPath, readSources } from '../content/read.js';
import { ContentError, LpgenError } from '../errors.js';
import type { Logger } from '../log.js';
import { fillRoute, routeId, slugify } from '../rules/slug.js';
import { checkCityInput, matchCity, matchNiche, nearestCities, presetName, titleCase } from './match.js';
import { matchCategory, nicheYaml } from './niche.js';
import { pageYaml } from './page.js';
import { dryCheck, refuseOverwrite, targetFile, writeNew, type Kind } from './write.js';

interface Common {
  content: string;
  force?: boolean;
  dryRun?: boolean;
}

export interface NewPageOptions extends Common {
  niche?: string;
  city?: string;
  allowUnknownCity?: boolean;
}

export interface NewNicheOptions extends Common {
  name?: string;
  audience: string;
  category: string;
}

/** Usage errors (exit 2) for what commander cannot express: --niche/--city belong to `new` but not to `new niche`. */
function required(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === '') throw new LpgenError(`${flag} is required: lpgen new --niche <niche> --city <city>`, 2);
  return value;
}

const contentFlag = (dir: string) => (dir === 'content' ? '' : ` --content ${dir}`);

export function createPage(opts: NewPageOptions, log: Logger, print: (text: string) => void): void {
  const nicheInput = required(opts.niche, '--niche');
  const cityInput = required(opts.city, '--city');
  checkCityInput(cityInput);
  const sources = readSources(opts.content);
  const content = loadContent(opts.content, sources);
  const niche = matchNiche(nicheInput, content.niches);
  const facts = matchCity(cityInput, content.cities);
  if (!facts && !opts.allowUnknownCity) {
    const near = nearestCities(cityInput, content.cities);
    throw new LpgenError(
      `unknown city "${cityInput}": it is not in cities.yaml` +
        (near.length > 0 ? `; closest known cities: ${near.join(', ')}` : ' (the file has no cities yet)') +
        '.\n  Pass --allow-unknown-city to write the page without city facts.',
    );
  }
  const city = facts?.name ?? titleCase(cityInput);
  if (!facts) log.warn(`"${city}" is not in cities.yaml: the page gets no local figures; add the city there for {county} and stats`);
  const route = fillRoute(content.site.routePattern, { niche: niche.slug, city: slugify(city) });
  const file = targetFile(opts.content, 'pages', routeId(route));
  const twin = content.pages.find((p) => p.route === route && p.source !== displayPath(file));
  if (twin) throw new LpgenError(`${route} already exists: ${twin.source} writes it; edit that file instead`);
  refuseOverwrite(file, opts.force);
  const text = pageYaml({ site: content.site, niche, nicheName: presetName(niche), city, facts, route });
  const say = withCountyHint(facts === undefined, () => finish({ opts, log, print, kind: 'pages', file, text, sources }));
  say(`  route  ${route}`);
  say(`  next   lpgen build${contentFlag(opts.content)}`);
}

export function createNiche(slugInput: string, opts: NewNicheOptions, log: Logger, print: (text: string) => void): void {
  if (/[\\/]/.test(slugInput)) throw new LpgenError(`"${slugInput}" is not a niche name: use letters, digits and hyphens`);
  const slug = slugify(slugInput);
  const file = targetFile(opts.content, 'niches', slug);
  const sources = readSources(opts.content);
  const content = loadContent(opts.content, sources);
  const clash = content.niches.find((n) => n.slug === slug && n.source !== displayPath(file));
  if (clash) throw new LpgenError(`niche slug "${slug}" is already used by ${clash.source}`);
  refuseOverwrite(file, opts.force);
  const category = matchCategory(opts.category, content.site);
  const name = opts.name?.trim() || titleCase(slug);
  const text = nicheYaml({ slug, name, audience: opts.audience.trim(), category }, content.site);
  const say = finish({ opts, log, print, kind: 'niches', file, text, sources });
  say(`  next   lpgen new --niche ${slug} --city <city>${contentFlag(opts.content)}`);
}

/** An unknown city has no county: say how to fix copy that needs one, instead of only what failed. */
function withCountyHint<T>(unknownCity: boolean, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!unknownCity || !(error instanceof ContentError)) throw error;
    const hint = '; add the city (with its county) to cities.yaml, or set the fields that use {county} in this page';
    throw new ContentError(error.issues.map((i) => (i.message.includes('{county}') ? { ...i, message: i.message + hint } : i)));
  }
}

interface Finish {
  opts: Common;
  log: Logger;
  print: (text: string) => void;
  kind: Kind;
  file: string;
  text: string;
  sources: ReturnType<typeof readSources>;
}

/** Checks, then writes or prints; returns where follow-up lines go (stderr on a dry run, so stdout is pure YAML). */
function finish({ opts, log, print, kind, file, text, sources }: Finish): (line: string) => void {
  dryCheck(opts.content, sources, kind, file, text);
  if (opts.dryRun) {
    print(text);
    log.detail(`(dry run: ${displayPath(file)} was not written)`);
    return log.detail;
  }
  writeNew(file, text, opts.force);
  log.info(`✓ wrote ${displayPath(file)}`);
  return log.info;
}
