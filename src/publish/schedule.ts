// Scheduled release (a drip): a `status: scheduled` page loads as a draft that
// carries its publishAt; a build publishes it once its date is reached. The date
// is given (--date, or SOURCE_DATE_EPOCH as reproducible builds set it), never
// read from the clock, so two builds of the same input stay byte-identical.
import { cityLookup, underBar } from '../check/quality-bar.js';
import { belowBarMessage } from '../check/quality.js';
import { fullPage } from '../content/packed-copy.js';
import type { Content, SitePage } from '../content/types.js';
import { judgePage } from '../gate/gate.js';

export interface Release<P extends SitePage> {
  content: Content<P>;
  /** Scheduled pages published by this date. */
  released: number;
  /** Scheduled pages still drafts. */
  waiting: number;
  /** Due pages the gate holds back (counted in waiting), with why: the build names them. */
  held: Array<{ route: string; why: string }>;
}

/** The content with every scheduled page whose publishAt is on or before `date` published (copies: a cache may hold the pages). */
export function releaseDue<P extends SitePage>(content: Content<P>, date: string | undefined): Release<P> {
  let released = 0;
  let waiting = 0;
  const below = underBar(content);
  const cityOf = cityLookup(content.cities);
  const held: Release<P>['held'] = [];
  // The gate holds a due page back whatever quality.belowBar says: a schedule is publishing without a person watching.
  const pages = content.pages.map((page) => {
    if (page.publishAt === undefined || page.status !== 'draft') return page;
    if (date === undefined || page.publishAt > date) {
      waiting++;
      return page;
    }
    if (below(page)) {
      waiting++;
      const verdict = judgePage(fullPage(page), cityOf(page), content.site.quality);
      held.push({ route: page.route, why: belowBarMessage(verdict.reasons, verdict.bar.inherited) });
      return page;
    }
    released++;
    const { status: _draft, publishAt: _at, ...published } = page;
    return published as P;
  });
  held.sort((a, b) => a.route.localeCompare(b.route));
  return { content: released > 0 ? { ...content, pages } : content, released, waiting, held };
}

/** The one line a build prints about scheduled pages, or undefined when there are none. */
export function releaseNote(release: Pick<Release<SitePage>, 'released' | 'waiting' | 'held'>, date: string | undefined): string | undefined {
  const { released, waiting } = release;
  if (released + waiting === 0) return undefined;
  if (date === undefined) {
    return `${waiting} scheduled page${waiting === 1 ? '' : 's'} kept as draft${waiting === 1 ? '' : 's'}: no --date or SOURCE_DATE_EPOCH given, and a build reads no clock`;
  }
  const line = `${released} of ${released + waiting} scheduled pages published (publishAt on or before ${date}); ${waiting} still drafts`;
  return release.held.length === 0 ? line : `${line}, ${release.held.length} of them due but held back by the gate`;
}

/** The lines naming each due page the gate held back, and why (at most `max`; the rest counted). */
export function heldLines(held: Release<SitePage>['held'], max = 25): string[] {
  const lines = held.slice(0, max).map((h) => `held back ${h.route}: ${h.why.replace(/^below the quality bar: /, 'below the quality bar, ')}`);
  if (held.length > max) lines.push(`… ${held.length - max} more held back (lpgen check --status scheduled lists them)`);
  return lines;
}
