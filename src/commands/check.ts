// `lpgen check`: validate all content and warn about thin or duplicate pages,
// without rendering or writing anything.
import type { Command } from 'commander';
import { ContentError } from '../errors.js';
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
        const [{ loadContent }, { readSources }, { checkQuality }, report, { sourceLeftovers }] = await Promise.all([
          import('../content/load.js'),
          import('../content/read.js'),
          import('../check/quality.js'),
          import('../check/report.js'),
          import('../content/leftovers.js'),
        ]);
        const print = (summary: Parameters<typeof report.jsonReport>[0]) => (io.stdout ?? process.stdout).write(report.jsonReport(summary) + '\n');
        try {
          const sources = readSources(opts.content);
          const content = loadContent(opts.content, sources);
          const quality = checkQuality(content, [...sources.pages]);
          // Sample text left in (example.com links, "Replace with…", TODO): a warning, an error under --strict.
          quality.warnings.push(...sourceLeftovers(sources));
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
