// The home route: its copy filled with the derived counts, and what it lists.
import { fillPlaceholders } from '../content/placeholders.js';
import { formatPrice } from '../content/load.js';
import type { OtherRoute } from './planned.js';
import { homeJsonLd } from '../seo/jsonld.js';
import { HOME_SUB_ID_PAGE } from '../affiliate/placements.js';
import { affiliateLinks, head, type PlanContext } from './plan-context.js';

export function planHome(ctx: PlanContext): OtherRoute {
  const { site, facts } = ctx;
  const config = ctx.content.site;
  const home = fillPlaceholders(config.home, {
    pages: String(facts.counts.pages),
    industries: String(facts.counts.industries),
    cities: String(facts.counts.cities),
    brand: config.brand,
    product: config.affiliate.product,
    price: formatPrice(config.pricing.price),
    trialDays: String(config.pricing.trialDays),
  });
  return {
    kind: 'home',
    url: '/',
    outFile: 'index.html',
    head: head(ctx, home.title, home.description, site.homeHref, false, { jsonLd: homeJsonLd(site) }),
    props: {
      site,
      facts,
      directory: ctx.directory,
      affiliate: affiliateLinks(ctx, 'home', HOME_SUB_ID_PAGE),
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
  };
}
