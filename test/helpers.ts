// Shared test helpers: temp copies of fixture sites and an in-process CLI runner.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { onTestFinished } from 'vitest';
import { main, type RunOptions } from '../src/cli.js';
import { listFiles } from '../src/output/list-files.js';
import { settled } from '../src/cache/store.js';

export const repoRoot = path.resolve(__dirname, '..');
export const fixturesDir = path.join(repoRoot, 'test', 'fixtures');

export function tempDir(prefix = 'lpgen-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A fresh copy of test/fixtures/<name> (or of any folder) in a temp dir; returns its path. */
export function copySite(from = path.join(fixturesDir, 'valid')): string {
  const dir = path.join(tempDir(), 'content');
  cpSync(from, dir, { recursive: true });
  return dir;
}

export function writeFile(dir: string, rel: string, text: string): void {
  writeFileSync(path.join(dir, rel), text);
}

/** A dataset in a content folder: data/<name>.csv and the description beside it, data/<name>.yaml. */
export function writeDataset(dir: string, name: string, csv: string, description: string): void {
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  writeFile(dir, `data/${name}.csv`, csv);
  writeFile(dir, `data/${name}.yaml`, description);
}

export function editFile(dir: string, rel: string, edit: (text: string) => string): void {
  const file = path.join(dir, rel);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
}

class Capture extends Writable {
  text = '';
  isTTY = false;
  _write(chunk: Buffer, _enc: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCli(argv: string[], env: NodeJS.ProcessEnv = { NO_COLOR: '1' }, options: RunOptions = {}): Promise<CliResult> {
  const stdout = new Capture();
  const stderr = new Capture();
  const code = await main(argv, { stdout, stderr, env }, options);
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/** Every file under dir, relative, sorted, with its bytes: for determinism and untouched-dist checks. */
export function snapshotDir(dir: string): Map<string, string> {
  return new Map(listFiles(dir).map((rel) => [rel, readFileSync(path.join(dir, rel)).toString('base64')]));
}

/**
 * A copy of the valid fixture built once into a fresh dist/, and that dist/'s snapshot: the start of
 * every "a failed build leaves dist/ untouched" test. `args`: more build options (e.g. --no-cache).
 */
export async function builtSite(args: string[] = []): Promise<{ dir: string; out: string; before: Map<string, string> }> {
  const dir = copySite();
  const out = path.join(tempDir(), 'dist');
  const r = await runCli(['build', '--content', dir, '--out', out, ...args, '--quiet']);
  if (r.code !== 0) throw new Error(`the first build failed (exit ${r.code}):\n${r.stderr}`);
  return { dir, out, before: snapshotDir(out) };
}

export function readHtml(outDir: string, rel: string): string {
  return readFileSync(path.join(outDir, rel), 'utf8');
}

/** The text of a built page's local-facts block, tags stripped; '' when the page has none. */
export function localFactsText(outDir: string, route: string): string {
  const html = readHtml(outDir, `${route}/index.html`);
  const at = html.indexOf('Local facts:');
  if (at === -1) return '';
  return html
    .slice(at, html.indexOf('</section>', at))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/**
 * A copy of templates/ inside the repo (so it resolves react & co. like the real
 * folder), beside a link to src/ (templates import the engine's rules from ../src/rules).
 * Returns the copy's path; `parent` is a temp folder to hold it, made here when not given.
 */
export function copyTemplates(parent?: string): string {
  if (!parent) {
    // Made here, so removed here when the test ends (it is inside the repo: a leftover would pile up in test/).
    const own = (parent = mkdtempSync(path.join(repoRoot, 'test', '.tmp-')));
    onTestFinished(() => rmSync(own, { recursive: true, force: true }));
  }
  const templates = path.join(parent, 'templates');
  cpSync(path.join(repoRoot, 'templates'), templates, { recursive: true });
  symlinkSync(path.join(repoRoot, 'src'), path.join(parent, 'src'));
  return templates;
}

/**
 * Resolves once the caches may vouch for these files by their stat (see settled in src/cache/store.ts). Their
 * ctime is what counts, and utimesSync cannot set it back, so this waits for the clock, polling, never longer.
 */
export async function untilSettled(...files: string[]): Promise<void> {
  while (!files.every((f) => settled(statSync(f), Date.now()))) await new Promise((resolve) => setTimeout(resolve, 5));
}
