// One-line hover docs for every field of every content file, applied by
// json-schema.ts when it writes schemas/ (the zod schemas stay free of prose, so
// edits to schema.ts and to these texts never collide). Each line says what the
// field is, what it inherits or defaults to, and an example. A field missing
// here fails `lpgen schema` and its test, so new fields get documented.

import { CITED_CITY_FIGURES } from './schema.js';
import { HUB_COPY_SHARED, HUB_KIND_NAMES, HUB_KINDS, type HubKindCopy } from '../internal-links/hub-kinds.js';

/** Schema-relative path ('painPoints[].title', 'home.cta.primary') → description. */
export type FieldDocs = Readonly<Record<string, string>>;

const CASCADE = 'Cascade: site.yaml defaults → niche preset defaults → this page (the later one wins; null removes an inherited value).';

/** Prefixes every key of `docs` with `at` ('' keeps them as they are). */
function under(at: string, docs: FieldDocs): FieldDocs {
  return Object.fromEntries(Object.entries(docs).map(([k, v]) => [at ? `${at}.${k}` : k, v]));
}

/** The short citation any figure can carry (src/check/figures.ts warns on a figure without one). */
const CITED: FieldDocs = {
  source: 'Where the figures here come from, shown as a short citation beside them; lpgen check warns on a percentage, dollar amount or "N+" count without one. Example: ADA Health Policy Institute, 2024',
  sourceUrl: 'A link to that source (https); optional, needs source. Example: https://www.ada.org/resources/research/health-policy-institute',
};

const ITEM: FieldDocs = {
  title: 'Short heading of the card. Example: Missed Appointments',
  description: 'One or two sentences under the heading; may use {city}, {niche}, {audience}… Example: No-shows cost {city} practices hours every week.',
  icon: 'Lucide icon name shown on the card (lucide.dev/icons); default: a generic icon for the section. Example: calendar-check',
  ...CITED,
};

const STAT: FieldDocs = {
  label: 'What the figure counts. Example: Dental Practices',
  value: 'The figure as displayed; a number is formatted 1,200. Only figures you can source: lpgen never makes one up. Example: 1,200',
  ...CITED,
  date: 'When the source measured the figure: a year, YYYY-MM or YYYY-MM-DD, shown after the source; needs source. lpgen check warns once it is older than quality.maxFactAgeYears. Optional. Example: 2022',
};

const TESTIMONIAL: FieldDocs = {
  quote: 'The customer\'s words, without quotation marks. Example: We cut no-shows in half within a month.',
  author: 'Who said it. Example: Dr. Maria Lopez',
  business: 'Their business. Example: Bayside Dental',
  location: 'Where the business is; must be true of the quote, not the page\'s city. Example: Miami, FL',
  rating: 'Stars from 1 to 5; default 5. Example: 5',
  source: 'Where the quote came from, so it can be traced (FTC 16 CFR 465); also the source of any figure in the quote. Optional. Example: Google review',
  sourceUrl: 'A link to the published quote (https); optional, shown on the source. Example: https://g.page/r/your-business/review',
  date: 'When it was given, YYYY-MM or YYYY-MM-DD; optional. Example: 2025-03',
  illustrative: 'true when this is not a real customer: the page then says so visibly. Default false. Example: true',
};

const HERO_IMAGE: FieldDocs = {
  src: 'Image path under content/public/ (served from the site root) or an absolute https URL. Example: /images/dental-hero.webp',
  darkSrc: 'Dark-theme variant under content/public/, shown instead of src on dark pages; optional. Example: /images/dental-hero-dark.webp',
  alt: 'Text alternative for screen readers; empty ("") only for a purely decorative image. Example: Dentist reviewing a schedule on a tablet',
  width: 'Intrinsic width in pixels, to reserve space and avoid layout shift. Example: 1200',
  height: 'Intrinsic height in pixels. Example: 800',
};

