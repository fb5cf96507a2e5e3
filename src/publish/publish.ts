// `lpgen publish <routes…>` and `lpgen publish --ready`: promote drafts (and
// scheduled pages) by editing their files in place (edit-status.ts). All or
// nothing: every edited file is loaded with the rest of the site by the build's
// own loader before any is written, and all are written or none
// (content-write/content-files.ts), even when publish is killed.
import { cityLookup } from '../check/quality-bar.js';
import { wordCounter } from '../check/provenance.js';
import { belowBarMessage } from '../check/quality.js';
import { dataFactCounter } from '../data/join.js';
import { judgePage, type Verdict } from '../gate/gate.js';
import { loadContent } from '../content/load.js';
import { writeContentFiles } from '../content-write/content-files.js';
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
  /** Publish the routes named even when the gate holds them back (each override is printed). */
  force?: boolean;
}

interface Candidate {
  page: PageData;
  source: SourceFile;
  /** The file's own status: 'draft' or 'scheduled' (the quality bar's drafts are not the file's). */
  status: string;
  verdict: Verdict;
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
  const dataFacts = dataFactCounter(content);
  const count = wordCounter();
  const quality = content.site.quality;
  const candidate = (page: PageData): Candidate => {
    const source = sourceOf.get(page.source)!;
    const status = String((source.data as { status?: unknown } | undefined)?.status ?? 'published');
    return { page, source, status, verdict: judgePage(fullPage(page), cityOf(page), quality, { count, dataFacts: dataFacts(page) }) };
  };
  const chosen = opts.ready ? readyCandidates(content.pages.map(candidate)) : namedCandidates(routes, content.pages, candidate);
  // The gate: --ready leaves a failing draft as it is; a route named is refused unless --force.
  const fails = (c: Candidate) => c.verdict.reasons.length > 0;
  if (!opts.ready && !opts.force) refuseFailing(chosen.drafts.filter(fails));
  const holding = opts.ready && !opts.force;
  const promote = holding ? chosen.drafts.filter((c) => !fails(c)) : chosen.drafts;
  const held = holding ? chosen.drafts.filter(fails) : [];
  const edits = promote.map((c) => ({ file: c.source.abs, text: publishedText(c.source.text, c.source.file) }));
  if (edits.length > 0) dryCheckAll(opts.content, sources, 'pages', edits);
  if (!opts.dryRun) writeContentFiles(opts.content, edits, 'lpgen publish', log);
  report({ promote, held, already: chosen.already, dryRun: opts.dryRun, belowBarSetting: quality.belowBar }, log);
}

/** The named pages the gate holds back, each with its reasons: an error, nothing written. */
function refuseFailing(failing: Candidate[]): void {
  if (failing.length === 0) return;
  const lines = failing.map((c) => `${c.page.route}  ${belowBarMessage(c.verdict.reasons, c.verdict.bar.inherited)}`);
  throw new LpgenError(
    `${plural(failing.length, 'page')} cannot be published:\n  ${lines.join('\n  ')}\n  nothing was published; fix what is listed (lpgen check shows where), or pass --force to publish anyway`,
  );
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
  const forced = promote.filter((c) => c.verdict.reasons.length > 0);
  for (const c of forced.slice(0, SHOWN))
    log.warn(`--force overrides the gate for ${c.page.route}: ${belowBarMessage(c.verdict.reasons, c.verdict.bar.inherited)}`);
  if (forced.length > SHOWN) log.warn(`--force overrides the gate for ${forced.length - SHOWN} more pages (lpgen check --json lists their reasons)`);
  if (forced.length > 0 && belowBarSetting === 'draft')
    log.warn(`quality.belowBar: draft: the build keeps ${forced.length === 1 ? 'it a draft' : 'them drafts'} all the same`);
  if (already.length > 0) log.info(`  already published: ${already.join(', ')}`);
  if (held.length > 0) {
    log.info(`  held back ${plural(held.length, 'draft')} below the quality bar, least own copy first:`);
    const sorted = [...held].sort((a, b) => a.verdict.bar.share - b.verdict.bar.share || a.page.route.localeCompare(b.page.route));
    for (const c of sorted.slice(0, SHOWN))
      log.info(`    ${c.page.route}  ${belowBarMessage(c.verdict.reasons, c.verdict.bar.inherited).replace(/^below the quality bar: /, '')}`);
    if (sorted.length > SHOWN) log.info(`    … ${sorted.length - SHOWN} more (lpgen check --json lists every page's bar)`);
  }
  if (promote.length > 0 && !dryRun) log.info('  next   lpgen build');
}
