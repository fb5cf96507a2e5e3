import { ChevronRight } from 'lucide-react';
import type { Crumb } from 'lpgen/model';
import { Icon } from '../ui/Icon.js';
import { Container } from '../ui/Section.js';

/** The visible trail; the last crumb is the current page (aria-current, not a link). The same trail is in the BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-border">
      <Container>
        {/* .crumbs (styles.css): the items, the chevrons and the links (.text-link: 24px tap targets with the focus ring). */}
        <ol className="crumbs">
          {crumbs.map((crumb, i) => (
            // Keyed by position: the last crumb's href is never printed, and a value read but not printed is part of the page's shape (src/render/shell/).
            <li key={i}>
              {i > 0 ? <Icon icon={ChevronRight} /> : null}
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.name}
                </span>
              ) : (
                <a href={crumb.href}>{crumb.name}</a>
              )}
            </li>
          ))}
        </ol>
      </Container>
    </nav>
  );
}
