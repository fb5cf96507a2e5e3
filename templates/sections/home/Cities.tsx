import { ArrowRight, MapPin } from 'lucide-react';
import { Icon } from '../../ui/Icon.js';
import type { DirectoryCity } from 'lpgen/model';
import { Card, CardHeader, CardTitle } from '../../ui/Card.js';
import { Container, SectionHeading } from '../../ui/Section.js';
import { plural } from 'lpgen/rules/labels';

// .text-link (styles.css): a 24px tap target with the focus ring (WCAG 2.2, 2.5.8).
const link = 'text-link font-medium text-primary';

export function Cities({ cities, region }: { cities: DirectoryCity[]; region: string }) {
  const featured = cities.filter((city) => city.featured);
  const others = cities.filter((city) => !city.featured);
  return (
    <section id="cities" aria-labelledby="cities-title" className="border-y border-border bg-muted/40 py-20 sm:py-24">
      <Container>
        <SectionHeading id="cities-title" title="Browse by City" description={`Local pages for ${region}'s busiest markets.`} />
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))]">
          {featured.map((city) => (
            <li key={city.slug} className="flex">
              <Card className="w-full gap-3 p-5 transition-shadow hover:shadow-md">
                <CardHeader className="gap-1">
                  <Icon icon={MapPin} className="size-5 text-primary" />
                  <CardTitle>{city.name}</CardTitle>
                  {city.county ? <p className="text-sm text-muted-foreground">{`${city.county} County`}</p> : null}
                </CardHeader>
                <p className="text-sm text-muted-foreground">{plural(city.pages.length, 'page')}</p>
                <a href={city.href} data-smooth-scroll={city.hubHref ? undefined : ''} className={`${link} mt-auto gap-1 text-sm`}>
                  View pages<span className="sr-only">{` in ${city.name}`}</span>
                  <Icon icon={ArrowRight} className="size-4" />
                </a>
              </Card>
            </li>
          ))}
        </ul>
        {others.length > 0 ? (
          <div className="mt-10 text-center">
            <h3 className="mb-3 text-sm font-semibold tracking-wider text-muted-foreground uppercase">{`More ${region} cities`}</h3>
            <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
              {others.map((city) => (
                <li key={city.slug}>
                  <a href={city.href} data-smooth-scroll={city.hubHref ? undefined : ''} className={link}>
                    {city.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Container>
    </section>
  );
}
