// `lpgen build`: render every page into the output folder.
import type { Command } from 'commander';
import { formatBytes, formatDuration } from '../log.js';
import { plural } from '../rules/labels.js';
import { defaultCacheDir } from '../paths.js';
import type { Shard } from '../shard.js';
import { runAction, type CommandContext } from './action.js';
import { MAX_WORKERS, parseBaseOption, parseShard, parseSiteUrlOption, parseWorkers } from './options.js';

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
  shard?: Shard;
  workers?: number;
  forceClean?: boolean;
}

export function registerBuild(program: Command, context: CommandContext): void {
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
    .option('--shard <i/n>', 'render shard i of n of the landing pages (shard 1 adds home, admin, 404 and assets); see lpgen merge', parseShard)
    .option('--workers <n>', `worker threads that load and render pages beside this one, 0 to ${MAX_WORKERS} (0: this thread only; default: one per core but one, for sites over 200 pages)`, parseWorkers)
    .option('--force-clean', 'replace the output folder even though lpgen did not write it (never the project, content, home or /)')
    .option('-q, --quiet', 'print nothing but errors')
    .action(
      runAction(context, async (log, opts: BuildFlags) => {
        const { build } = await import('../build.js');
        const render = opts.workers === undefined ? undefined : { workers: opts.workers, minPagesForWorkers: 0 };
        const result = await build({ ...opts, cacheDir: opts.cache ? opts.cacheDir : undefined, render, logger: log });
        log.info(
          `✓ ${result.landingPages} landing pages + ${result.hubPages ? `${plural(result.hubPages, 'hub')}, ` : ''}home, admin, 404${result.legalPages ? `, ${result.legalPages} legal` : ''} (${result.htmlFiles} HTML files) → ${opts.out}/ in ${formatDuration(result.durationMs)} · ${formatBytes(result.bytes)} total · CSS ${formatBytes(result.cssBytes)} · JS ${formatBytes(result.jsBytes)}`,
        );
      }),
    );
}
