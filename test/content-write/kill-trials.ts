// The trial loop of the kill tests (kill-support.ts): a reference run, then
// every trial on a fresh copy, killed, checked, cleaned up and followed by a
// command that must succeed.
import { expect } from 'vitest';
import { withContentLock } from '../../src/content-write/content-files.js';
import { createLogger } from '../../src/log.js';
import { runCli } from '../helpers.js';
import { changedFiles, copyOf, hashes, isWriteLeftover, random, runChild, type Kill, type Scenario, type TrialReport } from './kill-support.js';

export const SIGNALS: NodeJS.Signals[] = ['SIGKILL', 'SIGTERM'];

/**
 * Per signal: a kill right after each write step, once (a kill at step N is deterministic, so a second one there
 * tests nothing new; the runs used to repeat short writes' steps up to four times), and `delayed` kills after a random delay.
 */
export async function killTrials(cli: string, scenario: Scenario, { delayed = 4, seed = 36 } = {}): Promise<TrialReport> {
  const before = hashes(scenario.base);
  const reference = copyOf(scenario.base);
  const started = Date.now();
  const ref = await runChild(cli, scenario.argv(reference));
  const duration = Date.now() - started;
  expect(ref.code, ref.stderr).toBe(0);
  const after = hashes(reference);
  const files = changedFiles(before, after);
  expect(files).toBeGreaterThan(0);
  const steps = 2 * files + 3;
  const rand = random(seed);
  const report: TrialReport = { files, steps, outcomes: [], lines: [] };

  const trial = async (kill: Kill) => {
    const dir = copyOf(scenario.base);
    const r = await runChild(cli, scenario.argv(dir), kill);
    const what = `${kill.signal} ${kill.afterStep !== undefined ? `after write step ${kill.afterStep} of ${steps}` : `after ${kill.afterMs} ms`}`;
    if (kill.afterStep !== undefined) expect(r.signal, `${what}: ${r.stderr}`).toBe(kill.signal);
    // Right after the kill: every content file is its old or its new self, never empty or half-written.
    for (const [rel, hash] of hashes(dir)) {
      if (isWriteLeftover(rel)) continue;
      expect([before.get(rel), after.get(rel)], `${what}: ${rel} is neither the old nor the new file`).toContain(hash);
    }
    // The next command first takes the content lock, which finishes or rolls back what the killed one left.
    const lines: string[] = [];
    const sink = { write: (s: string) => lines.push(s.trimEnd()) } as unknown as NodeJS.WritableStream;
    withContentLock(dir, 'lpgen test', createLogger({ stdout: sink, stderr: sink }), () => {});
    report.lines.push(...lines);
    const now = hashes(dir);
    const outcome = changedFiles(now, before) === 0 ? 'before' : changedFiles(now, after) === 0 ? 'after' : undefined;
    expect(outcome, `${what}: the content is neither the old set nor the new one (${lines.join(' / ')})`).toBeDefined();
    report.outcomes.push(outcome!);
    const next = await runCli(await scenario.next(dir), { NO_COLOR: '1' });
    expect(next.code, `${what}: the next command failed: ${next.stderr}`).toBe(0);
    expect([...hashes(dir).keys()].filter(isWriteLeftover), what).toEqual([]);
  };

  for (const signal of SIGNALS) {
    for (let step = 1; step <= steps; step++) await trial({ signal, afterStep: step });
    for (let t = 0; t < delayed; t++) await trial({ signal, afterMs: Math.floor(rand() * duration) });
  }
  return report;
}
