// read → validate → cascade → fill: every content file becomes typed data, or
// every problem of every file is collected into one ContentError.
import { cacheHash } from '../cache/store.js';
import { ContentError, sortIssues, type Issue } from '../errors.js';
import { fillRoute, routeId, slugify } from '../rules/slug.js';
import { didYouMean } from '../suggest.js';
import { mergeLayers } from './cascade.js';
import { checkAffiliate, checkReferences, checkRoutes, checkSite, RESERVED_ROUTES } from './checks.js';
import { loadLegal } from './legal.js';
import { checkPlaceholders, fillPlaceholders, usedPlaceholders } from './placeholders.js';
import { readSource, readSources, type SourceFile, type Sources } from './read.js';
import {
  CitiesFile,
  NicheFile,
  PAGE_PLACEHOLDERS,
  PageFile,
  ResolvedContent,
  SiteFile,
  type CityFactsT,
  type NicheConfig,
  type SiteConfig,
} from './schema.js';
import { issueAt, locatorFor, validateSource } from './validate.js';

export type { Content, NicheData, PageContext, PageData, PageLoader, PageOutcome, ResolvedFields } from './types.js';
import type { Content, NicheData, PageContext, PageData, PageLoader, PageOutcome } from './types.js';

export function formatPrice(price: number): string {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}

/** Validate, cascade and fill one page source. */
function loadPageSource(source: SourceFile, ctx: PageContext, issues: Issue[] = []): PageOutcome {
  const data = source.data as Record<string, unknown> | null | undefined;
  const page = loadPage(source, ctx.site, ctx.niches, ctx.cities, issues);
  return { abs: source.abs, page, issues, ownRoute: data?.route !== undefined, ownHeroImage: data?.heroImage !== undefined };
}

/** Read, parse, validate, cascade and fill one page file. Pure per file: runs in any thread. */
export function loadPageFile(abs: string, ctx: PageContext): PageOutcome {
  const issues: Issue[] = [];
  const source = readSource(abs, issues);
  if (!source) return { abs, issues, ownRoute: false, ownHeroImage: false };
  return { ...loadPageSource(source, ctx, issues), textHash: cacheHash(source.text) };
}

export const loadPagesHere = (files: string[], ctx: PageContext): PageOutcome[] => files.map((f) => loadPageFile(f, ctx));

/** `sources` lets `lpgen new` and `lpgen check` validate files they already read (or have not written yet). */
export function loadContent(contentDir: string, sources: Sources = readSources(contentDir)): Content {
  const head = loadHead(sources);
  // A problem found later is located in the same (maybe unwritten) source.
  const byAbs = new Map(sources.pages.map((s) => [s.abs, s]));
  return assemble(contentDir, head, head.ctx ? sources.pages.map((s) => loadPageSource(s, head.ctx!)) : [], (abs) => byAbs.get(abs)!);
}

/** loadContent with another page loader (workers, the content cache): the pages are read by the loader. */
export async function loadContentWith(contentDir: string, loader: PageLoader): Promise<Content> {
  const head = loadHead(readSources(contentDir, { pages: false }));
  return assemble(contentDir, head, head.ctx ? await loader(head.sources.pageFiles, head.ctx) : []);
}

interface Head {
  sources: Sources;
  issues: Issue[];
  ctx?: PageContext;
}

// One lookup table per cities list (a worker keeps its list for the whole build): a page's city is found
// in constant time, not by scanning ~800 places for each of 10,000 pages.
const cityTables = new WeakMap<CityFactsT[], Map<string, CityFactsT>>();
function cityBySlug(cities: CityFactsT[], slug: string): CityFactsT | undefined {
  let table = cityTables.get(cities);
  if (!table) cityTables.set(cities, (table = new Map(cities.map((c) => [c.slug, c]))));
  return table.get(slug);
}

/** Everything but the pages: site.yaml, cities, niche presets, legal sources. */
function loadHead(sources: Sources): Head {
  const issues: Issue[] = [...sources.issues];
  const site = sources.site && validateSource(sources.site, SiteFile, issues);
  const cities = (sources.cities && validateSource(sources.cities, CitiesFile, issues)?.cities) ?? [];
  const niches = site ? loadNiches(sources.niches, site, issues) : [];
  if (sources.site && site) checkSite(sources.site, site, issues);
  return { sources, issues, ctx: site ? { site, niches, cities } : undefined };
}

/** A page file again, for locating a problem found after its text was let go. */
const reread = (abs: string): SourceFile => readSource(abs, [])!;

