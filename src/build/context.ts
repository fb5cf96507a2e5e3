// What every stage of a build reads: its folders, logger and stage timer, the
// worker threads and the content cache, set up before any work.
import path from 'node:path';
import { usableCacheDir } from '../cache/cache-dir.js';
import { cachedPageLoader, type ContentCache } from '../cache/content-cache.js';
import { createLogger, type Logger } from '../log.js';
import { guardOutput, type GuardOptions } from '../output/output-guard.js';
import { defaultTemplatesDir, packageVersion } from '../paths.js';
import { createProgress, type Progress } from '../progress.js';
import { stageTimer, type StageTime, type Timed } from '../stage-log.js';
import { buildWorkers, type BuildWorkers } from '../workers/stage.js';
import { openPublishStage, type PublishStage } from '../lock/stage.js';
import type { BuildOptions, BuildRuntime } from './options.js';

export interface BuildContext {
  options: BuildOptions;
  runtime: BuildRuntime;
  log: Logger;
  templatesDir: string;
  contentDir: string;
  outDir: string;
  version: string;
  /** What the output folder may never replace, for openOutput to check again right before it does. */
  guard: GuardOptions;
  /** performance.now() at the start. */
  started: number;
  stages: StageTime[];
  timed: Timed;
  progress: Progress;
  workers: BuildWorkers;
  /** The cache folder, when there is one and it is usable. */
  cacheDir?: string;
  /** --force, one way for the three caches: nothing cached is used, everything built is stored afresh. */
  force: boolean;
  contentCache?: ContentCache;
  /** The lock check, redirects, lastmod and IndexNow key file (lock/stage.ts): inactive without a lock or those fields. */
  publish: PublishStage;
}

/** Checks the output folder may be replaced (before any work) and sets the build up. */
export function startBuild(options: BuildOptions, runtime: BuildRuntime): BuildContext {
  const log = options.logger ?? createLogger();
  const templatesDir = path.resolve(options.templates ?? defaultTemplatesDir);
  const contentDir = path.resolve(options.content);
  const outDir = path.resolve(options.out);
  const version = options.version ?? packageVersion();
  // Refused before any work, and checked again by openOutput right before the folder is replaced.
  const guard = { keep: [contentDir, templatesDir], forceClean: options.forceClean };
  guardOutput(outDir, guard);
  const started = performance.now();
  const stages: StageTime[] = [];
  const timed = stageTimer(log, stages);
  const progress = createProgress(log.progressStream, 'render');
  const workers = buildWorkers({ ...options.render, onProgress: progress.update });
  const cacheDir = usableCacheDir(options.cacheDir, log, { contentDir, outDir });
  const force = Boolean(options.force);
  const contentCache = cacheDir ? cachedPageLoader({ dir: cacheDir, contentDir, version, log, force }, workers.load) : undefined;
  const publish = openPublishStage(contentDir, options.lock, log, Boolean(options.shard));
  return {
    options,
    runtime,
    log,
    templatesDir,
    contentDir,
    outDir,
    version,
    guard,
    started,
    stages,
    timed,
    progress,
    workers,
    cacheDir,
    force,
    contentCache,
    publish,
  };
}
