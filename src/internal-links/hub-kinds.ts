// The hub kinds, as one table: what each kind collects, how it is gated, where its route and copy default
// from. Every other place that knows hub kinds reads this table or is keyed by HubKind: the schema
// (site.yaml hubs.<kind> routes, hubs.copy.<kind>, hubs.intros.<kind>), findHubs (links/hubs.ts), the
// planners (plan/hub-kinds/, one per kind, held complete by HUB_PLANNERS) and the intro check
// (content/hub-intros.ts). A new kind is a row here, a planner there, and its copy: the compiler
// names whatever else is missing. It reads no schema type, so schema.ts can import it.
import { slugify } from '../rules/slug.js';

/** What a hub reads of a published page to place it. */
export interface HubPageFields {
  route: string;
  nicheSlug: string;
  citySlug: string;
  city: string;
  category?: string;
  county?: string;
}

/** What the content knows, for HubKindSpec.slugs. */
export interface KnownSlugs {
  site: { home: { categories: ReadonlyArray<{ slug: string }> } };
  niches: ReadonlyArray<{ slug: string }>;
  cities: ReadonlyArray<{ slug: string; county?: string }>;
  pages: ReadonlyArray<{ citySlug: string; county?: string }>;
}

/** The text a kind's hub is written with: site.yaml hubs.copy.<kind>, each field a template of the kind's placeholders. */
export interface HubKindCopy {
  /** How the hub is named in breadcrumbs, footers and link lists. */
  label: string;
  /** The <h1>. */
  heading: string;
  /** The <title>, before site.yaml seo.titleTemplate is applied. */
  title: string;
  /** The meta description. */
  description: string;
  /** The generated introduction's scope, 'CRM pages for Dentists in 5 Florida cities' (hubs.copy.pick puts it in a sentence). */
  scope: string;
  /** The closing call to action's title. */
  ctaTitle: string;
}

export interface HubKindSpec {
  /** site.yaml hubs.<kind>'s default route; its one placeholder is the kind's name. */
  route: string;
  /** The hub a published page belongs to: the kind's slug for the page, or undefined when it belongs to none. */
  key: (page: HubPageFields) => string | undefined;
  /** The hub's name as the page states it (a known list, e.g. site.yaml categories, may name it instead). */
  name: (page: HubPageFields) => string;
  /** The hubs the site may have, in the order it lists them, named; without it, each key a page gives, in page order. */
  known?: (
    site: { home: { categories: ReadonlyArray<{ slug: string; name: string }> } },
    niches: ReadonlyArray<{ slug: string; name: string }>,
  ) => ReadonlyArray<{ slug: string; name: string }>;
  /** What site.yaml hubs.minEntries counts: the distinct values of this per page. */
  entry: (page: HubPageFields) => string;
  /** What those entries are, in docs and errors. */
  entries: string;
  /** Every slug a hub of this kind could have (hubs.intros keys are checked against them; the lock matches old hub URLs). */
  slugs: (known: KnownSlugs) => Iterable<string>;
  /** Where the kind's slugs come from, for an unknown hubs.intros key. */
  slugsFrom: string;
  /** The placeholders its copy may use, besides the shared ones (HUB_COPY_SHARED). */
  placeholders: readonly string[];
  copy: HubKindCopy;
}

/** Placeholders every kind's copy may use: {name} is the hub's niche, city, category or county. */
export const HUB_COPY_SHARED = ['name', 'noun', 'product', 'brand', 'region', 'regionAbbr', 'trial'] as const;

/**
 * The kinds, in the order their hubs are planned, listed and linked (footers list categories, then niches).
 * The copy below is the bundled site's: schema defaults, so a site.yaml that sets none builds as before.
 */