function assemble(contentDir: string, { sources, issues, ctx }: Head, outcomes: PageOutcome[], sourceOf = reread): Content {
  for (const o of outcomes) for (const issue of o.issues) issues.push(issue); // not push(...): one file may have 100,000 issues
  const pages = outcomes.flatMap((o) => o.page ?? []);
  if (!ctx) throw new ContentError(sortIssues(issues));
  const { site, niches, cities } = ctx;
  const legal = loadLegal(sources.legal, site, RESERVED_ROUTES, issues);
  const byFile = new Map(outcomes.flatMap((o) => (o.page ? [[o.page.source, o] as const] : [])));
  checkRoutes(pages, byFile, sourceOf, legal, issues);
  // Only when every page loaded: a broken page would make its routes look missing.
  if (sources.site && issues.length === 0) checkReferences(contentDir, sources.site, site, pages, byFile, sourceOf, legal, issues);
  if (issues.length > 0) throw new ContentError(sortIssues(issues));
  pages.sort((a, b) => a.route.localeCompare(b.route));
  return { site, niches, cities, pages, legal };
}



function loadNiches(sources: SourceFile[], site: SiteConfig, issues: Issue[]): NicheData[] {
  const categories = site.home.categories.map((c) => c.slug);
  const bySlug = new Map<string, NicheData>();
  for (const source of sources) {
    const niche = validateSource(source, NicheFile, issues);
    checkPlaceholders(source, (source.data as Record<string, unknown> | null)?.defaults, PAGE_PLACEHOLDERS, issues, ['defaults']);
    if (!niche) continue;
    const locate = locatorFor(source);
    if (!categories.includes(niche.category)) {
      issues.push(issueAt(source, locate, ['category'], `unknown category "${niche.category}"${didYouMean(niche.category, categories)}; categories are declared in site.yaml home.categories`));
    }
    const link = niche.defaults.affiliateLink && checkAffiliate(niche.defaults.affiliateLink, site.affiliate.referralParam);
    if (link) issues.push(issueAt(source, locate, ['defaults', 'affiliateLink'], link));
    const slug = niche.slug ?? source.name;
    const twin = bySlug.get(slug);
    if (twin) issues.push(issueAt(source, locate, niche.slug ? ['slug'] : [], `duplicate niche slug "${slug}": also used by ${twin.source}`));
    bySlug.set(slug, { ...niche, slug, source: source.file });
  }
  return [...bySlug.values()];
}

function loadPage(
  source: SourceFile,
  site: SiteConfig,
  niches: NicheData[],
  cities: CityFactsT[],
  issues: Issue[],
): PageData | undefined {
  const before = issues.length;
  const file = validateSource(source, PageFile, issues);
  checkPlaceholders(source, source.data, PAGE_PLACEHOLDERS, issues);
  if (!file) return undefined;
  const locate = locatorFor(source);
  // A preset is named by file name; `slug:` in a preset only changes its routes.
  const niche = niches.find((n) => n.source.endsWith(`/${file.niche}.yaml`) || n.source.endsWith(`/${file.niche}.yml`)) ?? niches.find((n) => n.slug === file.niche);
  if (!niche) {
    const known = niches.map((n) => n.slug);
    issues.push(issueAt(source, locate, ['niche'], `unknown niche "${file.niche}"${didYouMean(file.niche, known)}; niche presets live in content/niches/ (${known.join(', ') || 'none yet'})`));
    return undefined;
  }
  const affiliate = file.affiliateLink && checkAffiliate(file.affiliateLink, site.affiliate.referralParam);
  if (affiliate) issues.push(issueAt(source, locate, ['affiliateLink'], affiliate));

  const { niche: _n, city, route: explicitRoute, ...fields } = file;
  const merged = mergeLayers(site.defaults, niche.defaults, fields);
  const resolved = ResolvedContent.safeParse(merged, { reportInput: true });
  if (!resolved.success) {
    for (const zi of resolved.error.issues) {
      const field = zi.path.join('.');
      issues.push(issueAt(source, locate, [], `required field is missing: ${field} is set neither in this page, nor in ${niche.source} defaults, nor in site.yaml defaults`));
      issues[issues.length - 1].field = field;
    }
    return undefined;
  }
  const citySlug = slugify(city);
  const facts = cityBySlug(cities, citySlug);
  const vars: Record<string, string | undefined> = {
    city,
    niche: niche.name,
    audience: niche.audience,
    county: facts?.county,
    brand: site.brand,
    product: site.affiliate.product,
    price: formatPrice(site.pricing.price),
    trialDays: String(site.pricing.trialDays),
  };
  const content = resolved.data;
  if (!facts && usedPlaceholders([content, site.seo]).has('county')) {
    issues.push(issueAt(source, locate, ['city'], `{county} is used in this page's copy, but "${city}" is not in content/cities.yaml`));
  }
  if (issues.length > before) return undefined;
  const filled = fillPlaceholders(content, vars);
  const route = explicitRoute ?? fillRoute(site.routePattern, { niche: niche.slug, city: citySlug });
  return {
    ...filled,
    source: source.file,
    id: routeId(route),
    route,
    nicheSlug: niche.slug,
    niche: niche.name,
    audience: niche.audience,
    category: niche.category,
    citySlug,
    city,
    county: facts?.county,
    title: filled.title ?? fillPlaceholders(site.seo.titleTemplate, vars),
    description: filled.description ?? fillPlaceholders(site.seo.descriptionTemplate, vars),
    affiliateLink: filled.affiliateLink ?? site.affiliate.url,
  };
}


