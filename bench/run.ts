// npm run bench -- --pages 10000 [--runs 3] [--rich] [--images on|off] [--warnings] [--record] [--no-hugo]
// Cold builds of a generated site as a separate process (the compiled CLI),
// against the write floor measured right after each build on the same disk;
// CLI start-up against bare node; the rebuild after editing one page.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateContent } from './generate.js';
import { HUGO, hugoArgs, hugoInstalled, writeHugoSite } from './hugo.js';
import { measure, median, type Measured } from './measure.js';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    rich: { type: 'boolean', default: false },
    record: { type: 'boolean', default: false },
    // Social cards (og:image) on or off; either way the build gets a site URL (cards need one), so the two compare.
    images: { type: 'string' },
    // Datasets, the queue and the report (bench/data.ts) after the build figures.
    data: { type: 'boolean', default: false },
    // One sample-leftover warning per page against the same pages clean, alternating (bench/warnings.ts).
    warnings: { type: 'boolean', default: false },
    // The Hugo comparison runs when /usr/bin/hugo exists; --no-hugo leaves it out (spelled out: Node 20's
    // parseArgs has no --no- negation of its own).
    'no-hugo': { type: 'boolean', default: false },
  },
});
const pages = Number(values.pages);
const runs = Number(values.runs);
const mode = values.rich ? 'rich' : 'mixed';
const work = path.join(os.tmpdir(), `lpgen-bench-${pages}-${mode}`);
const content = path.join(work, 'content');
// Each cold run gets fresh folders, and nothing is deleted until every figure is taken: deleting a
// 10,000-page tree (on a disk mounted with online discard, as here) slowed the next run's mkdir and writes,
// and its system time grew run after run (2 → 16 s). Old folders are moved aside, deleted at the end.
const trash = path.join(work, `trash-${process.pid}`);
const retire = (dir: string) => {
  if (!existsSync(dir)) return;
  mkdirSync(trash, { recursive: true });
  renameSync(dir, path.join(trash, `${path.basename(dir)}-${readdirSync(trash).length}`));
};
for (const name of existsSync(work) ? readdirSync(work) : [])
  if (/^(dist|cache|floor)(-(nc-|hugo-lp-|hugo-)?\d+)?$|^hugo-cache-\d+$/.test(name)) retire(path.join(work, name));
let out = path.join(work, 'dist');
let cache = path.join(work, 'cache');
const lpgen = path.join(root, 'bin', 'lpgen.js');
const sourceContent = existsSync(path.join(root, 'content', 'site.yaml')) ? path.join(root, 'content') : path.join(root, 'test', 'fixtures', 'valid');

console.log(`compiling lib/ …`);
execFileSync(process.execPath, [path.join(root, 'scripts', 'compile.mjs')], { cwd: root, stdio: 'inherit' });
console.log(`generating ${pages} ${mode} pages from ${path.relative(root, sourceContent)}/ into ${content} …`);
const generated = generateContent(sourceContent, content, pages, { rich: values.rich });
if (values.images !== undefined && !['on', 'off'].includes(values.images)) throw new Error(`--images takes on or off, not ${values.images}`);
const imageArgs = values.images ? ['--site-url', 'https://bench.example'] : [];
if (values.images) appendFileSync(path.join(content, 'site.yaml'), `\nsocialImages: ${values.images === 'on'}\n`);

// The previous run's files are still being written back to disk when the next run starts; on this VM that
// write-back (and the memory it holds) added up to 3-6 s of system time to the run after it. Each measured run
// starts once the dirty pages are on disk and the disk has had a moment to go quiet.
const settle = async () => {
  if (process.platform !== 'win32') execFileSync('sync');
  await new Promise((resolve) => setTimeout(resolve, 3000));
};

const build = async (extra: string[] = ['--cache-dir', cache], to = out, env = process.env): Promise<Measured> => {
  await settle();
  // Not --quiet: the stage lines ("  content  … in 6.43s") are read for the table.
  const r = await measure(process.execPath, [lpgen, 'build', '--content', content, '--out', to, ...imageArgs, ...extra], env);
  if (r.code !== 0) throw new Error(`lpgen build failed (${r.code}):\n${r.stderr}`);
  return r;
};
const floor = async (): Promise<number> => {
  await settle();
  const r = await measure(process.execPath, [path.join(root, 'bench', 'floor.mjs'), out, path.join(work, 'floor')]);
  retire(path.join(work, 'floor'));
  return JSON.parse(r.stdout).ms;
};

