import { CircleCheck } from 'lucide-react';
import type { Landing, SiteView } from 'lpgen/model';
import { Container, SectionHeading } from '../ui/Section.js';
import { ItemGrid } from './ItemGrid.js';

export function Features({ site, page }: { site: SiteView; page: Landing }) {
  return (
    <section id="features" aria-labelledby="features-title" className="border-y border-border bg-muted/40 py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="features-title"
          title={`The Complete Solution for Your ${page.niche} Business`}
          description="Everything you need to win new customers, keep them coming back and stop losing leads, in one platform."
        />
        <ItemGrid site={site} items={page.features} icon={CircleCheck} />
      </Container>
    </section>
  );
}
