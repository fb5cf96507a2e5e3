// Where lpgen check does its per-page work: on the build's worker pool for a big
// site (one thread per core, started only for this load), in this thread for a
// small one or a single core. Either way the answer is each file's outcome in
// file order, so the report does not depend on how the work was split.
import type { PageContext } from '../content/types.js';
import { createPool } from '../workers/pool.js';
import { workerCount, type RenderOptions } from '../workers/stage.js';
import { pageChecker, type CheckOutcome } from './page-check.js';

export type CheckWorkers = Pick<RenderOptions, 'workers' | 'minPagesForWorkers' | 'batchSize'>;

export async function checkPages(files: string[], ctx: PageContext, options: CheckWorkers = {}): Promise<CheckOutcome[]> {
  const size = workerCount(files.length, options);
  if (size === 0) return files.map(pageChecker(ctx));
  const pool = createPool(size, files.length);
  try {
    return await pool.check(files, ctx, { batchSize: options.batchSize });
  } finally {
    // The workers' heaps go before the site-wide checks run.
    await pool.close();
  }
}
