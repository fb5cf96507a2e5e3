// The shapes content loading produces, apart from the code that produces them,
// so load.ts, checks.ts and their callers share them without an import cycle.
import type * as z from 'zod';
import type { Issue } from '../errors.js';
import { fieldsWith, type FieldsWith } from './fields.js';
import type { Provenance } from './cascade.js';
import type { FileStat, SourceFile } from './read.js';
import type { Reporter } from './report.js';
import type { CitationsT, CityFactsT, LegalConfig, NicheConfig, ResolvedContent, SiteConfig } from './schema.js';
import type { Dataset } from '../data/table.js';
import type { GateParts } from '../gate/gate.js';

export type ResolvedFields = z.infer<typeof ResolvedContent>;

export interface PageData extends Omit<ResolvedFields, 'title' | 'description' | 'affiliateLink'> {
  source: string;
  /** File name without extension; also the affiliate tracking id. */
  id: string;
  route: string;
  nicheSlug: string;
  niche: string;
  audience: string;
  category: string;
  citySlug: string;
  city: string;
  county?: string;
  title: string;
  description: string;
  affiliateLink: string;
  /** Which cascade layer (site, niche, page) supplied each field: what `lpgen check` calls the page's own text. */
  provenance: Provenance;
  /**
   * 'draft' pages are built noindex and linked from nowhere (sitemap, hubs, lists): the one switch for
   * unpublished pages, set by the page or by the quality bar (site.yaml quality.belowBar: draft). Unset: published.
   */
  status?: 'draft' | 'published';
  /** A `status: scheduled` page loads as a draft carrying its date; the build publishes it once its date is reached (publish/schedule.ts). */
  publishAt?: string;
}

export interface LegalData extends Omit<LegalConfig, 'label'> {
  source: string;
  /** File name without extension, e.g. 'privacy'. */
  id: string;
  route: string;
  label: string;
}

export interface NicheData extends NicheConfig {
  slug: string;
  source: string;
}

/**
 * The copy a build keeps packed (content/packed-copy.ts) from the moment a page is loaded until its landing route
 * is rendered: only that route reads it, and the quality bar, which unpacks it. All of them are `own` fields
 * (content/fields.ts): no other route's plan depends on them.
 */
export const PACKED_FIELDS = fieldsWith('packed');
export type PackedField = FieldsWith<'packed'>;
const packedFields = new Set<string>(PACKED_FIELDS);
export const isPackedField = (key: string): key is PackedField => packedFields.has(key);

/**
 * A page's PACKED_FIELDS as one string (brotli-compressed JSON, one byte per char), which of them hold a leftover
 * (content/leftovers.ts), and its quality bar's parts, measured while its copy was whole (gate.ts GateParts;
 * check/quality-bar.ts underBar reads them, so nothing unpacks a page again to measure it).
 */
export interface PackedCopy {
  bytes: string;
  leftovers?: PackedField[];
  gate: GateParts;
}

/** A page, or a landing view made from one, whose PACKED_FIELDS may be held as one PackedCopy instead. */
export type MaybePacked<T> = Omit<T, PackedField> & Partial<Pick<T, Extract<PackedField, keyof T>>> & { copy?: PackedCopy };

/** A page as the site-wide code (checks, planner, caches) reads it: in full, or with its copy packed (a large site's build). */
export type SitePage = MaybePacked<PageData>;

export interface Content<P extends SitePage = SitePage> {
  site: SiteConfig;
  niches: NicheData[];
  cities: CityFactsT[];
  /** content/cities.yaml `citations`: the short source pages show beside each figure (an entry's own win). */
  citiesCitations?: CitationsT;
  pages: P[];
  legal: LegalData[];
  /** content/data/: datasets joined onto pages' local facts (absent when there are none). */
  data?: Dataset[];
}

/** What every page is loaded against: small, so it can be sent to worker threads. */
export interface PageContext {
  site: SiteConfig;
  niches: NicheData[];
  cities: CityFactsT[];
  /** content/data/ datasets: their figures count toward a page's local facts (absent when there are none). */
  data?: Dataset[];
  /** The site has enough pages that a build packs each page's copy (content/packed-copy.ts packsCopy). */
  packCopy?: boolean;
}

/** One page file, loaded on its own: its data or its issues, and what the site-wide checks need to know about it. */
export interface PageOutcome<P extends SitePage = SitePage> {
  abs: string;
  /** Hash of the file's text (the content cache keys on it; computed where the file is read). */
  textHash?: string;
  /** The file's stat, taken before it was read (the content cache's fast path). */
  stat?: FileStat;
  page?: P;
  issues: Issue[];
  /** The file sets route: explicitly (route problems point there, else at city:). */
  ownRoute: boolean;
  /** The file sets heroImage: itself (a missing image points there). */
  ownHeroImage: boolean;
  /** The file's own sample leftovers, located by its loader when the loaded copy holds one (content/leftovers.ts withOwnLeftovers). */
  leftovers?: Issue[];
  /** A page kept unpacked (PageContext.packCopy false): its quality bar's parts as its loader measured them (a packed page keeps them in its copy). */
  gate?: GateParts;
}

/** Loads page files into outcomes; the default runs in this thread, the build may use workers and a cache. */
export type PageLoader = (files: string[], ctx: PageContext) => PageOutcome[] | Promise<PageOutcome[]>;

/** What the site-wide checks look at once every file is loaded, and where they report. */
export interface SiteChecks {
  contentDir: string;
  siteSource: SourceFile;
  site: SiteConfig;
  pages: SitePage[];
  legal: LegalData[];
  /** Each loaded page's outcome, by its source's display path. */
  byFile: Map<string, PageOutcome>;
  /** A page file's source again, to locate a problem found after its text was let go. */
  sourceOf: (abs: string) => SourceFile;
  report: Reporter;
}
