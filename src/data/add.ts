// `lpgen data add`: a CSV (or a County Business Patterns county file, --preset cbp)
// and its description, validated against the site's places and niches, written
// to content/data/ — both files or neither: every problem is reported first.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { ContentError, LpgenError } from '../errors.js';
import { loadSiteOnly } from '../content/load.js';
import { displayPath, readSources } from '../content/read.js';
import type { Content } from '../content/types.js';
import { cbpDescription, isCbpHeader, readCbp } from './cbp.js';
import { fipsTable } from './county-fips.js';
import { DatasetFile, FORMATS, JOINS, type DatasetConfig } from './describe.js';
import { cacheHash } from '../cache/store.js';
import { readTable, type Dataset } from './table.js';
import { MAX_CSV_BYTES } from './load.js';
import { writeContentFiles } from '../content-write/content-files.js';
import type { Logger } from '../log.js';

export interface DataAddOptions {
  content: string;
  preset?: string;
  name?: string;
  source?: string;
  url?: string;
  vintage?: string;
  licence?: string;
  key?: string;
  joinsOn?: string;
  industry?: string;
  stateRow?: string;
  column?: string[];
  per10k?: string[];
  force?: boolean;
  dryRun?: boolean;
}

export interface DataAddResult {
  dataset: Dataset;
  csvPath: string;
  yamlPath: string;
  rows: number;
  written: boolean;
  site: Omit<Content, 'pages'>;
}

/** `name=Label[:format[:decimals]]`, e.g. `firms=Employer firms in {city}:integer`. */
function parseColumn(spec: string): [string, DatasetConfig['columns'][string]] {
  const m = /^([^=]+)=(.+?)(?::(\w+))?(?::(\d))?$/.exec(spec);
  if (!m) throw new LpgenError(`--column "${spec}": write name=Label, name=Label:format or name=Label:format:decimals (formats: ${FORMATS.join(', ')})`, 2);
  const format = (m[3] ?? 'integer') as DatasetConfig['columns'][string]['format'];
  if (!FORMATS.includes(format)) throw new LpgenError(`--column "${spec}": unknown format "${m[3]}"; formats: ${FORMATS.join(', ')}`, 2);
  return [m[1].trim(), { label: m[2].trim(), format, decimals: m[4] === undefined ? 0 : Number(m[4]) }];
}

/** A description from the options, checked by the same schema as content/data/*.yaml (an option's mistake names the option). */
function describe(opts: DataAddOptions, vintage: number | undefined): DatasetConfig {
  const need = (value: string | undefined, flag: string) => {
    if (value === undefined) throw new LpgenError(`data add needs ${flag} (see lpgen data add --help)`, 2);
    return value;
  };
  if (opts.joinsOn !== undefined && !(JOINS as readonly string[]).includes(opts.joinsOn))
    throw new LpgenError(`--joins-on "${opts.joinsOn}": one of ${JOINS.join(', ')}`, 2);
  const columns = Object.fromEntries((opts.column ?? []).map(parseColumn));
  if (Object.keys(columns).length === 0) throw new LpgenError('data add needs at least one --column name=Label[:format] (the figures pages show)', 2);
  const raw = {
    source: need(opts.source, '--source'),
    sourceUrl: need(opts.url, '--url'),
    vintage: vintage ?? Number(need(opts.vintage, '--vintage')),
    licence: need(opts.licence, '--licence'),
    key: { column: need(opts.key, '--key'), joinsOn: need(opts.joinsOn, '--joins-on') },
    ...(opts.industry ? { industry: { column: opts.industry } } : {}),
    ...(opts.stateRow ? { stateRow: opts.stateRow } : {}),
    columns,
    derived: (opts.per10k ?? []).map((spec) => {
      const [column, population] = spec.split(':');
      return { kind: 'per10k', column, label: `${columns[column]?.label ?? column} per 10,000 residents`, ...(population ? { population } : {}) };
    }),
  };
  const parsed = DatasetFile.safeParse(raw);
  if (!parsed.success) {
    const zi = parsed.error.issues[0];
    throw new LpgenError(`data add: ${zi.path.join('.') || 'description'}: ${zi.message}`, 2);
  }
  return parsed.data;
}

const vintageOf = (file: string) => {
  const m = /cbp(\d{2})co/i.exec(path.basename(file));
  return m ? 2000 + Number(m[1]) : undefined;
};

