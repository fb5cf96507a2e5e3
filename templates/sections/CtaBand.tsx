import type { ReactNode } from 'react';
import { Container } from '../ui/Section.js';
import { Disclosure } from './Affiliate.js';

/** Closing call to action on a solid band; buttons inside use the `inverse` variants. */
export function CtaBand({ title, text, disclosure, children }: { title: string; text?: string; disclosure: string; children: ReactNode }) {
  return (
    <section aria-labelledby="cta-title" className="bg-band text-band-foreground">
      <Container className="flex flex-col items-center gap-6 py-16 text-center sm:py-20">
        <h2 id="cta-title" className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        {text ? <p className="max-w-2xl text-lg text-pretty">{text}</p> : null}
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{children}</div>
        <Disclosure text={disclosure} className="text-band-foreground" />
      </Container>
    </section>
  );
}
