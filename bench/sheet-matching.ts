// npx tsx bench/sheet-matching.ts [--lpgen bin/lpgen.js] [--skip-large] [--timeout 300]
// The sheet commands' cost when rows miss: `lpgen update --from` with rows that
// each miss their page by a `content/` prefix (2,000 rows on 2,000 pages,
// 20,000 rows on 10,000 pages), and `lpgen new --from` with 5,000 unknown
// cities on the bundled content. Wall time of the compiled CLI as a separate
// process; every run is expected to fail (exit 1) with its list of mistakes.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateContent } from './generate.js';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    lpgen: { type: 'string', default: path.join(root, 'bin', 'lpgen.js') },
    'skip-large': { type: 'boolean' },
    timeout: { type: 'string', default: '300' },
  },
});
const work = path.join(os.tmpdir(), 'lpgen-bench-sheet');
const timeout = Number(values.timeout) * 1000;

function run(label: string, args: string[]): void {
  const start = process.hrtime.bigint();
  // CPU seconds (user + system) as well as wall time: on a shared machine the CPU time is the steadier figure.
  const r = spawnSync('/usr/bin/time', ['-f', 'CPU %U %S', process.execPath, values.lpgen!, ...args], {
    encoding: 'utf8',
    timeout,
    maxBuffer: 64 * 1024 * 1024,
  });
  const s = Number(process.hrtime.bigint() - start) / 1e9;
  const lines = (r.stderr ?? '').trim().split('\n');
  const cpu = /^CPU ([\d.]+) ([\d.]+)$/.exec(lines.at(-1) ?? '');
  const cpuText = cpu ? `${(Number(cpu[1]) + Number(cpu[2])).toFixed(1)} CPU-s` : 'CPU-s ?';
  const note = r.error ? `killed after ${values.timeout} s` : `exit ${r.status}: ${lines[0].slice(0, 80)}`;
  console.log(`${label.padEnd(52)} ${s.toFixed(1).padStart(6)} s, ${cpuText.padStart(11)}  (${note})`);
}

/** A sheet naming every page file of `content` as content/pages/<file>, `copies` times over. */
function prefixedSheet(generated: string, count: number, copies: number): string {
  const sheet = path.join(work, `prefixed-${count}x${copies}.csv`);
  const rows: string[] = [];
  const files = spawnSync('ls', [path.join(generated, 'pages')], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n');
  for (let c = 0; c < copies; c++) for (const f of files) rows.push(`content/pages/${f},A new headline`);
  writeFileSync(sheet, `file,heroHeadline\n${rows.join('\n')}\n`);
  return sheet;
}

console.log(
  `lpgen: ${values.lpgen}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const small = path.join(work, 'content-2000');
generateContent(path.join(root, 'content'), small, 2000, { rich: true });
run('update: 2,000 rows missing content/, 2,000 pages', ['update', '--from', prefixedSheet(small, 2000, 1), '--content', small]);
const plan = path.join(work, 'unknown-cities.csv');
writeFileSync(plan, `niche,city\n${Array.from({ length: 5000 }, (_, i) => `dentist,Nowhere Town ${i + 1}`).join('\n')}\n`);
run('new --from: 5,000 unknown cities, bundled content', ['new', '--from', plan, '--content', path.join(root, 'content'), '--dry-run']);
if (!values['skip-large']) {
  const large = path.join(work, 'content-10000');
  generateContent(path.join(root, 'content'), large, 10000, { rich: true });
  run('update: 20,000 rows missing content/, 10,000 pages', ['update', '--from', prefixedSheet(large, 10000, 2), '--content', large]);
}
