// `lpgen city add`: a place the dataset lacks goes into content/cities.yaml as
// the user gives it (no figure made up), keeping the file's header and comments.
// scripts/cities.ts keeps entries its sources do not know, so regenerating the
// dataset never drops a city added here.
import path from 'node:path';
import { isSeq, parseDocument, stringify } from 'yaml';
import { loadContent } from '../content/load.js';
import { displayPath, readSources } from '../content/read.js';
import type { CitationsT, CityFactsT } from '../content/schema.js';
import { clip, LpgenError } from '../errors.js';
import type { Logger } from '../log.js';
import { closest } from '../suggest.js';
import { slugify } from '../rules/slug.js';
import { orderedCity } from './cities-file.js';
import { writeContentFile } from '../content-write/content-files.js';
import { checkFileSize, checkRouteRoom } from './limits.js';
import { checkCityInput, titleCase } from './match.js';
import { alternateSpellings, indexCities, placeKey } from './places.js';

export interface CityAddOptions {
  content: string;
  county: string;
  population?: string;
  lat?: string;
  lon?: string;
  /** Where the county and population come from, shown beside them on pages; without it they are cited as nothing. */
  source?: string;
  dryRun?: boolean;
}

const NEW_FILE =
  '# yaml-language-server: $schema=../schemas/cities.schema.json\n# Places for {county} and local figures; `lpgen city add` writes here.\nsource: Added with lpgen city add (figures as given by the site owner).\ncities: []\n';

function number(text: string | undefined, flag: string, ok: (n: number) => boolean, what: string): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text.replace(/[,_]/g, ''));
  if (text.trim() === '' || !Number.isFinite(n) || !ok(n)) throw new LpgenError(`${flag} "${text}" is not ${what}`, 2);
  return n;
}

/** The county as the dataset spells it ('saint johns' → 'St. Johns'); a county it does not know is kept as typed, with a warning. */
function matchCounty(input: string, cities: CityFactsT[], log: Logger): string {
  const typed = input.trim().replace(/\s+county$/i, '');
  if (typed === '') throw new LpgenError('--county is empty', 2);
  const counties = new Map(cities.map((c) => [placeKey(c.county), c.county]));
  const found = counties.get(placeKey(typed));
  if (found) return found;
  if (counties.size > 0) {
    const near = closest(placeKey(typed), counties.keys(), 3).map((k) => counties.get(k)!);
    log.warn(
      `county "${typed}" is not in cities.yaml yet${near.length > 0 ? ` (did you mean ${near.map((n) => `"${n}"`).join(' or ')}?)` : ''}; written as typed`,
    );
  }
  return titleCase(typed);
}

/**
 * The new entry's own citations: its figures come from the site owner, never from the file's dataset, so
 * each names --source or `null` (no source: pages show the figure uncited and `lpgen check` asks for one).
 */
function ownCitations(source: string | undefined, hasPopulation: boolean): CitationsT {
  const text = source?.trim();
  if (source !== undefined && !text) throw new LpgenError('--source is empty', 2);
  const cite = text ? { source: text } : null;
  return hasPopulation ? { county: cite, population: cite } : { county: cite };
}

export function addCity(nameInput: string, opts: CityAddOptions, log: Logger, print: (text: string) => void): void {
  checkCityInput(nameInput);
  const population = number(opts.population, '--population', (n) => Number.isInteger(n) && n > 0, 'a positive whole number');
  const lat = number(opts.lat, '--lat', (n) => n >= -90 && n <= 90, 'a latitude (decimal degrees, -90 to 90)');
  const lon = number(opts.lon, '--lon', (n) => n >= -180 && n <= 180, 'a longitude (decimal degrees, -180 to 180)');
  if ((lat === undefined) !== (lon === undefined)) throw new LpgenError('--lat and --lon go together: give both or neither', 2);
  const file = path.resolve(opts.content, 'cities.yaml');
  // Read, change and write under the content lock (commands/new.ts): a second `city add` at once waits, then adds to this one's file.
  const added = (() => {
    const sources = readSources(opts.content);
    const content = loadContent(opts.content, sources);
    const name = /\p{Lu}/u.test(nameInput) ? nameInput.trim().replace(/\s+/g, ' ') : titleCase(nameInput);
    const existing = indexCities(content.cities).find(name);
    if (existing)
      throw new LpgenError(
        `"${clip(name)}" is already in cities.yaml as ${existing.name} (${existing.county} County); lpgen new --city "${existing.name}" uses it`,
      );
    const slug = slugify(name);
    const clash = content.cities.find((c) => c.slug === slug);
    if (clash) throw new LpgenError(`the slug "${clip(slug)}" is already used by ${clash.name}; give the place a distinct name`);
    checkRouteRoom(content.site.routePattern, 'city', slug, name);
    const aliases = alternateSpellings(name);
    const city: CityFactsT = {
      slug,
      name,
      county: matchCounty(opts.county, content.cities, log),
      population,
      lat,
      lon,
      ...(aliases.length ? { aliases } : {}),
      citations: ownCitations(opts.source, population !== undefined),
    };

    const doc = parseDocument(sources.cities?.text ?? NEW_FILE);
    const list = doc.get('cities', true);
    if (!isSeq(list)) throw new LpgenError(`${displayPath(file)}: expected a cities: list`);
    // Sorted position by slug, the order the generator writes: a stable, small diff.
    const at = list.items.findIndex((item) => String((item as { get?: (k: string) => unknown }).get?.('slug') ?? '') > slug);
    list.items.splice(at < 0 ? list.items.length : at, 0, doc.createNode(orderedCity(city)) as never);
    list.flow = false;
    const text = doc.toString({ lineWidth: 100 });
    // Proof that the site still loads with the new entry, before the file changes.
    checkFileSize(file, text);
    const draft = { file: displayPath(file), abs: file, text, data: doc.toJS(), name: 'cities' };
    loadContent(opts.content, { ...sources, cities: draft });
    if (opts.dryRun) {
      print(stringify([orderedCity(city)]));
      log.detail(`(dry run: ${displayPath(file)} was not ${sources.cities ? 'changed' : 'created'})`);
      return undefined;
    }
    writeContentFile(opts.content, { file, text }, 'lpgen city add', log);
    return city;
  })();
  if (!added) return;
  log.info(`✓ added ${added.name} (${added.county} County) to ${displayPath(file)}`);
  log.info(`  next   lpgen new --niche <niche> --city "${added.name}"${opts.content === 'content' ? '' : ` --content ${opts.content}`}`);
}
