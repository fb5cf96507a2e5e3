import type { ReactNode } from 'react';
import type { HeadView, Island, SiteView } from 'lpgen/model';
import { SMOOTH_SCROLL_SCRIPT, THEME_INIT_SCRIPT, THEME_TOGGLE_SCRIPT } from './scripts.js';
import { IconScope } from './ui/Icon.js';

export interface DocumentProps {
  site: SiteView;
  head: HeadView;
  children?: ReactNode;
  island?: Island;
}

// Browser UI colour per theme; mirrors --background in styles.css.
const THEME_COLOR = { light: '#ffffff', dark: '#020617' } as const;

/**
 * JSON inside <script>: `<` can never close the element or open a comment, and
 * U+2028/2029 stay escaped for older parsers; JSON.parse reads them back unchanged.
 */
export function escapeJsonForHtml(json: string): string {
  // Most JSON has none of the three: one scan instead of three replaces.
  if (!/[<\u2028\u2029]/.test(json)) return json;
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function InlineScript({ code }: { code: string }) {
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

/**
 * Open Graph for link previews; X/Twitter reads og:* when its own tags are
 * absent, so twitter:card is the only one it needs. og:url only with a
 * canonical: a relative og:url is invalid.
 */
function SocialMeta({ site, head }: { site: SiteView; head: HeadView }) {
  const image = head.ogImage;
  return (
    <>
      <meta property="og:type" content={head.ogType ?? 'website'} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {head.canonical ? <meta property="og:url" content={head.canonical} /> : null}
      {image ? (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:alt" content={image.alt} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
        </>
      ) : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  );
}

export function Document({ site, head, children, island }: DocumentProps) {
  const { default: defaultTheme, switchable } = site.theme;
  return (
    <html lang="en-US" className={defaultTheme === 'dark' ? 'dark' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {head.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta name="theme-color" content={THEME_COLOR[defaultTheme]} />
        <SocialMeta site={site} head={head} />
        {site.assets.favicon ? <link rel="icon" type="image/svg+xml" href={site.assets.favicon} /> : null}
        {/* Before the stylesheet so the stored theme applies before first paint. */}
        {switchable ? <InlineScript code={THEME_INIT_SCRIPT} /> : null}
        <link rel="stylesheet" href={site.assets.css} />
        {/* site.yaml analytics: the provider's own script tag, attributes as its documentation gives them. */}
        {site.analyticsScript ? <script {...site.analyticsScript} /> : null}
        {/* Data, not code: browsers never execute application/ld+json, so the CSP needs no hash for it. */}
        {head.jsonLd?.map((data, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: escapeJsonForHtml(JSON.stringify(data)) }} />
        ))}
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <a href="#main" className="skip">
          Skip to content
        </a>
        {/* Icons from the site's sprite file, or each icon's shapes once per page (ui/Icon.tsx). */}
        <IconScope sprite={site.assets.icons}>{children}</IconScope>
        {island ? (
          <>
            <div id={island.id} dangerouslySetInnerHTML={{ __html: island.html }} />
            <script type="application/json" id={`${island.id}-props`} dangerouslySetInnerHTML={{ __html: escapeJsonForHtml(island.propsJson) }} />
            <script type="module" src={island.script} />
          </>
        ) : (
          // The island manages its own toggle and links through React; static pages get these instead.
          <>
            {switchable ? <InlineScript code={THEME_TOGGLE_SCRIPT} /> : null}
            <InlineScript code={SMOOTH_SCROLL_SCRIPT} />
          </>
        )}
      </body>
    </html>
  );
}
