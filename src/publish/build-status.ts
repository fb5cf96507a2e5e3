// What a build does with publishing state: releases the scheduled pages its date
// reached (saying so in one line), and counts what it published for its summary.
import { underBar } from '../check/quality-bar.js';
import type { Content, SitePage } from '../content/types.js';
import type { Logger } from '../log.js';
import { heldLines, releaseDue, releaseNote } from './schedule.js';
import { countStatuses, type StatusCounts } from './status-counts.js';

/** The content as this build publishes it: scheduled pages released by `date` (schedule.ts). */
export function releaseScheduled<P extends SitePage>(content: Content<P>, date: string | undefined, log: Logger): Content<P> {
  const release = releaseDue(content, date);
  const note = releaseNote(release, date);
  if (note) log.info(`  schedule ${note}`);
  for (const line of heldLines(release.held)) log.warn(`  schedule ${line}`);
  return release.content;
}

/**
 * Published, draft and scheduled pages, and the published ones under the quality bar. (A quick rebuild holds
 * most pages as summaries without their copy: it counts them unmeasured, cache/quick-rebuild.ts statuses.)
 */
export function countBuilt(content: Content): StatusCounts {
  const below = underBar(content);
  const published = (page: SitePage) => page.status === undefined || page.status === 'published';
  const counts = countStatuses(content.pages.map((page) => ({ status: page.status, publishAt: page.publishAt, belowBar: published(page) && below(page) })));
  return { ...counts, setting: content.site.quality.belowBar };
}
