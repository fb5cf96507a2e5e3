// Turns page requests (one --city, a --cities list, the --top N places, or the
// rows of a --from CSV) into files to write: each resolved against the niches and
// the places dataset, and every mistake collected, so one run reports them all.
// Maps and sets only: 10,000 requests cost 10,000 look-ups, never pairs.
import path from 'node:path';
import { mergeLayers } from '../content/cascade.js';
import { fieldsWith } from '../content/fields.js';
import type { Content, NicheData } from '../content/load.js';
import { displayPath, type Sources } from '../content/read.js';
import { usedPlaceholders } from '../content/placeholders.js';
import type { CityFactsT } from '../content/schema.js';
import { clip, ContentError, LpgenError } from '../errors.js';
import { didYouMean } from '../suggest.js';
import { fillRoute, routeId, slugify } from '../rules/slug.js';
import { parseCsv, readSheet } from '../csv-pages/read-csv.js';
import { CSV_SHAPES, fieldOfColumn, headerSlots, unflatten, type CellProblem } from '../csv-pages/columns.js';
import { checkCityInput, matchNiche, nearestCities, partOfError, PartOfError, presetName, titleCase } from './match.js';
import { checkFileSize } from './limits.js';
import { pageYaml } from './page.js';
import { indexCities } from './places.js';
import { refuseOverwrite, targetFile } from './write.js';

export interface PageRequest {
  niche: string;
  city: string;
  /** Page fields set outright (from --from columns). */
  fields: Record<string, unknown>;
  /** Where the request came from, for errors: '--city', 'plan.csv:4'. */
  origin: string;
  /** From a --cities list: a place that is part of another is skipped with a note, not an error. */
  skipPartOf?: boolean;
}

export interface PlannedPage {
  request: PageRequest;
  niche: NicheData;
  city: string;
  facts?: CityFactsT;
  route: string;
  file: string;
  text: string;
}

/** How many unknown cities of one run get closest-city suggestions; the report shows 50 lines, and a pattern shows in the first few. */
const SUGGESTED_CITIES = 20;

/** The fields a plan row may set for its page (lists and objects as numbered columns: csv-pages/columns.ts). */
export const CSV_FIELDS = fieldsWith('csv');

