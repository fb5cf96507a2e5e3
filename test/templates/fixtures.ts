// One builder for every template test: realistic props, overridable per test.
import { SETTABLE_FIELDS } from '../../src/content/fields.js';
import { homeDirectory } from '../../src/plan/home-directory.js';
import { fillSubId, PLACEMENTS, type PlacementKind } from '../../src/affiliate/placements.js';
import type { AffiliateLinks } from '../../src/affiliate/links.js';
import { DEFAULT_DISCLOSURE } from '../../src/rules/labels.js';
import { slugify } from '../../src/rules/slug.js';
import type {
  AdminProps,
  CategoryView,
  CityView,
  HeadView,
  HomeProps,
  Landing,
  LandingProps,
  NotFoundProps,
  PageLink,
  SiteFacts,
  SiteView,
} from '../../src/model.js';

export const AFFILIATE = 'https://crm.lpgen-test.dev.com/signup?ref=acme&utm_content=';

export function makeSite(overrides: Partial<SiteView> = {}): SiteView {
  return {
    brand: 'FloridaCRM',
    company: 'Acme',
    legalName: 'Acme Corp.',
    copyrightYear: 2025,
    tagline: 'The CRM for Florida small businesses.',
    productNoun: 'CRM',
    serviceType: 'CRM and marketing automation software',
    region: { name: 'Florida', abbreviation: 'FL' },
    base: '/',
    product: 'GrowthSuite',
    pricing: {
      price: 97,
      period: 'month',
      trialDays: 14,
      bullets: [
        'Unlimited contacts and users',
        '2-way SMS and email marketing',
        'Complete CRM and pipeline management',
        'Automated workflows and follow-ups',
        'Website and funnel builder',
        'Online booking and calendar',
      ],
    },
    theme: { default: 'light', switchable: false },
    contact: { email: 'hello@example.com', phone: '(305) 555-2368', emailHref: 'mailto:hello@example.com', telHref: 'tel:3055550100' },
    footer: {
      company: [
        { label: 'About', href: '#' },
        { label: 'Blog', href: '#' },
      ],
      support: [
        { label: 'Contact Us', href: '#' },
        { label: 'Privacy Policy', href: '#' },
        { label: 'Terms of Service', href: '#' },
      ],
    },
    disclosure: DEFAULT_DISCLOSURE,
    legal: [],
    homeHref: '/',
    adminHref: '/admin',
    assets: { css: '/assets/styles.abc123.css', adminJs: '/assets/admin.def456.js' },
    ...overrides,
  };
}

export function makeLink(niche: string, city: string): PageLink {
  const nicheSlug = slugify(niche);
  const citySlug = slugify(city);
  const route = `/${nicheSlug}-crm-${citySlug}`;
  return { href: route, route, niche, nicheSlug, city, citySlug };
}

const items = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ title: `${prefix} ${i + 1}`, description: `${prefix} ${i + 1} description.` }));

export function makeLanding(overrides: Partial<Landing> = {}): Landing {
  return {
    route: '/dentist-crm-miami',
    href: '/dentist-crm-miami',
    source: 'content/pages/dentist-crm-miami.yaml',
    nicheSlug: 'dentist',
    niche: 'Dental',
    audience: 'Dental Practices',
    category: 'medical',
    citySlug: 'miami',
    city: 'Miami',
    heroHeadline: 'The CRM Built for Miami Dental Practices',
    heroSubheadline: 'Fill your chair, cut no-shows and follow up with every patient automatically.',
    heroPromises: ['No credit card required', 'Setup in 5 minutes', 'Cancel anytime'],
    heroImage: null,
    painPoints: items('Pain point', 6),
    features: items('Feature', 9),
    testimonial: {
      quote: 'Our no-shows dropped within a month.',
      author: 'Dr. Maria Lopez',
      business: 'Lopez Family Dental',
      location: 'Miami, FL',
      rating: 5,
      source: 'Google review',
      date: '2025-01',
    },
    localStats: [
      { label: 'Dental practices in Miami-Dade', value: '500+' },
      { label: 'Average patient acquisition cost', value: '$350' },
      { label: 'Typical no-show rate', value: '20%' },
    ],
    ctaText: 'Start Your Free 14-Day Trial',
    trialNote: 'free 14-day trial',
    title: 'Dental CRM in Miami',
    description: 'The CRM for Miami dental practices.',
    affiliate: makeAffiliate('landing', 'dentist-crm-miami'),
    ...overrides,
  };
}

export function makeLandingProps(page: Partial<Landing> = {}, site: Partial<SiteView> = {}): LandingProps {
  return {
    site: makeSite(site),
    page: makeLanding(page),
    related: [makeLink('Dentist', 'Orlando'), makeLink('Dentist', 'Tampa'), makeLink('Chiropractor', 'Miami')],
  };
}

