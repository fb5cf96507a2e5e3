import type { LegalProps } from 'lpgen/model';
import { Footer } from './sections/Footer.js';
import { Header } from './sections/Header.js';
import { Container } from './ui/Section.js';

/** Privacy policy, terms, affiliate disclosure: plain headed prose from content/legal/*.yaml. */
export function LegalPage({ site, legal }: LegalProps) {
  return (
    <>
      <Header site={site} cta={null} />
      <main id="main">
        <Container className="flex max-w-3xl flex-col gap-10 py-12 sm:py-16">
          <div className="flex flex-col gap-3">
            <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{legal.title}</h1>
            {legal.updated ? <p className="text-sm text-muted-foreground">{`Last updated: ${legal.updated}`}</p> : null}
          </div>
          {legal.intro.map((paragraph, i) => (
            <p key={i} className="text-lg text-pretty">
              {paragraph}
            </p>
          ))}
          {legal.sections.map((section, i) => (
            <section key={i} aria-labelledby={`legal-${i}`} className="flex flex-col gap-4">
              <h2 id={`legal-${i}`} className="text-2xl font-bold tracking-tight">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph, j) => (
                <p key={j} className="text-pretty text-muted-foreground">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </Container>
      </main>
      <Footer
        site={site}
        columns={[
          { title: 'Company', links: site.footer.company },
          { title: 'Support', links: site.footer.support },
        ]}
      />
    </>
  );
}
