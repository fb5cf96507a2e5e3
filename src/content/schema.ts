// The content model: the single source of truth for what a YAML file may contain.
// TypeScript types are inferred from these schemas; templates consume the
// resolved types at the bottom of this file.
import * as z from 'zod';
import { ICON_NAMES } from '../rules/icon-names.js';
import { DEFAULT_DISCLOSURE, DEFAULT_DOCS_URL } from '../rules/labels.js';
import { BASE_PATH_PATTERN, ROUTE_PATTERN, SLUG_PATTERN } from '../rules/patterns.js';
import { didYouMean } from '../suggest.js';
import { linkProblem, parseImageSrc, parseSiteUrl, serviceUrlProblem, urlHostProblem, type Checked } from '../urls.js';
import { hasLatinOrDigit, routePatternProblem } from '../rules/routes.js';
import { INDEXNOW_KEY } from '../publish/indexnow.js';
import { redirectFromProblem, redirectToProblem } from '../publish/redirect-fields.js';
import { DEFAULT_SUB_ID, SUB_ID_TEMPLATE_PATTERN } from '../affiliate/placements.js';
import { HUB_KINDS, HUB_SHARED_COPY, perKind, type HubKindCopy } from '../internal-links/hub-kinds.js';
import { numberFormat } from '../number-format.js';

// A number where display text is expected (`value: 120`, `label: 2024`) is
// accepted and written the way people read it: 1200 → '1,200' (en-US grouping).
const displayNumber = numberFormat({ maximumFractionDigits: 6 });
/** Display text; json-schema.ts lists it as string-or-number so editors accept `value: 120` too. */
const plainText = z.string().trim().min(1, 'must not be empty');
export const text = z.preprocess((value) => (typeof value === 'number' && Number.isFinite(value) ? displayNumber.format(value) : value), plainText);
const slug = z
  .string()
  .regex(SLUG_PATTERN, 'must be lower-case letters, digits and single hyphens');

/** Absolute https URL; the referral-parameter rule is checked later, once site.yaml is known. */
export const httpsUrl = z
  .string()
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an absolute https:// URL')
  .superRefine((value, ctx) => {
    const problem = urlHostProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });

/** A value checked and normalised by one of the rules in urls.ts (overwrite, not transform: the JSON Schema stays a plain string). */
const checked = (check: (value: string) => Checked, base: z.ZodString = plainText) =>
  base
    .superRefine((value, ctx) => {
      const result = check(value);
      if ('problem' in result && value !== '') ctx.addIssue({ code: 'custom', message: result.problem, input: value });
    })
    .overwrite((value) => {
      const result = check(value);
      return 'url' in result ? result.url : value;
    });
/** Text that a route, an anchor or a lettermark is made from. */
// An empty value already has its own error.
const named = (why: string) => text.refine((v) => v === '' || hasLatinOrDigit(v), `must contain a Latin letter or digit: ${why}`);

/** A link target: absolute URL, site path (/x), in-page anchor (#x) or mailto:/tel:. */
const href = z.string().regex(/^(https?:\/\/|\/|#|mailto:|tel:)/, 'must start with https://, /, #, mailto: or tel:').superRefine((value, ctx) => {
  const problem = linkProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
});

/** A lucide icon name as listed on lucide.dev/icons, e.g. calendar-check. */
const iconName = z.string().superRefine((name, ctx) => {
  if (!ICON_NAMES.has(name)) ctx.addIssue({ code: 'custom', message: `unknown icon "${name}"${didYouMean(name, ICON_NAMES)}; names are listed at https://lucide.dev/icons` });
});
/**
 * Where a figure comes from: `source` names it (shown beside the figure), `sourceUrl` links it.
 * lpgen check warns on a figure (a percentage, a dollar amount, an "N+" count) without one: src/check/figures.ts.
 */
