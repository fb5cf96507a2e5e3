// `lpgen new` and `lpgen new niche`: resolve the arguments against the content,
// render the YAML, prove it builds, then write it (or print it with --dry-run).
import path from 'node:path';
import { loadContent, type Content } from '../content/load.js';
import { displayPath, readSources } from '../content/read.js';
import { clip, LpgenError } from '../errors.js';
import { checkRouteRoom } from './limits.js';
import type { Logger } from '../log.js';
import { slugify } from '../rules/slug.js';
import { titleCase } from './match.js';
import { matchCategory, nicheYaml } from './niche.js';
import { planPages, requestsFromCsv, requestsFromList, requestsFromTop, withOrigins, type PageRequest } from './plan-pages.js';
import { barLine, gateVerdicts, heldNote, statusLines } from './bar-line.js';
import { likeness, likenessLine } from './similar.js';
import { dryCheck, dryCheckAll, refuseOverwrite, targetFile, writeAll, type Kind } from './write.js';

interface Common {
  content: string;
  force?: boolean;
  dryRun?: boolean;
}

export interface NewPageOptions extends Common {
  niche?: string;
  city?: string;
  /** Bulk: 'Naples, Boca Raton, Kissimmee'. */
  cities?: string;
  /** Bulk: the N most populous places without a page of the niche. */
  top?: string;
  /** Bulk: a CSV with columns niche,city and optional field overrides. */
  from?: string;
  allowUnknownCity?: boolean;
  /** Bulk pages are written published instead of as drafts. */
  publish?: boolean;
}

export interface NewNicheOptions extends Common {
  name?: string;
  audience: string;
  category: string;
}

/** Usage errors (exit 2) for what commander cannot express: --niche/--city belong to `new` but not to `new niche`. */
function required(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === '') throw new LpgenError(`${flag} is required: lpgen new --niche <niche> --city <city>`, 2);
  return value;
}

const contentFlag = (dir: string) => (dir === 'content' ? '' : ` --content ${dir}`);

/** Usage mistakes first (exit 2), before any content is read: exactly one of --city, --cities, --top, --from. */
function checkUsage(opts: NewPageOptions): void {
  const given = (['city', 'cities', 'top', 'from'] as const).filter((k) => opts[k] !== undefined);
  if (given.length > 1) throw new LpgenError(`use one of ${given.map((k) => `--${k}`).join(', ')}, not several`, 2);
  if (opts.from !== undefined) return;
  required(opts.niche, '--niche');
  if (given.length === 0) required(opts.city, '--city');
}

/** Which pages were asked for. */
function requests(opts: NewPageOptions, content: Content): PageRequest[] {
  if (opts.from !== undefined) return requestsFromCsv(opts.from, opts.niche);
  const niche = required(opts.niche, '--niche');
  if (opts.cities !== undefined) return requestsFromList(niche, opts.cities);
  if (opts.top !== undefined) return requestsFromTop(niche, opts.top, content);
  return [{ niche, city: required(opts.city, '--city'), fields: {}, origin: '--city' }];
}

