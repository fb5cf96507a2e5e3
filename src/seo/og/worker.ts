// A thread that draws social cards beside the main thread (see stage.ts):
// it gets batches of cards, draws and writes each into the build's temp
// folder, and answers with what it wrote. Compiled to lib/og-worker.js; run
// from src/ through workers/tsx-entry.mjs.
import { parentPort } from 'node:worker_threads';
import { createFileWriter, type FileWriter, type Written } from '../../output/write.js';
import { drawCard } from './card.js';
import type { SocialImage } from './plan.js';

export type CardWorkerMessage = { kind: 'output'; outDir: string; replace: boolean } | { kind: 'draw'; images: SocialImage[] };
export type CardWorkerReply = { written: Written[] } | { error: { message: string; stack?: string } };

let writer: FileWriter | undefined;
parentPort!.on('message', (message: CardWorkerMessage) => {
  if (message.kind === 'output') {
    writer = createFileWriter(message.outDir, { replace: message.replace });
    return;
  }
  let reply: CardWorkerReply;
  try {
    reply = { written: message.images.map((image) => writer!.write(image.outFile, drawCard(image.card))) };
  } catch (error) {
    const e = error as Error;
    reply = { error: { message: e?.message ?? String(error), stack: e?.stack } };
  }
  parentPort!.postMessage(reply);
});
