// Checks that the output is as the build manifest recorded it, and ends (see
// cache/output-intact.ts). Compiled to lib/intact-thread.js; run from src/
// through tsx-entry.mjs.
import { parentPort, workerData } from 'node:worker_threads';
import { manifestIntact } from '../cache/output-intact.js';

const { file, outDir, version } = workerData as { file: string; outDir: string; version: string };
parentPort!.postMessage(manifestIntact(file, outDir, version));
