// Helpers for the bundled-content tests: the engine loads the content (one
// cascade implementation), these add each page's own file and city facts.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { loadContent as loadSiteContent, type PageData } from '../../src/content/load.js';
import { CitiesFile, NicheFile, PageFile } from '../../src/content/schema.js';
import type { CityFactsT, NicheConfig, PageSource, SiteConfig } from '../../src/content/schema.js';

export const contentDir = fileURLToPath(new URL('../../content', import.meta.url));
export const csvPath = fileURLToPath(new URL('../../scripts/data/florida-cities.csv', import.meta.url));

/** The spec's route table: every niche/city landing page. */
export const SPEC_ROUTES = [
  ...['miami', 'orlando', 'tampa', 'jacksonville'].map((c) => `/dentist-crm-${c}`),
  ...['miami', 'orlando', 'tampa', 'fort-lauderdale'].map((c) => `/chiropractor-crm-${c}`),
  ...['miami', 'orlando', 'tampa'].map((c) => `/medspa-crm-${c}`),
  '/physical-therapy-crm-miami',
  ...['orlando', 'tampa', 'jacksonville', 'fort-lauderdale'].map((c) => `/real-estate-crm-${c}`),
  ...['miami', 'orlando', 'tampa'].map((c) => `/insurance-crm-${c}`),
  ...['miami', 'orlando', 'tampa'].map((c) => `/law-firm-crm-${c}`),
  '/financial-advisor-crm-miami',
  '/fitness-crm-tampa',
  '/plumber-crm-st-petersburg',
  '/hvac-crm-clearwater',
  '/accountant-crm-tallahassee',
  '/contractor-crm-cape-coral',
  '/electrician-crm-west-palm-beach',
  '/landscaper-crm-port-st-lucie',
  '/roofer-crm-lakeland',
  '/auto-repair-crm-gainesville',
  '/restaurant-crm-hollywood',
  '/salon-crm-pembroke-pines',
];

export const readYaml = (file: string): unknown => parse(readFileSync(file, 'utf8'));
export const yamlFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(dir, f));
export const stem = (file: string): string => basename(file, '.yaml');

/** Every `{word}` in every string of a value (any name, so unknown ones are caught too). */
export function placeholders(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') for (const m of value.matchAll(/\{([^{}]*)\}/g)) found.push(m[1]);
  else if (Array.isArray(value)) value.forEach((v) => placeholders(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => placeholders(v, found));
  return found;
}

/** Minimal RFC 4180 reader (quoted fields, doubled quotes). */
export function readCsv(file: string): Record<string, string>[] {
  const text = readFileSync(file, 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\n') row.push(field), rows.push(row), (row = []), (field = '');
    else if (c !== '\r') field += c;
  }
  if (field || row.length) row.push(field), rows.push(row);
  const [head, ...body] = rows.filter((r) => r.length > 1);
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
}

export interface ResolvedPage {
  file: string;
  route: string;
  nicheSlug: string;
  citySlug: string;
  /** The page file as written. */
  source: PageSource;
  niche: NicheConfig;
  city: CityFactsT;
  /** The page as the engine resolves it: cascade applied, placeholders filled. */
  page: PageData;
}

/** The bundled content, loaded by the engine itself, plus each page's own file and facts. */
export function loadContent() {
  const content = loadSiteContent(contentDir);
  const site: SiteConfig = content.site;
  const cities = CitiesFile.parse(readYaml(join(contentDir, 'cities.yaml')));
  const citiesBySlug = new Map(cities.cities.map((c) => [c.slug, c]));
  const niches = new Map(yamlFiles(join(contentDir, 'niches')).map((f) => [stem(f), NicheFile.parse(readYaml(f))] as const));
  const pages: ResolvedPage[] = content.pages.map((page) => {
    const file = join(contentDir, 'pages', basename(page.source));
    const source = PageFile.parse(readYaml(file));
    const city = citiesBySlug.get(page.citySlug);
    if (!city) throw new Error(`${file}: city ${source.city} is not in cities.yaml`);
    return { file, route: page.route, nicheSlug: page.nicheSlug, citySlug: page.citySlug, source, niche: niches.get(source.niche)!, city, page };
  });
  return { site, cities, citiesBySlug, niches, pages };
}
