// Copy for the admin documentation page, kept apart from layout so it can be
// checked against how lpgen really works.
import { fillRoute, routeId } from 'lpgen/rules/slug';
import { cityInRegion } from 'lpgen/rules/labels';

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

/**
 * The page a reader can paste and build. Guidance lives in comments, so none of
 * it ships; the testimonial is marked illustrative (the page says so) and there
 * are no local figures, since only sourced ones belong on a page. The link is
 * the site's own (site.yaml affiliate.url), so every button still works;
 * `region` is site.yaml's region abbreviation, for the testimonial's place.
 */
export function yamlSample(affiliateUrl: string, region: string): string {
  return `niche: fitness
city: Tampa
heroHeadline: The CRM Built for {city} {niche} Studios
heroSubheadline: Book more classes and follow up with every lead automatically.
# Problems your customers really have, in their words:
painPoints:
  - title: Leads go cold
    description: Trial sign-ups wait days for a reply and join another studio.
# What the product does about each:
features:
  - title: Automated reminders
    description: Every new lead gets a text within minutes and a reminder before class.
# A real customer's words with source and date, or a sample marked illustrative: true.
testimonial:
  quote: We stopped losing trial sign-ups the week we switched.
  author: Sample Customer
  business: Sample Studio
  location: ${cityInRegion('Tampa', region)}
  illustrative: true
# localStats: only figures you can source; lpgen new fills them from content/cities.yaml.
ctaText: Start Your Free 14-Day Trial
# optional: overrides site.yaml; must be https and keep the referral parameter
affiliateLink: ${affiliateUrl}`;
}

/** The worked example used in step 1: a page the site does not have yet (the engine picks it), by the site's real route pattern. */
export function exampleRoute(
  routePattern: string,
  example: { niche: string; city: string } = { niche: 'fitness', city: 'tampa' },
): { command: string; file: string; route: string } {
  const route = fillRoute(routePattern, example);
  return {
    // Slugs: the CLI's look-up accepts them, and they need no shell quoting.
    command: `lpgen new --niche ${example.niche} --city ${example.city}`,
    file: `content/pages/${routeId(route)}.yaml`,
    route,
  };
}