/** Landing-page fields: set on a page, in a niche preset's defaults or in site.yaml defaults. */
export const PAGE_FIELD_DOCS: FieldDocs = {
  heroHeadline: `The page's main heading (h1). ${CASCADE} Example: The Complete Solution for Your {niche} Business in {city}`,
  heroSubheadline: `The sentence under the headline. ${CASCADE} Example: Book more {audience} appointments in {county} County.`,
  heroPromises: `Short promises listed under the hero's call to action, each a claim you can keep; none by default ([] removes inherited ones). ${CASCADE} Example: - No credit card required`,
  heroImage: `Picture beside the headline; none by default. ${CASCADE} Example: { src: /images/hero.webp, alt: …, width: 1200, height: 800 }`,
  ...under('heroImage', HERO_IMAGE),
  painPoints: `Cards under "Challenges Facing {audience} in {city}" (at least one). ${CASCADE} Example: - { title: Missed Appointments, description: …, icon: calendar-x }`,
  ...under('painPoints[]', ITEM),
  features: `Cards in the features section (at least one). ${CASCADE} Example: - { title: Online Booking, description: …, icon: calendar-check }`,
  ...under('features[]', ITEM),
  testimonial: `One customer quote; none by default, and never invented. ${CASCADE} Example: { quote: …, author: …, business: …, location: Miami, FL }`,
  ...under('testimonial', TESTIMONIAL),
  localStats: `Sourced local figures shown as a stats row; none by default. ${CASCADE} Example: - { label: Dental Practices, value: 1,200 }`,
  ...under('localStats[]', STAT),
  ctaText: `Label of the call-to-action buttons; default "Start Your Free 14-Day Trial". ${CASCADE} Example: Start Your Free Trial`,
  ctaBandText: `The sentence under "Ready to Grow Your {niche} Business in {city}?" in the closing call-to-action band; none by default. ${CASCADE} Example: Set up {product} in minutes and follow up with every {city} lead automatically.`,
  trialNote: `The short promise beside the call to action; default "free 14-day trial". ${CASCADE} Example: free 14-day trial`,
  title: `The <title> of the page; default: site.yaml seo.titleTemplate. ${CASCADE} Example: {niche} CRM in {city} | {brand}`,
  description: `Meta description for search results; default: site.yaml seo.descriptionTemplate. ${CASCADE} Example: The CRM built for {audience} in {city}.`,
  affiliateLink: `Where the call-to-action buttons go, with the referral parameter; default: site.yaml affiliate.url. ${CASCADE} Example: https://crm.example/signup?fp_ref=you`,
};

export const PAGE_DOCS: FieldDocs = {
  niche: 'Niche preset: the file name (without .yaml) of a file in content/niches/; required. Example: dentist',
  city: 'City display name or alias from content/cities.yaml (lpgen city add adds one); required. Example: Fort Lauderdale',
  route: 'URL path of the page; default: site.yaml routePattern with the niche and city slugs. Example: /dentist-crm-miami',
  status: 'published (default), draft or scheduled: a draft is built for preview with noindex and left out of the sitemap, hubs, home lists, counts and other pages\' links; scheduled is a draft until the build\'s date (--date or SOURCE_DATE_EPOCH) reaches publishAt. lpgen publish turns drafts into published pages. Example: draft',
  publishAt: 'The day a scheduled page goes live, YYYY-MM-DD; required with status: scheduled and refused otherwise. A build without --date or SOURCE_DATE_EPOCH keeps it a draft. Example: 2026-03-14',
  ...PAGE_FIELD_DOCS,
};

export const NICHE_DOCS: FieldDocs = {
  name: 'Display name of the industry, used as {niche} in copy; required. Example: Dental',
  audience: 'Who the pages address, used as {audience}; required. Example: Dentists',
  category: 'Slug of a home-page category in site.yaml home.categories; required. Example: medical-healthcare',
  slug: 'Slug used in routes instead of the file name; default: the file name. Example: medspa',
  description: "One or two sentences introducing the niche's hub page; default: the home-page category's description. Example: Scheduling, recalls and reviews for dental practices.",
  naics: "The industry's 2022 NAICS code, quoted: datasets in content/data/ with an industry column (County Business Patterns) join on it; default: none. Example: '621210'",
  defaults: 'Landing-page fields every page of this niche inherits unless the page sets its own; default: none. Example: heroHeadline: …',
  ...under('defaults', PAGE_FIELD_DOCS),
};

