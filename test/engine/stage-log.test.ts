// Overlapping stages print their lines in the order they started, whichever finishes first.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { stageTimer, type StageTime } from '../../src/stage-log.js';
import { Writable } from 'node:stream';

function capture() {
  const lines: string[] = [];
  const stdout = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  return { lines, log: createLogger({ stdout, stderr: stdout, env: {} }) };
}

describe('stageTimer', () => {
  it('prints and records a later-started stage after an earlier one that finishes last', async () => {
    const { lines, log } = capture();
    const stages: StageTime[] = [];
    const timed = stageTimer(log, stages);
    let finishSlow!: (v: string) => void;
    const slow = timed(
      'assets',
      (v: string) => v,
      () => new Promise<string>((resolve) => (finishSlow = resolve)),
    );
    const fast = timed(
      'content',
      (v: string) => v,
      () => 'three pages',
    );
    // Every promise job runs before an immediate: the fast stage has finished and waits on the slow one.
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([]);
    finishSlow('css');
    await Promise.all([slow, fast]);
    expect(lines.map((l) => l.split(' in ')[0])).toEqual(['  assets   css', '  content  three pages']);
    expect(stages.map((s) => s.name)).toEqual(['assets', 'content']);
  });

  it('a failed stage prints nothing and does not hold back the next', async () => {
    const { lines, log } = capture();
    const timed = stageTimer(log, []);
    const failed = timed(
      'assets',
      () => 'never',
      () => Promise.reject(new Error('no css')),
    );
    await expect(failed).rejects.toThrow('no css');
    await timed(
      'content',
      (v: number) => `${v} pages`,
      () => 3,
    );
    expect(lines.map((l) => l.split(' in ')[0])).toEqual(['  content  3 pages']);
  });
});