const cited = { source: text.optional(), sourceUrl: httpsUrl.optional() };
export const Item = z.strictObject({ title: text, description: text, icon: iconName.optional(), ...cited });
/**
 * When a cited figure holds: a year (`2020`, written as a number or a string), YYYY-MM or YYYY-MM-DD. Shown
 * beside its source; lpgen check warns once it is older than quality.maxFactAgeYears (check/fact-age.ts).
 */
export const factDate = z.preprocess(
  (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value),
  z
    .string()
    .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'must be a year or a date like 2024, 2024-03 or 2024-03-14')
    .refine((v) => isCalendarDate(v.length === 4 ? `${v}-01-01` : v.length === 7 ? `${v}-01` : v), 'is not a month or day of the calendar'),
);
export const Stat = z
  .strictObject({ label: text, value: text, ...cited, date: factDate.optional() })
  // A date says when the source measured the figure: without a source it would date a figure nobody backs.
  .refine((stat) => stat.date === undefined || stat.source !== undefined, { path: ['date'], message: 'a date needs source: (who measured the figure then)' });
export const Testimonial = z.strictObject({
  quote: text,
  author: text,
  business: text,
  location: text,
  rating: z.number().int().min(1).max(5).default(5),
  /** Where the quote came from (a review site, an interview) and when: FTC 16 CFR 465 wants testimonials traceable. */
  source: text.optional(),
  /** A link to the quote where it was published (the review itself). */
  sourceUrl: httpsUrl.optional(),
  date: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, 'must be a date like 2025-03 or 2025-03-14').optional(),
  /** Not a real customer: the page says so visibly. */
  illustrative: z.boolean().optional(),
});
export const HeroImage = z.strictObject({
  /** A path under content/public/ (served from the site root) or an absolute https URL. */
  src: checked(parseImageSrc),
  /** The dark-theme variant, shown instead of `src` when the page is dark; a path under content/public/. */
  darkSrc: checked(parseImageSrc)
    .refine((src) => src.startsWith('/'), 'must be a path under content/public/, starting with /')
    .optional(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export const Link = z.strictObject({ label: text, href });


/**
 * content/legal/<name>.yaml → the page /<name>/ (privacy, terms,
 * affiliate-disclosure…): plain headed sections of paragraphs.
 */
export const LegalFile = z.strictObject({
  title: text,
  /** Meta description. */
  description: text,
  /** Link label in footers; default: the title. */
  label: text.optional(),
  /** 'Last updated' line, a date written by hand (never the build clock: builds stay byte-identical). */
  updated: text.optional(),
  intro: z.array(text).default([]),
  sections: z.array(z.strictObject({ heading: text, paragraphs: z.array(text).min(1) })).min(1),
});

/**
 * Landing-page fields that a page can set and that a niche preset or the site
 * defaults can supply (the cascade: site defaults → niche preset → page).
 * `null` on a later level removes an optional value inherited from an earlier one.
 */
const pageFields = {
  heroHeadline: text,
  heroSubheadline: text,
  /** The hero's promises under the call to action ('No credit card required'): claims, so written here where the owner sees them. */
  heroPromises: z.array(text),
  heroImage: HeroImage.nullable(),
  painPoints: z.array(Item).min(1),
  features: z.array(Item).min(1),
  testimonial: Testimonial.nullable(),
  localStats: z.array(Stat).min(1).nullable(),
  ctaText: text,
  /** The sentence of the closing call-to-action band ('Set up {product} in minutes…'): a promise, so written in the content. */
  ctaBandText: text,
  /** The short promise beside the CTA, e.g. 'free 14-day trial' or 'free trial'. */
  trialNote: text,
  /** <title>; defaults to site.seo.titleTemplate. */
  title: text,
  /** Meta description; defaults to site.seo.descriptionTemplate. */
  description: text,
  affiliateLink: httpsUrl,
};

export const PageDefaults = z.strictObject(pageFields).partial();

export const NicheFile = z.strictObject({
  /** Display name used in copy: 'The Complete Solution for Your {niche} Business'. */
  name: text,
  /** Who the page addresses: 'Challenges Facing {audience} in {city}'. */
  audience: text,
  /** Slug of a home-page category in site.yaml (home.categories[].slug). */
  category: slug,
  /** Overrides the file-name slug used in routes, e.g. 'medspa'. */
  slug: slug.optional(),
  /** A sentence or two about this kind of business, shown on the niche's hub page; default: its category's description. */
  description: text.optional(),
  /** Its 2022 NAICS industry code ('621210': offices of dentists): datasets with an industry column join on it. */
  naics: z.string().regex(/^\d{2,6}$/, 'must be a NAICS code of 2 to 6 digits, e.g. \'621210\'').optional(),
  defaults: PageDefaults.default({}),
});

export const PageFile = z.strictObject({
  /** Niche preset: the file name (without .yaml) of a file in content/niches/. */
  niche: slug,
  /** City display name, e.g. 'Fort Lauderdale'. */
  city: named('the route and the city\'s anchor are made from it'),
  /** Route override; by default site.routePattern with the niche and city slugs. */
  route: z.string().regex(ROUTE_PATTERN, 'must be "/" followed by a lower-case slug').optional(),
  /**
   * draft: built for preview but noindex, and left out of the sitemap, hubs, home lists and other pages' links.
   * scheduled: a draft until the build's date (--date or SOURCE_DATE_EPOCH) reaches publishAt.
   * Unset means published (a quality bar may still make it a draft).
   */
  status: z.enum(['published', 'draft', 'scheduled']).optional(),
  /** The day a scheduled page goes live, YYYY-MM-DD; only with status: scheduled. */
  publishAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-03-14')
    .refine(isCalendarDate, 'is not a day of the calendar')
    .optional(),
  ...PageDefaults.shape,
}).superRefine((page, ctx) => {
  // A date without `scheduled` would silently do nothing, and `scheduled` without one would never go live.
  if (page.status === 'scheduled' && page.publishAt === undefined) {
    ctx.addIssue({ code: 'custom', path: ['status'], message: 'scheduled needs publishAt: YYYY-MM-DD, the day the page goes live', input: page.status });
  }
  if (page.publishAt !== undefined && page.status !== 'scheduled') {
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: `only read with status: scheduled (this page is ${page.status ?? 'published'}); set status: scheduled or remove publishAt`, input: page.publishAt });
  }
});

/** 2026-02-30 matches the pattern but is no day. */
function isCalendarDate(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** A hub route pattern with its one placeholder, checked like routePattern. */
const hubPattern = (placeholder: string) =>
  z.string().superRefine((p, ctx) => {
    const problem = routePatternProblem(p, [placeholder]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: p });
  });

const Category = z.strictObject({
  slug,
  name: text,
  /** Colour token for the card accent; the template maps it to classes. */
  color: z.enum(['blue', 'emerald', 'violet', 'amber', 'rose', 'cyan']),
  description: text.optional(),
});

/** One kind's hub copy: each field a template, defaulting to the bundled site's. */
const hubCopy = (defaults: HubKindCopy) =>
  z
    .strictObject({
      label: text.default(defaults.label),
      heading: text.default(defaults.heading),
      title: text.default(defaults.title),
      description: text.default(defaults.description),
      scope: text.default(defaults.scope),
      ctaTitle: text.default(defaults.ctaTitle),
    })
    .prefault({});

/** Hub introductions of one kind, by niche, city or category slug (checked against the content in hub-intros.ts). */
const hubIntros = z.record(slug, text);
/** A moved or removed URL (site paths without the base; `*` and `:name` make a dynamic rule). */
const Redirect = z
  .strictObject({
    from: z.string().superRefine((value, ctx) => {
      const problem = redirectFromProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
    to: z
      .string()
      .superRefine((value, ctx) => {
        const problem = redirectToProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
      })
      .optional(),
    /** 301 by default; 302, 307, 308 for temporary moves; 410 (no `to`) for a page gone for good (Netlify only). */
    status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308), z.literal(410)]).optional(),
  });