/** Stage times a build printed, in seconds: { assets, content, render }. */
const stagesOf = (r: Measured): Record<string, number> => {
  const times: Record<string, number> = {};
  for (const m of `${r.stdout}\n${r.stderr}`.matchAll(/^\s+(assets|content|render)\s.* in ([\d.]+)(ms|s)$/gm))
    times[m[1]] = Number(m[2]) / (m[3] === 'ms' ? 1000 : 1);
  return times;
};

const cold: Measured[] = [];
// Cold without a cache (--no-cache, as issue 13 measures it): the same work minus writing the caches.
const uncached: Measured[] = [];
const floors: number[] = [];
const summary = (r: Measured) => `${r.ms.toFixed(0)} ms, CPU ${r.cpuS?.toFixed(1)} s, ${r.rssMb?.toFixed(0)} MB`;
for (let i = 0; i < runs; i++) {
  if (i > 0) [out, cache] = [path.join(work, `dist-${i}`), path.join(work, `cache-${i}`)];
  cold.push(await build(['--cache-dir', cache]));
  floors.push(await floor());
  console.log(`  cold run ${i + 1}: ${summary(cold[i])}; write floor ${floors[i].toFixed(0)} ms`);
  uncached.push(await build(['--no-cache'], path.join(work, `dist-nc-${i}`)));
  console.log(`  cold run ${i + 1}, --no-cache: ${summary(uncached[i])}`);
}

// One page edited between builds; the cache from the previous build is used.
const incremental: number[] = [];
const incrementalCpu: number[] = [];
// Node 20 parses the certificates NODE_EXTRA_CA_CERTS names when it starts, before lpgen runs a line (70-80 ms for
// the 144 of Debian's bundle on this machine). When it is set, each rebuild is followed by one without it, so the
// table shows both: what a user with that setting waits, and lpgen's own time.
const { NODE_EXTRA_CA_CERTS: extraCa, ...withoutCa } = process.env;
const withoutCaMs: number[] = [];
// Rebuilds that wrote the page over the live output (src/build/in-place.ts) rather than swapping in a new one.
let inPlace = 0;
const pageFiles = ['dentist-crm-miami.yaml', 'plumber-crm-st-petersburg.yaml', 'real-estate-crm-orlando.yaml'];
const editPage = (i: number, n: number) => {
  const file = path.join(content, 'pages', pageFiles[i % pageFiles.length]);
  const text = readFileSync(file, 'utf8').replace(/ctaText: Start Your Trial Today \(\d+\)\n$/, '');
  writeFileSync(file, `${text}ctaText: Start Your Trial Today (${n})\n`);
};
for (let i = 0; i < runs; i++) {
  editPage(i, i);
  const r = await build();
  incremental.push(r.ms);
  incrementalCpu.push(r.cpuS ?? NaN);
  const here = /written in place/.test(r.stdout);
  if (here) inPlace++;
  console.log(`  rebuild after editing one page ${i + 1}: ${r.ms.toFixed(0)} ms, CPU ${r.cpuS?.toFixed(2)} s${here ? ', in place' : ''}`);
  if (extraCa === undefined) continue;
  editPage(i, runs + i);
  const noCa = await build(undefined, undefined, withoutCa);
  withoutCaMs.push(noCa.ms);
  console.log(`  the same, NODE_EXTRA_CA_CERTS unset: ${noCa.ms.toFixed(0)} ms, CPU ${noCa.cpuS?.toFixed(2)} s`);
}

