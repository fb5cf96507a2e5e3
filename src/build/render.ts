// The render stage: the HTML files rendered (or kept from the last build) on
// the workers while this thread draws the social cards.
import { renderWithCache, type RenderStageResult } from '../render/incremental.js';
import { useKeptShells } from '../render/shell/renderer.js';
import { drawSocialImages, type SocialImageResult } from '../seo/og/stage.js';
import type { BuildContext } from './context.js';
import type { Loaded } from './load.js';
import type { Opened } from './open.js';
import type { Planned } from './route-plan.js';

export interface Rendered extends RenderStageResult {
  /** Social cards drawn this time. */
  drawn: number;
  /** Bytes of the files written or kept. */
  bytes: number;
}

export async function render(
  ctx: BuildContext,
  { compiled, templateCache }: Loaded,
  { output, cache }: Opened,
  { routes, cards, quick }: Planned,
): Promise<Rendered> {
  const { timed, workers, progress } = ctx;
  // A quick rebuild fills its pages from the shells the last builds kept; every build keeps the ones it trusts (finish.ts).
  useKeptShells(quick && templateCache ? templateCache.shells() : undefined);
  workers.keepShells(Boolean(templateCache));
  const stopImages = new AbortController();
  let images: Promise<SocialImageResult> | undefined;
  try {
    // Drawn in this thread while the workers render (small sites: one after the other).
    images = cards.length
      ? timed(
          'images',
          (r) => `${cards.length} social cards (${r.drawn} drawn${r.byWorker ? `, ${r.byWorker} of them by a second thread` : ''})`,
          () => drawSocialImages(cards, output, cache, { signal: stopImages.signal }),
        )
      : undefined;
    images?.catch(() => {}); // awaited below, or settled before the output is aborted
    const result = await timed(
      'render',
      (r) =>
        quick
          ? `${r.rendered} of ${routes.length} changed pages' HTML files rendered, ${quick.kept.length} files of the last build kept`
          : `${routes.length} HTML files${cache ? ` (${r.rendered} rendered, ${routes.length - r.rendered} unchanged)` : ''}`,
      () => renderWithCache(compiled, output, routes, cache, workers, quick?.kept).finally(progress.end),
    );
    // Done with the workers: their heaps go before the site files and caches are written.
    await workers.close();
    const drawn = (await images) ?? { written: [], keys: new Map<string, string>(), drawn: 0, byWorker: 0 };
    const written = [...result.written, ...drawn.written];
    let bytes = 0;
    for (const w of written) bytes += w.bytes;
    return { written, keys: new Map([...result.keys, ...drawn.keys]), rendered: result.rendered, drawn: drawn.drawn, bytes };
  } catch (error) {
    // Workers still busy with other batches must stop before their folder is removed under them.
    await workers.close();
    // The card loop writes into the temp folder: it must stop before the folder goes.
    stopImages.abort();
    await images?.catch(() => {});
    throw error;
  }
}
