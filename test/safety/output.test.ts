// The output folder guard: lpgen replaces only folders it wrote itself, and
// every refusal leaves the content, the project and the folder untouched.
import { existsSync, mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDev } from '../../src/dev/server.js';
import { createLogger } from '../../src/log.js';
import { OUTPUT_MARKER } from '../../src/output-guard.js';
import { copySite, runCli, snapshotDir, tempDir } from '../helpers.js';

/** A project folder: package.json, .git, content/ and a sentinel file beside them. */
function makeProject() {
  const content = copySite();
  const root = path.dirname(content);
  mkdirSync(path.join(root, '.git'));
  writeFileSync(path.join(root, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  writeFileSync(path.join(root, 'package.json'), '{"name":"my-site"}\n');
  writeFileSync(path.join(root, 'sentinel.txt'), 'keep me\n');
  return { root, content };
}

const build = (content: string, out: string, ...extra: string[]) => runCli(['build', '--content', content, '--out', out, '--quiet', '--no-cache', ...extra]);

describe('lpgen build --out refuses folders it did not write', () => {
  let project: ReturnType<typeof makeProject>;
  let before: Map<string, string>;
  const cwd = process.cwd();
  beforeAll(() => {
    project = makeProject();
    before = snapshotDir(project.root);
  });
  afterEach(() => {
    process.chdir(cwd);
    // Every refusal must leave the whole project (content, .git, sentinel) byte-identical.
    expect(snapshotDir(project.root)).toEqual(before);
  });

  it('refuses the content folder', async () => {
    const r = await build(project.content, project.content);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`refusing to build into ${project.content}: it is the content folder`);
  });

  it('refuses the project root (a parent of the content folder)', async () => {
    const r = await build(project.content, project.root);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/refusing to build into .*: it (is|contains) the (project folder|content folder)/);
  });

  it('refuses "." when run inside the project', async () => {
    process.chdir(project.root);
    const r = await build('content', '.');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('it is the current folder');
  });

  it('refuses the file system root without a stack trace', async () => {
    const r = await build(project.content, '/');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('refusing to build into /: it is the file system root');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses the home folder', async () => {
    const r = await build(project.content, os.homedir());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('it is your home folder');
  });

  it('refuses a folder inside content/public (it would copy itself into itself)', async () => {
    const r = await build(project.content, path.join(project.content, 'public', 'out'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('it is inside the content folder');
  });

  it('refuses a non-empty folder without the marker, naming a file in it and --force-clean', async () => {
    const my = path.join(project.root, 'my');
    mkdirSync(my);
    writeFileSync(path.join(my, 'notes.txt'), 'my notes\n');
    before = snapshotDir(project.root);
    const r = await build(project.content, my);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`refusing to replace ${my}: it is not empty (notes.txt) and has no ${OUTPUT_MARKER} marker`);
    expect(r.stderr).toContain('--force-clean');
  });

  it('refuses a file given as --out (it stays a file)', async () => {
    const file = path.join(project.root, 'somefile');
    writeFileSync(file, 'data\n');
    before = snapshotDir(project.root);
    const r = await build(project.content, file);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('it is a file, not a folder');
    expect(statSync(file).isFile()).toBe(true);
  });

  it('refuses a symbolic link given as --out', async () => {
    const link = path.join(tempDir(), 'link');
    symlinkSync(project.content, link);
    const r = await build(project.content, link);
    expect(r.code).toBe(2);
  });

  it('--force-clean still refuses a folder that holds a project', async () => {
    const r = await build(project.content, project.root, '--force-clean');
    expect(r.code).toBe(2);
  });

  it('lpgen dev --out refuses the same folders before serving', async () => {
    await expect(startDev({ content: project.content, out: project.content, port: 0, logger: createLogger({ quiet: true }) })).rejects.toThrow(/refusing to build into/);
  });

  it('lpgen merge --out refuses the same folders', async () => {
    const r = await runCli(['merge', project.content, '--out', project.root, '--quiet']);
    expect(r.code).toBe(2);
  });
});

describe('folders lpgen may replace', { timeout: 60_000 }, () => {
  it('builds into an absent or empty folder and marks it as its own', async () => {
    const content = copySite();
    const empty = path.join(tempDir(), 'empty');
    mkdirSync(empty);
    expect((await build(content, empty)).code).toBe(0);
    expect(existsSync(path.join(empty, OUTPUT_MARKER))).toBe(true);
    expect(existsSync(path.join(empty, 'index.html'))).toBe(true);
  });

  it('replaces a folder carrying the marker (its own earlier output)', async () => {
    const content = copySite();
    const out = path.join(tempDir(), 'dist');
    expect((await build(content, out)).code).toBe(0);
    writeFileSync(path.join(out, 'leftover.html'), 'old');
    expect((await build(content, out)).code).toBe(0);
    expect(existsSync(path.join(out, 'leftover.html'))).toBe(false);
  });

  it('--force-clean replaces a non-empty folder that is not a project', async () => {
    const content = copySite();
    const out = path.join(tempDir(), 'old-site');
    mkdirSync(out);
    writeFileSync(path.join(out, 'index.html'), 'built by something else');
    expect((await build(content, out, '--force-clean')).code).toBe(0);
    expect(existsSync(path.join(out, OUTPUT_MARKER))).toBe(true);
  });

  it('gives folders and files the modes the umask allows (not 0700 from mkdtemp)', async () => {
    const content = copySite();
    const out = path.join(tempDir(), 'dist');
    const old = process.umask(0o022);
    try {
      expect((await build(content, out)).code).toBe(0);
    } finally {
      process.umask(old);
    }
    expect(statSync(out).mode & 0o777).toBe(0o755);
    expect(statSync(path.join(out, 'index.html')).mode & 0o777).toBe(0o644);
    expect(statSync(path.join(out, 'assets')).mode & 0o777).toBe(0o755);
  });
});

describe('temp folders of interrupted builds', { timeout: 60_000 }, () => {
  it('are removed by the next build; a live build\'s and a stranger\'s are kept', async () => {
    const content = copySite();
    const parent = tempDir();
    const out = path.join(parent, 'dist');
    // Interrupted: our naming, our marker, its process gone (pid file names a pid that cannot exist).
    const stale = path.join(parent, '.lpgen-tmp-dist-0badc0de');
    mkdirSync(stale);
    writeFileSync(path.join(stale, OUTPUT_MARKER), 'x');
    writeFileSync(`${stale}.pid`, '2147483646');
    // Running: its pid file names this very process.
    const live = path.join(parent, '.lpgen-tmp-dist-00c0ffee');
    mkdirSync(live);
    writeFileSync(path.join(live, OUTPUT_MARKER), 'x');
    writeFileSync(`${live}.pid`, String(process.pid));
    // Named like ours but without the marker: not provably ours.
    const stranger = path.join(parent, '.lpgen-tmp-dist-deadbeef');
    mkdirSync(stranger);
    writeFileSync(path.join(stranger, 'notes.txt'), 'mine');
    expect((await build(content, out)).code).toBe(0);
    const left = readdirSync(parent).sort();
    expect(left).not.toContain('.lpgen-tmp-dist-0badc0de');
    expect(left).not.toContain('.lpgen-tmp-dist-0badc0de.pid');
    expect(left).toContain('.lpgen-tmp-dist-00c0ffee');
    expect(left).toContain('.lpgen-tmp-dist-deadbeef');
    // This build's own temp and pid files are gone.
    expect(left.filter((n) => n.startsWith('.lpgen-tmp-dist-')).sort()).toEqual(['.lpgen-tmp-dist-00c0ffee', '.lpgen-tmp-dist-00c0ffee.pid', '.lpgen-tmp-dist-deadbeef']);
  });
});