// Hugo on the same pages: alternating rounds (lpgen --no-cache, then Hugo, each into a fresh folder), the load read
// from /proc/loadavg before each run, since the machine's other work moves both.
const hugoRows: [string, string][] = [];
const withHugo = !values['no-hugo'];
if (withHugo && hugoInstalled()) {
  const site = path.join(work, 'hugo-site');
  writeHugoSite(content, site);
  const pairs: { lpgen: Measured; hugo: Measured; load: number[] }[] = [];
  const loadNow = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  for (let i = 0; i < runs; i++) {
    const load = [loadNow()];
    const l = await build(['--no-cache'], path.join(work, `dist-hugo-lp-${i}`));
    load.push(loadNow());
    await settle();
    load.push(loadNow());
    const h = await measure(HUGO, hugoArgs(site, path.join(work, `dist-hugo-${i}`), path.join(work, `hugo-cache-${i}`)));
    if (h.code !== 0) throw new Error(`hugo failed (${h.code}):\n${h.stderr}`);
    load.push(loadNow());
    pairs.push({ lpgen: l, hugo: h, load });
    console.log(`  round ${i + 1}: lpgen ${summary(l)}; hugo ${summary(h)}; wall ratio ${(l.ms / h.ms).toFixed(2)}; load ${load.join(' → ')}`);
  }
  const sizeOf = (dir: string) => {
    const sizes = readdirSync(dir)
      .filter((name) => existsSync(path.join(dir, name, 'index.html')) && name.includes('-crm-'))
      .map((name) => readFileSync(path.join(dir, name, 'index.html')).length);
    return median(sizes) / 1024;
  };
  const m = (f: (p: (typeof pairs)[number]) => number) => median(pairs.map(f));
  hugoRows.push(
    ['Hugo: version', execFileSync(HUGO, ['version'], { encoding: 'utf8' }).trim().split(' ').slice(0, 2).join(' ')],
    [
      'lpgen ÷ Hugo wall, per round (median)',
      `${pairs.map((p) => (p.lpgen.ms / p.hugo.ms).toFixed(2)).join(', ')} (${m((p) => p.lpgen.ms / p.hugo.ms).toFixed(2)})`,
    ],
    [
      'lpgen --no-cache: wall, CPU, peak RSS (medians)',
      `${(m((p) => p.lpgen.ms) / 1000).toFixed(2)} s, ${m((p) => p.lpgen.cpuS ?? NaN).toFixed(1)} CPU-s, ${m((p) => p.lpgen.rssMb ?? NaN).toFixed(0)} MB`,
    ],
    [
      'Hugo: wall, CPU, peak RSS (medians)',
      `${(m((p) => p.hugo.ms) / 1000).toFixed(2)} s, ${m((p) => p.hugo.cpuS ?? NaN).toFixed(1)} CPU-s, ${m((p) => p.hugo.rssMb ?? NaN).toFixed(0)} MB`,
    ],
    ['lpgen ÷ Hugo CPU (median)', m((p) => (p.lpgen.cpuS ?? NaN) / (p.hugo.cpuS ?? NaN)).toFixed(2)],
    [
      'landing page HTML, median: lpgen / Hugo',
      `${sizeOf(path.join(work, 'dist-hugo-lp-0')).toFixed(1)} KB / ${sizeOf(path.join(work, 'dist-hugo-0')).toFixed(1)} KB`,
    ],
    [
      'load average (1 min) during the rounds, min–max',
      `${Math.min(...pairs.flatMap((p) => p.load)).toFixed(1)}–${Math.max(...pairs.flatMap((p) => p.load)).toFixed(1)}`,
    ],
  );
} else if (withHugo) console.log(`  (no ${HUGO}: the Hugo comparison is skipped)`);

const startup = async (args: string[], env = process.env) => {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) times.push((await measure(process.execPath, args, env)).ms);
  return median(times);
};
const version = await startup([lpgen, '--version']);
const bare = await startup(['-e', '0']);
const bareWithoutCa = extraCa === undefined ? undefined : await startup(['-e', '0'], withoutCa);
// Every figure is taken: the earlier runs' folders and any older bench's leftovers go now.
for (const dir of readdirSync(work).map((name) => path.join(work, name)))
  if (/[/\\](dist|cache)(-(nc-|hugo-lp-|hugo-)?\d+)?$|[/\\]hugo-(site|cache-\d+)$/.test(dir) && dir !== out && dir !== cache) retire(dir);
