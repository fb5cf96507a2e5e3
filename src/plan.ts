// Plans every route up front (like Astro's page data): the view model for each
// page and the site facts derived from all pages, computed once.
import { fillPlaceholders } from './content/placeholders.js';
import type { Content, PageData } from './content/load.js';
import { formatPrice } from './content/load.js';
import { DISCLOSURE_PAGE } from './content/legal.js';
import type { Landing, PageLink, Route, SiteFacts, SiteView } from './model.js';
import type { CityFactsT } from './content/schema.js';
import { ogImage, pageHead, type HeadInput } from './seo/head.js';
import { breadcrumbs, homeJsonLd, landingJsonLd } from './seo/jsonld.js';
import { affiliateHref, siteHref } from './urls.js';
import { legalName } from './rules/labels.js';
import { coordinatesBySlug, nearestSameNiche } from './links/nearby.js';

export interface PlanOptions {
  base?: string;
  siteUrl?: string;
  assets: SiteView['assets'];
}

export interface Plan {
  routes: Route[];
  facts: SiteFacts;
  site: SiteView;
}

function pageLink(base: string, page: PageData): PageLink {
  return {
    href: siteHref(base, page.route),
    route: page.route,
    niche: page.niche,
    nicheSlug: page.nicheSlug,
    city: page.city,
    citySlug: page.citySlug,
  };
}

export function deriveFacts(content: Content, base: string): SiteFacts {
  const { site, pages, niches, cities } = content;
  const links = pages.map((p) => pageLink(base, p));
  const categories = site.home.categories.map((category) => {
    const members = niches
      .filter((n) => n.category === category.slug)
      .map((n) => ({ slug: n.slug, name: n.name, audience: n.audience, pages: links.filter((l) => l.nicheSlug === n.slug) }))
      .filter((n) => n.pages.length > 0);
    return { ...category, anchor: category.slug, niches: members, pageCount: members.reduce((sum, n) => sum + n.pages.length, 0) };
  });
  const featured = site.home.featuredCities;
  const citySlugs = [...new Set(pages.map((p) => p.citySlug))];
  const cityViews = citySlugs
    .map((slug) => {
      const own = links.filter((l) => l.citySlug === slug);
      return {
        slug,
        name: own[0].city,
        county: cities.find((c) => c.slug === slug)?.county,
        anchor: `city-${slug}`,
        featured: featured.includes(slug),
        pages: own,
      };
    })
    // Featured cities first in their configured order, then by page count.
    .sort((a, b) => {
      const fa = featured.indexOf(a.slug);
      const fb = featured.indexOf(b.slug);
      if (fa !== -1 || fb !== -1) return (fa === -1 ? Infinity : fa) - (fb === -1 ? Infinity : fb);
      return b.pages.length - a.pages.length || a.name.localeCompare(b.name);
    });
  const pinned = site.home.counts;
  return {
    counts: {
      pages: pinned.pages ?? pages.length,
      industries: pinned.industries ?? new Set(pages.map((p) => p.nicheSlug)).size,
      cities: pinned.cities ?? citySlugs.length,
    },
    categories,
    cities: cityViews,
    pages: links,
  };
}

/**
 * Same niche first, then same city: the footer's Solutions list. Links are
 * grouped once, so planning stays linear in the page count.
 */
function relatedFinder(links: PageLink[], cities: CityFactsT[] = [], limit = 6): (page: PageData) => PageLink[] {
  const nearest = nearestSameNiche(links, coordinatesBySlug(cities), limit);
  const byNiche = new Map<string, PageLink[]>();
  const byCity = new Map<string, PageLink[]>();
  for (const l of links) {
    (byNiche.get(l.nicheSlug) ?? byNiche.set(l.nicheSlug, []).get(l.nicheSlug)!).push(l);
    (byCity.get(l.citySlug) ?? byCity.set(l.citySlug, []).get(l.citySlug)!).push(l);
  }
  return (page) => {
    const out: PageLink[] = [];
    // Closest cities first where coordinates are known; otherwise the niche's pages in order.
    for (const l of nearest(page) ?? byNiche.get(page.nicheSlug) ?? []) {
      if (out.length === limit) return out;
      if (l.route !== page.route) out.push(l);
    }
    for (const l of byCity.get(page.citySlug) ?? []) {
      if (out.length === limit) return out;
      if (l.route !== page.route && l.nicheSlug !== page.nicheSlug) out.push(l);
    }
    return out;
  };
}

