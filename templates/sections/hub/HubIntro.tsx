import type { HubView } from 'lpgen/model';
import { Card, CardTitle } from '../../ui/Card.js';
import { Container } from '../../ui/Section.js';

// .text-link (styles.css): a 24px tap target with the focus ring (WCAG 2.2, 2.5.8).
const link = 'text-link font-medium text-primary';

/**
 * The hub's heading and introduction, with its counts beside them at desktop
 * width (and under them on a phone): what the hub holds, and a way to each group.
 */
export function HubIntro({ hub }: { hub: HubView }) {
  const jumps = hub.groups.filter((g) => g.id && g.heading);
  return (
    <section aria-labelledby="hub-title" className="py-14 sm:py-20">
      <Container className="grid items-start gap-10 lg:grid-cols-[7fr_5fr]">
        <div className="flex flex-col gap-4">
          <h1 id="hub-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {hub.heading}
          </h1>
          {hub.intro.map((paragraph, i) => (
            <p key={i} className={i === 0 ? 'lead' : 'text-pretty text-muted-foreground'}>
              {paragraph}
            </p>
          ))}
        </div>
        <Card className="bg-muted/40">
          <CardTitle as="h2">At a glance</CardTitle>
          <ul className="flex flex-wrap gap-2">
            {hub.summary.map((line) => (
              <li key={line} className="badge">
                {line}
              </li>
            ))}
          </ul>
          {/* Two columns only for a long list: a short one keeps each label and its count on one line. */}
          {jumps.length > 0 ? (
            <ul
              aria-label="Groups on this page"
              className={jumps.length > 6 ? 'grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2' : 'flex flex-col gap-1 text-sm'}
            >
              {jumps.map((group) => (
                <li key={group.id} className="flex items-baseline justify-between gap-2">
                  <a href={`#${group.id}`} className={link}>
                    {group.heading}
                  </a>
                  <span className="shrink-0 text-muted-foreground">{group.count}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      </Container>
    </section>
  );
}
