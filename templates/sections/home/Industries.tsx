import { ArrowRight, Layers } from 'lucide-react';
import { Icon } from '../../ui/Icon.js';
import type { CategoryView } from 'lpgen/model';
import { buttonVariants } from '../../ui/Button.js';
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/Card.js';
import { cn } from '../../ui/cn.js';
import { Container, SectionHeading } from '../../ui/Section.js';
import { plural } from 'lpgen/rules/labels';
import { ACCENTS } from './accent.js';

/** `noun`: what the site sells (site.yaml productNoun). */
export function Industries({ categories, noun }: { categories: CategoryView[]; noun: string }) {
  return (
    <section id="industries" aria-labelledby="industries-title" className="py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="industries-title"
          title="Browse by Industry"
          description={`A ${noun} landing page written for the way your kind of business wins customers.`}
        />
        <ul className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,15rem),1fr))] gap-6">
          {categories.map((category) => {
            const accent = ACCENTS[category.color];
            return (
              <li key={category.slug} className="flex">
                <Card className="relative w-full overflow-hidden pt-8">
                  <span aria-hidden="true" className={cn('absolute inset-x-0 top-0 h-1', accent.bar)} />
                  <CardHeader>
                    <span className={cn('grid size-11 place-items-center rounded-lg', accent.chip)}>
                      <Icon icon={Layers} className="size-5" />
                    </span>
                    <CardTitle className="text-xl/7">{category.name}</CardTitle>
                    <p className="text-sm font-medium text-muted-foreground">{plural(category.pageCount, 'solution')}</p>
                    {category.description ? <CardDescription>{category.description}</CardDescription> : null}
                  </CardHeader>
                  <ul aria-label={`${category.name} niches`} className="flex flex-wrap gap-2">
                    {category.niches.map((niche) => (
                      <li key={niche.slug} className={cn('rounded-full px-3 py-1 text-sm font-medium', accent.chip)}>
                        {niche.name}
                      </li>
                    ))}
                  </ul>
                  <a
                    href={category.hubHref ?? `#${category.anchor}`}
                    data-smooth-scroll={category.hubHref ? undefined : ''}
                    className={buttonVariants({ variant: 'outline', className: 'mt-auto w-full' })}
                  >
                    View Solutions
                    <span className="sr-only">{` for ${category.name}`}</span>
                    <Icon icon={ArrowRight} />
                  </a>
                </Card>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
