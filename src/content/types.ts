// The shapes content loading produces, apart from the code that produces them,
// so load.ts, checks.ts and their callers share them without an import cycle.
import type { z } from 'zod';
import type { Issue } from '../errors.js';
import type { Provenance } from './cascade.js';
import type { LegalData } from './legal.js';
import type { CityFactsT, NicheConfig, ResolvedContent, SiteConfig } from './schema.js';

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
  /** A draft is built for preview but noindex, out of the sitemap and hubs; set by the page, or by the quality bar. */
  status?: 'draft' | 'published';
}

export interface NicheData extends NicheConfig {
  slug: string;
  source: string;
}

export interface Content {
  site: SiteConfig;
  niches: NicheData[];
  cities: CityFactsT[];
  pages: PageData[];
  legal: LegalData[];
}

/** What every page is loaded against: small, so it can be sent to worker threads. */
export interface PageContext {
  site: SiteConfig;
  niches: NicheData[];
  cities: CityFactsT[];
}

/** One page file, loaded on its own: its data or its issues, and what the site-wide checks need to know about it. */
export interface PageOutcome {
  abs: string;
  /** Hash of the file's text (the content cache keys on it; computed where the file is read). */
  textHash?: string;
  page?: PageData;
  issues: Issue[];
  /** The file sets route: explicitly (route problems point there, else at city:). */
  ownRoute: boolean;
  /** The file sets heroImage: itself (a missing image points there). */
  ownHeroImage: boolean;
}

/** Loads page files into outcomes; the default runs in this thread, the build may use workers and a cache. */
export type PageLoader = (files: string[], ctx: PageContext) => PageOutcome[] | Promise<PageOutcome[]>;