/** An analytics service's URL: https, or http on this machine (a local instance, a test stub); its host checked (urls.ts). */
const serviceUrl = z.string().superRefine((value, ctx) => {
  const problem = serviceUrlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
});

/** site.yaml analytics: off by default; each provider with the settings its script needs (src/analytics/providers.ts). */
export const Analytics = z
  .discriminatedUnion('provider', [
    z.strictObject({ provider: z.literal('none') }),
    z.strictObject({
      provider: z.literal('plausible'),
      /** The site's domain as registered in Plausible (data-domain). */
      domain: z.string().regex(/^[a-z0-9.-]+(?::\d+)?$/i, 'must be a domain name as registered in Plausible, e.g. crm.example.com'),
      scriptUrl: serviceUrl.optional(),
      apiUrl: serviceUrl.optional(),
    }),
    z.strictObject({
      provider: z.literal('umami'),
      websiteId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be the website id Umami shows (a UUID)'),
      scriptUrl: serviceUrl.optional(),
      hostUrl: serviceUrl.optional(),
    }),
    z.strictObject({
      provider: z.literal('goatcounter'),
      /** The count endpoint, https://MYCODE.goatcounter.com/count (data-goatcounter). */
      endpoint: serviceUrl,
      scriptUrl: serviceUrl.optional(),
    }),
  ])
  .default({ provider: 'none' });

