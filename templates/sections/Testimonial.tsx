import { Quote, Star } from 'lucide-react';
import type { SiteView, TestimonialT } from 'lpgen/model';
import { isLocalTestimonial } from 'lpgen/rules/labels';
import { Icon } from '../ui/Icon.js';
import { Container, SectionHeading } from '../ui/Section.js';
import { siteMarkup, type SitePart } from '../ui/site-markup.js';

const MAX_RATING = 5;

// Stars are decoration; the sentence in sr-only is what assistive tech reads. One markup per rating (site-markup.tsx).
const stars: SitePart<number> = (_site, rating) => (
  <>
    <span className="sr-only">{`Rated ${rating} out of ${MAX_RATING}`}</span>
    {Array.from({ length: MAX_RATING }, (_, i) => (
      <Icon key={i} icon={Star} className={i < rating ? 'lit' : undefined} />
    ))}
  </>
);

export function Rating({ site, rating }: { site: SiteView; rating: number }) {
  return <p className="stars" {...siteMarkup(site, stars, rating)} />;
}

/**
 * A landing page's testimonial heading. It claims the page's city ("Trusted by
 * Roofers in Carol City") only for a real quote (not illustrative) whose
 * `location` is that city (`local`, from the view model: isLocalTestimonial); anything else (a sample, a customer elsewhere) gets a
 * heading that claims no place.
 */
export function testimonialTitle(
  testimonial: Pick<TestimonialT, 'illustrative' | 'location' | 'source' | 'date'>,
  audience: string,
  city: string,
  local = isLocalTestimonial(testimonial, city),
): string {
  return local ? `Trusted by ${audience} in ${city}` : `What ${audience} Say`;
}

export function Testimonial({ site, testimonial, title }: { site: SiteView; testimonial: TestimonialT; title: string }) {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="py-20 sm:py-24">
      <Container className="max-w-4xl">
        <SectionHeading id="testimonials-title" title={title} className="mb-10" />
        <figure className="relative flex flex-col gap-6 rounded-2xl border border-border bg-card p-8 text-center shadow-sm sm:p-12">
          <Icon icon={Quote} className="mx-auto size-10 text-primary/30" />
          <Rating site={site} rating={testimonial.rating} />
          <blockquote className="text-xl leading-relaxed font-medium text-pretty sm:text-2xl">
            <p>“{testimonial.quote}”</p>
          </blockquote>
          <figcaption className="flex flex-col gap-1">
            <span className="font-semibold">{testimonial.author}</span>
            <span className="text-muted-foreground">{`${testimonial.business} · ${testimonial.location}`}</span>
            {testimonial.illustrative ? (
              <span className="text-sm text-muted-foreground italic">Illustrative example, not a customer quote</span>
            ) : testimonial.source || testimonial.date ? (
              <span className="text-sm text-muted-foreground">
                {testimonial.source && testimonial.sourceUrl ? (
                  <a href={testimonial.sourceUrl} className="text-link underline">
                    {testimonial.source}
                  </a>
                ) : (
                  testimonial.source
                )}
                {testimonial.source && testimonial.date ? ', ' : null}
                {testimonial.date}
              </span>
            ) : null}
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}
