// `lpgen build`: render every page into the output folder.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { formatBytes, formatDuration, heldLogger, type Logger } from '../log.js';
import { NotQuick, type BuildRuntime } from '../build/options.js';
import { manifestFile } from '../cache/store.js';
import { LOCK_FILE } from '../lock/lock-name.js';
import { listTree, type TreeListing } from '../output/list-files.js';
import { plural } from '../rules/labels.js';
import { defaultCacheDir } from '../paths.js';
import type { Shard } from '../output/shard.js';
import { spawnWorker } from '../workers/spawn.js';
import { releaseDate } from '../publish/release-date.js';
import { markV8FlagsChanged } from '../launch/v8-flags.js';
import { runAction, type CommandContext } from './action.js';
import { MAX_WORKERS, parseBaseOption, parseExistingFolder, parseShard, parseSiteUrlOption, parseWorkers } from './options.js';

export interface BuildFlags {
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
  updateLock?: boolean;
  /** 'react' renders every page with React instead of filling page shells (src/render/shell/); the same bytes, slower. */
  renderer?: 'react' | 'shell';
  /** YYYY-MM-DD: publish the scheduled pages whose publishAt it reached, and date changed content in the lock (the action fills it from SOURCE_DATE_EPOCH when not given). */
  date?: string;
}

export function registerBuild(program: Command, context: CommandContext): void {
  program
    .command('build')
    .description('render every page into the output folder (atomically: a failed build leaves the old output untouched)')
    .option('-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content')
    .option('-o, --out <dir>', 'output folder', 'dist')
    .option('-t, --templates <dir>', "templates folder (default: lpgen's templates/)", parseExistingFolder)
    .option('--base <path>', 'base path when the site is served from a sub-folder, e.g. /lp/ (overrides site.yaml base)', parseBaseOption)
    .option('--site-url <url>', 'absolute https site URL for canonical links (overrides site.yaml siteUrl)', parseSiteUrlOption)
    .option('--cache-dir <dir>', 'incremental-build cache folder', defaultCacheDir)
    .option('--no-cache', 'neither read nor write the incremental-build cache')
    .option('-f, --force', 'render every page, ignoring the cache')
    .option('--shard <i/n>', 'render shard i of n of the landing pages (shard 1 adds home, admin, 404 and assets); see lpgen merge', parseShard)
    .option(
      '--workers <n>',
      `worker threads that load and render pages beside this one, 0 to ${MAX_WORKERS} (0: this thread only; default: one per core but one, for sites over 200 pages)`,
      parseWorkers,
    )
    .option(
      '--date <YYYY-MM-DD>',
      "the build's date: scheduled pages whose publishAt it reached are published, and the lock dates changed content with it (default: SOURCE_DATE_EPOCH; without either, none: a build reads no clock)",
    )
    .option('--force-clean', 'replace the output folder even though lpgen did not write it (never the project, content, home or /)')
    .option('--update-lock', 'rewrite content/routes.lock: the published URLs, their main-content hashes and dates (needs --date or SOURCE_DATE_EPOCH)')
    .option(
      '--renderer <react|shell>',
      'shell: pages of one shape fill a shell React rendered once (default); react: React renders every page (LPGEN_RENDERER=react)',
      parseRenderer,
    )
    .option('-q, --quiet', 'print nothing but errors')
    .action(
      runAction(context, async (log, given: BuildFlags) => {
        // Resolved here, where the CLI's environment is: the build (maybe in its own thread) gets the date itself.
        const flags = { ...given, date: releaseDate(given.date, context.io.env ?? process.env) };
        // The render threads read it from the environment they start with (src/render/shell/renderer.ts).
        const before = process.env.LPGEN_RENDERER;
        if (given.renderer) process.env.LPGEN_RENDERER = given.renderer;
        try {
          const thread = context.buildThread;
          return await (thread ? buildInThread(log, flags, thread === true ? undefined : thread.listOffThreadFrom) : buildSite(log, flags));
        } finally {
          if (before === undefined) delete process.env.LPGEN_RENDERER;
          else process.env.LPGEN_RENDERER = before;
        }
      }),
    );
}

function parseRenderer(value: string): 'react' | 'shell' {
  if (value === 'react' || value === 'shell') return value;
  throw new InvalidArgumentError('takes react or shell');
}

