// read → validate → cascade → fill: every content file becomes typed data, or
// every problem of every file is collected into one ContentError.
import { applyQualityBar, gateMeter, rememberGate } from '../check/quality-bar.js';
import { cacheHash } from '../cache/store.js';
import { ContentError, sortIssues, type Issue } from '../errors.js';
import { fillRoute, routeId, slugify } from '../rules/slug.js';
import { didYouMean } from '../suggest.js';
import { mergeWithProvenance } from './cascade.js';
import { packOutcome, packsCopy } from './packed-copy.js';
import { checkSubIds } from '../affiliate/check.js';
import { checkAffiliate, checkReferences, checkRoutes, checkSite, RESERVED_ROUTES } from './checks.js';
import { checkHubRoutes } from './hub-routes.js';
import { checkHubCopy, checkHubIntros } from './hub-intros.js';
import { loadLegal } from './legal.js';
import { withOwnLeftovers } from './leftovers.js';
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
  type SiteConfig,
} from './schema.js';
import { createReporter, type Reporter } from './report.js';
import { parseMerged, validateSource } from './validate.js';
import { loadDatasets } from '../data/load.js';

export type { Content, NicheData, PageContext, PageData, PageLoader, PageOutcome, ResolvedFields, SitePage } from './types.js';
import type { Content, NicheData, PageContext, PageData, PageLoader, PageOutcome, SitePage } from './types.js';

export function formatPrice(price: number): string {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}

/** Validate, cascade and fill one page source. */
export function loadPageSource(source: SourceFile, ctx: PageContext, issues: Issue[] = []): PageOutcome<PageData> {
  const data = source.data as Record<string, unknown> | null | undefined;
  const page = loadPage(source, ctx, createReporter(issues));
  return { abs: source.abs, page, issues, ownRoute: data?.route !== undefined, ownHeroImage: data?.heroImage !== undefined };
}

/**
 * Read, parse, validate, cascade and fill one page file; `finish` sees the outcome while the file's text is at hand.
 * Pure per file: runs in any thread.
 */
export function loadPageFile(abs: string, ctx: PageContext, finish: (outcome: PageOutcome<PageData>, source: SourceFile) => PageOutcome = (o) => o): PageOutcome {
  const issues: Issue[] = [];
  const source = readSource(abs, issues);
  if (!source) return { abs, issues, ownRoute: false, ownHeroImage: false };
  return finish({ ...loadPageSource(source, ctx, issues), textHash: cacheHash(source.text), stat: source.stat }, source);
}

/**
 * A build's page loader, in any thread (a worker's share and the build thread's). On a site large enough
 * (ctx.packCopy), each page's copy is packed (packed-copy.ts) as soon as it is loaded, so one page's full copy is
 * alive at a time: packing a batch after loading it kept a batch of full pages alive across young-generation
 * collections, promoted at each of them. Each page's quality bar parts are measured here while its copy is whole
 * (check/quality-bar.ts gateMeter), and its own leftovers located, from the text already read (leftovers.ts withOwnLeftovers).
 */
export function loadBuildPages(files: string[], ctx: PageContext): PageOutcome[] {
  const measure = gateMeter(ctx);
  const pack = ctx.packCopy === true;
  return files.map((f) => loadPageFile(f, ctx, (outcome, source) => withOwnLeftovers(packOutcome(outcome, measure, pack), source)));
}

/** `sources` lets `lpgen new` and `lpgen check` validate files they already read (or have not written yet). */
export function loadContent(contentDir: string, sources: Sources = readSources(contentDir)): Content<PageData> {
  const head = loadHead(sources);
  // A problem found later is located in the same (maybe unwritten) source.
  const byAbs = new Map(sources.pages.map((s) => [s.abs, s]));
  return assemble(contentDir, head, head.ctx ? sources.pages.map((s) => loadPageSource(s, head.ctx!)) : [], (abs) => byAbs.get(abs)!);
}

