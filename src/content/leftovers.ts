// Sample text that must not ship: links and addresses on the reserved domains
// (example.com/.org/.net, .example, .test, .invalid), 555-01xx phone numbers, "Replace with …" prompts, lorem ipsum, to-do notes
// and the "…" blanks `lpgen new niche` leaves in the copy it suggests. Valid
// YAML, so the schema lets them through; `lpgen build` warns, `lpgen check`
// warns and fails under --strict. Linear: one regex pass over each string.
import path from 'node:path';
import type { Issue } from '../errors.js';
import { sortIssues } from '../errors.js';
import { fieldsFrom } from './fields.js';
import { readSource, type SourceFile, type Sources } from './read.js';
import { isPackedField, type NicheData, type PageLoader, type PageOutcome, type SitePage } from './types.js';
import { createLocator, formatPath, type Locator } from './locate.js';
import { mayHoldAlias } from './fast-yaml.js';
import { entriesMatching, topLevelOf, topLevelTextAt, type TopLevel } from './top-level.js';
import { positionAt } from './report.js';

interface Rule {
  pattern: RegExp;
  why: string;
}

// Reserved for documentation and tests, never anyone's real address (RFC 2606, RFC 6761):
// example.com/.org/.net and the top-level domains .example, .test and .invalid.
const RESERVED_DOMAIN = String.raw`(?:[\w-]+\.)*(?:example\.(?:com|org|net)|[\w-]+\.(?:example|test|invalid))(?![\w.-]*\w)`;

const RULES: Rule[] = [
  { pattern: new RegExp(String.raw`\bhttps?:\/\/${RESERVED_DOMAIN}[^\s"'<>)]*`, 'i'), why: 'a sample link (example.com/.org/.net and .example/.test/.invalid are reserved domains): put your real link here' },
  { pattern: new RegExp(String.raw`[\w.+-]+@${RESERVED_DOMAIN}`, 'i'), why: 'a sample email address (a reserved domain): put your real one here' },
  // 555-0100 to 555-0199: the US numbers set aside for fiction, never anyone's line.
  { pattern: /(?<!\d)555[-.\s]?01\d{2}(?!\d)/, why: 'a fictional phone number (555-0100 to 555-0199): put your real one here' },
  { pattern: /^\s*replace (?:this |it )?with\b[^\n]*/i, why: 'sample text asking to be replaced: write your own' },
  { pattern: /\blorem ipsum\b/i, why: 'filler text: write your own' },
  { pattern: /\b(?:TODO|FIXME|TBD)\b/, why: 'a to-do note: finish the text or remove the note' },
  { pattern: /^\s*(?:…|\.\.\.)(?=\s|$)/, why: 'a blank (…) left by lpgen new niche: fill it in or remove the field' },
];

/**
 * One cheap test every rule implies, so a 10,000-page build runs the rules on almost no string. The rules that
 * look only at a string's start are tested there: 'replace' and '.' are too common to try at every position
 * (0.81x the time over 170,000 strings of bench pages).
 */
const MAYBE = /example|\.test|\.invalid|555|lorem|TODO|FIXME|TBD|^\s*(?:replace|…|\.\.\.)/i;

/** The leftover that starts first in `text`, if any (one per string: the rest usually goes with it). */
export function leftoverIn(text: string): { match: string; why: string } | undefined {
  if (!MAYBE.test(text)) return undefined;
  let first: { index: number; match: string; why: string } | undefined;
  for (const { pattern, why } of RULES) {
    const found = pattern.exec(text);
    if (found && (!first || found.index < first.index)) first = { index: found.index, match: found[0].trim(), why };
  }
  return first && { match: first.match, why: first.why };
}

const short = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);

/**
 * What every rule's match holds, as it can stand in a YAML file's text: each MAYBE word, and a backslash (an escape
 * in a double-quoted string, "\x65xample", reads as one of them). Folding only turns line breaks into spaces, and
 * no word holds one. A file's entry whose lines match none has no leftover.
 */
const MAYBE_SOURCE = /example|\.test|\.invalid|555|lorem|TODO|FIXME|TBD|replace|…|\.\.\.|\\/gi;