const LINK: FieldDocs = {
  label: 'Link text. Example: Privacy Policy',
  href: 'Target: https:// URL, site path (/x), anchor (#x), mailto: or tel:. Example: /privacy/',
};

const HUB_COPY_FIELDS: Record<keyof HubKindCopy, string> = {
  label: 'How the hub is named in breadcrumbs, footers and link lists',
  heading: 'The hub\'s <h1>',
  title: 'The hub\'s <title>',
  description: 'The hub\'s meta description',
  scope: 'What a generated introduction says the hub holds ({scope} in hubs.copy.pick)',
  ctaTitle: 'Title of the hub\'s closing call to action',
};

/** hubs.copy.<kind> and each of its fields, from HUB_KINDS: a new kind is documented with its defaults. */
function hubCopyDocs(): FieldDocs {
  return Object.fromEntries(
    HUB_KIND_NAMES.flatMap((kind) => {
      const { copy, placeholders } = HUB_KINDS[kind];
      const known = [...HUB_COPY_SHARED, ...placeholders].map((p) => `{${p}}`).join(', ');
      return [
        [`hubs.copy.${kind}`, `The text of ${kind} hubs ({name} is the ${kind}'s name). Example: { heading: ${copy.heading} }`],
        ...(Object.keys(HUB_COPY_FIELDS) as (keyof HubKindCopy)[]).map((field) => [
          `hubs.copy.${kind}.${field}`,
          `${HUB_COPY_FIELDS[field]}; placeholders ${field === 'label' ? HUB_COPY_SHARED.map((p) => `{${p}}`).join(', ') : known}; default: the example. Example: ${copy[field]}`,
        ]),
      ];
    }),
  );
}

