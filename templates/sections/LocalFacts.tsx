import type { LocalFactsView } from 'lpgen/model';
import { Citation } from '../ui/Citation.js';
import { Container } from '../ui/Section.js';

// .text-link (styles.css): a 24px tap target with the focus ring (WCAG 2.2, 2.5.8).
const link = 'text-link font-medium text-primary';

/**
 * A compact block of the city's figures from content/cities.yaml, each with the
 * short source the dataset gives for it ("Source: 2020 Census"), and the nearest
 * served cities. Only figures the dataset holds are in `facts`; nothing here is
 * computed or estimated.
 */
export function LocalFacts({ facts, id = 'local-facts' }: { facts: LocalFactsView; id?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="border-t border-border py-12">
      <Container className="flex flex-col gap-6">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">{`Local facts: ${facts.city}`}</h2>
        {/* A list of label–value rows, not a <dl>: the spec's "market at a glance" stats are the page's only <dl>. */}
        {/* .facts (styles.css): each row a muted label <span> over its value <span>; the nearby cities a .near list. */}
        <ul className="facts">
          {facts.facts.map((fact) => (
            <li key={fact.label}>
              <span>{fact.label}</span>
              <span>{fact.value}</span>
              <Citation source={fact.source} sourceUrl={fact.sourceUrl} />
            </li>
          ))}
          {facts.nearby.length > 0 ? (
            <li>
              <span>Nearest cities we cover</span>
              <ul className="near">
                {facts.nearby.map((near) => (
                  <li key={near.name}>
                    {near.href ? (
                      <a href={near.href} className={link}>
                        {near.name}
                      </a>
                    ) : (
                      <span>{near.name}</span>
                    )}
                    <span>{`(${near.distance})`}</span>
                  </li>
                ))}
              </ul>
            </li>
          ) : null}
        </ul>
      </Container>
    </section>
  );
}
