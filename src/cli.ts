// Command wiring. The only place that decides exit codes: 0 ok, 1 content or
// user error, 2 usage error. Heavy modules load lazily inside each action so
// `lpgen --version` stays close to bare Node start-up.
import os from 'node:os';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { createLogger, formatBytes, formatDuration } from './log.js';
import { reportError, type Io } from './report-error.js';
import { defaultCacheDir, packageVersion } from './paths.js';
import { plural } from './rules/labels.js';
import { BASE_PATH_PATTERN } from './rules/patterns.js';
import { parseSiteUrl } from './urls.js';
import { registerCheck } from './commands/check.js';
import { registerDev } from './commands/dev.js';
import { registerMerge } from './commands/merge.js';
import { registerNew } from './commands/new.js';
import { registerSchema } from './commands/schema.js';
import { registerServe } from './commands/serve.js';

export { reportError, type Io } from './report-error.js';

interface BuildFlags {
  content: string;
  out: string;
  templates?: string;
  base?: string;
  siteUrl?: string;
  quiet?: boolean;
  cacheDir: string;
  cache: boolean;
  force?: boolean;
  shard?: string;
  workers?: number;
  forceClean?: boolean;
}

// Option parsers: commander reports what they throw as a usage error (exit 2) naming the option.

/** More threads than cores only costs memory (each worker is a V8 heap): at most two per core. */
export const MAX_WORKERS = Math.max(1, os.availableParallelism()) * 2;

export function parseWorkers(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > MAX_WORKERS) throw new InvalidArgumentError(`must be a whole number from 0 (render in this thread) to ${MAX_WORKERS} (two per core).`);
  return n;
}

export function parseSiteUrlOption(value: string): string {
  const checked = parseSiteUrl(value);
  if ('problem' in checked) throw new InvalidArgumentError(`${checked.problem} (e.g. https://www.example.com).`);
  return checked.url;
}

export function parseBaseOption(value: string): string {
  if (!BASE_PATH_PATTERN.test(value)) throw new InvalidArgumentError('must start and end with "/", e.g. /lp/');
  return value;
}

export function createProgram(io: Io, setExit: (code: number) => void): Command {
  const program = new Command('lpgen')
    .description('Build a static site of niche-and-city affiliate landing pages from YAML content.')
    .version(packageVersion(), '-v, --version', 'print the lpgen version')
    .showHelpAfterError('(run lpgen --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => (io.stdout ?? process.stdout).write(s),
      writeErr: (s) => (io.stderr ?? process.stderr).write(s),
    });

  program
    .command('build')
    .description('render every page into the output folder (atomically: a failed build leaves the old output untouched)')
    .option('-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content')
    .option('-o, --out <dir>', 'output folder', 'dist')
    .option('-t, --templates <dir>', 'templates folder (default: lpgen\'s templates/)')
    .option('--base <path>', 'base path when the site is served from a sub-folder, e.g. /lp/ (overrides site.yaml base)', parseBaseOption)
    .option('--site-url <url>', 'absolute https site URL for canonical links (overrides site.yaml siteUrl)', parseSiteUrlOption)
    .option('--cache-dir <dir>', 'incremental-build cache folder', defaultCacheDir)
    .option('--no-cache', 'neither read nor write the incremental-build cache')
    .option('-f, --force', 'render every page, ignoring the cache')
    .option('--shard <i/n>', 'render shard i of n of the landing pages (shard 1 adds home, admin, 404 and assets); see lpgen merge')
    .option('--workers <n>', `render threads, 0 to ${MAX_WORKERS} (0: in this thread; default: one per core for sites over 200 pages)`, parseWorkers)
    .option('--force-clean', 'replace the output folder even though lpgen did not write it (never the project, content, home or /)')
    .option('-q, --quiet', 'print nothing but errors')
    .action(async (opts: BuildFlags) => {
      const log = createLogger({ quiet: opts.quiet, ...io });
      try {
        const { build } = await import('./build.js');
        const { parseShard } = await import('./shard.js');
        const shard = opts.shard === undefined ? undefined : parseShard(opts.shard);
        const render = opts.workers === undefined ? undefined : { workers: opts.workers, minPagesForWorkers: 0 };
        const result = await build({ ...opts, cacheDir: opts.cache ? opts.cacheDir : undefined, shard, render, logger: log });
        log.info(
          `✓ ${result.landingPages} landing pages + ${result.hubPages ? `${plural(result.hubPages, 'hub')}, ` : ''}home, admin, 404${result.legalPages ? `, ${result.legalPages} legal` : ''} (${result.htmlFiles} HTML files) → ${opts.out}/ in ${formatDuration(result.durationMs)} · ${formatBytes(result.bytes)} total · CSS ${formatBytes(result.cssBytes)} · JS ${formatBytes(result.jsBytes)}`,
        );
        setExit(0);
      } catch (error) {
        setExit(reportError(error, log));
      }
    });
  for (const register of [registerNew, registerCheck, registerSchema, registerServe, registerDev, registerMerge]) register(program, io, setExit);
  return program;
}

/** Runs the CLI with `argv` (without node and script); resolves to the exit code. */
export async function main(argv: string[], io: Io = {}): Promise<number> {
  process.env.NODE_ENV ??= 'production';
  let code = 0;
  const program = createProgram(io, (c) => (code = c));
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and --version end through here with exit code 0; everything else is a usage error.
      return error.exitCode === 0 ? 0 : 2;
    }
    throw error;
  }
  return code;
}

export async function run(): Promise<void> {
  process.exitCode = await main(process.argv.slice(2));
}
