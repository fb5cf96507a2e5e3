import type { PageLink, SiteFacts } from '../../../src/model.js';
import { Container, SectionHeading } from '../../ui/Section.js';
import { pageLabel } from '../../../src/rules/labels.js';

// min-h-6: every link is at least a 24px tap target (WCAG 2.2, 2.5.8).
const link =
  'inline-flex min-h-6 items-center rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none';

function Group({ id, title, pages, label }: { id: string; title: string; pages: PageLink[]; label: (page: PageLink) => string }) {
  return (
    <div id={id} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5">
      <h4 className="font-semibold">{title}</h4>
      <ul className="flex flex-col gap-1.5 text-sm">
        {pages.map((page) => (
          <li key={page.route}>
            <a href={page.href} className={link}>
              {label(page)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The targets of every 'View Solutions' and city link, and the place where
 * every landing page is linked from home (crawlers and visitors alike).
 */
export function Directory({ facts }: { facts: SiteFacts }) {
  return (
    <section id="directory" aria-labelledby="directory-title" className="py-20 sm:py-24">
      <Container className="flex flex-col gap-12">
        <SectionHeading id="directory-title" title="All Landing Pages" description="Every page, by industry and by city." className="mb-0" />
        <div className="flex flex-col gap-4">
          <h3 className="text-xl font-semibold">By industry</h3>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {facts.categories.map((category) => (
              <Group key={category.slug} id={category.anchor} title={category.name} pages={category.niches.flatMap((niche) => niche.pages)} label={pageLabel} />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <h3 className="text-xl font-semibold">By city</h3>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {facts.cities.map((city) => (
              <Group key={city.slug} id={city.anchor} title={city.name} pages={city.pages} label={(page) => `${page.niche} CRM`} />
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
