import type { HomeProps } from 'lpgen/model';
import { AffiliateButton } from './sections/Affiliate.js';
import { CtaBand } from './sections/CtaBand.js';
import { Footer } from './sections/Footer.js';
import { Header } from './sections/Header.js';
import { Testimonial } from './sections/Testimonial.js';
import { Cities } from './sections/home/Cities.js';
import { Directory } from './sections/home/Directory.js';
import { HomeHero } from './sections/home/HomeHero.js';
import { Industries } from './sections/home/Industries.js';
import { Button } from './ui/Button.js';

export function HomePage({ site, home, facts, directory, affiliate }: HomeProps) {
  return (
    <>
      <Header
        site={site}
        cta={
          <AffiliateButton site={site} links={affiliate} placement="header" size="sm">
            Get Started Free
          </AffiliateButton>
        }
      />
      <main id="main">
        {/* The hero carries the disclosure for the header's 'Get Started Free', the first CTA on the page. */}
        <HomeHero home={home} disclosure={site.disclosure} />
        <Industries categories={facts.categories} noun={site.productNoun} />
        <Cities cities={directory.cities} region={site.region.name} />
        <Directory directory={directory} />
        <div className="border-t border-border bg-muted/40">
          <Testimonial site={site} testimonial={home.testimonial} title={`What ${site.region.name} Business Owners Say`} />
        </div>
        <CtaBand title={home.cta.headline} text={home.cta.text} disclosure={site.disclosure}>
          <AffiliateButton site={site} links={affiliate} placement="cta" variant="inverse" size="lg" arrow className="whitespace-normal">
            {home.cta.primary}
          </AffiliateButton>
          <Button href="#industries" data-smooth-scroll="" variant="inverseOutline" size="lg">
            {home.cta.secondary}
          </Button>
        </CtaBand>
      </main>
      <Footer
        site={site}
        columns={[
          { title: 'Industries', links: facts.categories.map((c) => ({ label: c.name, href: c.hubHref ?? `#${c.anchor}` })) },
          { title: 'Cities', links: directory.footerCities.map((c) => ({ label: c.name, href: c.href })) },
          { title: 'Support', links: site.footer.support },
        ]}
      />
    </>
  );
}