export function createPage(opts: NewPageOptions, log: Logger, print: (text: string) => void): void {
  checkUsage(opts);
  const sources = readSources(opts.content);
  const content = loadContent(opts.content, sources);
  const asked = requests(opts, content);
  if (asked.length === 0) {
    log.info(`nothing to write: every place in cities.yaml with a population already has a ${opts.niche} page`);
    return;
  }
  const single = opts.city !== undefined;
  const draft = !single && !opts.publish;
  const planned = planPages(asked, {
    content,
    sources,
    contentDir: opts.content,
    allowUnknownCity: opts.allowUnknownCity,
    force: opts.force,
    draft,
    warn: log.warn,
  });
  if (single) refuseOverwrite(planned[0].file, opts.force);
  let after;
  try {
    after = dryCheckAll(opts.content, sources, 'pages', planned);
  } catch (error) {
    throw withOrigins(error, planned);
  }
  // The gate: pages written published in bulk (--publish) that fail it are written as drafts instead, as
  // publish --ready would leave them. A single page follows quality.belowBar like the build: a draft under
  // `draft`; under the default `warn` it is published like the spec's pages, and its bar line says why it is below.
  const verdicts = gateVerdicts(after, draft ? [] : planned.map((p) => p.route));
  const gated = !single || content.site.quality.belowBar === 'draft';
  const failing = gated ? planned.filter((p) => (verdicts.get(p.route)?.reasons.length ?? 0) > 0) : [];
  if (failing.length > 0) {
    const drafts = new Map(
      planPages(
        failing.map((p) => p.request),
        { content, sources, contentDir: opts.content, allowUnknownCity: opts.allowUnknownCity, force: opts.force, draft: true, warn: () => {} },
      ).map((p) => [p.route, p]),
    );
    planned.forEach((p, i) => (planned[i] = drafts.get(p.route) ?? p));
  }
  const held = failing.map((p) => p.route);
  const similar = likeness(after, new Set(planned.map((p) => p.route)));
  if (single) {
    const say = finish({ opts, log, print, kind: 'pages', file: planned[0].file, text: planned[0].text, checked: true, sources });
    say(`  route  ${planned[0].route}`);
    if (similar[0]) say(`  like   ${likenessLine(similar[0])}`);
    const verdict = verdicts.get(planned[0].route) ?? gateVerdicts(after, [planned[0].route]).get(planned[0].route);
    if (verdict) say(barLine(verdict, content.site.quality.belowBar));
    if (held.length > 0) say(heldNote(held, 1, contentFlag(opts.content), true));
    say(`  next   lpgen build${contentFlag(opts.content)}`);
    return;
  }
  const say = opts.dryRun ? log.detail : log.info;
  if (opts.dryRun) {
    for (const p of planned) print(`${displayPath(p.file)}  ${p.route}\n`);
  } else writeAll(opts.content, planned, opts.force, 'lpgen new', log);
  const niches = [...new Set(planned.map((p) => p.niche.name))].join(', ');
  say(
    `${opts.dryRun ? '(dry run) would write' : '✓ wrote'} ${planned.length} page${planned.length === 1 ? '' : 's'} (${niches}) in ${displayPath(path.resolve(opts.content, 'pages'))}/; all validated with the build's loader`,
  );
  if (similar.length > 0) {
    say(`  most alike: ${similar.slice(0, 5).map(likenessLine).join('\n              ')}`);
  }
  // Each page's status as written: a plan's status column sets it per row, the bulk default (draft unless --publish)
  // the rest; pages the gate held back are drafts, counted in their own line.
  const heldSet = new Set(held);
  const statuses = new Map<string, number>();
  for (const p of planned) {
    if (heldSet.has(p.route)) continue;
    const status = String(p.request.fields.status ?? (draft ? 'draft' : 'published'));
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  for (const line of statusLines(statuses, contentFlag(opts.content))) say(line);
  if (held.length > 0) say(heldNote(held, planned.length, contentFlag(opts.content)));
  say(`  next   lpgen build${contentFlag(opts.content)}`);
}

export function createNiche(slugInput: string, opts: NewNicheOptions, log: Logger, print: (text: string) => void): void {
  if (/[\\/]/.test(slugInput)) throw new LpgenError(`"${clip(slugInput)}" is not a niche name: use letters, digits and hyphens`);
  const slug = slugify(slugInput);
  const file = targetFile(opts.content, 'niches', slug);
  const sources = readSources(opts.content);
  const content = loadContent(opts.content, sources);
  const clash = content.niches.find((n) => n.slug === slug && n.source !== displayPath(file));
  if (clash) throw new LpgenError(`niche slug "${slug}" is already used by ${clash.source}`);
  checkRouteRoom(content.site.routePattern, 'niche', slug, slugInput);
  refuseOverwrite(file, opts.force);
  const category = matchCategory(opts.category, content.site);
  const name = opts.name?.trim() || titleCase(slug);
  const text = nicheYaml({ slug, name, audience: opts.audience.trim(), category }, content.site);
  const say = finish({ opts, log, print, kind: 'niches', file, text, sources });
  say(`  next   lpgen new --niche ${slug} --city <city>${contentFlag(opts.content)}`);
}

interface Finish {
  opts: Common;
  log: Logger;
  print: (text: string) => void;
  kind: Kind;
  file: string;
  text: string;
  sources: ReturnType<typeof readSources>;
  /** Already proven to load (with dryCheckAll). */
  checked?: boolean;
}

/** Checks, then writes or prints; returns where follow-up lines go (stderr on a dry run, so stdout is pure YAML). */
function finish({ opts, log, print, kind, file, text, sources, checked }: Finish): (line: string) => void {
  if (!checked) dryCheck(opts.content, sources, kind, file, text);
  if (opts.dryRun) {
    print(text);
    log.detail(`(dry run: ${displayPath(file)} was not written)`);
    return log.detail;
  }
  writeAll(opts.content, [{ file, text }], opts.force, kind === 'niches' ? 'lpgen new niche' : 'lpgen new', log);
  log.info(`✓ wrote ${displayPath(file)}`);
  return log.info;
}
