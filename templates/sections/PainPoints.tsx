import { TriangleAlert } from 'lucide-react';
import type { Landing, SiteView } from 'lpgen/model';
import { Container, SectionHeading } from '../ui/Section.js';
import { ItemGrid } from './ItemGrid.js';

export function PainPoints({ site, page }: { site: SiteView; page: Landing }) {
  return (
    <section id="benefits" aria-labelledby="benefits-title" className="py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="benefits-title"
          title={`Challenges Facing ${page.audience} in ${page.city}`}
          description={`The problems we hear about most, and the ones the right ${site.productNoun} solves.`}
        />
        <ItemGrid site={site} items={page.painPoints} icon={TriangleAlert} warn />
      </Container>
    </section>
  );
}
