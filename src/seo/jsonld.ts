// schema.org structured data, built from the view model only (pure). The
// Document serialises each object with escapeJsonForHtml, so content can never
// close the <script> element.
//
// Deliberately absent: Review and AggregateRating. The testimonials are the
// site's own selection ("self-serving reviews"); Google ignores such markup
// for rich results and may treat it as spam. They stay visible text only.
import type { Crumb, HubView, Landing, SiteView } from '../model.js';
import { absoluteUrl } from '../urls.js';

type Thing = Record<string, unknown>;

/** Absolute when the site URL is known, else the base-relative href (a valid relative URL reference). */
function url(site: SiteView, href: string): string {
  return absoluteUrl(site.siteUrl, href) ?? href;
}

/** UN/CEFACT codes for the billing period; unknown wording keeps only unitText. */
function periodCode(period: string): string | undefined {
  const p = period.trim().toLowerCase();
  if (p.startsWith('month')) return 'MON';
  if (p.startsWith('year') || p.startsWith('annual')) return 'ANN';
  if (p.startsWith('week')) return 'WEE';
  if (p.startsWith('day')) return 'DAY';
  return undefined;
}

const organizationId = (site: SiteView) => `${url(site, site.homeHref)}#organization`;

export function homeJsonLd(site: SiteView): Thing[] {
  const home = url(site, site.homeHref);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId(site),
      name: site.brand,
      legalName: site.legalName,
      url: home,
      email: site.contact.email,
      telephone: site.contact.phone,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: site.brand,
      description: site.tagline,
      url: home,
      inLanguage: 'en-US',
      publisher: { '@id': organizationId(site) },
    },
  ];
}

// The parts of a landing page's JSON-LD that are the same on every page are made once per site and shared
// by the pages' objects (they are only serialised): 10,000 pages' views are kept until they are rendered.
const shared = new WeakMap<SiteView, { priceSpecification: Thing; state: Thing }>();
function siteParts(site: SiteView): { priceSpecification: Thing; state: Thing } {
  let parts = shared.get(site);
  if (!parts) {
    const { price, period } = site.pricing;
    const unitCode = periodCode(period);
    parts = {
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'USD',
        unitText: period,
        ...(unitCode ? { unitCode, referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode } } : {}),
      },
      state: { '@type': 'State', name: site.region.name },
    };
    shared.set(site, parts);
  }
  return parts;
}

/** Monthly (or whatever site.pricing.period says) price of the promoted product. */
export function offer(site: SiteView, pageUrl: string): Thing {
  return { '@type': 'Offer', url: pageUrl, price: site.pricing.price, priceCurrency: 'USD', priceSpecification: siteParts(site).priceSpecification };
}

export function breadcrumbs(site: SiteView, crumbs: Crumb[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: url(site, c.href) })),
  };
}

/** The visible trail (Home › niche hub › this page); plus the service and its price. */
export function landingJsonLd(site: SiteView, page: Pick<Landing, 'href' | 'heroHeadline' | 'description' | 'city'>, crumbs: Crumb[]): Thing[] {
  const pageUrl = url(site, page.href);
  return [
    breadcrumbs(site, crumbs),
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: page.heroHeadline,
      description: page.description,
      serviceType: site.serviceType,
      url: pageUrl,
      areaServed: { '@type': 'City', name: page.city, containedInPlace: siteParts(site).state },
      offers: offer(site, pageUrl),
    },
  ];
}

/** A hub: a CollectionPage whose main entity lists its entries, and its breadcrumb trail. */
export function hubJsonLd(site: SiteView, hub: HubView, description: string): Thing[] {
  const entries = hub.groups.flatMap((g) => g.links);
  return [
    breadcrumbs(site, hub.crumbs),
    {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: hub.heading,
      description,
      url: url(site, hub.href),
      inLanguage: 'en-US',
      isPartOf: { '@id': `${url(site, site.homeHref)}#website` },
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: entries.length,
        itemListElement: entries.map((e, i) => ({ '@type': 'ListItem', position: i + 1, name: e.label, url: url(site, e.href) })),
      },
    },
  ];
}
