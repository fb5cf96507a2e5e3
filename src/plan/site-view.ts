// The site-wide part of every page's view model: brand, contact, footer lists
// and asset paths, with every href final (base path applied).
import type { Content } from '../content/types.js';
import { DISCLOSURE_PAGE } from '../content/legal.js';
import type { SiteView } from '../model.js';
import { legalName } from '../rules/labels.js';
import { analyticsSetup } from '../analytics/providers.js';
import { siteHref } from '../urls.js';

export function siteView(content: Content, base: string, siteUrl: string | undefined, assets: SiteView['assets']): SiteView {
  const { site: config, legal } = content;
  return {
    brand: config.brand,
    company: config.company,
    legalName: legalName(config.company, config.companySuffix),
    copyrightYear: config.copyrightYear,
    tagline: config.tagline,
    productNoun: config.productNoun,
    serviceType: config.seo.serviceType ?? config.productNoun,
    region: config.region,
    base,
    siteUrl,
    product: config.affiliate.product,
    pricing: config.pricing,
    theme: config.theme,
    // tel: wants digits only; a leading + survives for international numbers.
    contact: { ...config.contact, emailHref: `mailto:${config.contact.email}`, telHref: `tel:${config.contact.phone.replace(/[^\d+]/g, '')}` },
    footer: {
      company: config.footer.company.map((l) => ({ ...l, href: siteHref(base, l.href) })),
      support: config.footer.support.map((l) => ({ ...l, href: siteHref(base, l.href) })),
    },
    disclosure: config.affiliate.disclosure,
    disclosureHref: legal.some((l) => l.id === DISCLOSURE_PAGE) ? siteHref(base, `/${DISCLOSURE_PAGE}`) : undefined,
    legal: legal.map((l) => ({ label: l.label, href: siteHref(base, l.route) })),
    ...analyticsScript(config),
    homeHref: siteHref(base, '/'),
    adminHref: siteHref(base, '/admin'),
    assets: { ...assets, favicon: siteHref(base, '/favicon.svg') },
  };
}

/** Only when set: a site without analytics has no key for it, so its view (and the admin page's JSON) is unchanged. */
function analyticsScript(config: Content['site']): Pick<SiteView, 'analyticsScript'> {
  const setup = analyticsSetup(config.analytics);
  return setup ? { analyticsScript: setup.script } : {};
}
