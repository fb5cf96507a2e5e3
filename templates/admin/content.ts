// Copy for the admin documentation page, kept apart from layout so it can be
// checked against how lpgen really works.
import { fillRoute, routeId } from '../../src/rules/slug.js';
import { cityInRegion } from '../../src/rules/labels.js';

export const FEATURES = [
  {
    title: 'Reusable Component',
    description: 'One LandingPage template renders every niche-and-city page. Content lives in YAML files, not in code.',
  },
  {
    title: 'SEO Optimized',
    description: 'Static HTML with its own title, meta description and canonical URL per page, one h1 and semantic landmarks.',
  },
  {
    title: 'Conversion Focused',
    description: 'Clear calls to action, flat pricing, social proof and local statistics. Every affiliate link opens in a new tab.',
  },
] as const;

export const PAGE_FIELDS = [
  'niche',
  'city',
  'heroHeadline',
  'heroSubheadline',
  'painPoints',
  'features',
  'testimonial',
  'localStats',
  'ctaText',
  'affiliateLink',
] as const;

// Placeholder copy on purpose: sample values must never read like real claims.
/** The sample page; `region` is site.yaml's region abbreviation, for its testimonial's place. */
export const yamlSample = (region: string) => `niche: fitness
city: Tampa
heroHeadline: The CRM Built for {city} {niche} Studios
heroSubheadline: Book more classes and follow up with every lead automatically.
painPoints:
  - title: Leads go cold
    description: Replace with a problem your customers really have.
features:
  - title: Automated reminders
    description: Replace with what the product does about it.
testimonial:
  quote: Replace with a real customer quote.
  author: Customer Name
  business: Business Name
  location: ${cityInRegion('Tampa', region)}
localStats:
  - label: Replace with a sourced local figure
    value: "0"
ctaText: Start Your Free 14-Day Trial
# optional: overrides site.yaml; must be https and keep the referral parameter
affiliateLink: https://example.com/signup?fp_ref=your-code`;

/** The worked example used in step 1, derived from the site's real route pattern. */
export function exampleRoute(routePattern: string): { command: string; file: string; route: string } {
  const route = fillRoute(routePattern, { niche: 'fitness', city: 'tampa' });
  return {
    command: 'lpgen new --niche fitness --city tampa',
    file: `content/pages/${routeId(route)}.yaml`,
    route,
  };
}
