import { ChevronRight } from 'lucide-react';
import type { Crumb } from '../../src/model.js';
import { Icon } from '../ui/Icon.js';
import { Container } from '../ui/Section.js';

// .text-link (styles.css): a 24px tap target with the focus ring (WCAG 2.2, 2.5.8).
const link = 'text-link hover:text-foreground';

/** The visible trail; the last crumb is the current page (aria-current, not a link). The same trail is in the BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-border">
      <Container>
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 py-3 text-sm text-muted-foreground">
          {crumbs.map((crumb, i) => (
            <li key={crumb.href} className="inline-flex items-center gap-1.5">
              {i > 0 ? <Icon icon={ChevronRight} className="size-3.5 shrink-0" /> : null}
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.name}
                </span>
              ) : (
                <a href={crumb.href} className={link}>
                  {crumb.name}
                </a>
              )}
            </li>
          ))}
        </ol>
      </Container>
    </nav>
  );
}
