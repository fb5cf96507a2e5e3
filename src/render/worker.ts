// A render worker: imports the compiled templates module once, then renders
// and writes batches of routes into the output temp folder, answering with
// what it wrote. Compiled to lib/render-worker.js; run from src/ through tsx.
import { parentPort, workerData } from 'node:worker_threads';
import type { Route } from '../model.js';
import { createFileWriter } from '../write.js';
import { renderBatch } from './batch.js';
import { importTemplates } from './templates.js';

export interface WorkerInit {
  modulePath: string;
  hash: string;
  outDir: string;
  /** The folder is a recycled tree: never write a file in place (see write.ts). */
  replace: boolean;
}
export interface BatchRequest {
  id: number;
  routes: Route[];
}
export type BatchReply = { id: number; written: ReturnType<typeof renderBatch> } | { id: number; error: { message: string; stack?: string } };

const init = workerData as WorkerInit;
const templates = await importTemplates({ modulePath: init.modulePath, hash: init.hash });
const writer = createFileWriter(init.outDir, { replace: init.replace });
parentPort!.on('message', ({ id, routes }: BatchRequest) => {
  let reply: BatchReply;
  try {
    reply = { id, written: renderBatch(templates, writer, routes) };
  } catch (error) {
    const e = error as Error;
    reply = { id, error: { message: e?.message ?? String(error), stack: e?.stack } };
  }
  parentPort!.postMessage(reply);
});
