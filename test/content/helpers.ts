// Test-local helpers for the bundled content: load + validate every YAML file,
// run the site → niche → page cascade and fill placeholders. This mirrors the
// engine's contract (see src/content/schema.ts) without depending on it.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { CitiesFile, NicheFile, PageFile, ResolvedContent, SiteFile } from '../../src/content/schema.js';
import type { CityFactsT, NicheConfig, PageSource, SiteConfig } from '../../src/content/schema.js';

export const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));
export const csvPath = fileURLToPath(new URL('./florida-cities.csv', import.meta.url));

export const readYaml = (file: string): unknown => parse(readFileSync(file, 'utf8'));
export const yamlFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(dir, f));
export const stem = (file: string): string => basename(file, '.yaml');

export const slugify = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Later wins; plain objects deep-merge; lists replace; null removes; undefined keeps. */
export function deepMerge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (isPlainObject(base) && isPlainObject(over)) {
    const out: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(over)) out[k] = deepMerge(base[k], v);
    return out;
  }
  return over;
}

/** Every `{word}` in every string of a value. */
export function placeholders(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') for (const m of value.matchAll(/\{([^{}]*)\}/g)) found.push(m[1]);
  else if (Array.isArray(value)) value.forEach((v) => placeholders(v, found));
  else if (isPlainObject(value)) Object.values(value).forEach((v) => placeholders(v, found));
  return found;
}

export function fill<T>(value: T, vars: Record<string, string>): T {
  if (typeof value === 'string')
    return value.replace(/\{([^{}]*)\}/g, (_, k: string) => {
      if (!(k in vars)) throw new Error(`unknown placeholder {${k}}`);
      return vars[k];
    }) as T;
  if (Array.isArray(value)) return value.map((v) => fill(v, vars)) as T;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, vars)])) as T;
  return value;
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
  source: PageSource;
  niche: NicheConfig;
  city: CityFactsT;
  vars: Record<string, string>;
  /** After the cascade, before placeholders are filled. */
  raw: ReturnType<typeof ResolvedContent.parse>;
  /** After placeholders are filled. */
  page: ReturnType<typeof ResolvedContent.parse>;
}

export function loadContent() {
  const site: SiteConfig = SiteFile.parse(readYaml(join(contentDir, 'site.yaml')));
  const cities = CitiesFile.parse(readYaml(join(contentDir, 'cities.yaml')));
  const citiesBySlug = new Map(cities.cities.map((c) => [c.slug, c]));
  const niches = new Map(
    yamlFiles(join(contentDir, 'niches')).map((f) => [stem(f), NicheFile.parse(readYaml(f))] as const),
  );
  const pages: ResolvedPage[] = yamlFiles(join(contentDir, 'pages')).map((file) => {
    const source = PageFile.parse(readYaml(file));
    const niche = niches.get(source.niche);
    if (!niche) throw new Error(`${file}: unknown niche ${source.niche}`);
    const nicheSlug = niche.slug ?? source.niche;
    const citySlug = slugify(source.city);
    const city = citiesBySlug.get(citySlug);
    if (!city) throw new Error(`${file}: city ${source.city} is not in cities.yaml`);
    const { niche: _n, city: _c, route: _r, ...fields } = source;
    const merged = [site.defaults, niche.defaults, fields].reduce((acc: unknown, level) => deepMerge(acc, level), {});
    const raw = ResolvedContent.parse(merged);
    const vars = {
      city: source.city,
      niche: niche.name,
      audience: niche.audience,
      county: city.county,
      brand: site.brand,
      product: site.affiliate.product,
      price: `$${site.pricing.price}`, // the engine formats {price} as '$97'
      trialDays: String(site.pricing.trialDays),
    };
    const route = source.route ?? site.routePattern.replace('{niche}', nicheSlug).replace('{city}', citySlug);
    return { file, route, nicheSlug, citySlug, source, niche, city, vars, raw, page: fill(raw, vars) };
  });
  return { site, cities, citiesBySlug, niches, pages };
}
