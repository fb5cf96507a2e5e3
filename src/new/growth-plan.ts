// `lpgen plan`: the growth plan `lpgen new --from` reads. For each niche, the
// N most populous places that have no page of it yet, as `lpgen new --niche
// <niche> --top N` picks them (requestsFromTop), one `niche,city` row each, so
// the plan can be read, trimmed or given columns of copy in a spreadsheet before
// any page exists. Linear: one sort of the places per niche.
import { linkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '../content/load.js';
import { displayPath } from '../content/read.js';
import { LpgenError } from '../errors.js';
import { csvText } from '../csv-pages/write-csv.js';
import { matchNiche, presetName } from './match.js';
import { requestsFromTop } from './plan-pages.js';

export interface GrowthPlanOptions {
  content: string;
  /** Places per niche: the `--top` of `lpgen new`. */
  top: string;
  /** Comma-separated niches (file name, slug, name or audience); default every preset. */
  niche?: string;
}

export interface GrowthPlan {
  text: string;
  rows: number;
  /** Rows per niche preset, in plan order; a niche with every place served has 0. */
  perNiche: Array<{ niche: string; rows: number }>;
}

/** The plan as CSV text (header niche,city; CRLF, as lpgen export writes). */
export function growthPlan(opts: GrowthPlanOptions): GrowthPlan {
  const content = loadContent(opts.content);
  const asked = opts.niche
    ?.split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  if (asked?.length === 0) throw new LpgenError('--niche is empty: give presets separated by commas, e.g. --niche "dentist, roofer"', 2);
  const niches = asked
    ? [...new Set(asked.map((n) => matchNiche(n, content.niches)))]
    : [...content.niches].sort((a, b) => presetName(a).localeCompare(presetName(b)));
  const rows: string[][] = [];
  const perNiche = niches.map((niche) => {
    const name = presetName(niche);
    const picks = requestsFromTop(name, opts.top, content);
    for (const pick of picks) rows.push([name, pick.city]);
    return { niche: name, rows: picks.length };
  });
  return { text: csvText(['niche', 'city'], rows), rows: rows.length, perNiche };
}

/**
 * Writes the plan to `out`: whole or not at all (a temp file beside it, then a link that fails if `out`
 * appeared, or a rename with `force`), and never over an existing plan without `force`: it may hold edits.
 */
export function writeGrowthPlan(opts: GrowthPlanOptions, out: string, force?: boolean): GrowthPlan {
  const plan = growthPlan(opts);
  const shown = displayPath(path.resolve(out));
  const temp = path.join(path.dirname(out), `.${path.basename(out)}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, plan.text, { flag: 'wx' });
    if (force) renameSync(temp, out);
    else linkSync(temp, out);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && !force)
      throw new LpgenError(`${shown} already exists (it may hold your edits): pass --force to replace it, or write another file`, 1, { cause: error });
    throw new LpgenError(`cannot write ${shown}: ${code ?? (error as Error).message}`, 1, { cause: error });
  } finally {
    rmSync(temp, { force: true });
  }
  return plan;
}
