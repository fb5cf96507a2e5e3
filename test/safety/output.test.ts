// The output folder guard: lpgen replaces only folders it wrote (marker),
// empty or absent ones, or --force-clean ones, and never the project, the
// content, home or `/`. Every refusal is exit 2 without a stack and leaves
// everything around it as it was.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli, tempDir } from '../helpers.js';
import { fingerprint, project } from './support.js';

const build = (content: string, out: string, ...more: string[]) => runCli(['build', '--content', content, '--out', out, '--no-cache', '-q', ...more]);

async function expectRefused(args: string[], message: RegExp, watched: string[]) {
  const before = watched.map(fingerprint);
  const r = await runCli(args);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toMatch(/\n\s+at |bug in lpgen/);
  expect(watched.map(fingerprint)).toEqual(before);
}

describe('--out guard', () => {
  it('refuses the content folder, even with --force-clean', async () => {
    const p = project();
    for (const extra of [[], ['--force-clean']]) {
      await expectRefused(
        ['build', '--content', p.content, '--out', p.content, ...extra],
        /refusing to use .*content as the output folder: it is .*content, which lpgen reads from/,
        [p.root],
      );
    }
  });

  it('refuses the project folder (a parent of the content) and the current folder', async () => {
    const p = project();
    await expectRefused(['build', '--content', p.content, '--out', p.root, '--force-clean'], /it is a parent of .*content, which lpgen reads from/, [p.root]);
    expect(readFileSync(path.join(p.root, '.git', 'HEAD'), 'utf8')).toContain('refs/heads/main');
    // The current folder is the project lpgen was started in (vitest runs in the repo).
    expect(path.resolve('.')).toBe(repoRoot);
    await expectRefused(['build', '--content', p.content, '--out', '.', '--force-clean'], /it is the current folder \(the project\)/, [p.root]);
  });

  it('refuses / and the home folder', async () => {
    const p = project();
    await expectRefused(
      ['build', '--content', p.content, '--out', '/', '--force-clean'],
      /refusing to use \/ as the output folder: it is the file-system root/,
      [p.root],
    );
    await expectRefused(['build', '--content', p.content, '--out', os.homedir(), '--force-clean'], /your home folder/, [p.root]);
  });

  it('refuses a folder inside content/public (it would copy itself into itself)', async () => {
    const p = project();
    await expectRefused(
      ['build', '--content', p.content, '--out', path.join(p.content, 'public', 'site')],
      /it lies inside .*content, which lpgen reads from/,
      [p.root],
    );
    expect(existsSync(path.join(p.content, 'public', 'site'))).toBe(false);
  });

  it('refuses a non-empty folder lpgen did not write, and replaces it with --force-clean', async () => {
    const p = project();
    const my = path.join(p.root, 'my');
    mkdirSync(my);
    writeFileSync(path.join(my, 'notes.txt'), 'keep me');
    await expectRefused(
      ['build', '--content', p.content, '--out', my],
      /refusing to replace .*my: it is not empty and was not written by lpgen \(no \.lpgen-output file in it\)\. .*--force-clean/,
      [p.root],
    );
    expect(readFileSync(path.join(my, 'notes.txt'), 'utf8')).toBe('keep me');
    const before = fingerprint(p.content);
    expect((await build(p.content, my, '--force-clean')).code).toBe(0);
    expect(existsSync(path.join(my, 'notes.txt'))).toBe(false);
    expect(existsSync(path.join(my, 'index.html'))).toBe(true);
    expect(readFileSync(p.sentinel, 'utf8')).toContain('my notes');
    expect(fingerprint(p.content)).toBe(before);
  }, 60_000);

  it('refuses a file as the output folder', async () => {
    const p = project();
    await expectRefused(
      ['build', '--content', p.content, '--out', p.sentinel, '--force-clean'],
      /notes\.txt as the output folder: it is a file, not a folder/,
      [p.root],
    );
    expect(statSync(p.sentinel).isFile()).toBe(true);
  });

  it('builds into an absent or empty folder, marks it, and replaces a marked one', async () => {
    const p = project();
    const out = path.join(p.root, 'dist');
    mkdirSync(out);
    expect((await build(p.content, out)).code).toBe(0);
    expect(readFileSync(path.join(out, '.lpgen-output'), 'utf8')).toMatch(/written by lpgen/);
    expect((await build(p.content, out)).code).toBe(0);
    // A dist/ from an lpgen without the marker: refused with the way forward.
    const old = path.join(tempDir(), 'dist');
    mkdirSync(old);
    writeFileSync(path.join(old, 'index.html'), '<!doctype html>');
    await expectRefused(['build', '--content', p.content, '--out', old], /no \.lpgen-output file in it.*--force-clean.*older than this check/s, [p.root, old]);
  }, 60_000);

  it('applies to lpgen dev --out and lpgen merge --out', async () => {
    const p = project();
    await expectRefused(['dev', '--content', p.content, '--out', p.content, '--port', '0'], /it is .*content, which lpgen reads from/, [p.root]);
    const shard = path.join(p.root, 'shard1');
    mkdirSync(shard);
    writeFileSync(path.join(shard, 'index.html'), 'x');
    await expectRefused(['merge', shard, '--out', shard], /it is .*shard1, which lpgen reads from/, [p.root]);
    await expectRefused(['merge', shard, '--out', p.root], /it is a parent of .*shard1/, [p.root]);
  });
});

