// Where lpgen check does its per-page work: for a big site, on this thread and on
// the build's worker pool at once (one worker fewer than cores: this thread would
// otherwise only wait for them); for a small site or a single core, here only.
// Either way the answer is each file's outcome in file order, so the report does
// not depend on how the work was split.
import { availableParallelism } from 'node:os';
import type { PageContext } from '../content/types.js';
import { createPool, type Pool } from '../workers/pool.js';
import type { CheckOutcome } from './page-check.js';

export interface CheckWorkers {
  /** Worker threads beside this one; 0 works in this thread only. Default: one per core but one, for MIN_PAGES pages or more. */
  workers?: number;
  /** Below this many pages, this thread only. Default MIN_PAGES. */
  minPagesForWorkers?: number;
  /** Pages per worker message. Default 50. */
  batchSize?: number;
}

export interface PageThreads {
  /** Each file's outcome, in file order. */
  check(files: string[], ctx: PageContext): Promise<CheckOutcome[]>;
  /** Stops the workers (again: no harm); a check that never reached the pages must still call it. */
  close(): Promise<void>;
}

/**
 * A worker costs CPU to start (it loads the content modules) and memory; a page
 * costs little to check. At 1,000 rich pages one worker beside this thread cost more
 * than it saved (see bench/RESULTS.md, section "`lpgen check` at 10,000 rich pages").
 */
export const MIN_PAGES = 2500;

/**
 * `expected`: how many page files there are likely to be, known before the content is
 * read: with enough of them the workers start now and load their modules while this
 * thread loads its own and reads site.yaml.
 */
export function pageThreads(options: CheckWorkers = {}, expected = 0): PageThreads {
  const enough = (pages: number) => pages >= (options.minPagesForWorkers ?? MIN_PAGES);
  const helpers = options.workers ?? Math.max(0, availableParallelism() - 1);
  let pool: Pool | undefined = helpers > 0 && enough(expected) ? createPool(helpers, expected) : undefined;
  const close = async () => {
    const open = pool;
    pool = undefined;
    await open?.close();
  };
  return {
    async check(files, ctx) {
      // Imported here, not above: the workers are started before this thread loads the content modules.
      const { pageChecker } = await import('./page-check.js');
      if (!pool && helpers > 0 && enough(files.length)) pool = createPool(helpers, files.length);
      if (!pool) return files.map(pageChecker(ctx));
      const check = pageChecker(ctx);
      try {
        // The workers take batches from the front and this thread small steps from the back (the pool's `here`):
        // neither waits long for the other, however late the workers start or busy the machine is.
        return await pool.check(files, ctx, { batchSize: options.batchSize ?? 50, here: (part) => (part as string[]).map(check) });
      } finally {
        // The workers' heaps go before the site-wide checks run.
        await close();
      }
    },
    close,
  };
}
