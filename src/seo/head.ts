// The <head> data of one page: canonical and Open Graph URLs are absolute, so
// they exist only when the site URL is known (site.yaml siteUrl or --site-url).
import type { HeroImageT } from '../content/schema.js';
import type { HeadView, OgImage, SiteView } from '../model.js';
import { absoluteUrl, siteHref } from '../urls.js';

export interface HeadInput {
  title: string;
  description: string;
  /** The page's own href (base applied). */
  href: string;
  noindex?: boolean;
  image?: OgImage;
  jsonLd?: object[];
}

export function pageHead(site: SiteView, input: HeadInput): HeadView {
  return {
    title: input.title,
    description: input.description,
    // A noindex page names no canonical: the two signals would contradict each other.
    canonical: input.noindex ? undefined : absoluteUrl(site.siteUrl, input.href),
    noindex: input.noindex,
    ogType: 'website',
    ogImage: input.image,
    jsonLd: input.jsonLd,
  };
}

/** Formats link-preview crawlers render; Facebook, X and LinkedIn ignore SVG. */
const RASTER = /\.(png|jpe?g|webp|gif)(\?.*)?$/i;

/** A raster hero image as og:image: https sources as they are, local ones only with a site URL. */
export function ogImage(site: SiteView, image: HeroImageT | null): OgImage | undefined {
  if (!image || !RASTER.test(image.src)) return undefined;
  // `image.src` is already base-applied by the planner (or an absolute URL).
  const url = /^https:\/\//.test(image.src) ? image.src : absoluteUrl(site.siteUrl, image.src);
  return url ? { url, alt: image.alt, width: image.width, height: image.height } : undefined;
}

/** A social card lpgen drew (src/seo/og/) as og:image; `file` is its path in the output. Undefined without a site URL. */
export function generatedOgImage(site: SiteView, file: string, alt: string, size: { width: number; height: number }): OgImage | undefined {
  const url = absoluteUrl(site.siteUrl, siteHref(site.base, `/${file}`));
  return url ? { url, alt, ...size } : undefined;
}
