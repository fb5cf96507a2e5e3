// `lpgen check`: validate all content and warn about thin or duplicate pages,
// without rendering or writing anything.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import type { PageThreads } from '../check/load-pages.js';
import type { CheckedPage, CheckOutcome } from '../check/page-check.js';
import type { StatusFilter } from '../check/live-view.js';
import type { PageLoader, PageOutcome } from '../content/load.js';
import type { SourceFile, Sources } from '../content/read.js';
import type { Content } from '../content/types.js';
import { ContentError, LpgenError, sortIssues, type Issue } from '../errors.js';
import type { Logger } from '../log.js';
import { runAction, type CommandContext } from './action.js';
import { MAX_WORKERS, parseWorkers, parseYears } from './options.js';

/** The dated stats of each page file that has some. */
type PageDates = Required<Pick<CheckOutcome, 'abs' | 'statDates'>>[];

interface CheckOptions {
  content: string;
  maxDataAge?: number;
  date?: string;
  json?: boolean;
  strict?: boolean;
  workers?: number;
  status?: string;
  route?: string;
}

export function registerCheck(program: Command, context: CommandContext): void {
  program
    .command('check')
    .description('validate all content and report near-duplicate, thin and badly titled pages (writes nothing)')
    .option('-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content')
    .option('--json', 'print one JSON object: errors, warnings, per-page scores, the most similar pair')
    .option('--strict', 'treat warnings about published pages (and the files every page shares) as errors (exit 1), for CI')
    .option('--status <status>', 'show these pages in full: published (default; drafts are summarised), draft, scheduled or all')
    .option('--route <route>', "show in full only the pages whose route starts with this ('/dentist-crm')")
    .option(
      '--max-data-age <years>',
      'warn on stats and content/data/ datasets dated more than this many years ago (default: site.yaml quality.maxFactAgeYears, 5)',
      parseYears,
    )
    .option('--date <YYYY-MM-DD>', 'the day the age of dated figures is measured from (default: SOURCE_DATE_EPOCH, else today)')
    .option(
      '--workers <n>',
      `worker threads that read pages beside this one, 0 to ${MAX_WORKERS} (0: this thread only; default: one per core but one, for sites of thousands of pages)`,
      parseWorkers,
    )
    .action(
      runAction(context, async (log, opts: CheckOptions) => {
        const started = performance.now();
        const { STATUS_FILTERS } = await import('../check/live-view.js');
        if (opts.status !== undefined && !(STATUS_FILTERS as readonly string[]).includes(opts.status)) {
          throw new LpgenError(`--status must be one of ${STATUS_FILTERS.join(', ')} (got "${opts.status}")`, 2);
        }
        const { pageThreads } = await import('../check/load-pages.js');
        // A big site's workers start first: they load their modules while this thread loads its own.
        const threads = pageThreads(opts.workers === undefined ? {} : { workers: opts.workers, minPagesForWorkers: 0 }, pageFileCount(opts.content));
        try {
          return await check(opts, started, threads, log, context.io.stdout ?? process.stdout, context.io.env ?? process.env);
        } finally {
          await threads.close();
        }
      }),
    );
}