export const SiteFile = z.strictObject({
  brand: named('the favicon letter is its first one'),
  /** Legal name in the copyright line and JSON-LD: '© {year} {company} {companySuffix}'. */
  company: text,
  /** The company's legal form after its name, e.g. 'Corp.', 'LLC', 'Inc.'; '' for none. */
  companySuffix: z.string().trim().default('Corp.'),
  /** Where every city is: 'Miami, Florida' on the pages, '{city}, FL' in sample testimonials, schema.org areaServed. */
  region: z.strictObject({ name: text, abbreviation: text }).default({ name: 'Florida', abbreviation: 'FL' }),
  copyrightYear: z.number().int().min(1990).max(2100),
  tagline: text,
  /** What the site sells, as a noun in running text: 'Dentist CRM in Miami', 'CRM for Small Businesses in Tampa'. Every engine-written label uses it. */
  productNoun: text.default('CRM'),
  /** Absolute site URL for canonicals and the sitemap; optional. */
  siteUrl: checked(parseSiteUrl, z.string()).optional(),
  /** Base path when served from a sub-folder, e.g. /lp/. */
  base: z.string().regex(BASE_PATH_PATTERN, 'must start and end with "/", with no "." or ".." folder').default('/'),
  /** A 1200×630 og:image per page, drawn at build time (src/seo/og/); needs a site URL, since og:image must be absolute. */
  socialImages: z.boolean().default(true),
  /** Dotfiles or dot-folders under public/ to publish, e.g. ".nojekyll" or ".well-known/" (which is published anyway); other dotfiles are left out. */
  publicDotfiles: z.array(z.string().regex(/^\.[^/\\]+\/?$/, 'must be a name starting with "." (a file, or a folder ending in "/") at the top of public/')).optional(),
  routePattern: z
    .string()
    .superRefine((p, ctx) => {
      const problem = routePatternProblem(p);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: p });
    })
    .default('/{niche}-crm-{city}'),
  affiliate: z.strictObject({
    url: httpsUrl,
    /** Query parameter that carries the referral code; it must be present in every affiliate URL. */
    referralParam: z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be a query parameter name'),
    /** Per-page tracking parameter added to every affiliate link; its value is the page id ('dentist-crm-miami', 'home'). */
    trackingParam: z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be a query parameter name').default('fp_sid'),
    /** The tracking parameter's value: {page} and {placement} (both required, so every CTA's sub-ID is its own). */
    subId: z
      .string()
      .regex(SUB_ID_TEMPLATE_PATTERN, 'may hold only letters, digits, "-", "_", "." and the placeholders {page} and {placement}')
      .refine((t) => t.includes('{page}') && t.includes('{placement}'), 'must contain both {page} and {placement}, so each call to action has its own sub-ID')
      .default(DEFAULT_SUB_ID),
    product: text,
    /** Shown beside every call to action and in the footer (FTC 16 CFR 255: clear, conspicuous, close to the claim). */
    disclosure: text.default(DEFAULT_DISCLOSURE),
  }),
  pricing: z.strictObject({
    price: z.number().positive(),
    period: text,
    trialDays: z.number().int().positive(),
    bullets: z.array(text).min(1),
    /** Under the pricing heading ('One flat price. Every feature included.'): a claim, so written here; none by default. */
    summary: text.optional(),
    /** After 'Start your {trialNote}.' on the pricing card ('Cancel anytime.'): a promise, so written here; none by default. */
    note: text.optional(),
  }),
  theme: z
    .strictObject({ default: z.enum(['light', 'dark']).default('light'), switchable: z.boolean().default(false) })
    .default({ default: 'light', switchable: false }),
  seo: z.strictObject({
    titleTemplate: text,
    descriptionTemplate: text,
    /** schema.org serviceType of every landing page's Service; default: productNoun. */
    serviceType: text.optional(),
  }),
  contact: z.strictObject({ email: z.email(), phone: text, address: text.optional() }),
  footer: z.strictObject({ company: z.array(Link).min(1), support: z.array(Link).min(1) }),
  home: z.strictObject({
    title: text,
    description: text,
    headline: text,
    subheadline: text,
    /** '{pages} Live Landing Pages'; {pages}, {industries}, {cities} are derived counts. */
    badge: text,
    trustBullets: z.array(text).min(1),
    stats: z.array(Stat).min(1),
    categories: z.array(Category).min(1),
    featuredCities: z.array(slug).default([]),
    testimonial: Testimonial,
    cta: z.strictObject({ headline: text, text, primary: text, secondary: text }),
    /** Pin a derived count, e.g. { pages: 33 }; by default counts come from the content. */
    counts: z
      .strictObject({ pages: z.number().int().nonnegative(), industries: z.number().int().nonnegative(), cities: z.number().int().nonnegative() })
      .partial()
      .default({}),
  }),
  /** Hub pages: one per key of each kind in HUB_KINDS (links/hub-kinds.ts), each listing the pages it groups. */
  hubs: z
    .strictObject({
      ...perKind((kind) => hubPattern(kind).default(HUB_KINDS[kind].route)),
      /** A hub is made only when it has at least this many entries (pages, niches for a category, places for a county). */
      minEntries: z.number().int().min(1).default(2),
      /** The hub bar: a hub with fewer published pages, and no introduction of its own, is built noindex and left out of the sitemap. */
      minPagesToIndex: z.number().int().min(1).default(3),
      /** A hub's own introduction by kind and slug (paragraphs split by a blank line); a hub without one gets a generated one. */
      intros: z.strictObject(perKind(() => hubIntros)).partial().default({}),
      /** The text hubs are written with, by kind; the defaults are the bundled site's (HUB_KINDS' copy). */
      copy: z
        .strictObject({
          cta: text.default(HUB_SHARED_COPY.cta),
          pick: text.default(HUB_SHARED_COPY.pick),
          ...perKind((kind) => hubCopy(HUB_KINDS[kind].copy)),
        })
        .prefault({}),
    })
    .prefault({}),
  admin: z.strictObject({ examples: z.array(z.string().regex(/^\//)).min(1), docsUrl: httpsUrl.default(DEFAULT_DOCS_URL) }),
  notFound: z.strictObject({ title: text, text }),
  /** Thresholds for `lpgen check`'s content-quality warnings. */
  quality: z
    .strictObject({
      /** Two pages whose visible text is at least this similar (0–1, MinHash over word 5-shingles) are near-duplicates. */
      similarityThreshold: z.number().gt(0).max(1).default(0.9),
      /** A page is thin when it has fewer words than this that no other page of its niche uses. */
      minUniqueWords: z.number().int().nonnegative().default(40),
      /** The bar, part 1: the share (0–1) of a page's copy words set in its own file rather than inherited from its niche preset or site defaults. */
      minOwnShare: z.number().min(0).max(1).default(0.2),
      /** The bar, part 2: sourced local facts a page shows (its localStats, plus its city's figures in cities.yaml). */
      minLocalFacts: z.number().int().nonnegative().default(3),
      /** A page under the bar: warn (`lpgen check` warns; --strict fails), fail (`lpgen check` fails), draft (`lpgen check` passes it and the build makes it a draft). */
      belowBar: z.enum(['warn', 'fail', 'draft']).default('warn'),
      /** lpgen check warns on a stat's date or a dataset's vintage more than this many years before its date. */
      maxFactAgeYears: z.number().int().nonnegative().default(5),
    })
    .default({ similarityThreshold: 0.9, minUniqueWords: 40, minOwnShare: 0.2, minLocalFacts: 3, belowBar: 'warn', maxFactAgeYears: 5 }),
  analytics: Analytics,
  defaults: PageDefaults.default({}),
  // Running a live site (docs/publishing.md: moving and removing pages; lastmod and IndexNow).
  /** Old URLs and where they went: _redirects for Netlify / Cloudflare Pages, and a meta-refresh page at each for other hosts. */
  redirects: z.array(Redirect).optional(),
  /** Write the meta-refresh pages (hosts without _redirects, e.g. GitHub Pages); false where a file would shadow the rule (Netlify). */
  redirectPages: z.boolean().optional(),
  /** IndexNow: the build writes <key>.txt at the site root; `lpgen indexnow` submits changed URLs. */
  indexNow: z.strictObject({ key: z.string().regex(INDEXNOW_KEY, 'must be 8 to 128 letters, digits or "-" (the IndexNow key format)') }).optional(),
});

/** Every landing-page field after the cascade; required ones must be set on some level. */
export const ResolvedContent = z.strictObject({
  ...pageFields,
  heroImage: HeroImage.nullable().default(null),
  testimonial: Testimonial.nullable().default(null),
  localStats: z.array(Stat).min(1).nullable().default(null),
  heroPromises: z.array(text).default([]),
  ctaText: text.default('Start Your Free 14-Day Trial'),
  ctaBandText: text.optional(),
  trialNote: text.default('free 14-day trial'),
  title: text.optional(),
  description: text.optional(),
  affiliateLink: httpsUrl.optional(),
});

export type SiteConfig = z.infer<typeof SiteFile>;
export type AnalyticsT = z.infer<typeof Analytics>;
export type NicheConfig = z.infer<typeof NicheFile>;
export type PageSource = z.infer<typeof PageFile>;
export type ItemT = z.infer<typeof Item>;
export type StatT = z.infer<typeof Stat>;
export type TestimonialT = z.infer<typeof Testimonial>;
export type HeroImageT = z.infer<typeof HeroImage>;
export type LinkT = z.infer<typeof Link>;
export type CategoryT = z.infer<typeof Category>;
export type LegalConfig = z.infer<typeof LegalFile>;

/** The figures of a cities.yaml entry that a page shows, each of which can name its source. */
export const CITED_CITY_FIGURES = ['county', 'population', 'households', 'housingUnits', 'medianHouseholdIncome', 'medianHomeValue', 'ownerOccupiedRate', 'metro'] as const;
export type CitedCityFigure = (typeof CITED_CITY_FIGURES)[number];
/** A short source a page shows beside a figure: `source` its name, `sourceUrl` a link. */
export const Citation = z.strictObject({ source: text, sourceUrl: httpsUrl.optional() });
/** `null` on an entry: this figure has no source (the site owner gave it), so the file's citation does not apply to it. */
const Citations = z.strictObject(
  Object.fromEntries(CITED_CITY_FIGURES.map((f) => [f, Citation.nullable().optional()])) as Record<CitedCityFigure, z.ZodOptional<z.ZodNullable<typeof Citation>>>,
);

/** content/cities.yaml: sourced facts per Florida city, used by `lpgen new` and the {county} placeholder. */
export const CityFacts = z.strictObject({
  slug,
  name: text,
  county: text,
  population: z.number().int().positive().optional(),
  households: z.number().int().positive().optional(),
  housingUnits: z.number().int().positive().optional(),
  medianHouseholdIncome: z.number().int().positive().optional(),
  medianHomeValue: z.number().int().positive().optional(),
  ownerOccupiedRate: z.string().regex(/^\d+(\.\d+)?%$/).optional(),
  metro: text.optional(),
  /** Decimal degrees (WGS84); without them a city gets no nearby-cities list and no distances. */
  lat: z.number().min(-90).max(90).optional(),
  lon: z.number().min(-180).max(180).optional(),
  /** Other spellings `lpgen new --city` accepts ('Saint Petersburg' for 'St. Petersburg'). */
  aliases: z.array(text).optional(),
  /** The slug of the place this one belongs to (a neighbourhood, a merged place, or within a mile of a larger one): it gets no page of its own. */
  partOf: slug.optional(),
  /** This entry's own short source per figure, over the file's `citations` ('2020 Census' where the file says 'GeoNames estimate'). */
  citations: Citations.optional(),
});
export const CitiesFile = z
  .strictObject({
    /** The dataset's full statement of its sources and vintages, for whoever maintains it (not shown on pages). */
    source: text,
    /** The short source each figure shows on pages, for every entry (an entry's own `citations` win). */
    citations: Citations.optional(),
    cities: z.array(CityFacts).min(1),
  })
  .superRefine(({ cities }, ctx) => {
    // One level only, so a part-of place always names a place that has pages: a Map, no search per entry.
    const bySlug = new Map(cities.map((c) => [c.slug, c]));
    cities.forEach((c, i) => {
      if (c.partOf === undefined) return;
      const parent = bySlug.get(c.partOf);
      const problem =
        c.partOf === c.slug ? 'a place cannot be part of itself'
        : !parent ? `"${c.partOf}" is not a slug in this file`
        : parent.partOf !== undefined ? `"${c.partOf}" is itself part of "${parent.partOf}": name "${parent.partOf}"`
        : undefined;
      if (problem) ctx.addIssue({ code: 'custom', path: ['cities', i, 'partOf'], message: problem });
    });
  });
export type CitationT = z.infer<typeof Citation>;
/** A cities.yaml `citations` map: the short source of each figure. */
export type CitationsT = z.infer<typeof Citations>;
export type CityFactsT = z.infer<typeof CityFacts>;

/** Placeholders allowed in landing-page text; anything else in braces is an error. */
export const PAGE_PLACEHOLDERS = ['city', 'niche', 'audience', 'county', 'brand', 'product', 'price', 'trialDays'] as const;
/** Placeholders allowed in home-page text (derived counts). */
export const HOME_PLACEHOLDERS = ['pages', 'industries', 'cities', 'brand', 'product', 'price', 'trialDays'] as const;
/** Placeholders allowed in legal pages. */
export const LEGAL_PLACEHOLDERS = ['brand', 'company', 'product', 'email', 'analytics', 'analyticsBrief'] as const;
