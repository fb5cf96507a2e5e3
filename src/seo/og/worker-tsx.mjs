// Card worker entry when lpgen runs from its TypeScript sources (vitest, tsx):
// loads tsx's ESM hooks in this thread, then the real entry. lib/ uses the
// compiled lib/og-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