describe('output folder leftovers and modes', () => {
  it('removes abandoned temp folders of its own output, and nothing else', async () => {
    const p = project();
    const out = path.join(p.root, 'dist');
    const folder = (name: string, files: Record<string, string>) => {
      mkdirSync(path.join(p.root, name));
      for (const [f, text] of Object.entries(files)) writeFileSync(path.join(p.root, name, f), text);
    };
    // pid 2^22+1 is above Linux's pid_max: that process cannot be running.
    const dead = 4194305;
    folder(`.lpgen-tmp-dist-${dead}-0123456789ab`, { '.lpgen-output': 'x', 'index.html': 'old' });
    folder(`.lpgen-tmp-dist-${dead}-0123456789ab-old`, { '.lpgen-output': 'x' });
    folder(`.lpgen-tmp-dist-${dead}-aaaaaaaaaaaa`, { 'mine.txt': 'no marker: not lpgen’s' });
    folder(`.lpgen-tmp-dist-${process.pid}-bbbbbbbbbbbb`, { '.lpgen-output': 'x' });
    folder(`.lpgen-tmp-other-${dead}-cccccccccccc`, { '.lpgen-output': 'x' });
    expect((await build(p.content, out)).code).toBe(0);
    expect(
      readdirSync(p.root)
        .filter((n) => n.startsWith('.lpgen-tmp'))
        .sort(),
    ).toEqual([`.lpgen-tmp-dist-${dead}-aaaaaaaaaaaa`, `.lpgen-tmp-dist-${process.pid}-bbbbbbbbbbbb`, `.lpgen-tmp-other-${dead}-cccccccccccc`].sort());
    expect(readFileSync(path.join(p.root, `.lpgen-tmp-dist-${dead}-aaaaaaaaaaaa`, 'mine.txt'), 'utf8')).toContain('not lpgen');
  }, 60_000);

  it('gives the output folder and its files the modes the umask gives any new folder and file', async () => {
    const p = project();
    const out = path.join(p.root, 'dist');
    expect((await build(p.content, out)).code).toBe(0);
    const probe = path.join(p.root, 'probe');
    mkdirSync(probe);
    writeFileSync(path.join(probe, 'f'), '');
    const mode = (f: string) => statSync(f).mode & 0o777;
    expect(mode(out)).toBe(mode(probe));
    expect(mode(out)).not.toBe(0o700);
    expect(mode(path.join(out, 'dentist-crm-miami'))).toBe(mode(probe));
    expect(mode(path.join(out, 'index.html'))).toBe(mode(path.join(probe, 'f')));
  }, 60_000);
});
