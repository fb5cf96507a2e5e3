// The build stage that draws the social cards, cached like pages: a card whose
// text (and renderer) did not change since the last build is kept or linked
// from the previous output through the build cache, never redrawn. It runs in
// the main thread while the render workers render the pages (that thread only
// hands out batches then), yielding between cards so it answers them quickly;
// a card costs about 1 ms of CPU (bench/RESULTS.md).
import type { BuildCache } from '../../cache/build-cache.js';
import type { Output, Written } from '../../write.js';
import { rendererVersion } from './font.js';
import { cardKey, type SocialImage } from './plan.js';

export interface SocialImageResult {
  written: Written[];
  /** Cache key per card file, for the next build's manifest. */
  keys: Map<string, string>;
  /** Cards drawn this time; the rest were reused. */
  drawn: number;
}

/** Longest stretch of drawing before the event loop gets a turn (worker replies wait meanwhile). */
const SLICE_MS = 8;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** signal: the build failed elsewhere; stop writing into its temp folder. */
export async function drawSocialImages(images: SocialImage[], output: Output, cache: BuildCache | undefined, signal?: AbortSignal): Promise<SocialImageResult> {
  const result: SocialImageResult = { written: [], keys: new Map(), drawn: 0 };
  if (images.length === 0) return result;
  const renderer = rendererVersion();
  // Loaded only when a card is drawn: a build with every card cached never starts Skia.
  let draw: ((image: SocialImage) => Buffer) | undefined;
  let slice = performance.now();
  for (const image of images) {
    signal?.throwIfAborted();
    const key = cardKey(image, renderer);
    result.keys.set(image.outFile, key);
    const reuse = cache?.reusable(image, key);
    if (reuse && 'keep' in reuse) {
      output.keep(image.outFile);
      result.written.push(reuse.keep);
      continue;
    }
    if (reuse) {
      result.written.push(output.reuse(image.outFile, reuse.link));
      continue;
    }
    if (!draw) {
      const { drawCard } = await import('./card.js');
      draw = (i) => drawCard(i.card);
    }
    result.written.push(output.write(image.outFile, draw(image)));
    result.drawn++;
    if (performance.now() - slice > SLICE_MS) {
      await yieldToLoop();
      slice = performance.now();
    }
  }
  return result;
}
