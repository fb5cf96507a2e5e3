import type { LocalFactsView } from 'lpgen/model';
import { Container } from '../ui/Section.js';

// .text-link (styles.css): a 24px tap target with the focus ring (WCAG 2.2, 2.5.8).
const link = 'text-link font-medium text-primary';

/**
 * A compact block of the city's figures from content/cities.yaml, the nearest
 * served cities, and the dataset's own statement of its sources. Only figures
 * the dataset holds are in `facts`; nothing here is computed or estimated.
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
        {/* The dataset's statement of its sources is long: folded, but in the page for readers and crawlers. */}
        {facts.source ? (
          <details className="text-xs text-muted-foreground">
            <summary className={`${link} cursor-pointer text-sm`}>Sources of these figures</summary>
            <p className="mt-2">{facts.source}</p>
          </details>
        ) : null}
      </Container>
    </section>
  );
}
