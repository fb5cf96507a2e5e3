// `lpgen check`: validate all content and warn about thin or duplicate pages,
// without rendering or writing anything.
import type { Command } from 'commander';
import type { PageLoader, PageOutcome } from '../content/load.js';
import type { SourceFile } from '../content/read.js';
import { ContentError, sortIssues, type Issue } from '../errors.js';
import { runAction, type CommandContext } from './action.js';

interface CheckOptions {
  content: string;
  json?: boolean;
  strict?: boolean;
}

export function registerCheck(program: Command, context: CommandContext): void {
  const { io } = context;
  program
    .command('check')
    .description('validate all content and report near-duplicate, thin and badly titled pages (writes nothing)')
    .option('-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content')
    .option('--json', 'print one JSON object: errors, warnings, per-page scores, the most similar pair')
    .option('--strict', 'treat warnings as errors (exit 1), for CI')
    .action(
      runAction(context, async (log, opts: CheckOptions) => {
        const started = performance.now();
        const strict = Boolean(opts.strict);
        const [{ loadContentWith, loadPageSource }, { readSource, readSources }, { checkQuality, LOCATED_FIELDS }, report, { findLeftovers }] = await Promise.all([
          import('../content/load.js'),
          import('../content/read.js'),
          import('../check/quality.js'),
          import('../check/report.js'),
          import('../content/leftovers.js'),
        ]);
        const print = (summary: Parameters<typeof report.jsonReport>[0]) => (io.stdout ?? process.stdout).write(report.jsonReport(summary) + '\n');
        try {
          const head = readSources(opts.content, { pages: false });
          // Each page file is read, loaded and scanned for leftovers, then its text and parsed
          // YAML are let go: 10,000 pages' sources are not held at once. What a warning may
          // need to be located later is which fields the file sets; the file is read again then.
          const pageLeftovers: Issue[] = [];
          const owned = new Map<string, { abs: string; fields: string[] }>();
          const loader: PageLoader = (files, ctx) =>
            files.map((abs): PageOutcome => {
              const issues: Issue[] = [];
              const source = readSource(abs, issues);
              if (!source) return { abs, issues, ownRoute: false, ownHeroImage: false };
              pageLeftovers.push(...findLeftovers([source]));
              const data = source.data as Record<string, unknown> | null | undefined;
              const fields = LOCATED_FIELDS.filter((f) => data?.[f] !== undefined);
              if (fields.length > 0) owned.set(source.file, { abs, fields });
              const outcome = loadPageSource(source, ctx, issues);
              if (outcome.page && data) detachFromText(outcome.page as unknown as Record<string, unknown>, data);
              return outcome;
            });
          const content = await loadContentWith(opts.content, loader, head);
          const quality = checkQuality(content, {
            sets: (file, field) => owned.get(file)?.fields.includes(field) ?? false,
            read: (file) => {
              const abs = owned.get(file)?.abs;
              return abs === undefined ? undefined : readSource(abs, []);
            },
          });
          // Sample text left in (example.com links, "Replace with…", TODO): a warning, an error under --strict.
          // Same order as one findLeftovers over every file read: site, presets, pages, legal.
          const shared = (files: (SourceFile | undefined)[]) => findLeftovers(files.filter((s): s is SourceFile => s !== undefined));
          quality.warnings.push(...sortIssues([...shared([head.site, ...head.niches]), ...pageLeftovers, ...shared(head.legal)]));
          const summary = { errors: [], quality, strict, durationMs: performance.now() - started };
          if (opts.json) print(summary);
          else report.printReport(summary, log);
          return report.failed(summary) ? 1 : 0;
        } catch (error) {
          // --json promises one JSON object, content errors included; other failures go through runAction.
          if (!(opts.json && error instanceof ContentError)) throw error;
          print({ errors: error.issues, strict, durationMs: performance.now() - started });
          return error.exitCode;
        }
      }),
    );
}

/**
 * The YAML parser's plain scalars are slices of the file's text, and V8 keeps
 * the whole text alive behind a slice: 10,000 pages held ~50 MB of file text
 * this way. The strings the page file sets are replaced by equal copies, walking
 * only what the file wrote (inherited objects are shared by many pages and must
 * not change). In place: structuredClone cost ~4× the CPU.
 */
function detachFromText(page: Record<string, unknown>, own: Record<string, unknown>): void {
  for (const key of Object.keys(own)) if (key in page) page[key] = detached(page[key], own[key]);
}

// V8 makes a slice only of 13 characters or more; (' ' + s).slice(1) flattens the pair into a new string.
function detached(value: unknown, written: unknown): unknown {
  if (typeof value === 'string') return value.length < 13 ? value : (' ' + value).slice(1);
  if (written === null || typeof written !== 'object') return value;
  if (Array.isArray(value)) {
    if (Array.isArray(written)) for (let i = 0; i < value.length; i++) value[i] = detached(value[i], written[i]);
  } else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of Object.keys(written)) if (key in object) object[key] = detached(object[key], (written as Record<string, unknown>)[key]);
  }
  return value;
}
