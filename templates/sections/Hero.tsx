import { MapPin } from 'lucide-react';
import type { Landing, SiteView } from 'lpgen/model';
import { Badge } from '../ui/Badge.js';
import { Button } from '../ui/Button.js';
import { Icon } from '../ui/Icon.js';
import { Container } from '../ui/Section.js';
import { CheckList } from '../ui/CheckList.js';
import { AffiliateButton, Disclosure } from './Affiliate.js';
import { cityInRegion } from 'lpgen/rules/labels';

function HeroVisual({ page, site, dark }: { page: Landing; site: SiteView; dark: boolean }) {
  const frame = 'relative w-full overflow-hidden rounded-2xl border border-border bg-muted shadow-xl';
  if (page.heroImage) {
    const { src, darkSrc, alt, width, height } = page.heroImage;
    // width/height reserve the box before the image loads (no layout shift). With a dark variant both
    // images are in the page and the .dark class picks one (a <picture> media query would follow the
    // OS, not the site's theme); the one the default theme hides is lazy, so it is only fetched when shown.
    const img = (source: string, className: string, shown: boolean) => (
      <img
        src={source}
        alt={alt}
        width={width}
        height={height}
        loading={shown ? 'eager' : 'lazy'}
        decoding="async"
        className={`h-auto w-full object-cover ${className}`}
      />
    );
    return (
      <div className={frame}>
        {darkSrc ? (
          <>
            {img(src, 'dark:hidden', !dark)}
            {img(darkSrc, 'hidden dark:block', dark)}
          </>
        ) : (
          img(src, '', true)
        )}
      </div>
    );
  }
  // Purely decorative stand-in: it says nothing a screen reader needs.
  return (
    <div aria-hidden="true" className={`${frame} grid aspect-[4/3] place-items-center bg-gradient-to-br from-accent to-muted`}>
      <div className="flex flex-col items-center gap-4">
        <span className="grid size-24 place-items-center rounded-2xl bg-primary text-3xl font-bold text-primary-foreground shadow-lg sm:size-28 sm:text-4xl">
          {site.productNoun}
        </span>
        <span className="flex gap-2">
          <span className="h-2 w-16 rounded-full bg-primary/40" />
          <span className="h-2 w-10 rounded-full bg-primary/25" />
          <span className="h-2 w-6 rounded-full bg-primary/15" />
        </span>
      </div>
    </div>
  );
}

export function Hero({ page, site }: { page: Landing; site: SiteView }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b border-border bg-gradient-to-b from-accent/60 to-background">
      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[7fr_5fr] lg:py-24">
        <div className="flex min-w-0 flex-col gap-6">
          <Badge>
            <Icon icon={MapPin} />
            {cityInRegion(page.city, site.region.name)}
          </Badge>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[2.5rem] lg:leading-[1.1] xl:text-5xl">
            {page.heroHeadline}
          </h1>
          <p className="max-w-prose text-lg text-pretty text-muted-foreground sm:text-xl">{page.heroSubheadline}</p>
          <div data-hero-cta="" className="flex flex-col gap-3 sm:flex-row">
            <AffiliateButton site={site} links={page.affiliate} placement="hero" size="lg" arrow className="whitespace-normal">
              {page.ctaText}
            </AffiliateButton>
            <Button href="#features" data-smooth-scroll="" variant="outline" size="lg">
              Learn More
              <span className="sr-only">{` about ${page.niche} ${site.productNoun} features`}</span>
            </Button>
          </div>
          {page.heroPromises.length > 0 && <CheckList items={page.heroPromises} label="What you get" site={site} />}
          <Disclosure text={site.disclosure} />
        </div>
        <HeroVisual page={page} site={site} dark={site.theme.default === 'dark'} />
      </Container>
    </section>
  );
}
