// Kill tests need a process to die at an exact point of a content write, not
// at whatever point a timer happens to hit: LPGEN_TEST_CRASH_AFTER=N sends
// this process SIGKILL (or LPGEN_TEST_CRASH_SIGNAL) right after its Nth write
// step (the journal saved, one temp file written and synced, one file renamed,
// the journal removed). Unset, as for every user, a step costs one lookup.

let steps = 0;

/** One write step done; the process dies here when a kill test asked for it. */
export function writeStep(): void {
  const after = process.env.LPGEN_TEST_CRASH_AFTER;
  if (!after || ++steps !== Number(after)) return;
  process.kill(process.pid, (process.env.LPGEN_TEST_CRASH_SIGNAL ?? 'SIGKILL') as NodeJS.Signals);
  // The signal is delivered before this returns; the wait only makes sure no later step ever runs.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10_000);
}
