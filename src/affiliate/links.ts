// The one function that builds affiliate URLs for calls to action: each link of a
// page is made for a named placement, carrying its sub-ID and, when analytics is
// on, the attributes that make the provider count a click on it.
import type { SiteConfig } from '../content/schema.js';
import { LpgenError } from '../errors.js';
import { analyticsSetup, type ClickTracking } from '../analytics/providers.js';
import { affiliateHref } from '../urls.js';
import { fillSubId, PLACEMENTS, subIdProblem, type PlacementKind } from './placements.js';

/** A call to action's link: final href, its sub-ID, and the provider's click attributes. */
export interface AffiliateLink extends ClickTracking {
  href: string;
  subId: string;
}

/** A page's calls to action by placement: a template names the placement, never builds the URL. */
export type AffiliateLinks<K extends PlacementKind> = { [P in (typeof PLACEMENTS)[K][number]]: AffiliateLink };

export type Linker = <K extends PlacementKind>(kind: K, page: string, url: string) => AffiliateLinks<K>;

export function affiliateLinker(site: SiteConfig): Linker {
  const { trackingParam, subId: template } = site.affiliate;
  const analytics = analyticsSetup(site.analytics);
  return <K extends PlacementKind>(kind: K, page: string, url: string) => {
    const links = {} as Record<string, AffiliateLink>;
    for (const placement of PLACEMENTS[kind]) {
      const subId = fillSubId(template, page, placement);
      // The content check reports these with their place in site.yaml; this guards any other way in.
      const problem = subIdProblem(subId);
      if (problem) throw new LpgenError(`site.yaml affiliate.subId: the sub-ID of ${page} (placement ${placement}) ${problem}`);
      links[placement] = { href: affiliateHref(url, trackingParam, subId), subId, ...analytics?.click(page, placement) };
    }
    return links as AffiliateLinks<K>;
  };
}