for (const name of readdirSync(work)) if (name.startsWith('trash-')) rmSync(path.join(work, name), { recursive: true, force: true });

const wall = median(cold.map((r) => r.ms));
const floorMs = median(floors);
const rss = median(cold.map((r) => r.rssMb ?? NaN));
const cpu = median(cold.map((r) => r.cpuS ?? NaN));
const incr = median(incremental);
const stage = (name: string) => median(cold.map((r) => stagesOf(r)[name] ?? NaN));
const load = os.loadavg();
const rows: [string, string][] = [
  ['pages (landing)', `${generated.pages} (${mode === 'rich' ? 'every page with its own full copy' : 'one in ten with custom copy'})`],
  ...(values.images ? [['social images (og:image cards)', values.images] as [string, string]] : []),
  ['cold build with an empty --cache-dir, wall (median)', `${(wall / 1000).toFixed(2)} s`],
  ['cold build with an empty --cache-dir, CPU user+sys (median)', `${cpu.toFixed(1)} s`],
  ['CPU ÷ wall (cores kept busy)', `${(cpu / (wall / 1000)).toFixed(2)}`],
  [
    'cold build --no-cache: wall, CPU, CPU ÷ wall, peak RSS (medians)',
    (() => {
      const [w, c] = [median(uncached.map((r) => r.ms)) / 1000, median(uncached.map((r) => r.cpuS ?? NaN))];
      return `${w.toFixed(2)} s, ${c.toFixed(1)} CPU-s, ${(c / w).toFixed(2)}, ${median(uncached.map((r) => r.rssMb ?? NaN)).toFixed(0)} MB`;
    })(),
  ],
  [
    'stages (median; assets overlap content)',
    `assets ${stage('assets').toFixed(2)} s, content ${stage('content').toFixed(2)} s, render ${stage('render').toFixed(2)} s`,
  ],
  ['pages per second', `${Math.round(generated.pages / (wall / 1000))}`],
  ['peak RSS (cold build with an empty --cache-dir, median)', `${rss.toFixed(0)} MB`],
  ['write floor (same files, same bytes)', `${(floorMs / 1000).toFixed(2)} s`],
  ['lpgen ÷ write floor', `${(wall / floorMs).toFixed(2)}`],
  [
    'rebuild after editing one page',
    `${(incr / 1000).toFixed(2)} s wall, ${median(incrementalCpu).toFixed(2)} CPU-s (${((incr / wall) * 100).toFixed(1)}% of cold; ${inPlace} of ${runs} in place)`,
  ],
  ['first rebuild after the cold builds', `${(incremental[0] / 1000).toFixed(2)} s wall, ${incrementalCpu[0].toFixed(2)} CPU-s`],
  ...(withoutCaMs.length > 0
    ? [
        [
          'rebuild after editing one page, NODE_EXTRA_CA_CERTS unset (median)',
          `${(median(withoutCaMs) / 1000).toFixed(2)} s wall (\`node -e 0\`: ${bare.toFixed(0)} ms with it, ${bareWithoutCa!.toFixed(0)} ms without)`,
        ] as [string, string],
      ]
    : []),
  ['load average at the end (1, 5, 15 min)', load.map((l) => l.toFixed(1)).join(', ')],
  ['`lpgen --version` vs `node -e 0`', `${version.toFixed(0)} ms vs ${bare.toFixed(0)} ms (${(version / bare).toFixed(2)}×)`],
  ...hugoRows,
];
if (values.warnings) rows.push(...(await (await import('./warnings.js')).benchWarnings(lpgen, sourceContent, pages, values.rich, runs)).rows);
if (values.data) rows.push(...(await (await import('./data.js')).benchData(lpgen, content, runs)).rows);
const table = ['| measure | value |', '| --- | --- |', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
console.log(`\n${table}\n`);
if (values.record) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end`;
  appendFileSync(
    path.join(root, 'bench', 'RESULTS.md'),
    `\n## ${pages} ${mode} pages${values.images ? `, social images ${values.images}` : ''}, ${when} UTC, median of ${runs} runs\n\n${machine}\n\n${table}\n`,
  );
}