/** The build and its summary line, in this thread; `runtime` is what the build thread lends it (see build-thread.ts). */
export async function buildSite(log: Logger, opts: BuildFlags, runtime?: BuildRuntime): Promise<void> {
  const { build } = await import('../build/index.js');
  // One date for both (resolved by the action from --date or SOURCE_DATE_EPOCH): releases and the lock's dates.
  const lock = { update: opts.updateLock, date: opts.date };
  const render = opts.workers === undefined ? undefined : { workers: opts.workers, minPagesForWorkers: 0 };
  const result = await build({ ...opts, cacheDir: opts.cache ? opts.cacheDir : undefined, render, logger: log, lock }, runtime);
  const { statusLine } = await import('../publish/status-counts.js');
  log.info(`  pages    ${statusLine(result.statuses)}`);
  log.info(
    `✓ ${result.landingPages} landing pages + ${result.hubPages ? `${plural(result.hubPages, 'hub')}, ` : ''}home, admin, 404${result.legalPages ? `, ${result.legalPages} legal` : ''} (${result.htmlFiles} HTML files) → ${opts.out}/ in ${formatDuration(result.durationMs)} · ${formatBytes(result.bytes)} total · CSS ${formatBytes(result.cssBytes)} · JS ${formatBytes(result.jsBytes)}`,
  );
}

/**
 * The young generation of the build thread's heap, in MB. This thread's own is
 * sized when Node starts (and a build fills it: the pages it loads or is
 * sent all survive). A build thread with a smaller one peaks lower; 16 MB against
 * 12 MB, with the copy packed (content/packed-copy.ts), saved CPU for the same
 * peak RSS (see bench/RESULTS.md, sections "Speed issue (13), fifth session" and
 * "sixth session").
 */
const BUILD_YOUNG_MB = 16;

/**
 * Runs the build in a thread of its own whose heap is sized for it; this one prints what it says and lists the
 * folders it asks for. A rebuild that may be quick (quickFirst) is tried in this thread first: starting the build
 * thread and loading the engine again there cost more than the rest of a one-page rebuild. When it is not quick,
 * nothing was written and its lines are dropped, and the build thread builds.
 */
async function buildInThread(log: Logger, flags: BuildFlags, listOffThreadFrom?: number): Promise<number> {
  if (quickFirst(flags)) {
    const held = heldLogger(log);
    try {
      await buildSite(held, flags, { quickOnly: true, listOffThreadFrom });
      held.release();
      return 0;
    } catch (error) {
      if (!(error instanceof NotQuick)) {
        held.release();
        throw error;
      }
    }
  }
  return inBuildThread(log, flags, listOffThreadFrom);
}

/**
 * The last build of this output folder left a build cache that a quick rebuild may keep (build-cache.ts names it
 * so), and nothing rules one out: --force, --shard, or a routes lock (a locked site's rebuild dates its sitemap).
 */
function quickFirst(flags: BuildFlags): boolean {
  if (!flags.cache || flags.force || flags.shard || flags.updateLock || existsSync(path.join(flags.content, LOCK_FILE))) return false;
  return existsSync(manifestFile(flags.cacheDir, path.resolve(flags.out)));
}

function inBuildThread(log: Logger, flags: BuildFlags, listOffThreadFrom?: number): Promise<number> {
  const data: BuildThreadData = { flags, color: log.color, progress: Boolean(log.progressStream), listOffThreadFrom };
  markV8FlagsChanged(); // build-thread.ts sets V8 flags for the process
  const thread = spawnWorker(
    { source: new URL('./build-thread.ts', import.meta.url), compiled: 'build-thread.js', label: 'build thread' },
    { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: BUILD_YOUNG_MB } },
  );
  return new Promise((resolve, reject) => {
    thread.on('message', (message: BuildThreadMessage) => {
      if ('line' in message) log[message.level](message.line);
      else if ('warnings' in message) log.warnAll(message.warnings);
      else if ('progress' in message) log.progressStream?.write(message.progress);
      else if ('list' in message) thread.postMessage(listHere(message.list));
      else {
        resolve(message.exitCode);
        void thread.terminate();
      }
    });
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`build thread stopped (exit code ${code})`)));
  });
}

export interface BuildThreadData {
  flags: BuildFlags;
  color: boolean;
  progress: boolean;
  /** BuildRuntime.listOffThreadFrom, for a caller of main() that sets it (BuildThreadOption). */
  listOffThreadFrom?: number;
}

/** A line for the logger, warnings, a progress line, a folder to list, or the end (the exit code: failures are reported as lines first). */
export type BuildThreadMessage =
  { level: 'info' | 'warn' | 'error' | 'detail'; line: string } | { warnings: string[] } | { progress: string } | { list: string } | { exitCode: number };

/** The answer to { list }, in the order asked. */
export type BuildThreadReply = { listing: TreeListing } | { listError: string };

function listHere(root: string): BuildThreadReply {
  try {
    return { listing: listTree(root) };
  } catch (error) {
    return { listError: String(error) };
  }
}
