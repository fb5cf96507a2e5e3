import { ArrowRight } from 'lucide-react';
import type { LinkT } from 'lpgen/model';
import { Icon } from '../ui/Icon.js';
import { Container } from '../ui/Section.js';

// .text-link (styles.css): a 24px tap target with the focus ring (WCAG 2.2, 2.5.8);
// .links gives the same look to every link of the list it is on.
const link = 'text-link text-muted-foreground hover:text-foreground';

export interface LinkList {
  id: string;
  title: string;
  links: LinkT[];
  /** 'See all' link, e.g. the niche's or the city's hub. */
  all?: LinkT;
}

/** Lists of links to related pages side by side; an empty list is left out, and so is the section when all are. */
export function RelatedLinks({ lists, label = 'Related pages' }: { lists: LinkList[]; label?: string }) {
  const shown = lists.filter((list) => list.links.length > 0);
  if (shown.length === 0) return null;
  return (
    <section aria-label={label} className="border-t border-border bg-muted/40 py-12">
      <Container className="grid gap-8 sm:grid-cols-2">
        {shown.map((list) => (
          <div key={list.id} className="flex flex-col gap-3">
            <h2 id={list.id} className="text-lg font-semibold">
              {list.title}
            </h2>
            <ul aria-labelledby={list.id} className="links">
              {list.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
            {list.all ? (
              <a href={list.all.href} className={`${link} gap-1 font-medium text-primary`}>
                {list.all.label}
                <Icon icon={ArrowRight} className="size-4" />
              </a>
            ) : null}
          </div>
        ))}
      </Container>
    </section>
  );
}
