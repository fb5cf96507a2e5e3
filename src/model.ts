// The view model: what the planner hands to the templates, and all they receive
// (templates import it as lpgen/model). Every href here is final (base path
// applied, trailing-slash policy applied), so templates never compute URLs and
// never read files. How the planner holds and ships routes is plan/planned.ts.
import type { FieldsWith } from './content/fields.js';
import type { CategoryT, HeroImageT, LinkT, SiteConfig, StatT, TestimonialT } from './content/schema.js';
import type { PageData } from './content/types.js';
import type { HubKind } from './internal-links/hub-kinds.js';

import type { AffiliateLinks } from './affiliate/links.js';

/** Calls to action: each is rendered for a named placement, whose link (href, sub-ID, click tracking) the view carries. */
export type { AffiliateLink, AffiliateLinks } from './affiliate/links.js';
export type { HomePlacement, HubPlacement, LandingPlacement, Placement } from './affiliate/placements.js';
/** The analytics script every page loads, when site.yaml analytics names a provider. */
export type { ScriptTag } from './analytics/providers.js';
import type { ScriptTag } from './analytics/providers.js';

/** The content shapes the views are made of, for templates to name. */
export type { CategoryT, CityFactsT, HeroImageT, ItemT, LinkT, StatT, TestimonialT } from './content/schema.js';

/** A link to a landing page, as listed on the home page and in footers. */
export interface PageLink {
  href: string;
  route: string;
  niche: string;
  nicheSlug: string;
  city: string;
  citySlug: string;
}

/** A landing page's view: its page data (spread by the planner) with final hrefs. */
export interface Landing extends Pick<PageData, FieldsWith<'landing'>> {
  href: string;
  heroImage: HeroImageT | null;
  /** Its calls to action by placement (header, hero, pricing, cta, trialbar). */
  affiliate: AffiliateLinks<'landing'>;
  /** The testimonial is real and from the page's city (rules/labels.ts isLocalTestimonial); set where the copy is unpacked. */
  testimonialLocal?: boolean;
}

export interface SiteView {
  brand: string;
  company: string;
  /** company and its legal form: 'FloridaCRM Corp.' */
  legalName: string;
  copyrightYear: number;
  tagline: string;
  /** What the site sells, as a noun (site.yaml productNoun, default 'CRM'). */
  productNoun: string;
  /** schema.org serviceType of every landing page's Service (site.yaml seo.serviceType, default productNoun). */
  serviceType: string;
  /** Where every city is (site.yaml region). */
  region: SiteConfig['region'];
  base: string;
  siteUrl?: string;
  product: string;
  pricing: SiteConfig['pricing'];
  theme: SiteConfig['theme'];
  /** Contact details with ready-made mailto:/tel: links. */
  contact: SiteConfig['contact'] & { emailHref: string; telHref: string };
  footer: { company: LinkT[]; support: LinkT[] };
  /** Affiliate disclosure (site.yaml affiliate.disclosure, which has a default), shown beside every CTA and in the footer. */
  disclosure: string;
  /** The full disclosure page, when content/legal/affiliate-disclosure.yaml exists. */
  disclosureHref?: string;
  /** Every legal page, for the footer's bottom line (none when content/legal/ is empty). */
  legal: LinkT[];
  /** The analytics provider's <script> (site.yaml analytics); absent when analytics is none. */
  analyticsScript?: ScriptTag;
  homeHref: string;
  adminHref: string;
  assets: { css: string; adminJs?: string; favicon?: string; icons?: IconSprite };
}

/** The site's icon sprite file (assets/icons.<hash>.svg) and the ids of the icons it holds. */
export interface IconSprite {
  href: string;
  ids: string[];
}

export interface CategoryView extends Omit<CategoryT, 'description'> {
  description?: string;
  /** Anchor on the home page that lists this category's pages. */
  anchor: string;
  /** Its hub page (or its one niche's hub); absent when it has neither: 'View Solutions' then scrolls to the anchor. */
  hubHref?: string;
  pageCount: number;
  niches: { slug: string; name: string; audience: string; pages: PageLink[] }[];
}

export interface CityView {
  slug: string;
  name: string;
  county?: string;
  anchor: string;
  featured: boolean;
  pages: PageLink[];
  /** Its hub page, when it has one: the home page's and 404's city links go there, else to `anchor`. */
  hubHref?: string;
}

/** A titled list in the home page's directory; `id` is the anchor other links scroll to. */
export interface DirectoryGroup {
  id: string;
  title: string;
  links: LinkT[];
}

/** What the home page lists: every landing page on a small site, hubs on a large one. */
export interface HomeDirectory {
  everyPage: boolean;
  title: string;
  description: string;
  byIndustry: DirectoryGroup[];
  byCity: DirectoryGroup[];
  /** Cities on the city cards and the 'More cities' list, featured first (all of them unless the site is large). */
  cities: DirectoryCity[];
  /** Cities in the home and 404 footers. */
  footerCities: DirectoryCity[];
}

/** A city as the home page links it: `href` is its hub, else its directory group on the home page (`#city-…`). */
export interface DirectoryCity extends CityView {
  href: string;
}

/** Facts derived from all pages at plan time, computed once. */
export interface SiteFacts {
  counts: { pages: number; industries: number; cities: number };
  categories: CategoryView[];
  cities: CityView[];
  pages: PageLink[];
}

export interface HomeView {
  title: string;
  description: string;
  headline: string;
  subheadline: string;
  badge: string;
  trustBullets: string[];
  stats: StatT[];
  testimonial: TestimonialT;
  cta: SiteConfig['home']['cta'];
}

