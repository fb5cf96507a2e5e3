// Where lpgen check does its per-page work: for a big site, on this thread and on
// the build's worker pool at once (one worker fewer than cores: this thread would
// otherwise only wait for them); for a small site or a single core, here only.
// Either way the answer is each file's outcome in file order, so the report does
// not depend on how the work was split.
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PageContext } from '../content/types.js';
import { createPool } from '../workers/pool.js';
import { pageChecker, type CheckOutcome } from './page-check.js';

export interface CheckWorkers {
  /** Worker threads beside this one; 0 works in this thread only. Default: one per core but one, for 200 pages or more. */
  workers?: number;
  /** Below this many pages, this thread only. Default 200. */
  minPagesForWorkers?: number;
  /** Pages per worker message. Default 50. */
  batchSize?: number;
}

/** Files checked here between two looks at the workers' answers, so the pool can feed them (~10 ms of work). */
const STEP = 20;

export async function checkPages(files: string[], ctx: PageContext, options: CheckWorkers = {}): Promise<CheckOutcome[]> {
  const check = pageChecker(ctx);
  const helpers = files.length < (options.minPagesForWorkers ?? 200) ? 0 : (options.workers ?? Math.max(0, availableParallelism() - 1));
  if (helpers === 0) return files.map(check);
  const batchSize = options.batchSize ?? 50;
  const pool = createPool(helpers, files.length);
  const results = new Array<CheckOutcome>(files.length);
  // The workers take chunks from the front, smaller as the work runs out, and this thread
  // takes small steps from the back until they meet: neither waits long for the other,
  // however late the workers start (each loads its modules first) or busy the machine is.
  let front = 0;
  let back = files.length;
  const there = (async () => {
    while (front < back) {
      const from = front;
      const size = Math.min(back - from, Math.max(2 * batchSize * helpers, Math.ceil((back - from) / (2 * (helpers + 1)))));
      front += size;
      const outcomes = await pool.check(files.slice(from, from + size), ctx, { batchSize });
      outcomes.forEach((outcome, k) => (results[from + k] = outcome));
    }
  })();
  // Awaited below, once this thread's share is done; a worker's failure must not go unhandled meanwhile.
  there.catch(() => {});
  try {
    while (front < back) {
      const to = back;
      back = Math.max(front, back - STEP);
      for (let i = back; i < to; i++) results[i] = check(files[i]);
      await nextTurn();
    }
    await there;
    return results;
  } finally {
    // The workers' heaps go before the site-wide checks run.
    await pool.close();
  }
}
