// A dataset's CSV checked against its description: every problem of every row
// is collected as `file.csv:LINE:COLUMN  column: message` (nothing is written or
// shown from a table with a problem), and the rows are keyed once for the joins.
import { clip, LpgenError, type Issue } from '../errors.js';
import { parseCsv } from '../csv-pages/read-csv.js';
import type { CityFactsT } from '../content/schema.js';
import { slugify } from '../rules/slug.js';
import { parseDecimal } from './decimal.js';
import type { DatasetConfig } from './describe.js';
import { countyKey, fipsKey, naicsKey, rowKey } from './keys.js';

/** One row as kept for the joins: its line in the CSV (every figure traces back to it) and the cells it uses. */
export interface DataRow {
  line: number;
  /** The raw key cell, as written (messages quote it). */
  key: string;
  industry?: string;
  cells: Record<string, string>;
}

/** A validated dataset: small and plain, so it travels to worker threads with the rest of a page's context. */
export interface Dataset {
  /** The description file's name without .yaml. */
  name: string;
  /** Display paths of the description and of the CSV. */
  yaml: string;
  csv: string;
  config: DatasetConfig;
  /** Joined area key (a city slug, a county key or a FIPS code), `|` industry code → row. */
  rows: Map<string, DataRow>;
  /** The stateRow's row, when the description names one. */
  state?: DataRow;
  /** Hash of the description and CSV texts: what a cache keys on. */
  hash: string;
}

const NUMBER_FORMATS = new Set(['integer', 'decimal', 'currency', 'percent']);

/** The columns a description reads, each with the field path that names it (for a missing column's message). */
function usedColumns(config: DatasetConfig): [string, string][] {
  const used: [string, string][] = [[config.key.column, 'key.column']];
  if (config.industry) used.push([config.industry.column, 'industry.column']);
  for (const name of Object.keys(config.columns)) used.push([name, `columns.${name}`]);
  config.derived.forEach((d, i) => {
    used.push([d.column, `derived[${i}].column`]);
    if (d.population) used.push([d.population, `derived[${i}].population`]);
  });
  return used;
}

/** A value cell's problem, or undefined when it is fine (an empty cell is a figure the source lacks: shown nowhere). */
export function cellProblem(value: string, format: string): string | undefined {
  if (value === '' || !NUMBER_FORMATS.has(format)) return undefined;
  const v = format === 'percent' ? value.replace(/%$/, '') : format === 'currency' ? value.replace(/^\$/, '') : value;
  const d = parseDecimal(v);
  if (!d)
    return `"${clip(value, 40)}" is not a number (format ${format}); write digits, e.g. 1234${format === 'integer' ? '' : ' or 12.5'}, or leave the cell empty`;
  if (format === 'integer' && d.scale > 0) return `"${clip(value, 40)}" is not a whole number (format integer); use format: decimal for fractions`;
  return undefined;
}

export interface TableInput {
  name: string;
  yaml: string;
  csv: string;
  text: string;
  config: DatasetConfig;
  cities: readonly CityFactsT[];
  hash: string;
}

