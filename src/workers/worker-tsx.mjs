// Worker entry when lpgen runs from its TypeScript sources (vitest, tsx): loads
// tsx's ESM hooks in this thread, then the real entry. lib/ uses the compiled
// lib/render-worker.js instead and needs no loader.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