async function check(
  opts: CheckOptions,
  started: number,
  threads: PageThreads,
  log: Logger,
  stdout: NodeJS.WritableStream,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const strict = Boolean(opts.strict);
  const [
    { loadContentWith },
    { readSource, readSources },
    { checkQuality },
    report,
    { findLeftovers },
    { rememberBar },
    { findUnsourcedFigures },
    { overusedIllustrativeIssues, findUnbackedTestimonials },
    { siteReport },
  ] = await Promise.all([
    import('../content/load.js'),
    import('../content/read.js'),
    import('../check/quality.js'),
    import('../check/report.js'),
    import('../content/leftovers.js'),
    import('../check/quality-bar.js'),
    import('../check/figures.js'),
    import('../check/testimonials.js'),
    import('../check/site-report.js'),
  ]);
  const print = (summary: Parameters<typeof report.jsonReport>[0]) => stdout.write(report.jsonReport(summary) + '\n');
  try {
    const head = readSources(opts.content, { pages: false });
    // Each page file is read, loaded, scanned for leftovers and measured where it is
    // checked (page-check.ts); what comes back is its facts, not its text.
    const pageLeftovers: Issue[] = [];
    const pageFigures: Issue[] = [];
    const pageQuotes: Issue[] = [];
    const pageDates: PageDates = [];
    const absOf = new Map<string, string>();
    const loader: PageLoader = async (files, ctx) => {
      const outcomes = await threads.check(files, ctx);
      for (const o of outcomes) {
        for (const issue of o.leftovers) pageLeftovers.push(issue);
        for (const issue of o.figures ?? []) pageFigures.push(issue);
        for (const issue of o.quotes ?? []) pageQuotes.push(issue);
        if (o.statDates) pageDates.push({ abs: o.abs, statDates: o.statDates });
        if (!o.page) continue;
        absOf.set(o.page.source, o.abs);
        rememberBar(o.page, o.page.facts.gate.length > 0);
      }
      // The content load's site-wide checks read only what a CheckedPage keeps (routes, hubs, hero images).
      return outcomes as unknown as PageOutcome[];
    };
    const content = await loadContentWith(opts.content, loader, head);
    const quality = checkQuality(content.pages as unknown as CheckedPage[], content.site, (file) => {
      const abs = absOf.get(file);
      return abs === undefined ? undefined : readSource(abs, []);
    });
    // Sample text left in (example.com links, "Replace with…", TODO): a warning, an error under --strict.
    // Same order as one findLeftovers over every file read: site, presets, pages, legal.
    const shared = (files: (SourceFile | undefined)[]) => findLeftovers(files.filter((s): s is SourceFile => s !== undefined));
    quality.warnings.push(...sortIssues([...shared([head.site, ...head.niches]), ...pageLeftovers, ...shared(head.legal)]));
    // Figures without a source, where they are written; an illustrative quote on too many pages, once, where it is written.
    const heads = [head.site, ...head.niches].filter((s): s is SourceFile => s !== undefined);
    quality.warnings.push(...sortIssues([...findUnsourcedFigures(heads), ...pageFigures]));
    // A quote shown as a customer's that says neither where nor when it was published: an error where it is written.
    quality.errors.push(...sortIssues([...findUnbackedTestimonials(heads), ...pageQuotes]));
    const nicheFile = new Map(content.niches.map((n) => [n.slug, heads.find((s) => path.resolve(s.abs) === path.resolve(n.source))]));
    const quoteSource = (page: { source: string; nicheSlug: string }, from: string | undefined) => {
      const file = from === 'site' ? head.site : from === 'niche' ? nicheFile.get(page.nicheSlug) : readSource(absOf.get(page.source) ?? page.source, []);
      return file && { file, at: [...(from === 'page' ? [] : ['defaults']), 'testimonial', 'quote'] };
    };
    quality.warnings.push(...overusedIllustrativeIssues(content.pages as unknown as CheckedPage[], (p) => p.facts.quote, quoteSource));
    quality.warnings.push(...(await figureWarnings(opts, env, content, head, pageDates)));
    const site = siteReport(opts.content, content);
    const filter = { ...(opts.status && { status: opts.status as StatusFilter }), ...(opts.route && { route: opts.route }) };
    const summary = { errors: [], quality, strict, site, filter, durationMs: performance.now() - started };
    if (opts.json) print(summary);
    else report.printReport(summary, log);
    return report.failed(summary) ? 1 : 0;
  } catch (error) {
    // --json promises one JSON object, content errors included; other failures go through runAction.
    if (!(opts.json && error instanceof ContentError)) throw error;
    print({ errors: error.issues, strict, durationMs: performance.now() - started });
    return error.exitCode;
  }
}

/**
 * Dated figures too old (check/fact-age.ts): stats where they are written, a page file read again only to
 * locate a stale one; and what datasets (content/data/) do not cover, rows that match nothing, vintages too old.
 */
async function figureWarnings(opts: CheckOptions, env: NodeJS.ProcessEnv, content: Content, head: Sources, pageDates: PageDates): Promise<Issue[]> {
  const [{ factAge, statDates, staleStatWarnings }, { releaseDate }, { readSource }] = await Promise.all([
    import('../check/fact-age.js'),
    import('../publish/release-date.js'),
    import('../content/read.js'),
  ]);
  const age = factAge(releaseDate(opts.date, env) ?? new Date().toISOString(), content.site.quality.maxFactAgeYears, opts.maxDataAge);
  const heads = [head.site, ...head.niches].filter((s): s is SourceFile => s !== undefined);
  const out = sortIssues([
    ...heads.flatMap((file) => staleStatWarnings(statDates(file.data), age, () => file)),
    ...pageDates.flatMap((p) => staleStatWarnings(p.statDates, age, () => readSource(p.abs, []))),
  ]);
  if (!content.data) return out;
  const { datasetCoverage, coverageWarnings, staleWarnings } = await import('../data/coverage.js');
  const coverage = datasetCoverage(content);
  const described = new Map((head.data ?? []).map((s) => [s.file, s]));
  return [...out, ...coverageWarnings(coverage), ...staleWarnings(coverage, age, (yaml) => described.get(yaml))];
}

/** How many entries content/pages/ has: a hint, before the content is read, of whether workers will pay off. */
function pageFileCount(contentDir: string): number {
  try {
    return readdirSync(path.join(contentDir, 'pages')).length;
  } catch {
    return 0;
  }
}
