// A hub's own introduction lives in site.yaml under hubs.intros, by hub kind and
// slug (the schema is in schema.ts with the rest of site.yaml). Here: a slug must
// name a niche, a city or a category the content knows, so a typo is an error
// at its key rather than an introduction that never shows. And hubs.copy's placeholders, each where it is written.
import { HUB_COPY_SHARED, HUB_KIND_NAMES, HUB_KINDS } from '../internal-links/hub-kinds.js';
import { checkPlaceholders } from './placeholders.js';
import { didYouMean } from '../suggest.js';
import type { SourceFile } from './read.js';
import type { CityFactsT, SiteConfig } from './schema.js';
import type { Reporter } from './report.js';

export function checkHubIntros(
  siteSource: SourceFile,
  site: SiteConfig,
  niches: ReadonlyArray<{ slug: string }>,
  cities: readonly CityFactsT[],
  pages: ReadonlyArray<{ citySlug: string; county?: string }>,
  report: Reporter,
): void {
  const intros = site.hubs.intros;
  for (const kind of HUB_KIND_NAMES) {
    const keys = Object.keys(intros[kind] ?? {});
    if (keys.length === 0) continue;
    const slugs = new Set(HUB_KINDS[kind].slugs({ site, niches, cities, pages }));
    for (const key of keys) {
      if (slugs.has(key)) continue;
      report.at(siteSource, ['hubs', 'intros', kind], `no ${kind} "${key}"${didYouMean(key, slugs)}; ${kind} slugs come from ${HUB_KINDS[kind].slugsFrom}`, { key });
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

/** site.yaml hubs.copy: each field may use the shared placeholders and its kind's own (a label, the shared ones only). */
export function checkHubCopy(siteSource: SourceFile, site: SiteConfig, report: Reporter): void {
  const shared: readonly string[] = HUB_COPY_SHARED;
  checkPlaceholders(report, siteSource, site.hubs.copy.cta, shared, ['hubs', 'copy', 'cta']);
  checkPlaceholders(report, siteSource, site.hubs.copy.pick, [...shared, 'scope'], ['hubs', 'copy', 'pick']);
  for (const kind of HUB_KIND_NAMES) {
    const { label, ...rest } = site.hubs.copy[kind];
    checkPlaceholders(report, siteSource, label, shared, ['hubs', 'copy', kind, 'label']);
    checkPlaceholders(report, siteSource, rest, [...shared, ...HUB_KINDS[kind].placeholders], ['hubs', 'copy', kind]);
  }
}
