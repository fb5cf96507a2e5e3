import { useId, useMemo, useState } from 'react';
import { cityError, fillRoute, shellQuote, slugify } from 'lpgen/rules/slug';
import { cityIndex, nearestCities } from './cities.js';
import { Card, CardDescription, CardHeader, CardTitle } from '../ui/Card.js';
import { cn } from '../ui/cn.js';
import { CodeBlock } from './CopyButton.js';

const field =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-base text-foreground shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none';

interface Props {
  niches: { slug: string; name: string }[];
  routePattern: string;
  /** content/cities.yaml, one compactPlace entry per place; empty: any valid name is offered as typed. */
  cities: string[];
}

/**
 * Builds the exact `lpgen new` command and the route it will create, by the
 * CLI's rules: the same city-name check, the same city list and spellings
 * ('st pete' is St. Petersburg), the same suggestions. Nothing is submitted.
 */
export function NewPageForm({ niches, routePattern, cities }: Props) {
  const id = useId();
  const [niche, setNiche] = useState(niches[0]?.slug ?? '');
  const [city, setCity] = useState('St. Petersburg');
  const index = useMemo(() => (cities.length > 0 ? cityIndex(cities) : undefined), [cities]);
  const invalid = cityError(city);
  const known = invalid || !index ? undefined : index.find(city);
  const unknown = !invalid && index && !known;
  // lpgen new refuses a part-of place (a neighbourhood, a merged place) and names the larger one: so does the helper.
  const parent = known?.partOf === undefined ? undefined : index?.find(known.partOf);
  const error = invalid ?? (unknown ? unknownCity(city.trim(), nearestCities(city, index, 3)) : null);
  const note = known && parent ? `"${known.name}" is part of ${parent.name}, so lpgen new would refuse it. The page for ${parent.name}:` : '';
  const name = parent?.name ?? known?.name ?? city.trim();
  const command = `lpgen new --niche ${niche} --city ${shellQuote(name)}`;
  const route = fillRoute(routePattern, { niche, city: slugify(name) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>New page helper</CardTitle>
        <CardDescription>Pick a niche and type a city to get the command to run and the route it will create.</CardDescription>
      </CardHeader>
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()} noValidate>
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-niche`} className="text-sm font-medium">
            Niche
          </label>
          <select id={`${id}-niche`} value={niche} onChange={(event) => setNiche(event.target.value)} className={field}>
            {niches.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-city`} className="text-sm font-medium">
            City
          </label>
          <input
            id={`${id}-city`}
            type="text"
            value={city}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-city-error`}
            onChange={(event) => setCity(event.target.value)}
            className={cn(field, error && 'border-destructive')}
          />
          {/* Always mounted so the live region exists before its first message. */}
          <p id={`${id}-city-error`} aria-live="polite" className="min-h-5 text-sm font-medium text-destructive">
            {error ?? note}
          </p>
        </div>
      </form>
      {unknown ? (
        <div className="flex flex-col gap-3">
          <CodeBlock code={`lpgen city add ${shellQuote(city.trim())} --county <county>`} label="city add command" />
        </div>
      ) : null}
      {error ? null : (
        <div className="flex flex-col gap-3">
          <CodeBlock code={command} label="new page command" />
          <p className="text-sm text-muted-foreground">
            Creates the route <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">{route}</code>
          </p>
        </div>
      )}
    </Card>
  );
}

function unknownCity(city: string, near: string[]): string {
  const closest = near.length > 0 ? ` Closest known: ${near.join(', ')}.` : '';
  return `"${city}" is not in content/cities.yaml, so lpgen new would refuse it.${closest} To use it, add it first:`;
}