export function requestsFromList(niche: string, list: string): PageRequest[] {
  const cities = list
    .split(/[,;\n]/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
  if (cities.length === 0) throw new LpgenError('--cities is empty: give names separated by commas, e.g. --cities "Naples, Boca Raton"', 2);
  return cities.map((city, i) => ({ niche, city, fields: {}, origin: `--cities item ${i + 1}`, skipPartOf: true }));
}

/** The `count` most populous places with no page of this niche yet (ties by name, so the pick is stable). */
export function requestsFromTop(nicheInput: string, countText: string, content: Content): PageRequest[] {
  const count = Number(countText);
  if (!Number.isInteger(count) || count < 1) throw new LpgenError(`--top "${countText}" is not a positive whole number`, 2);
  const niche = matchNiche(nicheInput, content.niches);
  const served = new Set(content.pages.filter((p) => p.nicheSlug === niche.slug).map((p) => p.citySlug));
  const picks = content.cities
    .filter((c) => c.population !== undefined && c.partOf === undefined && !served.has(c.slug))
    .sort((a, b) => b.population! - a.population! || a.slug.localeCompare(b.slug))
    .slice(0, count);
  return picks.map((c, i) => ({ niche: nicheInput, city: c.name, fields: {}, origin: `--top ${count} #${i + 1}` }));
}

export function requestsFromCsv(file: string, defaultNiche: string | undefined): PageRequest[] {
  const name = displayPath(path.resolve(file));
  // Bounded and UTF-8 only: /dev/urandom or a binary file is refused from its first bytes, not read into memory.
  const { columns, rows } = parseCsv(readSheet(file, '--from'), name);
  const known = ['niche', 'city', ...CSV_FIELDS];
  for (const column of columns) {
    if (!known.includes(column) && !fieldOfColumn(column))
      throw new LpgenError(
        `${name}:1: unknown column "${clip(column)}"${didYouMean(column.split('.')[0], known)}; columns: ${known.join(', ')} (lists and objects as painPoints.1.title, testimonial.quote)`,
      );
  }
  if (!columns.includes('city')) throw new LpgenError(`${name}:1: a city column is required (header: niche,city,…)`);
  if (!columns.includes('niche') && !defaultNiche) throw new LpgenError(`${name}:1: a niche column is required, or pass --niche`);
  if (rows.length === 0) throw new LpgenError(`${name}: no rows after the header`);
  const slots = headerSlots(columns);
  const problems: string[] = [];
  const requests = rows.map(({ line, values }) => {
    const cellProblems: CellProblem[] = [];
    const fields = Object.fromEntries(
      [...CSV_SHAPES].map(([f, shape]) => [f, unflatten(f, shape, values, slots, cellProblems)]).filter(([, v]) => v !== undefined),
    );
    for (const p of cellProblems) problems.push(`${name}:${line}:${columns.indexOf(p.column) + 1}  ${p.column}: ${p.message}`);
    return { niche: values.niche || defaultNiche || '', city: values.city ?? '', fields, origin: `${name}:${line}` };
  });
  if (problems.length > 0)
    throw new LpgenError(
      `${problems.length} cell${problems.length === 1 ? '' : 's'} cannot be read; nothing was written:\n  ${problems.slice(0, 50).join('\n  ')}`,
    );
  return requests;
}

/** Where `{county}` appears in the copy a page would inherit: an existing file, for an error that names it. */
function countySource(niche: NicheData, sources: Sources): string {
  for (const file of [sources.niches.find((n) => n.file === niche.source), sources.site]) {
    const at = file?.text.indexOf('{county}') ?? -1;
    if (file && at >= 0) {
      const before = file.text.slice(0, at).split('\n');
      return `${file.file}:${before.length}:${before[before.length - 1].length + 1}`;
    }
  }
  return niche.source;
}

interface PlanOptions {
  content: Content;
  sources: Sources;
  contentDir: string;
  allowUnknownCity?: boolean;
  force?: boolean;
  /** Write the pages as `status: draft` (bulk, without --publish). */
  draft?: boolean;
  warn: (message: string) => void;
}

/** Every request as a file to write, or one LpgenError listing every request that cannot be. */
export function planPages(requests: PageRequest[], opts: PlanOptions): PlannedPage[] {
  const { content } = opts;
  const index = indexCities(content.cities);
  // Closest-city suggestions scan every known name: only the first few unknown cities get them (5,000 took 66 s).
  let suggestions = SUGGESTED_CITIES;
  const suggest = (city: string) => (suggestions-- > 0 ? nearestCities(city, index) : []);
  const routes = new Map(content.pages.map((p) => [p.route, p.source]));
  const planned = new Map<string, PlannedPage>();
  const problems: string[] = [];
  const skipped: PartOfError[] = [];
  for (const request of requests) {
    try {
      const page = planOne(request, index, opts, routes, suggest);
      const owner = routes.get(page.route);
      const twin = planned.get(page.route);
      if (twin) throw new LpgenError(`${page.route} is requested twice (also by ${twin.request.origin})`);
      if (owner && (owner !== displayPath(page.file) || !opts.force)) {
        throw new LpgenError(
          owner === displayPath(page.file)
            ? `${owner} already exists; edit it, or pass --force to replace it`
            : `${page.route} already exists: ${owner} writes it`,
        );
      }
      if (!owner) refuseOverwrite(page.file, opts.force);
      planned.set(page.route, page);
    } catch (error) {
      if (!(error instanceof LpgenError)) throw error;
      if (error instanceof PartOfError && request.skipPartOf) {
        skipped.push(error);
        opts.warn(`${request.origin}: skipped "${error.city.name}", part of ${error.parent.name}. ${error.command}`);
        continue;
      }
      // Every request of a plan names its row (plan.csv:4), even when it is the only one; a lone --city needs no name.
      problems.push(request.origin === '--city' ? error.message : `${request.origin}: ${error.message}`);
    }
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 50).join('\n  ');
    const more = problems.length > 50 ? `\n  … and ${problems.length - 50} more` : '';
    const head = requests.length === 1 ? '' : `${problems.length} of ${requests.length} pages cannot be written; nothing was written:\n  `;
    throw new LpgenError(head + shown + more);
  }
  if (planned.size === 0 && skipped.length > 0)
    throw new LpgenError(`nothing to write: every place listed is part of another (${skipped.map((e) => `${e.city.name}: ${e.parent.name}`).join(', ')})`);
  return [...planned.values()];
}

