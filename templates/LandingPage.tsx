import type { LandingProps } from 'lpgen/model';
import { cityInRegion, pageLabel } from 'lpgen/rules/labels';
import { AffiliateButton } from './sections/Affiliate.js';
import { Breadcrumbs } from './sections/Breadcrumbs.js';
import { LocalFacts } from './sections/LocalFacts.js';
import { RelatedLinks } from './sections/RelatedLinks.js';
import { CtaBand } from './sections/CtaBand.js';
import { Features } from './sections/Features.js';
import { ContactColumn, Footer } from './sections/Footer.js';
import { Header, type NavItem } from './sections/Header.js';
import { Hero } from './sections/Hero.js';
import { LocalStats } from './sections/LocalStats.js';
import { PainPoints } from './sections/PainPoints.js';
import { Pricing } from './sections/Pricing.js';
import { Testimonial, testimonialTitle } from './sections/Testimonial.js';
import { TrialBar } from './sections/TrialBar.js';

export function LandingPage({
  site,
  page,
  related,
  crumbs,
  nearby = [],
  sameCity = [],
  nicheHubHref,
  cityHubHref,
  moreSolutions = [],
  localFacts,
}: LandingProps) {
  // Reviews only when the section exists, so no nav anchor points at a missing id.
  const nav: NavItem[] = [
    { label: 'Features', href: '#features' },
    { label: 'Benefits', href: '#benefits' },
    ...(page.testimonial ? [{ label: 'Reviews', href: '#testimonials' }] : []),
  ];
  return (
    <>
      <Header
        site={site}
        nav={nav}
        cta={
          <AffiliateButton site={site} links={page.affiliate} placement="header" size="sm">
            Get Started
          </AffiliateButton>
        }
      />
      <main id="main">
        {crumbs ? <Breadcrumbs crumbs={crumbs} /> : null}
        <Hero page={page} site={site} />
        {page.localStats ? <LocalStats stats={page.localStats} city={page.city} /> : null}
        <PainPoints site={site} page={page} />
        <Features site={site} page={page} />
        {page.testimonial ? (
          <Testimonial site={site} testimonial={page.testimonial} title={testimonialTitle(page.testimonial, page.audience, page.city, page.testimonialLocal)} />
        ) : null}
        <Pricing site={site} page={page} />
        <CtaBand title={`Ready to Grow Your ${page.niche} Business in ${page.city}?`} text={page.ctaBandText} disclosure={site.disclosure}>
          <AffiliateButton site={site} links={page.affiliate} placement="cta" variant="inverse" size="lg" arrow className="whitespace-normal">
            {page.ctaText}
          </AffiliateButton>
        </CtaBand>
        {localFacts ? <LocalFacts facts={localFacts} /> : null}
        <RelatedLinks
          lists={[
            {
              id: 'nearby-title',
              title: `${page.niche} in nearby cities`,
              links: nearby.map((l) => ({ label: pageLabel(l, site.productNoun), href: l.href })),
              all: nicheHubHref ? { label: `All ${page.niche} pages`, href: nicheHubHref } : undefined,
            },
            {
              id: 'same-city-title',
              title: `Other industries in ${page.city}`,
              links: sameCity.map((l) => ({ label: pageLabel(l, site.productNoun), href: l.href })),
              all: cityHubHref ? { label: `All pages for ${page.city}`, href: cityHubHref } : undefined,
            },
          ]}
        />
      </main>
      <Footer
        site={site}
        columns={[
          { title: 'Solutions', links: [...related.map((link) => ({ label: pageLabel(link, site.productNoun), href: link.href })), ...moreSolutions] },
          { title: 'Company', links: site.footer.company },
        ]}
      >
        <ContactColumn contact={site.contact} place={cityInRegion(page.city, site.region.name)} />
      </Footer>
      {/* After the footer: its script looks for every disclosure on the page, the footer's included. */}
      <TrialBar site={site} links={page.affiliate} />
    </>
  );
}