export const HUB_KINDS = {
  category: {
    route: '/industries/{category}',
    key: (p) => p.category,
    name: (p) => p.category ?? '',
    known: (site) => site.home.categories,
    entry: (p) => p.nicheSlug,
    entries: 'niches with pages',
    slugs: ({ site }) => site.home.categories.map((c) => c.slug),
    slugsFrom: 'site.yaml home.categories',
    placeholders: ['kinds', 'inCities', 'some'],
    copy: {
      label: '{name}',
      heading: '{name} {noun} Solutions in {region}',
      title: '{name} {noun} Solutions in {region} | {brand}',
      description: '{noun} for {kinds} of {name} businesses in {region}: {some}. {trial}',
      scope: '{noun} pages for {kinds} of {name} business {inCities}',
      ctaTitle: 'Ready to Grow Your {name} Business?',
    },
  },
  niche: {
    route: '/{niche}-crm',
    key: (p) => p.nicheSlug,
    name: (p) => p.nicheSlug,
    known: (_site, niches) => niches,
    entry: (p) => p.route,
    entries: 'pages',
    slugs: ({ niches }) => niches.map((n) => n.slug),
    slugsFrom: 'niche presets in content/niches/',
    placeholders: ['audience', 'inCities', 'cityCount', 'some'],
    copy: {
      label: '{name} {noun} in {region}',
      heading: '{noun} for {audience} in {region}',
      title: '{noun} for {audience} in {region} | {brand}',
      description: '{name} {noun} for {audience} in {cityCount}: {some}. {trial}',
      scope: '{name} {noun} pages for {audience} {inCities}',
      ctaTitle: 'Ready to Grow Your {name} Business in {region}?',
    },
  },
  city: {
    route: '/crm-{city}',
    key: (p) => p.citySlug,
    name: (p) => p.city,
    entry: (p) => p.route,
    entries: 'pages',
    // A city with pages is a hub-to-be even when the places dataset does not list it.
    slugs: ({ cities, pages }) => [...cities.map((c) => c.slug), ...pages.map((p) => p.citySlug)],
    slugsFrom: 'content/cities.yaml and the pages',
    placeholders: ['kinds', 'where', 'some'],
    copy: {
      label: '{noun} in {name}',
      heading: '{noun} for Small Businesses in {name}, {region}',
      title: '{noun} for Small Businesses in {name}, {regionAbbr} | {brand}',
      description: '{noun} pages for {kinds} of business in {where}: {some}. {trial}',
      scope: '{noun} pages for {kinds} of business in {name}',
      ctaTitle: 'Ready to Grow Your Business in {name}?',
    },
  },
  county: {
    route: '/crm-{county}-county',
    key: (p) => (p.county ? slugify(p.county) : undefined),
    name: (p) => p.county ?? '',
    entry: (p) => p.citySlug,
    entries: 'places with pages',
    slugs: ({ cities, pages }) => slugsOfCounties([...cities, ...pages]),
    slugsFrom: 'the counties of content/cities.yaml',
    placeholders: ['kinds', 'cityCount', 'some'],
    copy: {
      label: '{noun} in {name} County',
      heading: '{noun} for Small Businesses in {name} County, {region}',
      title: '{noun} for Small Businesses in {name} County, {regionAbbr} | {brand}',
      description: '{noun} pages for businesses in {cityCount} of {name} County: {some}. {trial}',
      scope: '{noun} pages for {kinds} of business in {cityCount} of {name} County',
      ctaTitle: 'Ready to Grow Your Business in {name} County?',
    },
  },
} as const satisfies Record<string, HubKindSpec>;

export type HubKind = keyof typeof HUB_KINDS;

/** The kinds in table order. */
export const HUB_KIND_NAMES = Object.keys(HUB_KINDS) as HubKind[];

/** A record with one entry per kind, built by `make`: the typed way to derive something for every kind. */
export function perKind<T>(make: (kind: HubKind) => T): Record<HubKind, T> {
  return Object.fromEntries(HUB_KIND_NAMES.map((k) => [k, make(k)])) as Record<HubKind, T>;
}

/** Copy shared by every kind (site.yaml hubs.copy.cta and .pick), the bundled site's. */
export const HUB_SHARED_COPY = {
  /** The call to action's text. */
  cta: 'Set up {product} in minutes and follow up with every lead automatically. {trial}',
  /** The generated introduction's last paragraph; {scope} is the kind's scope. */
  pick: '{scope}: pick yours to see how {product} answers leads, books appointments and follows up.',
} as const;

/** The county slugs of places or pages, as county hubs are keyed. */
export function slugsOfCounties(places: ReadonlyArray<{ county?: string }>): Set<string> {
  return new Set(places.flatMap((p) => (p.county ? [slugify(p.county)] : [])));
}
