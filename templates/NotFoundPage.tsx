import { House } from 'lucide-react';
import type { NotFoundProps } from '../src/model.js';
import { Button } from './ui/Button.js';

export function NotFoundPage({ site, title, text }: NotFoundProps) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4 py-16">
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
  );
}
