// A sequencer that starts each project's slowest files first, so the two
// workers finish together instead of one running a 30-second file alone at
// the end. Vitest orders by the durations it cached on the last run, but a
// fresh clone (CI) has none and runs files in glob order, which put the four
// kill tests last. SECONDS holds their measured durations (CI log of a fresh
// clone, 2 cores, 28 November 2026; recycle-listing estimated after its cut);
// a file missing here runs after them, in Vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const SECONDS: Record<string, number> = {
  'test/browser/look.test.ts': 28,
  'test/browser/a11y.test.ts': 37,
  'test/browser/pages.test.ts': 29,
  'test/browser/theme.test.ts': 14,
  'test/browser/csp.test.ts': 11,
  'test/browser/html-validity.test.ts': 5,
  'test/browser/admin.test.ts': 13,
  'test/browser/analytics.test.ts': 6,
  'test/content-write/kill-update.test.ts': 21,
  'test/content-write/kill-publish.test.ts': 12,
  'test/content-write/kill-new-top.test.ts': 15,
  'test/content-write/kill-city-add.test.ts': 9,
  'test/check/workers.test.ts': 17,
  'test/docs/readme-commands.test.ts': 16,
  'test/scale/recycle-listing.test.ts': 10,
  'test/scale/cache.test.ts': 19,
  'test/scale/gate.test.ts': 17,
  'test/publish/growth.test.ts': 11,
  'test/scale/pool.test.ts': 7,
  'test/engine/build-thread.test.ts': 6,
  'test/scale/quick-rebuild.test.ts': 8,
  'test/hubs/hub-bar-lock.test.ts': 11,
  'test/safety/fs-errors.test.ts': 5,
  'test/safety/input.test.ts': 6,
  'test/engine/quick-first.test.ts': 5,
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    // Keep Vitest's project grouping: a worker is reused only for the next file of the same project.
    const projectRank = new Map<string, number>();
    for (const spec of base) if (!projectRank.has(spec.project.name)) projectRank.set(spec.project.name, projectRank.size);
    const seconds = (spec: TestSpecification) => SECONDS[spec.moduleId.slice(spec.project.config.root.length + 1)] ?? 0;
    return base
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => projectRank.get(a.spec.project.name)! - projectRank.get(b.spec.project.name)! || seconds(b.spec) - seconds(a.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}