/** The dataset, or every problem of the CSV as issues at file.csv:line:column. */
export function readTable(input: TableInput): { dataset?: Dataset; issues: Issue[] } {
  const { csv, config } = input;
  const issues: Issue[] = [];
  const at = (line: number, col: number, field: string, message: string) => issues.push({ file: csv, line, col, field, message });
  let parsed: ReturnType<typeof parseCsv>;
  try {
    parsed = parseCsv(input.text, csv);
  } catch (error) {
    if (!(error instanceof LpgenError)) throw error;
    // parseCsv names the file and line itself: "file.csv:12: message".
    const m = /^(.*?):(\d+): (.*)$/s.exec(error.message);
    at(m ? Number(m[2]) : 1, 1, '', m ? m[3] : error.message);
    return { issues };
  }
  const index = new Map(parsed.columns.map((c, k) => [c, k + 1]));
  for (const [column, field] of usedColumns(config)) {
    if (!index.has(column))
      at(1, 1, field, `column "${clip(column, 40)}" is not in the header of ${csv}; the header has: ${clip(parsed.columns.join(', '), 200)}`);
  }
  if (issues.length > 0) return { issues };
  const colOf = (name: string) => index.get(name)!;
  // Place keys meet cities.yaml by slug or by an alias's slug ('Saint Petersburg').
  const places = new Map<string, string>();
  if (config.key.joinsOn === 'place') {
    for (const c of input.cities) {
      places.set(c.slug, c.slug);
      for (const alias of c.aliases ?? []) if (!places.has(slugify(alias))) places.set(slugify(alias), c.slug);
    }
  }
  const keyOf = (raw: string): string | undefined => {
    if (config.key.joinsOn === 'fips') return fipsKey(raw);
    if (config.key.joinsOn === 'county') return countyKey(raw) || undefined;
    const s = slugify(raw);
    return s ? (places.get(s) ?? s) : undefined;
  };
  const rows = new Map<string, DataRow>();
  let state: DataRow | undefined;
  const keyCol = config.key.column;
  const indCol = config.industry?.column;
  const valueCols = Object.entries(config.columns);
  const derivedCols = config.derived.flatMap((d) => (d.population ? [d.column, d.population] : [d.column]));
  for (const { line, values } of parsed.rows) {
    const raw = values[keyCol];
    // Every cell is kept: a label may name any column ({industry}), and each figure traces back to its row.
    const cells: Record<string, string> = { ...values };
    for (const [name, spec] of valueCols) {
      const problem = cellProblem(values[name], spec.format);
      if (problem) at(line, colOf(name), name, problem);
    }
    for (const name of derivedCols) {
      if (config.columns[name]) continue;
      const problem = cellProblem(values[name], 'decimal');
      if (problem) at(line, colOf(name), name, problem);
    }
    if (config.stateRow !== undefined && raw === config.stateRow) {
      state = { line, key: raw, cells };
      continue;
    }
    const key = raw ? keyOf(raw) : undefined;
    if (!key) {
      const want = config.key.joinsOn === 'fips' ? 'a 5-digit county FIPS code (state + county, e.g. 12086)' : `a ${config.key.joinsOn} name`;
      at(line, colOf(keyCol), keyCol, raw ? `"${clip(raw, 40)}" is not ${want}` : `empty key; expected ${want}`);
      continue;
    }
    let industry: string | undefined;
    if (indCol) {
      industry = naicsKey(values[indCol]);
      if (!industry) {
        at(line, colOf(indCol), indCol, `"${clip(values[indCol], 40)}" is not an industry code; expected 2 to 6 digits (a 2022 NAICS code such as 621210)`);
        continue;
      }
    }
    const k = rowKey(key, industry);
    const twin = rows.get(k);
    if (twin) {
      at(
        line,
        colOf(keyCol),
        keyCol,
        `"${clip(raw, 40)}"${industry ? ` (${indCol} ${industry})` : ''} is also on line ${twin.line}: keep one row per ${indCol ? 'area and industry' : 'area'}`,
      );
      continue;
    }
    rows.set(k, { line, key: raw, ...(industry ? { industry } : {}), cells });
  }
  for (const d of config.derived) {
    if (d.kind === 'per10k' && !d.population && config.key.joinsOn !== 'place') {
      at(
        1,
        colOf(d.column),
        'derived',
        `per10k of "${d.column}" needs population: (a column) on a ${config.key.joinsOn} join; cities.yaml gives populations of places only`,
      );
    }
    if (d.kind === 'vsState' && !state) {
      at(
        1,
        colOf(d.column),
        'derived',
        config.stateRow
          ? `vsState: no row has ${keyCol} "${config.stateRow}" (stateRow)`
          : 'vsState needs stateRow: the key of the row holding the state figure',
      );
    }
  }
  if (issues.length > 0) return { issues };
  return { dataset: { name: input.name, yaml: input.yaml, csv, config, rows, ...(state ? { state } : {}), hash: input.hash }, issues };
}
