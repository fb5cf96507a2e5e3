// Scheduled release (a drip): a `status: scheduled` page loads as a draft that
// carries its publishAt; a build publishes it once its date is reached. The date
// is given (--date, or SOURCE_DATE_EPOCH as reproducible builds set it), never
// read from the clock, so two builds of the same input stay byte-identical.
import { underBar } from '../check/quality-bar.js';
import type { Content, SitePage } from '../content/types.js';

export interface Release<P extends SitePage> {
  content: Content<P>;
  /** Scheduled pages published by this date. */
  released: number;
  /** Scheduled pages still drafts. */
  waiting: number;
}

/** The content with every scheduled page whose publishAt is on or before `date` published (copies: a cache may hold the pages). */
export function releaseDue<P extends SitePage>(content: Content<P>, date: string | undefined): Release<P> {
  let released = 0;
  let waiting = 0;
  const below = underBar(content);
  // With quality.belowBar: draft the bar holds a due page back, as it holds any page (the load skipped it: it was a draft then).
  const held = (page: P) => content.site.quality.belowBar === 'draft' && below(page);
  const pages = content.pages.map((page) => {
    if (page.publishAt === undefined || page.status !== 'draft') return page;
    if (date === undefined || page.publishAt > date || held(page)) {
      waiting++;
      return page;
    }
    released++;
    const { status: _draft, publishAt: _at, ...published } = page;
    return published as P;
  });
  return { content: released > 0 ? { ...content, pages } : content, released, waiting };
}

/** The one line a build prints about scheduled pages, or undefined when there are none. */
export function releaseNote(release: Pick<Release<SitePage>, 'released' | 'waiting'>, date: string | undefined): string | undefined {
  const { released, waiting } = release;
  if (released + waiting === 0) return undefined;
  if (date === undefined) {
    return `${waiting} scheduled page${waiting === 1 ? '' : 's'} kept as draft${waiting === 1 ? '' : 's'}: no --date or SOURCE_DATE_EPOCH given, and a build reads no clock`;
  }
  return `${released} of ${released + waiting} scheduled pages published (publishAt on or before ${date}); ${waiting} still drafts`;
}
