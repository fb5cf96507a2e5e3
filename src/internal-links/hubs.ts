// Which hub pages a site has, and their routes: one per key of each kind in HUB_KINDS (hub-kinds.ts) whose
// published pages give at least site.yaml hubs.minEntries entries (pages for a niche or a city, niches for a
// category, places for a county). Draft pages count for nothing. Each hub also knows whether it passes the
// hub bar (hubs.minPagesToIndex published pages, or an introduction of its own): a thin hub is built
// noindex and left out of the sitemap. Shared by the content check (route collisions), the planner and the
// affiliate links report. Linear: each page is looked at once per kind.
import type { SiteConfig } from '../content/schema.js';
import { fillRoute } from '../rules/slug.js';
import { HUB_KIND_NAMES, HUB_KINDS, perKind, type HubKind, type HubPageFields } from './hub-kinds.js';

export type { HubKind } from './hub-kinds.js';

export interface HubRef {
  kind: HubKind;
  /** The niche, city, category or county slug. */
  key: string;
  route: string;
  name: string;
  /** Published pages the hub collects (through its niches, for a category). */
  pages: number;
  /** Passes the hub bar: enough pages, or its own introduction in site.yaml hubs.intros. */
  indexable: boolean;
}

interface HubPage extends HubPageFields {
  status?: 'published' | 'draft';
}

/** Each kind's hubs by key, in the order the site lists them, and `all` of them, kind by kind in HUB_KINDS order. */
export type HubSet = Record<HubKind, Map<string, HubRef>> & { all: HubRef[] };

export const isPublished = (page: { status?: 'published' | 'draft' }) => page.status !== 'draft';

/** The hub bar: why a hub with `pages` published pages and no introduction of its own is thin, or undefined when it is not. */
export function thinHubReason(site: SiteConfig, hub: Pick<HubRef, 'kind' | 'key' | 'pages'>): string | undefined {
  const min = site.hubs.minPagesToIndex;
  if (hub.pages >= min || site.hubs.intros[hub.kind]?.[hub.key]) return undefined;
  return `${hub.pages} published page${hub.pages === 1 ? '' : 's'} (fewer than hubs.minPagesToIndex, ${min}) and no introduction of its own (hubs.intros.${hub.kind}.${hub.key})`;
}

export function findHubs(site: SiteConfig, niches: ReadonlyArray<{ slug: string; name: string; category: string }>, pages: readonly HubPage[]): HubSet {
  const { minEntries } = site.hubs;
  const hubs = perKind((kind) => hubsOf(kind, site, niches, pages, minEntries));
  return { ...hubs, all: HUB_KIND_NAMES.flatMap((k) => [...hubs[k].values()]) };
}

function hubsOf(kind: HubKind, site: SiteConfig, niches: ReadonlyArray<{ slug: string; name: string }>, pages: readonly HubPage[], minEntries: number) {
  const spec = HUB_KINDS[kind];
  const seen = new Map<string, { name: string; entries: Set<string>; pages: number }>();
  for (const page of pages) {
    if (!isPublished(page)) continue;
    const key = spec.key(page);
    if (!key) continue;
    let hub = seen.get(key);
    if (!hub) seen.set(key, (hub = { name: spec.name(page), entries: new Set(), pages: 0 }));
    hub.entries.add(spec.entry(page));
    hub.pages++;
  }
  const known = 'known' in spec ? spec.known(site, niches) : [...seen.keys()].map((slug) => ({ slug, name: seen.get(slug)!.name }));
  const out = new Map<string, HubRef>();
  for (const { slug, name } of known) {
    const hub = seen.get(slug);
    if (!hub || hub.entries.size < minEntries) continue;
    const ref = { kind, key: slug, name, route: fillRoute(site.hubs[kind], { [kind]: slug }), pages: hub.pages };
    out.set(slug, { ...ref, indexable: !thinHubReason(site, ref) });
  }
  return out;
}
