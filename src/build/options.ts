// What a caller of build() decides (BuildOptions), and apart from it what the
// thread the build runs in lends it (BuildRuntime).
import type { Logger } from '../log.js';
import type { TreeLister } from '../output/list-files.js';
import type { Shard } from '../output/shard.js';
import type { LockOptions } from '../lock/stage.js';
import type { RenderOptions } from '../workers/stage.js';

export interface BuildOptions {
  content: string;
  out: string;
  templates?: string;
  base?: string;
  siteUrl?: string;
  logger?: Logger;
  /** URLs per sitemap file before it splits into an index (default: the protocol's 50,000); lowered in tests. */
  sitemapLimit?: number;
  /** Worker threads and batching for the render stage (defaults suit the machine). */
  render?: Omit<RenderOptions, 'onProgress'>;
  /** Incremental-build cache folder; without it every page is rendered. */
  cacheDir?: string;
  /** Render every page, ignoring the cache (a fresh cache is still written). */
  force?: boolean;
  /** Version recorded in the cache; defaults to lpgen's (tests simulate upgrades with it). */
  version?: string;
  /** Replace a non-empty output folder that has no lpgen marker (protected folders are still refused). */
  forceClean?: boolean;
  /** Render only this shard of the landing pages (see shard.ts). */
  shard?: Shard;
  /** content/routes.lock is checked (and with `update`, rewritten) only when this is given: lpgen build gives it, lpgen dev not. */
  lock?: LockOptions;
  /** The build's date (YYYY-MM-DD, from --date or SOURCE_DATE_EPOCH): scheduled pages whose publishAt it reached are published. Never the clock. */
  date?: string;
}

/**
 * What the thread a build runs in lends it: the CLI's build thread fills it (commands/build-thread.ts). Without
 * it a build lists a recycled output folder in a thread started for it and runs no full collection.
 */
export interface BuildRuntime {
  /**
   * Pages from which a recycled output folder is listed off this thread (default 3,000: below that, the listing
   * costs this thread less than asking for it); lowered in tests.
   */
  listOffThreadFrom?: number;
  /** Lists a folder tree off this thread (the CLI's build thread asks its idle main thread); default: a thread started for it. */
  listTree?: TreeLister;
  /** A full garbage collection, run after loading and after planning, where their garbage has just died (the CLI's build thread passes V8's). */
  collect?: () => void;
  /**
   * Build only if this is a quick rebuild (cache/quick-rebuild.ts) whose assets are cached: otherwise throw
   * NotQuick before a file is written or an asset built. The CLI tries a rebuild this way on its own thread
   * before it starts the build thread, whose heap suits a full build (commands/build.ts).
   */
  quickOnly?: boolean;
  /**
   * false: a rebuild that could be made in place (build/in-place.ts) recycles the standby instead, as every other
   * rebuild does. For the tests of the standby's own paths; default true.
   */
  inPlace?: boolean;
}

/** Thrown by a build with `quickOnly` that is not a quick rebuild: nothing was written, nothing built. */
export class NotQuick extends Error {
  constructor(why: string) {
    super(`not a quick rebuild: ${why}`);
  }
}
