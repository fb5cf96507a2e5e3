import type { ReactNode } from 'react';
import { TooltipProvider } from '@radix-ui/react-tooltip';
import { ArrowLeft, ArrowUpRight, BookOpen, Layers, Search, Target } from 'lucide-react';
import { Toaster } from 'sonner';
import type { AdminProps } from 'lpgen/model';
import { CodeBlock } from './admin/CopyButton.js';
import { FEATURES, exampleRoute, yamlSample } from './admin/content.js';
import { NewPageForm } from './admin/NewPageForm.js';
import { ThemeSwitch } from './admin/ThemeSwitch.js';
import { pageLabel } from 'lpgen/rules/labels';
import { Badge } from './ui/Badge.js';
import { Button } from './ui/Button.js';
import { Card, CardDescription, CardHeader, CardTitle } from './ui/Card.js';
import { Container } from './ui/Section.js';

const FEATURE_ICONS = [Layers, Search, Target];

const code = 'rounded bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground';
const h2 = 'text-2xl font-bold tracking-tight sm:text-3xl';

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-4">
      <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-primary font-bold text-primary-foreground">
        {n}
      </span>
      <div className="flex min-w-0 flex-col gap-3 pt-1.5">
        <h3 className="text-lg font-semibold">{`Step ${n}: ${title}`}</h3>
        {children}
      </div>
    </li>
  );
}

/**
 * The admin documentation page: the one hydrated island. It must render the
 * same on server and client, so nothing here reads time, randomness or the
 * DOM during render (ids come from useId).
 *
 * Long on purpose (over 80 lines): the page is one hydrated island whose sections share its props and ids; each section is plain markup in order.
 */
export function AdminApp({ site, niches, examples, routePattern, docsUrl, pageCount, cities, affiliateUrl, newPage, fields }: AdminProps) {
  const example = exampleRoute(routePattern, newPage);
  return (
    <TooltipProvider delayDuration={0}>
      <header className="border-b border-border">
        <Container className="flex items-center justify-between gap-4 py-3">
          <Button href={site.homeHref} variant="ghost" size="sm" className="-ml-3">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Button>
          {site.theme.switchable ? <ThemeSwitch defaultTheme={site.theme.default} /> : null}
        </Container>
      </header>
      <main id="main">
        <Container className="flex max-w-4xl flex-col gap-16 py-12 sm:py-16">
          <div className="flex flex-col gap-4">
            <Badge>
              <BookOpen aria-hidden="true" />
              Developer documentation
            </Badge>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">Template System Documentation</h1>
            <p className="text-lg text-pretty text-muted-foreground">
              {`${site.brand} builds ${pageCount} landing pages from one React template and a YAML file per page. Here is how to add the next one.`}
            </p>
          </div>

          <section aria-labelledby="why-title" className="flex flex-col gap-6">
            <h2 id="why-title" className={h2}>
              What the Template Gives You
            </h2>
            <ul className="grid gap-4 md:grid-cols-3">
              {FEATURES.map((feature, i) => {
                const Icon = FEATURE_ICONS[i] ?? Layers;
                return (
                  <li key={feature.title} className="flex">
                    <Card className="w-full">
                      <CardHeader>
                        <span className="grid size-10 place-items-center rounded-lg bg-accent text-accent-foreground">
                          <Icon aria-hidden="true" className="size-5" />
                        </span>
                        <CardTitle>{feature.title}</CardTitle>
                      </CardHeader>
                      <CardDescription>{feature.description}</CardDescription>
                    </Card>
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby="examples-title" className="flex flex-col gap-6">
            <h2 id="examples-title" className={h2}>
              Live Examples
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {examples.map((page) => (
                <li key={page.route}>
                  <a
                    href={page.href}
                    className="group flex items-center justify-between gap-4 rounded-xl border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
                  >
                    <span className="flex min-w-0 flex-col gap-1">
                      <span className="font-semibold">{pageLabel(page, site.productNoun)}</span>
                      <span className="truncate font-mono text-sm text-muted-foreground">{page.route}</span>
                    </span>
                    <ArrowUpRight aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="howto-title" className="flex flex-col gap-8">
            <h2 id="howto-title" className={h2}>
              Add a New Landing Page
            </h2>
            <ol className="flex flex-col gap-10">
              <Step n={1} title="Create the page">
                <p className="text-muted-foreground">
                  Run <code className={code}>lpgen new</code> with a niche and a city. It writes{' '}
                  <code className={code}>{example.file}</code> and adds the route <code className={code}>{example.route}</code>.
                  For a page that already exists, <code className={code}>lpgen new</code> refuses unless you add{' '}
                  <code className={code}>--force</code>.
                </p>
                <CodeBlock code={example.command} label="lpgen new command" />
              </Step>
              <Step n={2} title="Edit the YAML">
                <p className="text-muted-foreground">
                  The page inherits its niche preset and the site defaults, so set only what differs. The fields:
                </p>
                <ul aria-label="Page fields" className="flex flex-wrap gap-2">
                  {fields.map((name) => (
                    <li key={name}>
                      <code className={code}>{name}</code>
                    </li>
                  ))}
                </ul>
                <CodeBlock code={yamlSample(affiliateUrl, site.region.abbreviation)} label="YAML sample" />
              </Step>
              <Step n={3} title="Build the site">
                <p className="text-muted-foreground">
                  <code className={code}>lpgen build</code> renders every page into <code className={code}>dist/</code>. Once the site is live, add{' '}
                  <code className={code}>--update-lock --date</code> and commit <code className={code}>content/routes.lock</code>: a build that would break a
                  published URL then fails.
                </p>
                <CodeBlock code="lpgen build" label="lpgen build command" />
              </Step>
            </ol>
          </section>

          <section aria-labelledby="helper-title" className="flex flex-col gap-6">
            <h2 id="helper-title" className={h2}>
              Plan Your Next Page
            </h2>
            <NewPageForm niches={niches} routePattern={routePattern} cities={cities} />
          </section>

          <p>
            <Button href={docsUrl} target="_blank" rel="noopener" variant="outline">
              <BookOpen aria-hidden="true" />
              Read the full documentation
              <span className="sr-only"> (opens in a new tab)</span>
            </Button>
          </p>
        </Container>
      </main>
      <Toaster position="bottom-right" hotkey={['altKey', 'KeyT']} containerAriaLabel="Notifications" theme="system" />
    </TooltipProvider>
  );
}
