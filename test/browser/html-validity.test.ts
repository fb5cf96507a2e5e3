// Every built HTML file passes the W3C Nu HTML Checker (vnu.jar from the
// vnu-jar package, run with the system JRE). Needs no browser.
import { execFile, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { packageRoot } from '../../src/paths.js';
import { browserRequired } from './support/browser.js';

const VNU = path.join(packageRoot, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => path.join(dir, name));
}

if (!hasJava && !browserRequired) {
  console.warn(`\n${'!'.repeat(78)}\n!! java not found: the Nu HTML Checker test is SKIPPED (apt-get install default-jre-headless).\n${'!'.repeat(78)}\n`);
}

describe.skipIf(!hasJava && !browserRequired)('HTML validity (Nu HTML Checker)', () => {
  it('reports zero errors for every HTML file of the bundled and the theme-switchable build', async () => {
    if (!hasJava) throw new Error('LPGEN_REQUIRE_BROWSER=1 but java is missing: cannot run the Nu HTML Checker');
    const sites = inject('sites');
    const files = [...htmlFiles(sites.bundled), ...htmlFiles(sites.switchable)];
    expect(files.length).toBeGreaterThan(70);
    // vnu exits 1 when it finds errors; the JSON report on stderr is what counts. A short run: the JVM's first-tier
    // compiler and serial GC (6.7 -> 3.0 CPU-s for 60 pages, the same messages), and the larger stack those frames need.
    const JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss16m'];
    const run = await promisify(execFile)('java', [...JVM, '-jar', VNU, '--format', 'json', '--errors-only', ...files], { maxBuffer: 64 << 20 }).catch(
      (error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }),
    );
    const messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
    const report = messages.map(
      (m) => `${path.relative(sites.root, m.url.replace(/^file:/, ''))}:${m.lastLine ?? '?'} ${m.type}: ${m.message}\n    ${m.extract ?? ''}`,
    );
    console.log(`Nu HTML Checker: ${files.length} files, ${messages.length} errors`);
    expect(report, 'Nu HTML Checker errors').toEqual([]);
  }, 120_000);
});