/** Text for the description file: a header saying what it is, then the description. */
export function descriptionText(config: DatasetConfig, from: string): string {
  const head = `# A dataset joined onto pages' local facts (lpgen data add, from ${from}).\n# Its rows are in the CSV beside this file; see docs/datasets.md.\n`;
  return head + stringify(JSON.parse(JSON.stringify(config)), { lineWidth: 0 });
}

export async function addDataset(file: string, opts: DataAddOptions, log: Logger): Promise<DataAddResult> {
  if (!existsSync(file)) throw new LpgenError(`${file}: no such file`);
  const sources = readSources(opts.content, { pages: false });
  const site = loadSiteOnly(sources);
  if (!site) throw new LpgenError(`the content in ${opts.content} has problems: run lpgen check first`);
  const firstLine = readFileSync(file, 'utf8').slice(0, 4096).split(/\r?\n/)[0];
  const cbp = opts.preset === 'cbp' || (opts.preset === undefined && isCbpHeader(firstLine));
  if (opts.preset !== undefined && opts.preset !== 'cbp')
    throw new LpgenError(`--preset "${opts.preset}": the one preset is cbp (County Business Patterns county file)`, 2);
  let text: string;
  let config: DatasetConfig;
  let name: string;
  if (cbp) {
    const fips = fipsTable(site.site.region.abbreviation);
    if (!fips)
      throw new LpgenError(
        `--preset cbp joins on county FIPS codes, and lpgen has a table for ${['FL'].join(', ')} only (site.yaml region.abbreviation is ${site.site.region.abbreviation})`,
      );
    const vintage = opts.vintage ? Number(opts.vintage) : vintageOf(file);
    if (!vintage || !Number.isInteger(vintage)) throw new LpgenError('--preset cbp needs --vintage YEAR (the file name cbpYYco.txt gives it otherwise)', 2);
    const codes = new Set(site.niches.flatMap((n) => (n.naics ? [n.naics] : [])));
    if (codes.size === 0)
      throw new LpgenError('no niche in content/niches/ has a naics: code, so no County Business Patterns row can join a page: add naics: to the presets');
    const read = await readCbp(file, displayPath(path.resolve(file)), fips, codes);
    text = read.csv;
    config = cbpDescription(vintage);
    name = opts.name ?? `cbp-${vintage}`;
  } else {
    text = readFileSync(file, 'utf8');
    if (Buffer.byteLength(text) > MAX_CSV_BYTES) throw new LpgenError(`${file}: larger than ${MAX_CSV_BYTES} bytes; keep the rows of your region only`);
    config = describe(opts, undefined);
    name = opts.name ?? path.basename(file).replace(/\.csv$/i, '');
  }
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new LpgenError(`dataset name "${name}": lower-case letters, digits and hyphens (--name)`, 2);
  const dir = path.join(opts.content, 'data');
  const csvPath = path.join(dir, `${name}.csv`);
  const yamlPath = path.join(dir, `${name}.yaml`);
  const yamlText = descriptionText(config, cbp ? `County Business Patterns ${path.basename(file)}` : path.basename(file));
  // Problems are reported in the file the user gave (its rows are ours unchanged); CBP's were reported while reading it.
  const { dataset, issues } = readTable({
    name,
    yaml: displayPath(path.resolve(yamlPath)),
    csv: cbp ? displayPath(path.resolve(csvPath)) : file,
    text,
    config,
    cities: site.cities,
    hash: cacheHash(yamlText, text),
  });
  if (!dataset) throw new ContentError(issues);
  for (const target of [csvPath, yamlPath]) {
    if (existsSync(target) && !opts.force) throw new LpgenError(`${target} exists: pass --force to replace it, or --name another name`);
  }
  if (!opts.dryRun) {
    mkdirSync(dir, { recursive: true });
    // Both files or neither (content-write/: journal and content lock), even when killed.
    writeContentFiles(
      opts.content,
      [
        { file: path.resolve(csvPath), text },
        { file: path.resolve(yamlPath), text: yamlText },
      ],
      'lpgen data add',
      log,
    );
  }
  return { dataset, csvPath, yamlPath, rows: dataset.rows.size + (dataset.state ? 1 : 0), written: !opts.dryRun, site };
}
