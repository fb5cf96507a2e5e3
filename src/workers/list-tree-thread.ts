// Lists one folder tree and ends (see tree-lister.ts). Compiled to
// lib/list-tree-thread.js; run from src/ through tsx-entry.mjs.
import { parentPort, workerData } from 'node:worker_threads';
import { listTree } from '../output/list-files.js';

parentPort!.postMessage(listTree(workerData as string));
