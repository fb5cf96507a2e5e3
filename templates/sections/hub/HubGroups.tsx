import type { HubGroup } from 'lpgen/model';
import { Card, CardHeader, CardTitle } from '../../ui/Card.js';
import { Container } from '../../ui/Section.js';

// .text-link (styles.css): a 24px tap target with the focus ring (WCAG 2.2, 2.5.8).
const link = 'text-link font-medium text-primary';

/**
 * The hub's pages as cards, one per group (a county's cities, a category's
 * niches); a group with a hub of its own (a county, a city) links its heading there; as many columns as the width holds: four at 1440 px, one on a phone.
 */
export function HubGroups({ groups }: { groups: HubGroup[] }) {
  return (
    <div className="border-t border-border bg-muted/40 py-12">
      <Container>
        <ul className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,15rem),1fr))] gap-6">
          {groups.map((group, i) => (
            <li key={group.heading ?? i} id={group.id} className="flex">
              <Card className="w-full">
                <CardHeader className="gap-1">
                  {group.heading ? (
                    <CardTitle as="h2">
                      {group.href ? (
                        <a href={group.href} className={link}>
                          {group.heading}
                        </a>
                      ) : (
                        group.heading
                      )}
                    </CardTitle>
                  ) : null}
                  <p className="text-sm font-medium text-muted-foreground">{group.count}</p>
                </CardHeader>
                <ul className="flex flex-col gap-3">
                  {group.links.map((entry) => (
                    <li key={entry.href} className="flex flex-col">
                      <a href={entry.href} className={link}>
                        {entry.label}
                      </a>
                      {entry.note ? <span className="text-sm text-muted-foreground">{entry.note}</span> : null}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
