// `lpgen data add`: a table of sourced figures (a CSV and its description) into
// content/data/, joined onto pages' local facts by place, county or county FIPS.
import type { Command } from 'commander';
import { runAction, type CommandContext } from './action.js';
import type { DataAddOptions } from '../data/add.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function registerData(program: Command, context: CommandContext): void {
  const data = program.command('data').description('datasets of sourced figures joined onto pages (content/data/)');
  data
    .command('add <file>')
    .description('validate a CSV of sourced figures and write it with its description to content/data/ (County Business Patterns county files: --preset cbp)')
    .option('-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content')
    .option('--preset <name>', 'cbp: a County Business Patterns county file (cbpYYco.txt), detected from its header too')
    .option('--name <name>', 'the dataset name (content/data/<name>.csv and .yaml); default: the file name, cbp-<vintage> for cbp')
    .option('--source <text>', 'the publisher and table, as pages cite it')
    .option('--url <https-url>', 'where the table can be downloaded')
    .option('--vintage <year>', 'the year the figures describe')
    .option('--licence <text>', 'the terms the figures are published under')
    .option('--key <column>', "the column that names each row's area")
    .option('--joins-on <kind>', 'what the key names: place, county or fips')
    .option('--industry <column>', "a column of NAICS codes, matched to each niche's naics: code")
    .option('--state-row <key>', "the key of the row with the whole state's figures")
    .option('--column <name=Label[:format[:decimals]]>', 'a column pages show (format integer, decimal, currency, percent or text); repeat', collect)
    .option(
      '--per10k <column[:population-column]>',
      "also show column per 10,000 residents (population: a column, or the place's in cities.yaml); repeat",
      collect,
    )
    .option('--force', 'replace a dataset of the same name')
    .option('--dry-run', 'validate and report, write nothing')
    .action(
      runAction(context, async (log, file: string, opts: DataAddOptions) => {
        const [{ addDataset }, { loadContent }, { datasetCoverage }] = await Promise.all([
          import('../data/add.js'),
          import('../content/load.js'),
          import('../data/coverage.js'),
        ]);
        const added = await addDataset(file, opts, log);
        const { dataset } = added;
        const n = new Intl.NumberFormat('en-US').format(added.rows);
        const join = `${dataset.config.key.column} → ${dataset.config.key.joinsOn === 'fips' ? 'county FIPS' : dataset.config.key.joinsOn}${dataset.config.industry ? `, ${dataset.config.industry.column} → niche naics` : ''}`;
        const verb = added.written ? '✓ wrote' : '✓ would write';
        log.info(`${verb} ${added.csvPath} (${n} rows; ${join}) and ${added.yamlPath}`);
        log.info(`  source ${dataset.config.source} (${dataset.config.vintage}), ${dataset.config.licence}`);
        const content = added.written ? loadContent(opts.content) : { ...added.site, data: [dataset], pages: loadContent(opts.content).pages };
        const [c] = datasetCoverage({ ...content, data: content.data!.filter((d) => d.name === dataset.name) });
        if (!c) return;
        log.info(`  joins  ${c.covered} of ${c.pages} pages${c.missing.length > 0 ? `; no row for ${c.missing.length} (lpgen check lists them)` : ''}`);
        if (c.noCode.length > 0) log.info(`  naics  no naics: code in niche${c.noCode.length === 1 ? '' : 's'} ${c.noCode.join(', ')}`);
        if (c.unmatched.length > 0) log.info(`  rows   ${c.unmatched.length} match no place or niche of the site (lpgen check lists them)`);
      }),
    );
}