export const SITE_DOCS: FieldDocs = {
  brand: 'Site name shown in the header, titles and {brand}; its first letter is the favicon. Example: FloridaCRM',
  company: 'Legal name in the copyright line and {company}. Example: FloridaCRM Media LLC',
  companySuffix: "Follows company in the copyright line and the JSON-LD legalName; default Corp. ('' for none). Example: LLC",
  socialImages: 'Draw a 1200×630 social card (og:image: headline, niche · city, brand) for every landing page, and one for the other pages; needs siteUrl (og:image must be absolute); default true. Example: false',
  region: 'Where every city of the site is: shown as "{city}, {region name}" and in schema.org areaServed; default { name: Florida, abbreviation: FL }. Example: { name: Texas, abbreviation: TX }',
  'region.name': 'Full region name, e.g. in the hero badge "Miami, Florida"; default Florida. Example: Texas',
  'region.abbreviation': 'Short region name, e.g. in sample testimonials "Tampa, FL"; default FL. Example: TX',
  copyrightYear: 'Year in the copyright line, written by hand so builds stay byte-identical. Example: 2026',
  tagline: 'Short line about the site, in the footer and its structured data. Example: CRM guides for Florida businesses',
  productNoun: 'What the site sells, as a noun in engine-written labels (hubs, directory, listings, schema.org serviceType); default "CRM". Example: CRM',
  siteUrl: 'Absolute URL of the published site, for canonical links and the sitemap; optional (none: no sitemap URLs). Example: https://crm.example.com',
  base: 'Base path when the site is served from a sub-folder; default "/". Example: /lp/',
  publicDotfiles: 'Dotfiles or dot-folders at the top of content/public/ to publish (others are left out); default: none. Example: [.nojekyll]',
  routePattern: 'URL pattern of landing pages, with {niche} and {city} slugs; default "/{niche}-crm-{city}". Example: /{niche}/{city}',
  affiliate: 'The affiliate program every call to action links to; required. Example: { url: https://crm.example/signup?fp_ref=you, referralParam: fp_ref, product: … }',
  'affiliate.url': 'Default affiliate link (https, with the referral parameter); pages and presets may override it with affiliateLink. Example: https://crm.example/signup?fp_ref=you',
  'affiliate.referralParam': 'Query parameter carrying your referral code; every affiliate link must have it. Example: fp_ref',
  'affiliate.trackingParam': 'Parameter added to every affiliate link, its value the sub-ID (affiliate.subId); default fp_sid. Example: fp_sid',
  'affiliate.subId': 'The sub-ID of each call to action: {page} (page id, home, or a hub\'s route) and {placement} (header, hero, pricing, cta, trialbar), both required; letters, digits, -, _ and . only, at most 50 characters once filled; default {page}.{placement}. Example: {page}.{placement}',
  'affiliate.product': 'Name of the product you promote, used as {product}. Example: GoHighLevel',
  'affiliate.disclosure': 'Disclosure shown beside every call to action and in the footer; default: a standard affiliate notice. Example: We earn a commission if you sign up through our links.',
  pricing: 'Price shown on every page; required. Example: { price: 97, period: month, trialDays: 14, bullets: [...] }',
  'pricing.price': 'Monthly price in US dollars, used as {price}. Example: 97',
  'pricing.period': 'Billing period after the price. Example: month',
  'pricing.trialDays': 'Length of the free trial in days, used as {trialDays}. Example: 14',
  'pricing.bullets': 'What the price includes, one line each (at least one). Example: - Unlimited contacts',
  theme: 'Colour theme of the published pages; default { default: light, switchable: false }. Example: { default: dark, switchable: true }',
  'theme.default': 'Theme a visitor sees first: light or dark; default light. Example: dark',
  'theme.switchable': 'true adds a light/dark toggle button to the header (remembered per visitor); default false. Example: true',
  seo: 'Title and meta description templates for landing pages; required. Example: { titleTemplate: …, descriptionTemplate: … }',
  'seo.titleTemplate': 'Default <title> of a landing page (pages may set title). Example: {niche} CRM in {city} | {brand}',
  'pricing.summary': 'The line under the pricing heading, a claim about the offer; none by default. Example: One flat price. Every feature included.',
  'pricing.note': "Said after 'Start your {trialNote}.' on the pricing card, a promise; none by default. Example: Cancel anytime.",
  'seo.serviceType': "schema.org serviceType of each landing page's Service (structured data); default: productNoun. Example: CRM and marketing automation software",
  'seo.descriptionTemplate': 'Default meta description of a landing page (pages may set description). Example: The CRM for {audience} in {city}.',
  contact: 'Contact details shown in the footer and legal pages; required. Example: { email: hello@example.com, phone: … }',
  'contact.email': 'Contact email address, used as {email} in legal pages. Example: hello@floridacrm.com',
  'contact.phone': 'Contact phone number as displayed. Example: (305) 555-0100',
  'contact.address': 'Postal address; optional. Example: 100 Main St, Miami, FL',
  footer: 'Footer link columns; required. Example: { company: [...], support: [...] }',
  'footer.company': 'Links of the footer\'s Company column (at least one). Example: - { label: About, href: / }',
  ...under('footer.company[]', LINK),
  'footer.support': 'Links of the footer\'s Support column (at least one). Example: - { label: Privacy Policy, href: /privacy/ }',
  ...under('footer.support[]', LINK),
  home: 'The home page\'s copy; required. Example: { title: …, headline: …, categories: [...] }',
  'home.title': 'The home page\'s <title>. Example: Florida CRM Guides | {brand}',
  'home.description': 'The home page\'s meta description. Example: CRM landing pages for {industries} industries in {cities} Florida cities.',
  'home.headline': 'The home page\'s main heading (h1). Example: The CRM for Florida Businesses',
  'home.subheadline': 'The sentence under the headline. Example: {pages} guides for local businesses.',
  'home.badge': 'Small badge above the headline; {pages}, {industries}, {cities} are derived counts. Example: {pages} Live Landing Pages',
  'home.trustBullets': 'Short reassurances under the call to action (at least one). Example: - No credit card required',
  'home.stats': 'Figures shown on the home page (at least one). Example: - { label: Cities, value: "{cities}" }',
  ...under('home.stats[]', STAT),
  'home.categories': 'Industry groups on the home page; each niche preset names one as its category. Example: - { slug: medical-healthcare, name: Medical & Healthcare, color: blue }',
  'home.categories[].slug': 'Category id that niche presets use as category. Example: medical-healthcare',
  'home.categories[].name': 'Category heading on the home page. Example: Medical & Healthcare',
  'home.categories[].color': 'Accent colour of the category\'s card. Example: blue',
  'home.categories[].description': 'Line under the category heading; optional. Example: Practices and clinics',
  'home.featuredCities': 'City slugs listed first on the home page; default: none. Example: [miami, orlando]',
  'home.testimonial': 'The home page\'s customer quote; required, and never invented (set illustrative: true for a sample). Example: { quote: …, author: …, business: …, location: … }',
  ...under('home.testimonial', TESTIMONIAL),
  'home.cta': 'The closing call-to-action band of the home page. Example: { headline: …, text: …, primary: …, secondary: … }',
  'home.cta.headline': 'Heading of the call-to-action band. Example: Ready to grow?',
  'home.cta.text': 'Sentence under it. Example: Start your {trialDays}-day free trial today.',
  'home.cta.primary': 'Label of the main button (goes to the affiliate link). Example: Start Free Trial',
  'home.cta.secondary': 'Label of the second button, which scrolls to the industries list. Example: Browse Industries',
  'home.counts': 'Pins a derived count shown as {pages}, {industries} or {cities}; default: counted from the content. Example: { pages: 33 }',
  'home.counts.pages': 'Number shown as {pages}; default: the number of landing pages. Example: 33',
  'home.counts.industries': 'Number shown as {industries}; default: the number of niches that have pages. Example: 20',
  'home.counts.cities': 'Number shown as {cities}; default: the number of cities with pages. Example: 15',
  analytics: 'Privacy-friendly click and visit counting: provider none (default), plausible, umami or goatcounter; adds the script to every page, a click event naming page and placement to every affiliate link, the provider to the CSP and the privacy page. Example: { provider: plausible, domain: crm.example.com }',
  'analytics.provider': 'none (default), plausible, umami or goatcounter. Example: plausible',
  'analytics.domain': 'Plausible: the site as registered in Plausible (data-domain). Example: crm.example.com',
  'analytics.websiteId': 'Umami: the website id shown in Umami (data-website-id). Example: 94db1cb1-74f4-4a40-ad6c-962362670409',
  'analytics.endpoint': 'GoatCounter: your count endpoint (data-goatcounter). Example: https://mycode.goatcounter.com/count',
  'analytics.scriptUrl': 'The provider script\'s URL, for a self-hosted instance; default the provider\'s own (plausible.io, cloud.umami.is, gc.zgo.at). Example: https://stats.example.com/js/script.tagged-events.js',
  'analytics.apiUrl': 'Plausible: where events are sent (data-api), for a proxy; default the script\'s host. Example: https://example.com/api/event',
  'analytics.hostUrl': 'Umami: the instance events are sent to (data-host-url); default the script\'s host (Umami Cloud: its collection hosts). Example: https://stats.example.com',
  hubs: 'Hub pages that group landing pages: one per niche, per city, per home-page category and per county (see docs/hubs.md). Example: { niche: /{niche}-crm, city: /crm-{city}, minEntries: 2 }',
  'hubs.niche': 'Route of each niche hub, with {niche}; default /{niche}-crm. Example: /industries/{niche}',
  'hubs.city': 'Route of each city hub, with {city}; default /crm-{city}. Example: /cities/{city}',
  'hubs.category': 'Route of each home-page category hub, with {category}; default /industries/{category}. Example: /solutions/{category}',
  'hubs.minEntries': 'A hub is built only when it lists at least this many pages (niches, for a category); default 2. Example: 1',
  'hubs.intros': "A hub's own introduction, by hub kind and slug; paragraphs are split by a blank line; a hub without one gets one made from its content. Example: { niche: { dentist: … }, city: { miami: … } }",
  'hubs.intros.niche': 'Introductions of niche hubs, by niche slug. Example: { dentist: Dental practices win patients between visits. }',
  'hubs.intros.city': 'Introductions of city hubs, by city slug (content/cities.yaml or a page\'s city). Example: { miami: Miami businesses … }',
  'hubs.intros.category': 'Introductions of category hubs, by home.categories slug. Example: { medical-healthcare: … }',
  'hubs.county': 'Route of each county hub (one per county with pages in minEntries or more places), with {county}; default /crm-{county}-county. Example: /counties/{county}',
  'hubs.intros.county': 'Introductions of county hubs, by county slug (Miami-Dade → miami-dade). Example: { broward: Broward businesses … }',
  'hubs.minPagesToIndex': 'The hub bar: a hub with fewer published pages and no introduction of its own (hubs.intros) is built noindex, left out of the sitemap, and reported by lpgen check; default 3. Example: 5',
  'hubs.copy': 'The text hubs are written with: cta and pick for every hub, and per kind (category, niche, city, county) label, heading, title, description, scope and ctaTitle; every field defaults to the bundled wording. Example: { niche: { heading: Software for {audience} in {region} } }',
  'hubs.copy.cta': 'Text of every hub\'s closing call to action; placeholders {product}, {noun}, {brand}, {region}, {regionAbbr}, {trial}, {name}. Example: Try {product} free. {trial}',
  'hubs.copy.pick': 'Last paragraph of a generated hub introduction around the kind\'s scope ({scope}). Example: {scope}: choose yours.',
  ...hubCopyDocs(),
  admin: 'The /admin/ help page for editors. Example: { examples: [/dentist-crm-miami], docsUrl: … }',
  'admin.examples': 'Routes the admin page links to as examples (at least one). Example: [/dentist-crm-miami]',
  'admin.docsUrl': 'Where "Read the full documentation" points; default: https://github.com/ (lpgen\'s README has no public URL), so set it to your repository\'s README. Example: https://github.com/you/your-site#readme',
  notFound: 'The 404 page\'s copy. Example: { title: Page Not Found, text: … }',
  'notFound.title': 'Heading of the 404 page. Example: Page Not Found',
  'notFound.text': 'Sentence under it. Example: The page you are looking for does not exist.',
  quality: 'Thresholds of lpgen check\'s content-quality warnings; default { similarityThreshold: 0.9, minUniqueWords: 40 }. Example: { similarityThreshold: 0.85 }',
  'quality.similarityThreshold': 'Two pages at least this similar (0–1) are reported as near-duplicates; default 0.9. Example: 0.85',
  'quality.minOwnShare': "Share (0–1) of a page's copy that must be its own (written in the page file, not inherited from the niche preset or site defaults); default 0.2. Example: 0.3",
  'quality.minLocalFacts': 'Sourced local facts a page must show (its localStats plus the figures its city has in cities.yaml); default 3. Example: 4',
  'quality.belowBar': 'What happens to a page under minOwnShare or minLocalFacts: warn (lpgen check warns; fails with --strict), fail (lpgen check fails), draft (built as a draft: noindex, out of sitemap and hubs); default warn. Example: draft',
  'quality.maxFactAgeYears': 'lpgen check warns on a stat whose date, or a dataset whose vintage, is more than this many years before the check\'s date (--date, SOURCE_DATE_EPOCH, else today); default 5. Example: 3',
  'quality.minUniqueWords': 'A page with fewer words no other page of its niche uses is reported as thin; default 40. Example: 60',
  defaults: 'Landing-page fields every page inherits unless its niche preset or the page sets its own. Example: ctaText: Start Your Free Trial',
  ...under('defaults', PAGE_FIELD_DOCS),
  redirects: 'Old URLs and where they went: written to _redirects (Netlify, Cloudflare Pages) and as a meta-refresh page at each old URL. Example: [{ from: /old-page/, to: /new-page/ }]',
  'redirects[].from': 'The old site path, without the base; * and :name make a dynamic rule. Example: /dentist-crm-miami/',
  'redirects[].to': 'A page of this site or an https URL; none with status 410. Example: /fl/dentist/miami/',
  'redirects[].status': '301 (default, permanent), 302, 307, 308 (temporary) or 410 (gone, Netlify). Example: 302',
  redirectPages: 'Write a meta-refresh page at each old URL for hosts without _redirects (GitHub Pages); default true; false for true 301s on Netlify. Example: false',
  indexNow: 'IndexNow: the build writes <key>.txt at the site root and lpgen indexnow submits changed URLs. Example: { key: 7f3c9a2e-lpgen-key }',
  'indexNow.key': 'Your IndexNow key: 8 to 128 letters, digits or "-". Example: 7f3c9a2e-lpgen-key',
};

