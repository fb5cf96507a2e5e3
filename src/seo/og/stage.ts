// The build stage that draws the social cards, cached like pages: a card whose
// text (and renderer) did not change since the last build is kept or linked
// from the previous output through the build cache, never redrawn. The main
// thread draws while the render workers render (it only hands out batches
// then), yielding between cards so it answers them quickly. Past a few hundred
// cards one more thread draws beside it, taking batches from the same queue:
// without it the cards left after the pages were rendered kept one core idle
// (see bench/RESULTS.md, section "og:image per page: built"). A card's cost is
// in the same section.
import { availableParallelism } from 'node:os';
import { spawnWorker } from '../../workers/spawn.js';
import type { BuildCache } from '../../cache/build-cache.js';
import type { Output, Written } from '../../output/write.js';
import { rendererVersion } from './font.js';
import { cardKey, type SocialImage } from './plan.js';
import type { CardWorkerMessage, CardWorkerReply } from './worker.js';

export interface SocialImageResult {
  written: Written[];
  /** Cache key per card file, for the next build's manifest. */
  keys: Map<string, string>;
  /** Cards drawn this time; the rest were reused. */
  drawn: number;
  /** Of those, drawn by the card worker. */
  byWorker: number;
}

export interface DrawOptions {
  /** The build failed elsewhere: stop writing into its temp folder. */
  signal?: AbortSignal;
  /** Cards to draw before a second thread is worth starting (default 200; Infinity: never). */
  minCardsForWorker?: number;
}

/** Longest stretch of drawing before the event loop gets a turn (worker replies wait meanwhile). */
const SLICE_MS = 8;
/** Cards per message to the card worker (a short stretch of drawing). */
const BATCH = 25;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const spawnCardWorker = () => spawnWorker({ source: new URL('./worker.ts', import.meta.url), compiled: 'og-worker.js', label: 'card worker' });

export async function drawSocialImages(
  images: SocialImage[],
  output: Output,
  cache: BuildCache | undefined,
  options: DrawOptions = {},
): Promise<SocialImageResult> {
  const { signal } = options;
  const result: SocialImageResult = { written: [], keys: new Map(), drawn: 0, byWorker: 0 };
  if (images.length === 0) return result;
  const renderer = rendererVersion();
  const todo: SocialImage[] = [];
  for (const image of images) {
    const key = cardKey(image, renderer);
    result.keys.set(image.outFile, key);
    const reuse = cache?.reusable(image, key);
    if (!reuse) todo.push(image);
    else if ('keep' in reuse) {
      output.keep(image.outFile);
      result.written.push(reuse.keep);
    } else result.written.push(output.reuse(image.outFile, reuse.link));
  }
  if (todo.length === 0) return result;

  let next = 0;
  const take = (n: number) => todo.slice(next, (next = Math.min(todo.length, next + n)));
  const helper = todo.length >= (options.minCardsForWorker ?? 200) && availableParallelism() > 1 ? spawnCardWorker() : undefined;
  const helped = helper
    ? new Promise<void>((resolve, reject) => {
        let inFlight = 0;
        const send = () => {
          const batch = signal?.aborted ? [] : take(BATCH);
          if (batch.length === 0) return;
          helper.postMessage({ kind: 'draw', images: batch } satisfies CardWorkerMessage);
          inFlight++;
        };
        helper.on('error', reject);
        helper.on('message', (reply: CardWorkerReply) => {
          inFlight--;
          if ('error' in reply) {
            const error = new Error(reply.error.message);
            error.stack = reply.error.stack;
            return reject(error);
          }
          output.record(reply.written);
          result.written.push(...reply.written);
          result.drawn += reply.written.length;
          result.byWorker += reply.written.length;
          send();
          if (inFlight === 0) resolve();
        });
        helper.postMessage({ kind: 'output', outDir: output.dir, replace: output.recycled } satisfies CardWorkerMessage);
        send();
        send();
      })
    : undefined;
  helped?.catch(() => {}); // awaited below
  try {
    // Loaded only when a card is drawn here: a build with every card cached never starts Skia.
    const { drawCard } = await import('./card.js');
    let slice = performance.now();
    while (next < todo.length) {
      signal?.throwIfAborted();
      const image = todo[next++];
      result.written.push(output.write(image.outFile, drawCard(image.card)));
      result.drawn++;
      if (performance.now() - slice > SLICE_MS) {
        await yieldToLoop();
        slice = performance.now();
      }
    }
    await helped;
  } finally {
    await helper?.terminate();
  }
  return result;
}
