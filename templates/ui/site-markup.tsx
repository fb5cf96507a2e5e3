import type { ReactNode } from 'react';
import type { SiteView } from 'lpgen/model';
import { renderAlone, useIconMode, type IconMode } from './Icon.js';

/**
 * Parts of a page that depend on nothing but the site (the footer's legal line,
 * the pricing card's list, the brand) are the same on every page of a build, yet
 * React rendered them again for each of 10,000 pages. siteMarkup(site, part)
 * renders a part once per site and thread, with the same components, and hands
 * it to its host element as inner HTML:
 *
 *   <CardContent {...siteMarkup(site, pricingList)} />
 *
 * A part is a module-level function of the site and an optional variant (a
 * small JSON value such as a rating, part of the key), so it cannot read a
 * page's data; the cache is keyed by the site's content, so another site.yaml
 * (lpgen dev, tests) gets its own markup. The host's own attributes are still rendered per page.
 * A part that cannot be reused as it is renders in the page as usual: one that
 * draws an icon missing from the sprite (its drawing is written once per page,
 * so it depends on what the page drew before), or one whose markup React
 * would place elsewhere when rendered alone (an <img>'s preload link).
 * Static pages only: an island hydrated by the client must render its own markup.
 *
 * The first use of a part renders it from inside the calling component's render.
 * React's server renderer saves and restores its dispatcher, request and context
 * around a render, but a nested render clears the hook state of the component
 * that called it: call siteMarkup after that component's hooks (use() of a
 * context, which siteMarkup itself calls, stays safe). The key is the site's
 * content at its first use: a site object is not changed once rendered.
 */
export type SitePart<V = undefined> = (site: SiteView, variant: V) => ReactNode;
type Rendered = { dangerouslySetInnerHTML: { __html: string } } | null;

/** A part's markups: by the variant itself when it is a string, number, boolean or null (no text to build), else by its JSON. */
interface Variants {
  plain: Map<unknown, Rendered>;
  json: Map<string, Rendered>;
}

interface SiteEntry {
  byMode: Map<IconMode, Map<SitePart<never>, Variants>>;
}

const bySiteObject = new WeakMap<SiteView, SiteEntry>();
const bySiteText = new Map<string, SiteEntry>();
// lpgen dev keeps a thread across rebuilds: the markup of a few recent sites is enough.
const RECENT_SITES = 4;
// A variant taken from page data (a button's label) is usually one of a few; past this many a part renders in the page.
const VARIANTS = 256;

function entryOf(site: SiteView): SiteEntry {
  let entry = bySiteObject.get(site);
  if (entry) return entry;
  // Pages reach a worker in batches, each with its own copy of the site: the text finds the markup rendered for an earlier copy.
  const text = JSON.stringify(site);
  entry = bySiteText.get(text);
  if (!entry) {
    if (bySiteText.size >= RECENT_SITES) bySiteText.delete(bySiteText.keys().next().value!);
    bySiteText.set(text, (entry = { byMode: new Map() }));
  }
  bySiteObject.set(site, entry);
  return entry;
}

function render<V>(site: SiteView, part: SitePart<V>, variant: V, mode: IconMode): Rendered {
  const inner = renderAlone(part(site, variant), mode);
  if (inner === undefined) return null;
  // Rendered alone, React writes an <img>'s preload link (or any resource it hoists) outside the host: then it is not the same markup.
  if (renderAlone(<div>{part(site, variant)}</div>, mode) !== `<div>${inner}</div>`) return null;
  return { dangerouslySetInnerHTML: { __html: inner } };
}

/** Props for the part's host element: its markup, or its elements when it cannot be reused. */
export function siteMarkup<V = undefined>(
  site: SiteView,
  part: SitePart<V>,
  ...[variant]: undefined extends V ? [] : [variant: V]
): { dangerouslySetInnerHTML: { __html: string } } | { children: ReactNode } {
  const mode = useIconMode();
  const entry = entryOf(site);
  let byPart = entry.byMode.get(mode);
  if (!byPart) entry.byMode.set(mode, (byPart = new Map()));
  let variants = byPart.get(part as SitePart<never>);
  if (!variants) byPart.set(part as SitePart<never>, (variants = { plain: new Map(), json: new Map() }));
  const plain = variant === null || typeof variant !== 'object';
  const key = plain ? variant : JSON.stringify(variant);
  const byKey: Map<unknown, Rendered> = plain ? variants.plain : variants.json;
  let rendered = byKey.get(key);
  if (rendered === undefined && variants.plain.size + variants.json.size < VARIANTS) byKey.set(key, (rendered = render(site, part, variant as V, mode)));
  return rendered ?? { children: part(site, variant as V) };
}
