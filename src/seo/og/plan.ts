// Which social cards a build draws, and the og:image of every page: a card
// per landing page (og/<page>.png: headline, niche, city, brand) and one site
// card (og/_site.png: the home headline and tagline) shared by home, legal,
// admin and 404. Only with a site URL: og:image must be absolute, and a card
// nobody can reference is not worth drawing. With socialImages: false (or no
// site URL) pages keep the raster hero image, or no og:image, as before.
import { createHash } from 'node:crypto';
import type { Plan } from '../../plan/index.js';
import type { PlannedRoute } from '../../plan/planned.js';
import { generatedOgImage } from '../head.js';
import { CARD_HEIGHT, CARD_WIDTH, type CardText } from './card-text.js';

export interface SocialImage {
  /** Path in the output folder, e.g. og/dentist-crm-miami.png. */
  outFile: string;
  card: CardText;
}

/** Bump when the card's look changes: every cached card is redrawn. */
const CARD_FORMAT = 'lpgen-og-card/1';
export const SITE_CARD = 'og/_site.png';

/** A landing page's card file: its route path under og/ ('/dentist-crm-miami' → og/dentist-crm-miami.png). */
export const cardFile = (route: { url: string }) => `og/${route.url.replace(/^\/+|\/+$/g, '')}.png`;

export interface SocialImages {
  /** Every card of the site (a shard still checks public/ against all of them). */
  all: SocialImage[];
  /** The cards these routes reference, each once. */
  of(routes: PlannedRoute[]): SocialImage[];
}

/** Sets route.head.ogImage on every route (before their cache keys are taken) and lists the cards. */
export function planSocialImages(plan: Plan, enabled: boolean): SocialImages {
  const { site } = plan;
  if (!enabled || !site.siteUrl) return { all: [], of: () => [] };
  const accent = new Map(plan.facts.categories.map((c) => [c.slug, c.color]));
  const home = plan.routes.find((r) => r.kind === 'home');
  const siteCard: CardText = {
    brand: site.brand,
    headline: home?.kind === 'home' ? home.props.home.headline : site.tagline,
    footer: site.tagline,
    accent: 'blue',
  };
  const size = { width: CARD_WIDTH, height: CARD_HEIGHT };
  const images = new Map<string, SocialImage>();
  const byRoute = new Map<PlannedRoute, SocialImage>();
  for (const route of plan.routes) {
    let image: SocialImage;
    let alt: string;
    if (route.kind === 'landing') {
      // The page itself: the view it is planned into copies these fields unchanged.
      const { page } = route;
      image = {
        outFile: cardFile(route),
        card: { brand: site.brand, headline: page.heroHeadline, footer: `${page.niche} · ${page.city}`, accent: accent.get(page.category) ?? 'blue' },
      };
      alt = `${site.brand}: ${page.heroHeadline} (${page.niche}, ${page.city})`;
    } else {
      image = { outFile: SITE_CARD, card: siteCard };
      alt = `${site.brand}: ${siteCard.headline}`;
    }
    image = images.get(image.outFile) ?? images.set(image.outFile, image).get(image.outFile)!;
    byRoute.set(route, image);
    route.head = { ...route.head, ogImage: generatedOgImage(site, image.outFile, alt, size) };
  }
  return { all: [...images.values()], of: (routes) => [...new Set(routes.map((r) => byRoute.get(r)!))] };
}

/** The cache key of a card: its text, its look and what draws it. */
export function cardKey(image: SocialImage, renderer: string): string {
  return createHash('sha1')
    .update(`${CARD_FORMAT}\0${renderer}\0${image.outFile}\0${JSON.stringify(image.card)}`)
    .digest('base64url');
}
