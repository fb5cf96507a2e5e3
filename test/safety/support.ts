// Refusal tests: a good build first, then each broken content copy is built
// into the same output folder; the refusal must leave that folder, the
// content and a sentinel file beside them byte-for-byte as they were.
// For the output guard: a throwaway project (content/ beside a sentinel file
// and a .git folder) whose fingerprint proves a refused command changed nothing.
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { copySite, runCli, tempDir } from '../helpers.js';
import { publishableSite } from '../check/publishable.js';

/** Hash of every entry under `dir`; symlinks by their target (never followed), so a link out of the tree is not read. */
export function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const r = path.join(rel, name);
      const abs = path.join(dir, r);
      const stat = lstatSync(abs);
      hash.update(`${r}\0${stat.mode}\0`);
      if (stat.isSymbolicLink()) hash.update(`-> ${readlinkSync(abs)}\0`);
      else if (stat.isDirectory()) walk(r);
      else if (stat.mode & 0o444) hash.update(readFileSync(abs)).update('\0');
    }
  };
  walk('');
  return hash.digest('hex');
}

export interface Site {
  /** The output folder, with a good build in it. */
  out: string;
  sentinel: string;
}

/** A fresh content copy with a successful build in <tmp>/dist and a sentinel file in <tmp>. */
export async function goodSite(): Promise<Site> {
  const dir = publishableSite(copySite());
  const out = path.join(path.dirname(dir), 'dist');
  const sentinel = path.join(path.dirname(dir), 'sentinel.txt');
  writeFileSync(sentinel, 'keep me\n');
  const r = await runCli(['build', '--content', dir, '--out', out, '--quiet', '--no-cache']);
  expect(r.code, r.stderr).toBe(0);
  return { out, sentinel };
}

export interface Refusal {
  code: number;
  /** The broken content folder (a fresh copy of test/fixtures/valid). */
  dir: string;
  /** stderr lines, with the content folder's path cut to be relative to it. */
  lines: string[];
  stderr: string;
}

/** Builds a fresh content copy broken by `mutate` (or runs argv(dir)) into site.out, and asserts the refusal touched nothing. */
export async function refused(
  site: Site,
  mutate: (dir: string) => void,
  argv?: (dir: string) => string[],
  exitCode = 1,
  env: NodeJS.ProcessEnv = { NO_COLOR: '1' },
): Promise<Refusal> {
  const dir = publishableSite(copySite());
  mutate(dir);
  const before = [treeHash(site.out), treeHash(dir), readFileSync(site.sentinel, 'utf8')];
  const r = await runCli(argv?.(dir) ?? ['build', '--content', dir, '--out', site.out, '--quiet', '--no-cache'], env);
  expect(r.code, r.stderr).toBe(exitCode);
  expect(r.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/); // no stack trace
  expect(r.stderr).not.toContain('bug in lpgen');
  expect([treeHash(site.out), treeHash(dir), readFileSync(site.sentinel, 'utf8')]).toEqual(before);
  return { code: r.code, dir, stderr: r.stderr, lines: r.stderr.split('\n').map((l) => l.replaceAll(dir + '/', '')) };
}

/** A file outside every content folder, e.g. a secret a symlink could point at. */
export const outside = (name: string, text: string): string => {
  const file = path.join(tempDir('lpgen-outside-'), name);
  writeFileSync(file, text);
  return file;
};

export interface Project {
  root: string;
  content: string;
  sentinel: string;
  /** Hash of every file under the project root (content, sentinel, .git). */
  fingerprint(): string;
}

export function project(): Project {
  const content = publishableSite(copySite());
  const root = path.dirname(content);
  const sentinel = path.join(root, 'notes.txt');
  writeFileSync(sentinel, 'my notes, not lpgen’s\n');
  mkdirSync(path.join(root, '.git'));
  writeFileSync(path.join(root, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  return { root, content, sentinel, fingerprint: () => treeHash(root) };
}

/** Hash of every path, file body, link text and mode under dir (links are not followed: a dangling one counts too). */
export const fingerprint = treeHash;
