// content/data/: each description file (name.yaml) and the CSV beside it become
// one Dataset, or issues located in whichever of the two is wrong.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { cacheHash } from '../cache/store.js';
import type { CityFactsT } from '../content/schema.js';
import { displayPath, parseFiles, type SourceFile } from '../content/read.js';
import { createReporter, type Reporter } from '../content/report.js';
import { validateSource } from '../content/validate.js';
import { DatasetFile } from './describe.js';
import { readTable, type Dataset } from './table.js';

/** A dataset CSV may be larger than a YAML content file: County Business Patterns for one state is ~100 KB, a city table a few MB. */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;

/** The CSV a description names (its `file:`, else its own name with .csv), beside it. */
export const csvPathOf = (yamlAbs: string, file?: string) => path.join(path.dirname(yamlAbs), file ?? `${path.basename(yamlAbs).replace(/\.ya?ml$/, '')}.csv`);

/**
 * The datasets of description files read with { parse: false } (a quick rebuild's), or undefined when any has a
 * problem: the full load reports it.
 */
export function loadDatasetTexts(sources: readonly SourceFile[], cities: readonly CityFactsT[]): Dataset[] | undefined {
  const report = createReporter();
  const data = loadDatasets(parseFiles(sources, report.issues), cities, report);
  return report.issues.length > 0 ? undefined : data;
}

export function loadDatasets(sources: readonly SourceFile[], cities: readonly CityFactsT[], report: Reporter): Dataset[] {
  const out: Dataset[] = [];
  for (const source of sources) {
    const config = validateSource(source, DatasetFile, report);
    if (!config) continue;
    const abs = csvPathOf(source.abs, config.file);
    const csv = displayPath(abs);
    let text: string;
    try {
      const size = statSync(abs).size;
      if (size > MAX_CSV_BYTES) {
        report.add([
          {
            file: csv,
            line: 1,
            col: 1,
            field: '',
            message: `is ${size} bytes; a dataset CSV may be at most ${MAX_CSV_BYTES} bytes: keep the rows of your region only`,
          },
        ]);
        continue;
      }
      text = readFileSync(abs, 'utf8');
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      report.at(
        source,
        config.file ? ['file'] : [],
        missing ? `its CSV ${csv} is missing: put it beside ${source.file}, or name it in file:` : `its CSV ${csv} cannot be read`,
      );
      continue;
    }
    const { dataset, issues } = readTable({ name: source.name, yaml: source.file, csv, text, config, cities, hash: cacheHash(source.text, text) });
    report.add(issues);
    if (dataset) out.push(dataset);
  }
  return out;
}
