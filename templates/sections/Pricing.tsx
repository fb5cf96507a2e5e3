import { Check } from 'lucide-react';
import type { Landing, SiteView } from 'lpgen/model';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/Card.js';
import { Icon } from '../ui/Icon.js';
import { Container, SectionHeading } from '../ui/Section.js';
import { siteMarkup, type SitePart } from '../ui/site-markup.js';
import { AffiliateButton, Disclosure } from './Affiliate.js';

// Creating an Intl.NumberFormat costs ~0.1 ms: once per page was a tenth of a large build's render time.
const formatters = new Map<number, Intl.NumberFormat>();

/** $97, or $97.50 when the price has cents. */
export function formatPrice(price: number): string {
  const cents = Number.isInteger(price) ? 0 : 2;
  let format = formatters.get(cents);
  if (!format)
    formatters.set(
      cents,
      (format = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents, maximumFractionDigits: cents })),
    );
  return format.format(price);
}

// The same on every landing page of a site: rendered once (site-markup.tsx).
const priceTag: SitePart = ({ pricing }) => (
  <>
    <span className="text-5xl font-extrabold tracking-tight">{formatPrice(pricing.price)}</span>
    <span className="text-lg text-muted-foreground">{`/${pricing.period}`}</span>
  </>
);

const pricingList: SitePart = ({ pricing }) => (
  <ul className="ticks">
    {pricing.bullets.map((bullet) => (
      <li key={bullet}>
        <Icon icon={Check} />
        <span>{bullet}</span>
      </li>
    ))}
  </ul>
);

export function Pricing({ site, page }: { site: SiteView; page: Landing }) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="border-y border-border bg-muted/40 py-20 sm:py-24">
      <Container>
        <SectionHeading id="pricing-title" title="Simple, Transparent Pricing" description={site.pricing.summary} />
        <Card className="mx-auto w-full max-w-md gap-6 border-primary/40 p-8 shadow-lg ring-1 ring-primary/20">
          <CardHeader className="text-center">
            <CardTitle>{site.product}</CardTitle>
            <p className="flex items-baseline justify-center gap-1" {...siteMarkup(site, priceTag)} />
            <CardDescription>{`Start your ${page.trialNote}.${site.pricing.note ? ` ${site.pricing.note}` : ''}`}</CardDescription>
          </CardHeader>
          <CardContent {...siteMarkup(site, pricingList)} />
          <AffiliateButton site={site} links={page.affiliate} placement="pricing" size="lg" arrow className="w-full whitespace-normal">
            {page.ctaText}
          </AffiliateButton>
          <Disclosure text={site.disclosure} className="text-center" />
        </Card>
      </Container>
    </section>
  );
}
