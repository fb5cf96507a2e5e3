// `lpgen publish <routes…>` and `lpgen publish --ready`: promote drafts (and
// scheduled pages) by editing their files in place (edit-status.ts). All or
// nothing: every edited file is loaded with the rest of the site by the build's
// own loader before any is written, and a failed write puts the ones already
// written back as they were.
import { writeFileSync } from 'node:fs';
import { cityLookup } from '../check/quality-bar.js';
import { measureBar, rewriteList, wordCounter, type BarResult } from '../check/provenance.js';
import { loadContent } from '../content/load.js';
import { fullPage } from '../content/packed-copy.js';
import { readSources, type SourceFile } from '../content/read.js';
import type { PageData } from '../content/types.js';
import { LpgenError } from '../errors.js';
import type { Logger } from '../log.js';
import { plural } from '../rules/labels.js';
import { didYouMean } from '../suggest.js';
import { dryCheckAll } from '../new/write.js';
import { publishedText } from './edit-status.js';

export interface PublishOptions {
  content: string;
  ready?: boolean;
  dryRun?: boolean;
}

interface Candidate {
  page: PageData;
  source: SourceFile;
  /** The file's own status: 'draft' or 'scheduled' (the quality bar's drafts are not the file's). */
  status: string;
  bar: BarResult;
}

/** Rows of the held-back list; the rest are counted. */
const SHOWN = 25;

export function publishPages(routes: string[], opts: PublishOptions, log: Logger): void {
  if (routes.length > 0 === Boolean(opts.ready))
    throw new LpgenError('name the routes to publish (lpgen publish /dentist-crm-naples …) or pass --ready, not both', 2);
  const sources = readSources(opts.content);
  const content = loadContent(opts.content, sources);
  const sourceOf = new Map(sources.pages.map((s) => [s.file, s]));
  const cityOf = cityLookup(content.cities);
  const count = wordCounter();
  const quality = content.site.quality;
  const candidate = (page: PageData): Candidate => {
    const source = sourceOf.get(page.source)!;
    const status = String((source.data as { status?: unknown } | undefined)?.status ?? 'published');
    return { page, source, status, bar: measureBar(fullPage(page), cityOf(page), quality, count) };
  };
  const chosen = opts.ready ? readyCandidates(content.pages.map(candidate)) : namedCandidates(routes, content.pages, candidate);
  // A page under the bar stays a draft with quality.belowBar: draft whatever its file says: publishing it would change nothing.
  const holds = (c: Candidate) => c.bar.below.length > 0 && (opts.ready || quality.belowBar === 'draft');
  const promote = chosen.drafts.filter((c) => !holds(c));
  const held = chosen.drafts.filter(holds);
  const edits = promote.map((c) => ({ file: c.source.abs, text: publishedText(c.source.text, c.source.file), before: c.source.text }));
  if (edits.length > 0) dryCheckAll(opts.content, sources, 'pages', edits);
  if (!opts.dryRun) writeEdits(edits);
  report({ promote, held, already: chosen.already, dryRun: opts.dryRun, belowBarSetting: quality.belowBar }, log);
}

/** Every draft whose file says draft (scheduled pages keep their date; name them to publish them now). */
function readyCandidates(all: Candidate[]): { drafts: Candidate[]; already: string[] } {
  return { drafts: all.filter((c) => c.status === 'draft'), already: [] };
}

/** The pages named, by route ('/x', 'x', 'x/') or file; an unknown one is an error and nothing is written. */
function namedCandidates(routes: string[], pages: PageData[], candidate: (p: PageData) => Candidate): { drafts: Candidate[]; already: string[] } {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const bySource = new Map(pages.map((p) => [p.source, p]));
  const drafts = new Map<string, Candidate>();
  const already: string[] = [];
  const unknown: string[] = [];
  for (const arg of routes) {
    const route = '/' + arg.trim().replace(/^\/+|\/+$/g, '');
    const page = byRoute.get(route) ?? bySource.get(arg);
    if (!page) {
      unknown.push(`unknown route "${arg}"${didYouMean(route, byRoute.keys())}`);
      continue;
    }
    const c = candidate(page);
    if (c.status === 'draft' || c.status === 'scheduled') drafts.set(page.route, c);
    else already.push(page.route);
  }
  if (unknown.length > 0) throw new LpgenError(`${unknown.join('\n  ')}\n  nothing was published (lpgen check lists the pages and their status)`);
  return { drafts: [...drafts.values()], already };
}

/** Writes every edit or none: a failed write restores the files written before it. */
function writeEdits(edits: Array<{ file: string; text: string; before: string }>): void {
  const done: typeof edits = [];
  try {
    for (const edit of edits) {
      writeFileSync(edit.file, edit.text);
      done.push(edit);
    }
  } catch (error) {
    for (const edit of done) writeFileSync(edit.file, edit.before);
    const at = edits[done.length].file;
    throw new LpgenError(
      `publishing failed writing ${at} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); the ${done.length} files written before it were put back, nothing was published`,
      1,
      { cause: error },
    );
  }
}

interface Outcome {
  promote: Candidate[];
  held: Candidate[];
  already: string[];
  dryRun?: boolean;
  belowBarSetting: string;
}

function report({ promote, held, already, dryRun, belowBarSetting }: Outcome, log: Logger): void {
  const verb = dryRun ? '(dry run) would publish' : '✓ published';
  const list = (cs: Candidate[]) =>
    cs
      .slice(0, SHOWN)
      .map((c) => c.page.route)
      .join(', ') + (cs.length > SHOWN ? `, … ${cs.length - SHOWN} more` : '');
  if (promote.length > 0) log.info(`${verb} ${plural(promote.length, 'page')}: ${list(promote)}`);
  else log.info(`${dryRun ? '(dry run) ' : ''}nothing to publish`);
  const belowNamed = promote.filter((c) => c.bar.below.length > 0);
  if (belowNamed.length > 0)
    log.warn(
      `${plural(belowNamed.length, 'published page')} below the quality bar (quality.belowBar: ${belowBarSetting}): ${list(belowNamed)}; lpgen check warns about them`,
    );
  if (already.length > 0) log.info(`  already published: ${already.join(', ')}`);
  if (held.length > 0) {
    log.info(`  held back ${plural(held.length, 'draft')} below the quality bar, least own copy first:`);
    const sorted = [...held].sort((a, b) => a.bar.share - b.bar.share || a.page.route.localeCompare(b.page.route));
    for (const c of sorted.slice(0, SHOWN)) {
      const rewrite = c.bar.inherited.length > 0 ? `; write its own ${rewriteList(c.bar.inherited, 3)}` : '';
      log.info(`    ${c.page.route}  ${c.bar.below.join(', ')}${rewrite}`);
    }
    if (sorted.length > SHOWN) log.info(`    … ${sorted.length - SHOWN} more (lpgen check --json lists every page's bar)`);
  }
  if (promote.length > 0 && !dryRun) log.info('  next   lpgen build');
}
