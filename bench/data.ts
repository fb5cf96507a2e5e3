// Datasets, the queue and the report at N pages: `npm run bench -- --pages 1000 --data` (after the build
// figures), or on its own: `npx tsx bench/data.ts --pages 1000 [--runs 2]`. On a generated site: lpgen data add
// with a 3,000-row place dataset (every place of cities.yaml, then rows that match nothing), the cold build
// (--no-cache) without and with it, lpgen report with a Search Console export of every route and an affiliate
// export of 3 rows per page, and lpgen queue on the drafts. Medians of `runs`.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { measure, median, type Measured } from './measure.js';

export interface DataBench {
  rows: [string, string][];
}

const summary = (r: Measured[]) =>
  `${median(r.map((x) => x.ms)).toFixed(0)} ms, CPU ${median(r.map((x) => x.cpuS ?? NaN)).toFixed(1)} s, ${median(r.map((x) => x.rssMb ?? NaN)).toFixed(0)} MB`;

export async function benchData(lpgen: string, content: string, runs: number, log = console.log): Promise<DataBench> {
  const work = path.join(os.tmpdir(), `lpgen-bench-data-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const site = path.join(work, 'content');
  cpSync(content, site, { recursive: true });
  rmSync(path.join(site, 'data'), { recursive: true, force: true });
  const cities = (parse(readFileSync(path.join(site, 'cities.yaml'), 'utf8')) as { cities: { name: string; population?: number }[] }).cities;
  const names = [...new Set(cities.map((c) => c.name))];
  for (let i = 0; names.length < 3000; i++) names.push(`Bench Place ${i}`);
  const csv = ['place,firms', ...names.slice(0, 3000).map((n, i) => `"${n}",${100 + ((i * 37) % 5000)}`)].join('\n') + '\n';
  const csvFile = path.join(work, 'firms.csv');
  writeFileSync(csvFile, csv);
  const run = async (args: string[]): Promise<Measured> => {
    const r = await measure(process.execPath, [lpgen, ...args]);
    if (r.code !== 0) throw new Error(`lpgen ${args.join(' ')} failed (${r.code}):\n${r.stderr}`);
    return r;
  };
  const build = (out: string) => run(['build', '--content', site, '--out', out, '--no-cache', '--quiet']);
  const times: Record<string, Measured[]> = { without: [], with: [], add: [], report: [], queue: [] };
  for (let i = 0; i < runs; i++) {
    rmSync(path.join(site, 'data'), { recursive: true, force: true });
    times.without.push(await build(path.join(work, `dist-a${i}`)));
    times.add.push(
      await run([
        'data',
        'add',
        csvFile,
        '--content',
        site,
        '--source',
        'Bench table',
        '--url',
        'https://www.census.gov/',
        '--vintage',
        '2022',
        '--licence',
        'test',
        '--key',
        'place',
        '--joins-on',
        'place',
        '--column',
        'firms=Firms in {city}',
        '--per10k',
        'firms',
      ]),
    );
    times.with.push(await build(path.join(work, `dist-b${i}`)));
    rmSync(path.join(work, `dist-a${i}`), { recursive: true, force: true });
    rmSync(path.join(work, `dist-b${i}`), { recursive: true, force: true });
    log(
      `  data run ${i + 1}: build without ${times.without[i].ms.toFixed(0)} ms, data add ${times.add[i].ms.toFixed(0)} ms, build with ${times.with[i].ms.toFixed(0)} ms`,
    );
  }
  // The report's inputs: every page in a Search Console export, 3 affiliate rows per page.
  await run(['links', '--content', site, '--out', path.join(work, 'links.csv')]);
  const [header, ...links] = readFileSync(path.join(work, 'links.csv'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split(','));
  // By name: the export's columns grow (a status column came after page_url was read here by position).
  const subId = header.indexOf('sub_id');
  const pageUrl = header.indexOf('page_url');
  const routes = [...new Set(links.map((l) => l[pageUrl]))];
  writeFileSync(
    path.join(work, 'Pages.csv'),
    ['Top pages,Clicks,Impressions,CTR,Position', ...routes.map((r, i) => `https://bench.example${r},${i % 7},${(i * 13) % 900},1.2%,${(i % 40) + 1}`)].join(
      '\n',
    ) + '\n',
  );
  writeFileSync(
    path.join(work, 'referrals.csv'),
    [
      'sub_id,date,amount,status',
      ...links
        .filter((_, i) => i % 5 < 3)
        .map((l, i) => `${l[subId]},2026-10-${String((i % 28) + 1).padStart(2, '0')},97,${i % 9 === 0 ? 'refunded' : 'active'}`),
    ].join('\n') + '\n',
  );
  for (let i = 0; i < runs; i++) {
    times.report.push(
      await run(['report', '--content', site, '--search', path.join(work, 'Pages.csv'), '--affiliate', path.join(work, 'referrals.csv'), '--dry-run']),
    );
    times.queue.push(await run(['queue', '--content', site, '--top', '50']));
  }
  const overhead = (median(times.with.map((r) => r.cpuS ?? NaN)) / median(times.without.map((r) => r.cpuS ?? NaN)) - 1) * 100;
  const rows: [string, string][] = [
    ['lpgen data add (3,000-row place dataset)', summary(times.add)],
    ['lpgen build --no-cache without a dataset', summary(times.without)],
    ['lpgen build --no-cache with the 3,000-row dataset', `${summary(times.with)} (CPU ${overhead >= 0 ? '+' : ''}${overhead.toFixed(1)}%)`],
    [`lpgen report (Search Console: ${routes.length} routes; affiliate: ${links.filter((_, i) => i % 5 < 3).length} rows)`, summary(times.report)],
    ['lpgen queue --top 50', summary(times.queue)],
  ];
  if (existsSync(work)) rmSync(work, { recursive: true, force: true });
  return { rows };
}

// Run on its own: generate N pages the way npm run bench does, then measure.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { parseArgs } = await import('node:util');
  const { generateContent } = await import('./generate.js');
  const { values } = parseArgs({ options: { pages: { type: 'string', default: '1000' }, runs: { type: 'string', default: '2' } } });
  const root = path.resolve(import.meta.dirname, '..');
  const content = path.join(os.tmpdir(), `lpgen-bench-data-src-${values.pages}`, 'content');
  generateContent(path.join(root, 'content'), content, Number(values.pages));
  // Half the generated pages as drafts, so the queue has work.
  const { readdirSync, appendFileSync } = await import('node:fs');
  readdirSync(path.join(content, 'pages'))
    .filter((_, i) => i % 2 === 0)
    .forEach((f) => appendFileSync(path.join(content, 'pages', f), '\nstatus: draft\n'));
  const { rows } = await benchData(path.join(root, 'bin', 'lpgen.js'), content, Number(values.runs));
  console.log(['', '| measure | value |', '| --- | --- |', ...rows.map(([k, v]) => `| ${k} | ${v} |`), ''].join('\n'));
}