export function makeFacts(): SiteFacts {
  const pages = {
    dentist: [makeLink('Dentist', 'Miami'), makeLink('Dentist', 'Orlando')],
    chiro: [makeLink('Chiropractor', 'Fort Lauderdale')],
    realEstate: [makeLink('Real Estate', 'Orlando')],
    fitness: [makeLink('Fitness', 'Tampa')],
    plumber: [makeLink('Plumber', 'St. Petersburg')],
  };
  const all = Object.values(pages).flat();
  const category = (slug: string, name: string, color: CategoryView['color'], niches: CategoryView['niches']): CategoryView => ({
    slug,
    name,
    color,
    anchor: `industry-${slug}`,
    pageCount: niches.reduce((n, niche) => n + niche.pages.length, 0),
    niches,
  });
  const niche = (slug: string, name: string, list: PageLink[]) => ({ slug, name, audience: name, pages: list });
  const categories = [
    category('medical', 'Medical & Healthcare', 'blue', [niche('dentist', 'Dentists', pages.dentist), niche('chiropractor', 'Chiropractors', pages.chiro)]),
    category('professional', 'Professional Services', 'emerald', [niche('real-estate', 'Real Estate', pages.realEstate)]),
    category('fitness', 'Fitness & Wellness', 'violet', [niche('fitness', 'Personal Trainers', pages.fitness)]),
    category('home-services', 'Home Services', 'amber', [niche('plumber', 'Plumbers', pages.plumber)]),
  ];
  const city = (name: string, featured: boolean, county?: string): CityView => {
    const slug = slugify(name);
    return { slug, name, county, anchor: `city-${slug}`, featured, pages: all.filter((p) => p.city === name) };
  };
  const cities = [
    city('Miami', true, 'Miami-Dade'),
    city('Orlando', true, 'Orange'),
    city('Tampa', true),
    city('Fort Lauderdale', true),
    city('St. Petersburg', false),
  ];
  return { counts: { pages: all.length, industries: categories.length, cities: cities.length }, categories, cities, pages: all };
}

export function makeHomeProps(site: Partial<SiteView> = {}): HomeProps {
  const facts = makeFacts();
  return {
    site: makeSite(site),
    facts,
    // A small site without hubs: every page listed, every city link an anchor.
    directory: homeDirectory(facts, () => undefined, 'CRM'),
    affiliate: makeAffiliate('home', 'home'),
    home: {
      title: 'Florida CRM',
      description: 'CRM landing pages for Florida small businesses.',
      headline: 'Find the Perfect CRM for Your Florida Business',
      subheadline: 'Industry-specific pages for Florida cities.',
      badge: '33 Live Landing Pages',
      trustBullets: ['14-Day Free Trial', 'No Credit Card Required', 'Setup in 5 Minutes', 'Cancel Anytime'],
      stats: [
        { label: 'Live Pages', value: '33' },
        { label: 'Industries', value: '10' },
        { label: 'FL Cities', value: '5' },
        { label: 'Businesses', value: '500+' },
      ],
      testimonial: { quote: 'It paid for itself.', author: 'Sam Reed', business: 'Reed Realty', location: 'Orlando, FL', rating: 5 },
      cta: {
        headline: 'Ready to Grow Your Florida Business?',
        text: 'Start your free trial today.',
        primary: 'Start Free 14-Day Trial',
        secondary: 'Browse Solutions',
      },
    },
  };
}

export function makeAdminProps(site: Partial<SiteView> = {}): AdminProps {
  return {
    site: makeSite(site),
    niches: [
      { slug: 'dentist', name: 'Dentist' },
      { slug: 'fitness', name: 'Fitness' },
    ],
    examples: [makeLink('Dentist', 'Miami'), makeLink('Real Estate', 'Orlando')],
    routePattern: '/{niche}-crm-{city}',
    docsUrl: 'https://github.com/example/lpgen#readme',
    pageCount: 33,
    cities: ['Miami', 'St. Petersburg|Saint Petersburg', 'Tampa', 'Tallahassee'],
    affiliateUrl: 'https://crm.lpgen-test.dev/signup?fp_ref=test123',
    newPage: { niche: 'fitness', city: 'tampa' },
    fields: SETTABLE_FIELDS,
  };
}

export function makeNotFoundProps(): NotFoundProps {
  return {
    site: makeSite(),
    title: 'Page Not Found',
    text: "Sorry, the page you are looking for doesn't exist. It may have been moved or deleted.",
    industries: [{ label: 'Medical & Healthcare', href: '/#medical-healthcare' }],
    cities: [{ label: 'Miami', href: '/#city-miami' }],
  };
}

export function makeHead(overrides: Partial<HeadView> = {}): HeadView {
  return { title: 'Dental CRM in Miami', description: 'The CRM for Miami dental practices.', ...overrides };
}

/** A page's calls to action as the planner makes them, with the default sub-ID template. */
export function makeAffiliate<K extends PlacementKind>(kind: K, page: string): AffiliateLinks<K> {
  const entries = PLACEMENTS[kind].map((p) => {
    const subId = fillSubId('{page}.{placement}', page, p);
    return [p, { href: `${AFFILIATE}${subId}`, subId }];
  });
  return Object.fromEntries(entries) as AffiliateLinks<K>;
}
