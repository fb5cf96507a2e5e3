// What a warning costs: the same generated pages built clean and with one sample-leftover warning each, in
// alternating rounds (`npm run bench -- --pages 10000 --rich --warnings`, or on its own:
// `npx tsx bench/warnings.ts --pages 10000 --rich [--rounds 3]`). The two sites differ only in each page's
// affiliate host, `.tech` against `.test` (a reserved domain: leftovers.ts warns), so the ratio of their CPU
// times is the warnings' price: locating 10,000 of them and printing 10,000 lines. Cold `--no-cache --quiet`
// builds of the compiled CLI; the load average is read before each build, since the machine's other work moves both.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateContent } from './generate.js';
import { measure, median, type Measured } from './measure.js';

const HOSTS = { clean: 'go.partner.tech', warnings: 'go.partner.test' } as const;
type Kind = keyof typeof HOSTS;

export interface WarningsBench {
  rows: [string, string][];
}

export async function benchWarnings(
  lpgen: string,
  sourceContent: string,
  pages: number,
  rich: boolean,
  rounds: number,
  log = console.log,
): Promise<WarningsBench> {
  const work = path.join(os.tmpdir(), `lpgen-bench-warnings-${pages}-${rich ? 'rich' : 'mixed'}`);
  const content = (kind: Kind) => path.join(work, `content-${kind}`);
  for (const kind of Object.keys(HOSTS) as Kind[]) generateContent(sourceContent, content(kind), pages, { rich, affiliateHost: HOSTS[kind] });
  const loadNow = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  const runs: Record<Kind, Measured[]> = { clean: [], warnings: [] };
  const loads: number[] = [];
  const lines: Record<Kind, number> = { clean: 0, warnings: 0 };
  for (let i = 0; i < rounds; i++) {
    for (const kind of (i % 2 ? ['warnings', 'clean'] : ['clean', 'warnings']) as Kind[]) {
      const out = path.join(work, `dist-${kind}`);
      rmSync(out, { recursive: true, force: true });
      loads.push(loadNow());
      const r = await measure(process.execPath, [lpgen, 'build', '--content', content(kind), '--out', out, '--no-cache', '--quiet']);
      if (r.code !== 0) throw new Error(`lpgen build failed (${r.code}):\n${r.stderr}`);
      lines[kind] = r.stderr.split('\n').filter((l) => l.startsWith('warning ')).length;
      runs[kind].push(r);
      log(`  round ${i + 1}, ${kind}: ${(r.ms / 1000).toFixed(2)} s, CPU ${r.cpuS?.toFixed(2)} s, ${r.rssMb?.toFixed(0)} MB, ${lines[kind]} warnings`);
    }
  }
  rmSync(work, { recursive: true, force: true });
  const cpu = (kind: Kind) => median(runs[kind].map((r) => r.cpuS ?? NaN));
  const list = (kind: Kind) => runs[kind].map((r) => r.cpuS?.toFixed(2)).join(', ');
  return {
    rows: [
      ['warnings: clean build, CPU-s per round (median)', `${list('clean')} (${cpu('clean').toFixed(2)}), ${lines.clean} warning lines`],
      ['warnings: one per page, CPU-s per round (median)', `${list('warnings')} (${cpu('warnings').toFixed(2)}), ${lines.warnings} warning lines`],
      ['warnings ÷ clean, CPU (medians)', (cpu('warnings') / cpu('clean')).toFixed(3)],
      // Each round's two builds ran back to back: their ratio drifts less with the machine's other work.
      [
        'warnings ÷ clean, CPU, per round (median)',
        (() => {
          const ratios = runs.clean.map((c, i) => (runs.warnings[i].cpuS ?? NaN) / (c.cpuS ?? NaN));
          return `${ratios.map((r) => r.toFixed(3)).join(', ')} (${median(ratios).toFixed(3)})`;
        })(),
      ],
      // All rounds' CPU summed: every round weighs in, where one median can swing with the host (±20% a build here).
      [
        'warnings ÷ clean, CPU, summed over the rounds',
        (runs.warnings.reduce((sum, r) => sum + (r.cpuS ?? NaN), 0) / runs.clean.reduce((sum, r) => sum + (r.cpuS ?? NaN), 0)).toFixed(3),
      ],
      [
        'warnings: peak RSS clean / with (medians)',
        `${median(runs.clean.map((r) => r.rssMb ?? NaN)).toFixed(0)} / ${median(runs.warnings.map((r) => r.rssMb ?? NaN)).toFixed(0)} MB`,
      ],
      ['warnings: load average (1 min) before the builds, min–max', `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`],
    ],
  };
}

// Run on its own: generate the two sites the way npm run bench does, then measure.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { pages: { type: 'string', default: '1000' }, rounds: { type: 'string', default: '3' }, rich: { type: 'boolean', default: false } },
  });
  const root = path.resolve(import.meta.dirname, '..');
  const source = existsSync(path.join(root, 'content', 'site.yaml')) ? path.join(root, 'content') : path.join(root, 'test', 'fixtures', 'valid');
  const { rows } = await benchWarnings(path.join(root, 'bin', 'lpgen.js'), source, Number(values.pages), values.rich, Number(values.rounds));
  console.log(['', '| measure | value |', '| --- | --- |', ...rows.map(([k, v]) => `| ${k} | ${v} |`), ''].join('\n'));
}
