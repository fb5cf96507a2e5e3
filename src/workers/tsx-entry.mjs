// A worker entry when lpgen runs from its TypeScript sources (vitest, tsx):
// loads tsx's ESM hooks in this thread, then the entry spawn.ts names (the
// last argument). lib/ runs its compiled entries and needs no loader.
import { register } from 'tsx/esm/api';

register();
await import(process.argv.at(-1));
