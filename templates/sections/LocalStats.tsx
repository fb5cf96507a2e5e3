import type { StatT } from 'lpgen/model';
import { Citation } from '../ui/Citation.js';
import { mergeWith } from '../ui/cn.js';
import { Container } from '../ui/Section.js';

/**
 * A row of figures, each with its source when the content gives one. A <dl> keeps each label bound to its value for screen
 * readers; .stat (styles.css) shows the value first without reordering the DOM.
 */
const statList = mergeWith('grid grid-cols-1 gap-6 text-center sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]');

// Undoes .stat > dd's figure style for the citation under it.
const citeClass = 'order-first text-xs font-normal tracking-normal text-muted-foreground sm:text-xs';

export function StatList({ stats, className }: { stats: StatT[]; className?: string }) {
  return (
    <dl className={statList(className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="stat">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
          {/* order-first: under the label, since .stat shows its children bottom to top. */}
          <Citation source={stat.source} sourceUrl={stat.sourceUrl} date={stat.date} as="dd" className={citeClass} />
        </div>
      ))}
    </dl>
  );
}

export function LocalStats({ stats, city }: { stats: StatT[]; city: string }) {
  return (
    <section aria-labelledby="local-stats-title" className="border-b border-border bg-muted/50">
      <Container className="py-12">
        <h2 id="local-stats-title" className="mb-8 text-center text-sm font-semibold tracking-wider text-muted-foreground uppercase">
          The {city} market at a glance
        </h2>
        <StatList stats={stats} />
      </Container>
    </section>
  );
}