/** loadContent with another page loader (workers, the content cache): the pages are read by the loader. `head`: the caller's own read of the other files. */
export async function loadContentWith(contentDir: string, loader: PageLoader, head = readSources(contentDir, { pages: false })): Promise<Content> {
  const loaded = loadHead(head);
  return assemble(contentDir, loaded, loaded.ctx ? await loader(loaded.sources.pageFiles, loaded.ctx) : []);
}

/**
 * site.yaml, cities, presets and legal pages, without the pages: what a rebuild that reuses the other pages'
 * summaries plans against (cache/quick-rebuild.ts). Undefined when any of them has an issue: the full load reports it.
 */
export function loadSiteOnly(sources: Sources): Omit<Content, 'pages'> | undefined {
  const { report, citiesCitations, ctx } = loadHead(sources);
  if (!ctx || report.issues.length > 0) return undefined;
  const legal = loadLegal(sources.legal, ctx.site, RESERVED_ROUTES, report);
  const { packCopy: _pages, ...site } = ctx;
  // No key for an absent value: a quick rebuild reads this back from JSON, which has no undefined.
  return report.issues.length > 0 ? undefined : { ...site, ...(citiesCitations ? { citiesCitations } : {}), legal };
}

interface Head {
  sources: Sources;
  /** The load's reporter: the head's issues, then the pages' and the site-wide checks'. */
  report: Reporter;
  citiesCitations?: Content['citiesCitations'];
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
  const report = createReporter([...sources.issues]);
  const site = sources.site && validateSource(sources.site, SiteFile, report);
  const citiesFile = sources.cities && validateSource(sources.cities, CitiesFile, report);
  const cities = citiesFile?.cities ?? [];
  const niches = site ? loadNiches(sources.niches, site, report) : [];
  if (sources.site && site) checkSite(sources.site, site, report);
  const data = sources.data ? loadDatasets(sources.data, cities, report) : [];
  const ctx = site ? { site, niches, cities, ...(data.length > 0 ? { data } : {}), packCopy: packsCopy(sources.pageFiles.length) } : undefined;
  return { sources, report, citiesCitations: citiesFile?.citations, ctx };
}

/** A page file again, for locating a problem found after its text was let go. */
const reread = (abs: string): SourceFile => readSource(abs, [])!;

function assemble<P extends SitePage>(contentDir: string, { sources, report, citiesCitations, ctx }: Head, outcomes: PageOutcome<P>[], sourceOf = reread): Content<P> {
  for (const o of outcomes) {
    report.add(o.issues);
    // A page kept unpacked: the bar parts its loader measured, for the quality bar below and the build's verdict.
    if (o.page && o.gate) rememberGate(o.page, o.gate);
  }
  const { issues } = report;
  const pages = outcomes.flatMap((o) => o.page ?? []);
  if (!ctx || !sources.site) throw new ContentError(sortIssues(issues));
  const { site, niches, cities, data } = ctx;
  const legal = loadLegal(sources.legal, site, RESERVED_ROUTES, report);
  const byFile = new Map(outcomes.flatMap((o) => (o.page ? [[o.page.source, o] as const] : [])));
  // The quality bar first: a page it makes a draft is in no hub, so the hub-route check must see it as one.
  const content = applyQualityBar({ site, niches, cities, citiesCitations, pages, legal, ...(data ? { data } : {}) });
  const checks = { contentDir, siteSource: sources.site, site, pages: content.pages, legal, byFile, sourceOf, report };
  checkRoutes(checks);
  checkHubRoutes(sources.site, site, niches, content.pages, legal, report);
  checkHubIntros(sources.site, site, niches, cities, content.pages, report);
  checkHubCopy(sources.site, site, report);
  checkSubIds(sources.site, site, niches, content.pages, report);
  // Only when every page loaded: a broken page would make its routes look missing.
  if (issues.length === 0) checkReferences(checks);
  if (issues.length > 0) throw new ContentError(sortIssues(issues));
  content.pages.sort((a, b) => a.route.localeCompare(b.route));
  return content;
}