export function planRoutes(content: Content, options: PlanOptions): Plan {
  const { site: config, pages, niches, legal } = content;
  const base = options.base ?? config.base;
  const siteUrl = options.siteUrl ?? config.siteUrl;
  const track = (id: string) => affiliateHref(config.affiliate.url, config.affiliate.trackingParam, id);
  const site: SiteView = {
    brand: config.brand,
    company: config.company,
    legalName: legalName(config.company, config.companySuffix),
    copyrightYear: config.copyrightYear,
    tagline: config.tagline,
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
    affiliateHref: track('home'),
    homeHref: siteHref(base, '/'),
    adminHref: siteHref(base, '/admin'),
    assets: { ...options.assets, favicon: siteHref(base, '/favicon.svg') },
  };
  const facts = deriveFacts(content, base);
  const head = (title: string, description: string, href: string, noindex = false, extra: Partial<HeadInput> = {}) =>
    pageHead(site, { title, description, href, noindex, ...extra });
  const categoryCrumb = new Map(facts.categories.map((c) => [c.slug, { name: c.name, href: `${site.homeHref}#${c.anchor}` }]));

  const relatedPages = relatedFinder(facts.pages, content.cities);
  const routes: Route[] = pages.map((page) => {
    const href = siteHref(base, page.route);
    const landing: Landing = {
      route: page.route,
      href,
      source: page.source,
      nicheSlug: page.nicheSlug,
      niche: page.niche,
      audience: page.audience,
      category: page.category,
      citySlug: page.citySlug,
      city: page.city,
      heroHeadline: page.heroHeadline,
      heroSubheadline: page.heroSubheadline,
      heroImage: page.heroImage && {
        ...page.heroImage,
        src: siteHref(base, page.heroImage.src),
        ...(page.heroImage.darkSrc ? { darkSrc: siteHref(base, page.heroImage.darkSrc) } : {}),
      },
      painPoints: page.painPoints,
      features: page.features,
      testimonial: page.testimonial,
      localStats: page.localStats,
      ctaText: page.ctaText,
      trialNote: page.trialNote,
      title: page.title,
      description: page.description,
      affiliateHref: affiliateHref(page.affiliateLink, config.affiliate.trackingParam, page.id),
    };
    const category = categoryCrumb.get(page.category) ?? { name: page.niche, href: site.homeHref };
    return {
      kind: 'landing',
      url: page.route,
      outFile: `${page.route.slice(1)}/index.html`,
      head: head(page.title, page.description, href, false, {
        image: ogImage(site, landing.heroImage),
        jsonLd: landingJsonLd(site, landing, category),
      }),
      props: { site, page: landing, related: relatedPages(page) },
    };
  });

  const homeVars = {
    pages: String(facts.counts.pages),
    industries: String(facts.counts.industries),
    cities: String(facts.counts.cities),
    brand: config.brand,
    product: config.affiliate.product,
    price: formatPrice(config.pricing.price),
    trialDays: String(config.pricing.trialDays),
  };
  const home = fillPlaceholders(config.home, homeVars);
  routes.unshift({
    kind: 'home',
    url: '/',
    outFile: 'index.html',
    head: head(home.title, home.description, site.homeHref, false, { jsonLd: homeJsonLd(site) }),
    props: {
      site,
      facts,
      home: {
        title: home.title,
        description: home.description,
        headline: home.headline,
        subheadline: home.subheadline,
        badge: home.badge,
        trustBullets: home.trustBullets,
        stats: home.stats,
        testimonial: home.testimonial,
        cta: home.cta,
      },
    },
  });

  const byRoute = new Map(facts.pages.map((l) => [l.route, l]));
  routes.push({
    kind: 'admin',
    url: '/admin',
    outFile: 'admin/index.html',
    head: head(`Template System Documentation | ${config.brand}`, `How ${config.brand} landing pages are generated from one template: add a niche and city page with lpgen new, edit its YAML, and build.`, site.adminHref, true),
    props: {
      site: { ...site, affiliateHref: track('admin') },
      niches: niches.map((n) => ({ slug: n.slug, name: n.name })).sort((a, b) => a.name.localeCompare(b.name)),
      examples: config.admin.examples.flatMap((r) => byRoute.get(r) ?? []),
      routePattern: config.routePattern,
      docsUrl: config.admin.docsUrl,
      pageCount: facts.counts.pages,
    },
  });

  for (const page of legal) {
    const href = siteHref(base, page.route);
    routes.push({
      kind: 'legal',
      url: page.route,
      outFile: `${page.id}/index.html`,
      head: head(`${page.title} | ${config.brand}`, page.description, href, false, {
        jsonLd: [breadcrumbs(site, [{ name: 'Home', href: site.homeHref }, { name: page.title, href }])],
      }),
      props: { site, legal: { title: page.title, updated: page.updated, intro: page.intro, sections: page.sections } },
    });
  }

  const notFound = {
    head: head(`${config.notFound.title} | ${config.brand}`, config.notFound.text, siteHref(base, '/404'), true),
    props: {
      site,
      title: config.notFound.title,
      text: config.notFound.text,
      industries: facts.categories.map((c) => ({ label: c.name, href: `${site.homeHref}#${c.anchor}` })),
      cities: facts.cities.map((c) => ({ label: c.name, href: `${site.homeHref}#${c.anchor}` })),
    },
  };
  // /404 and the host's catch-all file are the same page.
  routes.push({ kind: 'notFound', url: '/404', outFile: '404.html', ...notFound });
  routes.push({ kind: 'notFound', url: '/404', outFile: '404/index.html', ...notFound });
  return { routes, facts, site };
}
