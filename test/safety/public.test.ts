// content/public/ publishes only what the user put inside the content folder:
// links out of it are errors, dotfiles stay private unless listed, and no
// public file silently replaces a generated one.
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySite, editFile, runCli, snapshotDir, tempDir } from '../helpers.js';

const SECRET = 'AWS_SECRET_ACCESS_KEY=do-not-publish';

/** A site with a previous good build in `out`, so every refusal can be checked against it. */
async function siteWithBuild() {
  const content = copySite();
  const out = path.join(tempDir(), 'dist');
  mkdirSync(path.join(content, 'public'), { recursive: true });
  expect((await build(content, out)).code).toBe(0);
  return { content, out, before: snapshotDir(out) };
}

const build = (content: string, out: string) => runCli(['build', '--content', content, '--out', out, '--quiet', '--no-cache']);

describe('symbolic links in public/', { timeout: 60_000 }, () => {
  it('refuses a link to a file outside the content folder, naming link and target but never the contents', async () => {
    const { content, out, before } = await siteWithBuild();
    const secret = path.join(tempDir(), '.env');
    writeFileSync(secret, SECRET);
    symlinkSync(secret, path.join(content, 'public', 'env.txt'));
    const r = await build(content, out);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`public/env.txt is a symbolic link to ${secret}, outside the content folder`);
    expect(r.stderr).not.toContain('do-not-publish');
    expect(snapshotDir(out)).toEqual(before);
  });

  it('refuses a link to a folder outside the content folder', async () => {
    const { content, out, before } = await siteWithBuild();
    const dir = tempDir();
    writeFileSync(path.join(dir, 'credentials'), SECRET);
    symlinkSync(dir, path.join(content, 'public', 'aws'));
    const r = await build(content, out);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('public/aws is a symbolic link to');
    expect(snapshotDir(out)).toEqual(before);
  });

  it('refuses a dangling link with a clear message', async () => {
    const { content, out } = await siteWithBuild();
    symlinkSync(path.join(content, 'nowhere.txt'), path.join(content, 'public', 'gone.txt'));
    const r = await build(content, out);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('public/gone.txt is a symbolic link to a file that does not exist');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('publishes a link whose target is inside the content folder, as a copy', async () => {
    const content = copySite();
    mkdirSync(path.join(content, 'public'), { recursive: true });
    writeFileSync(path.join(content, 'public', 'real.txt'), 'hello');
    symlinkSync(path.join(content, 'public', 'real.txt'), path.join(content, 'public', 'alias.txt'));
    const out = path.join(tempDir(), 'dist');
    expect((await build(content, out)).code).toBe(0);
    expect(readFileSync(path.join(out, 'alias.txt'), 'utf8')).toBe('hello');
  });
});

describe('dotfiles in public/', { timeout: 60_000 }, () => {
  it('are not published unless listed; .well-known is by default', async () => {
    const content = copySite();
    const pub = path.join(content, 'public');
    mkdirSync(path.join(pub, '.well-known'), { recursive: true });
    writeFileSync(path.join(pub, '.env'), SECRET);
    writeFileSync(path.join(pub, '.htaccess'), 'Deny from all');
    writeFileSync(path.join(pub, '.well-known', 'security.txt'), 'Contact: mailto:x@example.com');
    const out = path.join(tempDir(), 'dist');
    const r = await build(content, out);
    expect(r.code).toBe(0);
    expect(existsSync(path.join(out, '.env'))).toBe(false);
    expect(existsSync(path.join(out, '.htaccess'))).toBe(false);
    expect(existsSync(path.join(out, '.well-known', 'security.txt'))).toBe(true);
  });

  it('a dotfile listed in site.yaml publicDotfiles is published', async () => {
    const content = copySite();
    mkdirSync(path.join(content, 'public'), { recursive: true });
    writeFileSync(path.join(content, 'public', '.nojekyll'), '');
    editFile(content, 'site.yaml', (t) => `${t}\npublicDotfiles: [.well-known, .nojekyll]\n`);
    const out = path.join(tempDir(), 'dist');
    expect((await build(content, out)).code).toBe(0);
    expect(existsSync(path.join(out, '.nojekyll'))).toBe(true);
  });
});

describe('collisions between public/ and generated files', { timeout: 60_000 }, () => {
  for (const rel of ['index.html', '404.html', 'admin/index.html', '_headers', 'robots.txt']) {
    it(`public/${rel} is an error naming both files`, async () => {
      const { content, out, before } = await siteWithBuild();
      mkdirSync(path.dirname(path.join(content, 'public', rel)), { recursive: true });
      writeFileSync(path.join(content, 'public', rel), 'mine');
      const r = await build(content, out);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`public/${rel} would replace the generated ${rel}`);
      expect(snapshotDir(out)).toEqual(before);
    });
  }

  it('a public file at a landing page route is an error', async () => {
    const { content, out } = await siteWithBuild();
    // A landing page the home page links to, as built.
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const route = [...html.matchAll(/href="\/([a-z0-9-]+-crm-[a-z0-9-]+)\/"/g)].map((m) => m[1]).find((r) => existsSync(path.join(out, r, 'index.html')));
    expect(route).toBeTruthy();
    mkdirSync(path.join(content, 'public', route!), { recursive: true });
    writeFileSync(path.join(content, 'public', route!, 'index.html'), 'mine');
    const r = await build(content, out);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`would replace the generated ${route}/index.html`);
  });
});
