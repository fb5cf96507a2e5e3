// A hub's own introduction lives in site.yaml under hubs.intros, by hub kind and
// slug (the schema is in schema.ts with the rest of site.yaml). Here: a slug must
// name a niche, a city or a category the content knows, so a typo is an error
// at its key rather than an introduction that never shows.
import type { HubKind } from '../internal-links/hubs.js';
import { didYouMean } from '../suggest.js';
import type { SourceFile } from './read.js';
import type { CityFactsT, SiteConfig } from './schema.js';
import type { Reporter } from './report.js';

/** Where each kind's slugs come from, for the error message. */
const KNOWN_FROM: Record<HubKind, string> = {
  niche: 'niche presets in content/niches/',
  city: 'content/cities.yaml and the pages',
  category: 'site.yaml home.categories',
};

export function checkHubIntros(
  siteSource: SourceFile,
  site: SiteConfig,
  niches: ReadonlyArray<{ slug: string }>,
  cities: readonly CityFactsT[],
  pages: ReadonlyArray<{ citySlug: string }>,
  report: Reporter,
): void {
  const intros = site.hubs.intros;
  const known: Record<HubKind, () => Set<string>> = {
    niche: () => new Set(niches.map((n) => n.slug)),
    // A city with pages is a hub-to-be even when the places dataset does not list it.
    city: () => new Set([...cities.map((c) => c.slug), ...pages.map((p) => p.citySlug)]),
    category: () => new Set(site.home.categories.map((c) => c.slug)),
  };
  for (const kind of ['niche', 'city', 'category'] as const) {
    const keys = Object.keys(intros[kind] ?? {});
    if (keys.length === 0) continue;
    const slugs = known[kind]();
    for (const key of keys) {
      if (slugs.has(key)) continue;
      report.at(siteSource, ['hubs', 'intros', kind], `no ${kind} "${key}"${didYouMean(key, slugs)}; ${kind} slugs come from ${KNOWN_FROM[kind]}`, { key });
    }
  }
}

/** An introduction as paragraphs: a blank line starts a new one; a single line break is a space. */
export function introParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