interface Hit {
  path: PropertyKey[];
  match: string;
  why: string;
  /** Index of its top-level entry, when the hit is that entry's own scalar. */
  entry?: number;
}

/**
 * The file's top-level entries, when its lines give them and no alias repeats one entry's value in another
 * (top-level.ts): its leftovers are then in the entries whose lines hold a MAYBE_SOURCE match.
 */
function entriesOf(source: SourceFile): TopLevel | undefined {
  const { data, text } = source;
  if (!data || typeof data !== 'object' || Array.isArray(data) || mayHoldAlias(text)) return undefined;
  return topLevelOf(text, Object.keys(data));
}

/** The leftovers in the file's data, by path: through the entries that can hold one, or every string. */
function hitsIn(source: SourceFile, top: TopLevel | undefined): Hit[] {
  const hits: Hit[] = [];
  // The path to the node visited: one array for the walk, copied only for a leftover.
  const at: PropertyKey[] = [];
  const visit = (node: unknown) => {
    if (typeof node === 'string') {
      const hit = leftoverIn(node);
      if (hit) hits.push({ path: [...at], ...hit });
      return;
    }
    const step = (key: PropertyKey, value: unknown) => {
      at.push(key);
      visit(value);
      at.pop();
    };
    if (Array.isArray(node)) node.forEach((item, i) => step(i, item));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) step(k, v);
  };
  if (!top) {
    visit(source.data);
    return hits;
  }
  const data = source.data as Record<string, unknown>;
  for (const entry of entriesMatching(source.text, top, MAYBE_SOURCE)) {
    const key = top.keys[entry];
    const before = hits.length;
    at.push(key);
    visit(data[key]);
    at.pop();
    if (hits.length === before + 1 && hits[before].path.length === 1) hits[before].entry = entry;
  }
  return hits;
}

/**
 * Every leftover in the data of these files, located at the text itself: file:line:col and field. No code frame:
 * a warning is printed as its one line (and 10,000 of them cross from the workers).
 */
export function findLeftovers(files: Iterable<SourceFile>): Issue[] {
  const issues: Issue[] = [];
  for (const source of files) {
    const top = entriesOf(source);
    const hits = hitsIn(source, top);
    if (hits.length === 0) continue;
    // Indexed only as far as the paths of its leftovers need (block-locate.ts), and only when a top-level
    // scalar's line does not place it (top-level.ts).
    let locator: Locator | undefined;
    for (const { path, match, why, entry } of hits) {
      // At the text itself when the value holds it verbatim, else at the value.
      const pos =
        (top && entry !== undefined && topLevelTextAt(source.text, top, entry, match)) ||
        positionAt((locator ??= createLocator(source.text, hits.map((h) => h.path))), path, undefined, { needle: match, nth: 0 });
      // Joined, not a template string: a flat string of its own. A template string holds on to the match, a
      // slice of the file's text, and so to the whole text while the warning is kept (~6 KB a page).
      const message = ['sample leftover "', short(match), '": ', why].join('');
      issues.push({ file: source.file, line: pos.line, col: pos.col, field: formatPath(path), message, severity: 'warning' });
    }
  }
  return sortIssues(issues);
}

/** Landing-page fields a page inherits, by the site.yaml or preset field they come from. */
const INHERITED_FROM: Record<string, string> = { 'seo.titleTemplate': 'title', 'seo.descriptionTemplate': 'description', 'affiliate.url': 'affiliateLink' };
const CASCADED_FIELDS = fieldsFrom('cascade');

/** The landing-page field a leftover in site.yaml or a preset passes on to pages ('defaults.testimonial.quote' → 'testimonial'). */
function inheritedField(field: string): string | undefined {
  const own = /^defaults\.(\w+)/.exec(field)?.[1];
  return own ?? Object.entries(INHERITED_FROM).find(([from]) => field === from || field.startsWith(`${from}.`))?.[1];
}

/** Whether the page's `field` holds a leftover, its copy packed or not (packed, the pack notes it: content/packed-copy.ts). */
export const fieldHasLeftover = (page: SitePage, field: keyof SitePage): boolean =>
  page.copy && isPackedField(field) ? (page.copy.leftovers?.includes(field) ?? false) : hasLeftover(page[field]);

