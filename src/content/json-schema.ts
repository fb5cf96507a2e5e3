// JSON Schema for editors (yaml-language-server: completion, hover, red
// squiggles while typing), generated from the zod schemas so the two never
// disagree. Refinements (https-only URLs, the referral parameter) cannot be
// expressed here; `lpgen check` still reports those. Hover docs come from
// schema-docs.ts; the lists editors complete (niches, categories, icons) from
// the content folder and the icon set.
import * as z from 'zod';
import { ICON_NAMES } from '../rules/icon-names.js';
import { CitiesFile, factDate, LegalFile, NicheFile, PageFile, SiteFile, text } from './schema.js';
import { CITIES_DOCS, LEGAL_DOCS, NICHE_DOCS, PAGE_DOCS, SITE_DOCS, type FieldDocs } from './schema-docs.js';
import { readSources } from './read.js';

const FILES = {
  'site.schema.json': { schema: SiteFile, title: 'lpgen content/site.yaml', docs: SITE_DOCS },
  'niche.schema.json': { schema: NicheFile, title: 'lpgen content/niches/<niche>.yaml', docs: NICHE_DOCS },
  'page.schema.json': { schema: PageFile, title: 'lpgen content/pages/<route>.yaml', docs: PAGE_DOCS },
  'cities.schema.json': { schema: CitiesFile, title: 'lpgen content/cities.yaml', docs: CITIES_DOCS },
  'legal.schema.json': { schema: LegalFile, title: 'lpgen content/legal/<page>.yaml', docs: LEGAL_DOCS },
} as const;

/** Values editors offer as completions: the site's niche presets and home-page categories. */
export interface SchemaLists {
  niches: string[];
  categories: string[];
}

/** The niche file names and category slugs of a content folder; empty lists when it cannot be read (the schemas still work). */
export function schemaLists(contentDir: string): SchemaLists {
  const sources = readSources(contentDir, { pages: false });
  const home = (sources.site?.data as { home?: { categories?: Array<{ slug?: unknown }> } } | undefined)?.home;
  const categories = (home?.categories ?? []).map((c) => c?.slug).filter((s): s is string => typeof s === 'string');
  return { niches: sources.niches.map((n) => n.name).sort(), categories: [...new Set(categories)].sort() };
}

type Json = Record<string, unknown>;

/** File name → file text; deterministic, so the checked-in schemas/ can be compared with a fresh run. */
export function jsonSchemaFiles(lists: SchemaLists = { niches: [], categories: [] }): Record<string, string> {
  const out: Record<string, string> = {};
  const undocumented: string[] = [];
  for (const [name, { schema, title, docs }] of Object.entries(FILES)) {
    // draft-07: the dialect every YAML editor integration validates.
    const { $schema, ...rest } = z.toJSONSchema(schema, {
      io: 'input',
      target: 'draft-07',
      // Display text also takes a number (formatted 1,200 by the loader); say so, or editors flag `value: 120`.
      override: (ctx) => {
        if (ctx.zodSchema === text) ctx.jsonSchema.type = ['string', 'number'];
        // A stat's date may be a bare year, which YAML reads as a number (`date: 2020`).
        if (ctx.zodSchema === factDate) ctx.jsonSchema.type = ['string', 'number'];
      },
    });
    const definitions: Json = {};
    describe(rest, '', docs, { lists, definitions, missing: (p) => undocumented.push(`${name}: ${p}`) });
    const json = JSON.stringify({ $schema, title, ...rest, ...(Object.keys(definitions).length ? { definitions } : {}) }, null, 2);
    // Lists of names (enums, required keys) on one line each: ~1,900 icon names would otherwise take as many lines per file.
    out[name] = json.replace(/\[(?:\s+"[^"\n]*",?)+\s+\]/g, (list) => JSON.stringify(JSON.parse(list))) + '\n';
  }
  // Developers meet this, not users: a new field must get its hover text in schema-docs.ts.
  if (undocumented.length > 0) throw new Error(`no description in src/content/schema-docs.ts for: ${undocumented.join(', ')}`);
  return out;
}

interface Context {
  lists: SchemaLists;
  definitions: Json;
  missing: (path: string) => void;
}

/** Adds the description of every property under `node` (at schema path `at`), and the completion lists. */
function describe(node: unknown, at: string, docs: FieldDocs, ctx: Context): void {
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  const properties = schema.properties as Record<string, Json> | undefined;
  for (const [key, child] of Object.entries(properties ?? {})) {
    const path = at ? `${at}.${key}` : key;
    const description = docs[path];
    if (description === undefined) ctx.missing(path);
    properties![key] = { description, ...completions(path, child, ctx) };
    describe(properties![key], path, docs, ctx);
  }
  if (schema.items) describe(schema.items, `${at}[]`, docs, ctx);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(schema[key])) for (const branch of schema[key]) describe(branch, at, docs, ctx);
  }
}

/** `child` with the values an editor should offer at `path`: icon names (the only ones accepted), niches and categories (also any other slug, since the content may have grown since `lpgen schema` ran). */
function completions(path: string, child: Json, { lists, definitions }: Context): Json {
  if (/(^|\.)(painPoints|features)\[\]\.icon$/.test(path)) {
    definitions.icon ??= { type: 'string', enum: [...ICON_NAMES] };
    return { allOf: [{ $ref: '#/definitions/icon' }] };
  }
  const list = path === 'niche' ? lists.niches : /(^|\.)category$/.test(path) && !path.includes('categories') ? lists.categories : [];
  if (list.length === 0) return child;
  return { anyOf: [{ type: 'string', enum: list }, child] };
}

/** The first line of a file `lpgen new` writes, relative to content/<kind>/. */
export function schemaComment(kind: 'page' | 'niche' | 'legal'): string {
  return `# yaml-language-server: $schema=../../schemas/${kind}.schema.json`;
}
