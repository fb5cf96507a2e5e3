// The watcher alone, without a build: saves that chokidar by itself misses.
import { mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchDirs, type Timers, type Watcher } from '../../src/dev/watch.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A clock whose timers fire only when the test runs them: what is pending can be counted, nothing fires late. */
function manualClock(): Timers & { pending(): number; runAll(): void } {
  let last = 0;
  const due = new Map<number, () => void>();
  return {
    setTimeout: (fn) => (due.set(++last, fn), last),
    clearTimeout: (handle) => void due.delete(handle as number),
    pending: () => due.size,
    runAll() {
      for (const [handle, fn] of [...due]) {
        due.delete(handle);
        fn();
      }
    },
  };
}

describe('watchDirs', () => {
  let dir: string;
  let watcher: Watcher | undefined;
  afterEach(async () => {
    await watcher?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // chokidar alone missed 40 of 40 such writes (10–30 ms after the replacement) when this was written.
  it.each([
    ['renamed over', (file: string, text: string) => (writeFileSync(`${file}.tmp`, text), renameSync(`${file}.tmp`, file))],
    ['deleted and created again', (file: string, text: string) => (unlinkSync(file), writeFileSync(file, text))],
  ])(
    'sees an in-place write made right after the file was %s',
    async (_how, replace) => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'lpgen-watch-'));
      const file = path.join(dir, 'page.yaml');
      writeFileSync(file, 'a: 0\n');
      const reports: { at: number; files: string[] }[] = [];
      watcher = watchDirs([dir], (files) => reports.push({ at: performance.now(), files }), 1);
      await watcher.ready;
      for (let i = 1; i <= 4; i++) {
        const replaced = performance.now();
        replace(file, `a: replaced ${i}\n`);
        // The replacement is reported (a build starts reading); the next save comes right after.
        for (let waited = 0; waited < 5000 && !reports.some((r) => r.at > replaced); waited += 5) await sleep(5);
        const wrote = performance.now();
        writeFileSync(file, `a: written ${i}\n`);
        // Reported (by an event or by a recheck) after the write: a build started then reads this text.
        for (let waited = 0; waited < 5000 && !reports.some((r) => r.at > wrote && r.files.includes(file)); waited += 50) await sleep(50);
        expect(
          reports.some((r) => r.at > wrote && r.files.includes(file)),
          `save ${i}`,
        ).toBe(true);
      }
    },
    30_000,
  );

  it('stops looking at files once closed: no recheck is left to fire', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lpgen-watch-'));
    const file = path.join(dir, 'page.yaml');
    writeFileSync(file, 'a: 0\n');
    let calls = 0;
    const clock = manualClock();
    watcher = watchDirs([dir], () => calls++, 20, undefined, clock);
    await watcher.ready;
    writeFileSync(file, 'a: 1\n');
    // The write's event arrives: its burst waits on the clock.
    for (let waited = 0; waited < 3000 && clock.pending() === 0; waited += 5) await sleep(5);
    clock.runAll();
    expect(calls).toBe(1);
    // The burst's recheck is pending: it would report the write below if close left it.
    expect(clock.pending()).toBe(1);
    await watcher.close();
    expect(clock.pending()).toBe(0);
    writeFileSync(file, 'a: 2\n');
    clock.runAll();
    expect(calls).toBe(1);
  }, 30_000);
});