export function hasLeftover(value: unknown): boolean {
  if (typeof value === 'string') return leftoverIn(value) !== undefined;
  if (Array.isArray(value)) return value.some(hasLeftover);
  if (value && typeof value === 'object') return Object.values(value).some(hasLeftover);
  return false;
}

/**
 * The build's leftovers, from content it already loaded: site.yaml, presets and
 * legal pages are scanned as written; a page file's own leftovers are reported
 * only when its loaded copy has a leftover that no preset or site default explains
 * (a leftover in a default is reported once, where it is written, not once per
 * page), as its loader located them, or else from the file read again.
 */
export interface LeftoverScan {
  /** The leftovers of site.yaml, the presets and the legal pages. */
  shared: Issue[];
  /** The page's copy has a leftover of its own: its file's leftovers are reported (pageLeftovers). */
  suspect(page: SitePage): boolean;
}

/** `head`: the site, preset and legal sources the load already read (readSources with pages: false). */
export function leftoverScan(head: Sources, niches: readonly NicheData[]): LeftoverScan {
  const shared = findLeftovers([head.site, ...head.niches, ...head.legal].filter((s): s is SourceFile => s !== undefined));
  return leftoverScanOf(shared, head.site?.abs, niches);
}

/** leftoverScan from the shared leftovers found before (a quick rebuild keeps them with the parsed site files). */
export function leftoverScanOf(shared: Issue[], siteAbs: string | undefined, niches: readonly NicheData[]): LeftoverScan {
  // Which page fields carry a leftover in from site.yaml (every page) or from a preset (its pages).
  const fromSite = new Set<string>();
  const fromNiche = new Map<string, Set<string>>();
  const nicheByFile = new Map(niches.map((n) => [path.resolve(n.source), n.slug]));
  for (const issue of shared) {
    const field = inheritedField(issue.field);
    if (!field) continue;
    const abs = path.resolve(issue.file);
    if (siteAbs && abs === path.resolve(siteAbs)) fromSite.add(field);
    const niche = nicheByFile.get(abs);
    if (niche) fromNiche.set(niche, (fromNiche.get(niche) ?? new Set()).add(field));
  }
  const suspect = (page: SitePage) => {
    const inherited = fromNiche.get(page.nicheSlug);
    return CASCADED_FIELDS.some((f) => !fromSite.has(f) && !inherited?.has(f) && fieldHasLeftover(page, f));
  };
  return { shared, suspect };
}

/** The shared leftovers and those of these page files (the suspects), sorted: as their loader located them, else read again. */
export function pageLeftovers(scan: LeftoverScan, files: Iterable<string>, located?: ReadonlyMap<string, Issue[]>): Issue[] {
  const reread = (abs: string) => {
    const source = readSource(abs, []);
    return source ? findLeftovers([source]) : [];
  };
  const own: Issue[] = [];
  for (const abs of files) for (const issue of located?.get(abs) ?? reread(abs)) own.push(issue);
  return sortIssues([...scan.shared, ...own]);
}

/**
 * The page file's own leftovers, located while its loader still holds its text, when its loaded copy holds one
 * in a field the leftover scan looks at (whether a preset or site.yaml explains it is decided later, with them:
 * LeftoverScan.suspect). A build with a leftover in every page then reads and parses no file a second time.
 */
export function withOwnLeftovers(outcome: PageOutcome, source: SourceFile): PageOutcome {
  const { page } = outcome;
  if (!page || !CASCADED_FIELDS.some((f) => fieldHasLeftover(page, f))) return outcome;
  return { ...outcome, leftovers: findLeftovers([source]) };
}

/** `loader`, noting in `located` the leftovers it located per page file (withOwnLeftovers), for pageLeftovers. */
export function notingLeftovers(loader: PageLoader, located: Map<string, Issue[]>): PageLoader {
  return async (files, ctx) => {
    const outcomes = await loader(files, ctx);
    for (const o of outcomes) if (o.leftovers) located.set(o.abs, o.leftovers);
    return outcomes;
  };
}

/** `lpgen check`'s leftovers: every file it read, pages included. */
export function sourceLeftovers(sources: Sources): Issue[] {
  return findLeftovers([sources.site, ...sources.niches, ...sources.pages, ...sources.legal].filter((s): s is SourceFile => s !== undefined));
}
