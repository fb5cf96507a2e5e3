import { ArrowDown, Sparkles } from 'lucide-react';
import { Icon } from '../../ui/Icon.js';
import type { HomeView } from 'lpgen/model';
import { Badge } from '../../ui/Badge.js';
import { Button } from '../../ui/Button.js';
import { Container } from '../../ui/Section.js';
import { CheckList } from '../../ui/CheckList.js';
import { Disclosure } from '../Affiliate.js';
import { StatList } from '../LocalStats.js';

export function HomeHero({ home, disclosure }: { home: HomeView; disclosure: string }) {
  return (
    <section aria-labelledby="hero-title" className="border-b border-border bg-gradient-to-b from-accent/60 to-background">
      <Container className="flex flex-col items-center gap-8 py-16 text-center sm:py-24">
        <Badge>
          <Icon icon={Sparkles} />
          {home.badge}
        </Badge>
        <h1 id="hero-title" className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {home.headline}
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">{home.subheadline}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button href="#industries" data-smooth-scroll="" size="lg">
            Browse by Industry
            <Icon icon={ArrowDown} />
          </Button>
          <Button href="#cities" data-smooth-scroll="" variant="outline" size="lg">
            Browse by City
          </Button>
        </div>
        <CheckList items={home.trustBullets} label="Why start today" className="justify-center gap-x-6 font-medium" />
        <Disclosure text={disclosure} />
        <div className="mt-4 w-full max-w-4xl rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          {/* Four short figures: two per row on phones instead of a 350px-tall single column. */}
          <StatList stats={home.stats} className="grid-cols-2 lg:grid-cols-4" />
        </div>
      </Container>
    </section>
  );
}
