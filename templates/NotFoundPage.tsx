import { House } from 'lucide-react';
import type { NotFoundProps } from 'lpgen/model';
import { Footer } from './sections/Footer.js';
import { Header } from './sections/Header.js';
import { Button } from './ui/Button.js';

/**
 * The spec's heading, text and home button inside the site's own header and
 * footer, so a dead link still leads somewhere: the footer lists the
 * industries and cities as the home page's footer does.
 */
export function NotFoundPage({ site, title, text, industries, cities }: NotFoundProps) {
  return (
    <>
      {/* No affiliate button: a lost visitor first needs the way on, and a CTA would want its disclosure beside it. */}
      <Header site={site} cta={null} />
      <main id="main" className="grid place-items-center px-4 py-20 sm:py-28">
        <div className="flex max-w-lg flex-col items-center gap-6 text-center">
          <p className="text-7xl font-extrabold tracking-tight text-primary sm:text-8xl">404</p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-lg text-pretty text-muted-foreground">{text}</p>
          <Button href={site.homeHref} size="lg">
            <House aria-hidden="true" />
            Go Home
          </Button>
        </div>
      </main>
      <Footer
        site={site}
        columns={[
          { title: 'Industries', links: industries },
          { title: 'Cities', links: cities },
          { title: 'Support', links: site.footer.support },
        ]}
      />
    </>
  );
}