function loadNiches(sources: SourceFile[], site: SiteConfig, report: Reporter): NicheData[] {
  const categories = site.home.categories.map((c) => c.slug);
  const bySlug = new Map<string, NicheData>();
  for (const source of sources) {
    const niche = validateSource(source, NicheFile, report);
    checkPlaceholders(report, source, (source.data as Record<string, unknown> | null)?.defaults, PAGE_PLACEHOLDERS, ['defaults']);
    if (!niche) continue;
    if (!categories.includes(niche.category)) {
      report.at(source, ['category'], `unknown category "${niche.category}"${didYouMean(niche.category, categories)}; categories are declared in site.yaml home.categories`);
    }
    const link = niche.defaults.affiliateLink && checkAffiliate(niche.defaults.affiliateLink, site.affiliate.referralParam);
    if (link) report.at(source, ['defaults', 'affiliateLink'], link);
    const slug = niche.slug ?? source.name;
    const twin = bySlug.get(slug);
    if (twin) report.at(source, niche.slug ? ['slug'] : [], `duplicate niche slug "${slug}": also used by ${twin.source}`);
    bySlug.set(slug, { ...niche, slug, source: source.file });
  }
  return [...bySlug.values()];
}

function loadPage(source: SourceFile, { site, niches, cities }: PageContext, report: Reporter): PageData | undefined {
  const before = report.issues.length;
  const file = validateSource(source, PageFile, report);
  checkPlaceholders(report, source, source.data, PAGE_PLACEHOLDERS);
  if (!file) return undefined;
  // A preset is named by file name; `slug:` in a preset only changes its routes.
  const niche = niches.find((n) => n.source.endsWith(`/${file.niche}.yaml`) || n.source.endsWith(`/${file.niche}.yml`)) ?? niches.find((n) => n.slug === file.niche);
  if (!niche) {
    const known = niches.map((n) => n.slug);
    report.at(source, ['niche'], `unknown niche "${file.niche}"${didYouMean(file.niche, known)}; niche presets live in content/niches/ (${known.join(', ') || 'none yet'})`);
    return undefined;
  }
  const affiliate = file.affiliateLink && checkAffiliate(file.affiliateLink, site.affiliate.referralParam);
  if (affiliate) report.at(source, ['affiliateLink'], affiliate);

  const { niche: _n, city, route: explicitRoute, status, publishAt, ...fields } = file;
  const { merged, provenance } = mergeWithProvenance([['site', site.defaults], ['niche', niche.defaults], ['page', fields]]);
  const resolved = parseMerged(ResolvedContent, merged, [site.defaults, niche.defaults, fields]);
  if (!resolved.success) {
    for (const zi of resolved.error.issues) {
      const field = zi.path.join('.');
      report.at(source, [], `required field is missing: ${field} is set neither in this page, nor in ${niche.source} defaults, nor in site.yaml defaults`, { field });
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
    report.at(source, ['city'], `{county} is used in this page's copy, but "${city}" is not in content/cities.yaml`);
  }
  if (report.issues.length > before) return undefined;
  const filled = fillPlaceholders(content, vars);
  const route = explicitRoute ?? fillRoute(site.routePattern, { niche: niche.slug, city: citySlug });
  const page: PageData = {
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
    provenance,
    ...(status === 'scheduled' ? { status: 'draft' as const, publishAt } : status && { status }),
  };
  // Copied once more, key by key in the same order: the literal above, spreading `filled` (whose keys differ
  // from page to page), gives each page a hidden class of its own, kept as long as the page (the copy saves
  // heap for little CPU; see bench/RESULTS.md, section "Speed issue (13), sixth session").
  return Object.fromEntries(Object.entries(page)) as unknown as PageData;
}


