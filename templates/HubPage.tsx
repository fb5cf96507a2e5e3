import type { HubProps } from 'lpgen/model';
import { Breadcrumbs } from './sections/Breadcrumbs.js';
import { ContactColumn, Footer } from './sections/Footer.js';
import { Header } from './sections/Header.js';
import { LocalFacts } from './sections/LocalFacts.js';
import { Container } from './ui/Section.js';

// .text-link (styles.css): a 24px tap target with the focus ring (WCAG 2.2, 2.5.8).
const link = 'text-link font-medium text-primary';

/**
 * A hub: every page of a niche (by county), of a city (by niche) or every
 * niche of a category, in the site's header and footer. No affiliate button:
 * a hub is a way to the pages, and each page carries its own CTA and disclosure.
 */
export function HubPage({ site, hub, solutions }: HubProps) {
  return (
    <>
      <Header site={site} cta={null} />
      <main id="main">
        <Breadcrumbs crumbs={hub.crumbs} />
        <section aria-labelledby="hub-title" className="py-14 sm:py-20">
          <Container className="flex flex-col gap-10">
            <div className="flex max-w-3xl flex-col gap-4">
              <h1 id="hub-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
                {hub.heading}
              </h1>
              {hub.intro ? <p className="text-lg text-pretty text-muted-foreground">{hub.intro}</p> : null}
            </div>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {hub.groups.map((group, i) => (
                <div key={group.heading ?? i} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5">
                  {group.heading ? <h2 className="font-semibold">{group.heading}</h2> : null}
                  <ul className="flex flex-col gap-2 text-sm">
                    {group.links.map((entry) => (
                      <li key={entry.href} className="flex flex-col">
                        <a href={entry.href} className={link}>
                          {entry.label}
                        </a>
                        {entry.note ? <span className="text-muted-foreground">{entry.note}</span> : null}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </Container>
        </section>
        {hub.localFacts ? <LocalFacts facts={hub.localFacts} /> : null}
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
