import type { HubProps } from 'lpgen/model';
import { AffiliateButton } from './sections/Affiliate.js';
import { Breadcrumbs } from './sections/Breadcrumbs.js';
import { CtaBand } from './sections/CtaBand.js';
import { ContactColumn, Footer } from './sections/Footer.js';
import { Header } from './sections/Header.js';
import { HubGroups } from './sections/hub/HubGroups.js';
import { HubIntro } from './sections/hub/HubIntro.js';
import { LocalFacts } from './sections/LocalFacts.js';

/**
 * A hub: every page of a niche (by county), of a city (by category) or every
 * niche of a category, with its introduction and counts, the city's local
 * facts, and one call to action with the disclosure beside it (CtaBand).
 */
export function HubPage({ site, hub, solutions, affiliate }: HubProps) {
  return (
    <>
      <Header site={site} cta={null} />
      <main id="main">
        <Breadcrumbs crumbs={hub.crumbs} />
        <HubIntro hub={hub} />
        <HubGroups groups={hub.groups} />
        {hub.localFacts ? <LocalFacts facts={hub.localFacts} /> : null}
        <CtaBand title={hub.cta.title} text={hub.cta.text} disclosure={site.disclosure}>
          <AffiliateButton site={site} links={affiliate} placement="cta" variant="inverse" size="lg" arrow className="whitespace-normal">
            {hub.cta.label}
          </AffiliateButton>
        </CtaBand>
      </main>
      <Footer
        site={site}
        columns={[
          { title: 'Solutions', links: solutions },
          { title: 'Company', links: site.footer.company },
        ]}
      >
        <ContactColumn contact={site.contact} />
      </Footer>
    </>
  );
}
