// Stage timing lines ("  assets   … in 1.2s"). Stages may overlap (assets build
// while the content loads), so a stage's line waits for the lines of the stages
// started before it: the order is the order of the code, not of whichever
// finished first.
import { formatDuration, type Logger } from './log.js';

export interface StageTime {
  name: string;
  ms: number;
}

export type Timed = <T>(name: string, detail: (value: T) => string, run: () => T | Promise<T>) => Promise<T>;

/**
 * Times stages into `stages` and prints one line each, in start order. A stage
 * resolves once its line is printed, so whatever its caller prints next comes after.
 */
export function stageTimer(log: Logger, stages: StageTime[]): Timed {
  let earlier: Promise<void> = Promise.resolve();
  return async (name, detail, run) => {
    const before = earlier;
    let release!: () => void;
    earlier = new Promise<void>((resolve) => (release = resolve));
    const t = performance.now();
    try {
      const value = await run();
      const ms = performance.now() - t;
      await before;
      stages.push({ name, ms });
      log.info(`  ${name.padEnd(8)} ${detail(value)} in ${formatDuration(ms)}`);
      return value;
    } finally {
      // A failed stage prints nothing but must not hold back the stages after it.
      void before.then(release);
    }
  };
}
