// V8's code cache (code-cache.ts) is stamped with the V8 flags of the process
// that made it, and a process started with other flags refuses it. The build
// thread sets flags for the whole process (commands/build-thread.ts), so code
// serialized after it started would be refused by the next run: whatever
// spawns it calls markV8FlagsChanged() first. A global symbol, not a module's
// variable: the launcher and the CLI are separate bundles.
const FLAGS_CHANGED = Symbol.for('lpgen.v8-flags-changed');

export function markV8FlagsChanged(): void {
  (globalThis as Record<symbol, unknown>)[FLAGS_CHANGED] = true;
}

export function v8FlagsChanged(): boolean {
  return (globalThis as Record<symbol, unknown>)[FLAGS_CHANGED] === true;
}