/** A citations map of cities.yaml: one optional citation per figure a page shows. */
function citationDocs(at: string): FieldDocs {
  const one = (figure: string) => ({
    [figure]: `The source of ${figure} shown beside it on pages. Example: { source: 2020 Census, sourceUrl: https://data.census.gov }`,
    [`${figure}.source`]: 'Short name of the source. Example: 2020 Census',
    [`${figure}.sourceUrl`]: 'A link to it (https); optional. Example: https://data.census.gov',
  });
  return under(at, Object.assign({}, ...CITED_CITY_FIGURES.map(one)));
}

export const CITIES_DOCS: FieldDocs = {
  source: 'The full statement of where the figures come from and their vintages, for whoever maintains the file (pages show citations instead). Example: U.S. Census Bureau, ACS 2023 5-year estimates',
  citations: 'The short source pages show beside each figure of every entry, by figure name; an entry\'s own citations win. Example: { population: { source: GeoNames estimate, sourceUrl: https://www.geonames.org } }',
  ...citationDocs('citations'),
  cities: 'The places lpgen new --city accepts (lpgen city add adds one). Example: - { slug: miami, name: Miami, county: Miami-Dade }',
  'cities[].slug': 'City id used in routes. Example: fort-lauderdale',
  'cities[].name': 'City display name, used as {city}. Example: Fort Lauderdale',
  'cities[].county': 'County without the word County, used as {county}. Example: Broward',
  'cities[].population': 'Residents, from the source; optional (never estimated). Example: 182760',
  'cities[].households': 'Households, from the source; optional. Example: 77000',
  'cities[].housingUnits': 'Housing units, from the source; optional. Example: 95000',
  'cities[].medianHouseholdIncome': 'Median household income in US dollars, from the source; optional. Example: 67000',
  'cities[].medianHomeValue': 'Median home value in US dollars, from the source; optional. Example: 450000',
  'cities[].ownerOccupiedRate': 'Share of owner-occupied homes, with a % sign; optional. Example: 48.5%',
  'cities[].metro': 'Metropolitan area; optional. Example: Miami–Fort Lauderdale–West Palm Beach',
  'cities[].partOf': 'Slug of the place this one belongs to (neighbourhood, merged place, or within a mile of a larger one); it gets no page of its own. Example: miami-gardens',
  'cities[].lat': 'Latitude in decimal degrees; with lon, gives the page a nearby-cities list. Example: 26.1224',
  'cities[].lon': 'Longitude in decimal degrees. Example: -80.1373',
  'cities[].aliases': 'Other spellings lpgen new --city accepts; optional. Example: [Saint Petersburg]',
  'cities[].citations': 'This entry\'s own short source per figure, over the file\'s citations; null for a figure with no source (`lpgen city add` without --source writes that, so the file\'s dataset is never credited with an owner\'s figure); optional. Example: { population: { source: 2020 Census } }',
  ...citationDocs('cities[].citations'),
};

export const LEGAL_DOCS: FieldDocs = {
  title: 'Heading and <title> of the legal page; may use {brand} {company} {product} {email}. Example: Privacy Policy',
  description: 'Meta description of the page. Example: How {brand} handles your data.',
  label: 'Link label in footers; default: the title. Example: Privacy',
  updated: '"Last updated" line, a date written by hand (never the build clock); optional. Example: March 14, 2026',
  intro: 'Paragraphs before the first section; default: none. Example: - This policy explains…',
  sections: 'Headed sections of paragraphs (at least one). Example: - { heading: Cookies, paragraphs: [...] }',
  'sections[].heading': 'Heading of the section. Example: Cookies',
  'sections[].paragraphs': 'Its paragraphs, one string each (at least one). Example: - This site sets no cookies.',
};