/** 'is not in cities.yaml', naming only a file that exists: a content folder may have no cities.yaml yet. */
function notInCities(opts: PlanOptions): string {
  return opts.sources.cities ? 'is not in cities.yaml' : `is not listed (there is no ${displayPath(path.resolve(opts.contentDir, 'cities.yaml'))} yet)`;
}

function planOne(
  request: PageRequest,
  index: ReturnType<typeof indexCities>,
  opts: PlanOptions,
  routes: ReadonlyMap<string, string>,
  suggest: (city: string) => string[],
): PlannedPage {
  const { content } = opts;
  if (request.niche.trim() === '') throw new LpgenError('no niche given');
  checkCityInput(request.city);
  const niche = matchNiche(request.niche, content.niches);
  const facts = index.find(request.city);
  const parentPage = (parent: CityFactsT) => routes.get(fillRoute(content.site.routePattern, { niche: niche.slug, city: slugify(parent.name) }));
  const partOf = partOfError(facts, index, { name: niche.name, file: presetName(niche) }, opts.contentDir, parentPage);
  if (partOf) throw partOf;
  if (!facts && !opts.allowUnknownCity) {
    const near = suggest(request.city);
    throw new LpgenError(
      `unknown city "${clip(request.city)}": ${opts.sources.cities ? 'it' : 'the city'} ${notInCities(opts)}` +
        (near.length > 0
          ? `; closest known cities: ${near.join(', ')}`
          : opts.sources.cities && index.names.size === 0
            ? ' (the file has no cities yet)'
            : '') +
        '.\n  Add it with lpgen city add "<name>" --county <county>, or pass --allow-unknown-city to write the page without city facts.',
    );
  }
  const city = facts?.name ?? titleCase(request.city);
  if (!facts) {
    const inherited = mergeLayers(content.site.defaults, niche.defaults, request.fields);
    if (usedPlaceholders([inherited, content.site.seo]).has('county')) {
      throw new LpgenError(
        `"${clip(city)}" ${notInCities(opts)}, and the copy this page would inherit uses {county} (${countySource(niche, opts.sources)}).\n` +
          `  Add the city first: lpgen city add "${clip(city)}" --county <county>`,
      );
    }
    opts.warn(`"${clip(city)}" ${notInCities(opts)}: the page gets no local figures; add it with lpgen city add for {county} and stats`);
  }
  const route = fillRoute(content.site.routePattern, { niche: niche.slug, city: slugify(city) });
  const file = targetFile(opts.contentDir, 'pages', routeId(route));
  const text = pageYaml({
    site: content.site,
    niche,
    nicheName: presetName(niche),
    city,
    facts,
    citations: content.citiesCitations,
    route,
    fields: request.fields,
    draft: opts.draft,
  });
  checkFileSize(file, text);
  return { request, niche, city, facts, route, file, text };
}

/** The build loader's errors about planned files, each naming the request it came from (plan.csv:4) as well. */
export function withOrigins(error: unknown, planned: PlannedPage[]): unknown {
  if (!(error instanceof ContentError)) return error;
  const origins = new Map(planned.filter((p) => p.request.origin !== '--city').map((p) => [displayPath(p.file), p.request.origin]));
  if (origins.size === 0) return error;
  return new ContentError(
    error.issues.map((issue) => (origins.has(issue.file) ? { ...issue, message: `${issue.message} (${origins.get(issue.file)})` } : issue)),
    { cause: error },
  );
}