/** An image for link previews; `url` is absolute (crawlers fetch it from elsewhere). */
export interface OgImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** A server-rendered React island: markup, its JSON props (raw JSON.stringify output) and the module that hydrates it. */
export interface Island {
  id: string;
  html: string;
  propsJson: string;
  script: string;
}

/** Data common to every page's <head>. */
export interface HeadView {
  title: string;
  description: string;
  /** Absolute canonical URL when siteUrl is known; also og:url. */
  canonical?: string;
  noindex?: boolean;
  /** og:type; 'website' when absent. */
  ogType?: 'website' | 'article';
  ogImage?: OgImage;
  /** schema.org objects, one <script type="application/ld+json"> each (src/seo/jsonld.ts); the Document escapes them. */
  jsonLd?: object[];
}

export interface LandingProps<P = Landing> {
  site: SiteView;
  page: P;
  /** Other pages of the same niche or city, for the footer's Solutions list. */
  related: PageLink[];
  // Set by the planner; optional so hand-made view models (template tests) need not spell them out.
  /** Home › hub › this page; the last crumb is the page itself. */
  crumbs?: Crumb[];
  /** The same niche in the nearest cities, closest first. */
  nearby?: PageLink[];
  /** Other niches in the same city. */
  sameCity?: PageLink[];
  nicheHubHref?: string;
  cityHubHref?: string;
  /** Hub links that top up the footer's Solutions list when related pages are few (never an empty list). */
  moreSolutions?: LinkT[];
  localFacts?: LocalFactsView;
}

/** A step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  href: string;
}

/** Sourced facts about a city (content/cities.yaml); a figure the dataset lacks is absent, never guessed. */
export interface LocalFactsView {
  city: string;
  /** Each figure with the dataset's short source for it (cities.yaml `citations`), where it gives one. */
  facts: { label: string; value: string; source?: string; sourceUrl?: string }[];
  /** The nearest other cities the site serves, closest first, with rounded distances. */
  nearby: { name: string; distance: string; href?: string }[];
}

export interface HubLink {
  label: string;
  href: string;
  /** A short line under the link, e.g. a county or an audience. */
  note?: string;
}

/** A hub's cards under one heading: a county's cities, a category's niches. */
export interface HubGroup {
  /** The group's section id, for the summary's links; set when the hub has several groups. */
  id?: string;
  heading?: string;
  /** Where the heading leads, when the group has a hub of its own (a niche hub's county, a county hub's city). */
  href?: string;
  /** How many cards, as read: '3 cities', '2 pages'. */
  count: string;
  links: HubLink[];
}

/** The hub's closing call to action; its link is HubProps.affiliate's `cta` placement. */
export interface HubCta {
  title: string;
  text: string;
  label: string;
}

export interface HubView {
  kind: HubKind;
  href: string;
  /** The <h1>. */
  heading: string;
  /** Paragraphs: the hub's own (site.yaml hubs.intros), else made from its content and the places dataset. */
  intro: string[];
  /** Short counts beside the intro: '12 city pages', '3 counties'. */
  summary: string[];
  crumbs: Crumb[];
  groups: HubGroup[];
  localFacts?: LocalFactsView;
  cta: HubCta;
}

export interface HubProps {
  site: SiteView;
  hub: HubView;
  /** The footer's Solutions list: other hubs. */
  solutions: LinkT[];
  /** Its call to action (placement cta), for a closing CtaBand. */
  affiliate: AffiliateLinks<'hub'>;
}
export interface HomeProps {
  site: SiteView;
  home: HomeView;
  facts: SiteFacts;
  directory: HomeDirectory;
  /** Its calls to action by placement (header, cta). */
  affiliate: AffiliateLinks<'home'>;
}
export interface AdminProps {
  site: SiteView;
  niches: { slug: string; name: string }[];
  examples: PageLink[];
  routePattern: string;
  docsUrl: string;
  pageCount: number;
  /** content/cities.yaml as the new-page helper needs it: one 'Name|Alias|…' string per place (data in the HTML, not code in the bundle). */
  cities: string[];
  /** site.yaml affiliate.url: the YAML sample's affiliateLink. */
  affiliateUrl: string;
  /** Step 1's worked example, niche and city slugs of a page the site does not have yet, so its command works as shown. */
  newPage: { niche: string; city: string };
  /** Every field a page file can set, from the field registry (content/fields.ts), in its order: step 2's list. */
  fields: readonly string[];
}
export interface LegalView {
  title: string;
  updated?: string;
  intro: string[];
  sections: { heading: string; paragraphs: string[] }[];
}
export interface LegalProps {
  site: SiteView;
  legal: LegalView;
}
export interface NotFoundProps {
  site: SiteView;
  title: string;
  text: string;
  /** Ways on from a dead link: the home footer's industries and cities, to their hubs or the home page's sections (absolute hrefs: 404 is served at any depth). */
  industries: LinkT[];
  cities: LinkT[];
}

export type LandingRoute<P = Landing> = { kind: 'landing'; url: string; outFile: string; head: HeadView; props: LandingProps<P> };

export type Route =
  | LandingRoute
  | { kind: 'home'; url: string; outFile: string; head: HeadView; props: HomeProps }
  | { kind: 'admin'; url: string; outFile: string; head: HeadView; props: AdminProps }
  | { kind: 'legal'; url: string; outFile: string; head: HeadView; props: LegalProps }
  | { kind: 'notFound'; url: string; outFile: string; head: HeadView; props: NotFoundProps }
  | { kind: 'hub'; url: string; outFile: string; head: HeadView; props: HubProps };
