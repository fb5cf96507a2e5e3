// One trailing-slash policy for every internal URL: folders end in '/', so
// dist/<route>/index.html is served without a redirect on every static host.

/** '/x' → base + 'x/'; '/' → base. Anchors, absolute and mailto: URLs pass through. */
export function siteHref(base: string, target: string): string {
  if (!target.startsWith('/')) return target;
  const [pathPart, hash = ''] = target.split('#');
  const trimmed = pathPart.replace(/^\/+/, '');
  const isFile = /\.[a-z0-9]+$/i.test(trimmed);
  const withSlash = trimmed === '' || isFile || trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
  return base + withSlash + (hash ? `#${hash}` : '');
}

/** Absolute URL for canonicals and the sitemap; undefined without a siteUrl. */
export function absoluteUrl(siteUrl: string | undefined, href: string): string | undefined {
  if (!siteUrl) return undefined;
  return new URL(href, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** The affiliate URL with the per-page tracking parameter; the referral parameter is kept as is. */
export function affiliateHref(url: string, trackingParam: string, trackingId: string): string {
  const u = new URL(url);
  u.searchParams.set(trackingParam, trackingId);
  return u.href;
}
