// content/public/, every path component: public/ itself linked out of the
// content folder, a link to a dotfile beside it, names one file on macOS and
// Windows, a public file or folder where lpgen writes a folder or a file, and
// a cache folder that would be published. Each refusal names the path, exits
// 1 (2 for an option) and leaves dist/, the content and a sentinel as they were.
import { chmodSync, mkdirSync, renameSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { copySite, runCli, tempDir } from '../helpers.js';
import { goodSite, refused, type Site } from './support.js';

// Each case is a build (a few seconds, more on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

let site: Site;
beforeAll(async () => {
  site = await goodSite();
}, 90_000);

const SECRET = 'SECRET=hunter2';

describe('every path component of public/', () => {
  it('refuses public/ itself as a link to a folder outside the content folder', async () => {
    // The folder holds what public/ held (the pages' hero image is found through the link) and a secret.
    const elsewhere = path.join(tempDir('lpgen-outside-'), 'shared');
    const r = await refused(site, (d) => {
      renameSync(path.join(d, 'public'), elsewhere);
      writeFileSync(path.join(elsewhere, 'leak.txt'), `${SECRET}\n`);
      symlinkSync(elsewhere, path.join(d, 'public'));
    });
    expect(r.lines).toContain(
      `public:1:1  is a symbolic link to ${elsewhere}, outside the content folder: lpgen publishes only files inside the content folder, and no dotfiles. Make public a folder of its own`,
    );
    expect(r.lines).toContain('error 1 error in 1 file; nothing was written.');
    expect(r.stderr).not.toContain('hunter2');
  });

  it('refuses public/ as a link to a dot folder inside the content folder', async () => {
    const r = await refused(site, (d) => {
      renameSync(path.join(d, 'public'), path.join(d, '.drafts'));
      symlinkSync('.drafts', path.join(d, 'public'));
    });
    expect(r.lines).toContain(
      'public:1:1  is a symbolic link to the dot folder .drafts: lpgen publishes only files inside the content folder, and no dotfiles. Make public a folder of its own',
    );
  });

  it('refuses a link in public/ to a dotfile of the content folder (public/env.txt -> ../.env)', async () => {
    const r = await refused(site, (d) => {
      writeFileSync(path.join(d, '.env'), `${SECRET}\n`);
      symlinkSync('../.env', path.join(d, 'public', 'env.txt'));
      mkdirSync(path.join(d, '.secrets'));
      writeFileSync(path.join(d, '.secrets', 'key.txt'), `${SECRET}\n`);
      symlinkSync('../../.secrets/key.txt', path.join(d, 'public', 'hero', 'key.txt'));
    });
    expect(r.lines).toContain(
      'public/env.txt:1:1  is a symbolic link to the dotfile ../.env: lpgen publishes a dotfile only from public/, and only when site.yaml publicDotfiles lists it',
    );
    expect(r.lines).toContain(
      'public/hero/key.txt:1:1  is a symbolic link to the dotfile ../../.secrets/key.txt: lpgen publishes a dotfile only from public/, and only when site.yaml publicDotfiles lists it',
    );
    expect(r.stderr).not.toContain('hunter2');
  });

  it('refuses a link in public/ to an unlisted dotfile of public/ itself', async () => {
    const r = await refused(site, (d) => {
      writeFileSync(path.join(d, 'public', '.env'), `${SECRET}\n`);
      symlinkSync('.env', path.join(d, 'public', 'env.txt'));
    });
    expect(r.lines).toContain(
      'public/env.txt:1:1  is a symbolic link to the dotfile .env: lpgen publishes a dotfile only from public/, and only when site.yaml publicDotfiles lists it',
    );
  });

  it('refuses two public paths that differ only in case, files and folders', async () => {
    const r = await refused(site, (d) => {
      writeFileSync(path.join(d, 'public', 'Logo.svg'), '<svg/>');
      writeFileSync(path.join(d, 'public', 'logo.svg'), '<svg></svg>');
      mkdirSync(path.join(d, 'public', 'Hero'));
      writeFileSync(path.join(d, 'public', 'Hero', 'other.svg'), '<svg/>');
    });
    expect(r.lines).toContain(
      `public/hero:1:1  duplicate of public/Hero: their names differ only in case, and they are one file on macOS and Windows: rename one`,
    );
    expect(r.lines).toContain(
      `public/logo.svg:1:1  duplicate of public/Logo.svg: their names differ only in case, and they are one file on macOS and Windows: rename one`,
    );
  });
});

describe('a public path where lpgen writes the other kind', () => {
  it('refuses a public file at the path of a generated folder, as an exact collision', async () => {
    const r = await refused(site, (d) => {
      writeFileSync(path.join(d, 'public', 'dentist-crm-miami'), 'mine');
      writeFileSync(path.join(d, 'public', 'assets'), 'mine');
    });
    expect(r.lines).toContain(
      'public/dentist-crm-miami:1:1  would replace the generated dentist-crm-miami/index.html (the landing page /dentist-crm-miami): rename or remove the public file',
    );
    expect(
      r.lines.some((l) => /^public\/assets:1:1 {2}would replace the generated assets\/[^ ]+ \(the [a-z ]+\): rename or remove the public file$/.test(l)),
    ).toBe(true);
    expect(r.lines).toContain('error 2 errors in 2 files; nothing was written.');
  });

  it('refuses a public folder at the path of a generated file, named once', async () => {
    const r = await refused(site, (d) => {
      mkdirSync(path.join(d, 'public', 'index.html', 'deep'), { recursive: true });
      writeFileSync(path.join(d, 'public', 'index.html', 'a.txt'), 'mine');
      writeFileSync(path.join(d, 'public', 'index.html', 'deep', 'b.txt'), 'mine');
      mkdirSync(path.join(d, 'public', 'robots.txt'));
      writeFileSync(path.join(d, 'public', 'robots.txt', 'c.txt'), 'mine');
    });
    expect(r.lines).toContain('public/index.html:1:1  would replace the generated index.html (the home page /): rename or remove the public folder');
    expect(r.lines).toContain('public/robots.txt:1:1  would replace the generated robots.txt (generated by lpgen): rename or remove the public folder');
    expect(r.lines).toContain('error 2 errors in 2 files; nothing was written.');
  });

  it('refuses a public file whose path differs from a generated one only in case', async () => {
    const r = await refused(site, (d) => writeFileSync(path.join(d, 'public', 'Index.HTML'), 'mine'));
    expect(r.lines).toContain('public/Index.HTML:1:1  would replace the generated index.html (the home page /): rename or remove the public file');
  });
});

describe('--cache-dir where it would be published', () => {
  it('refuses a cache folder inside content/public (usage error, both paths named)', async () => {
    let cache = '';
    const r = await refused(
      site,
      () => {},
      (d) => ['build', '--content', d, '--out', site.out, '--quiet', '--cache-dir', (cache = path.join(d, 'public', 'cache'))],
      2,
    );
    expect(r.stderr.trim()).toBe(
      `error --cache-dir ${cache} lies inside ${r.dir}/public, which is published: the cache (absolute paths, every draft's data) would be on the site. Choose a cache folder outside it`,
    );
  });

  it('refuses a cache folder inside --out (usage error, both paths named)', async () => {
    const cache = path.join(site.out, '.cache');
    const r = await refused(
      site,
      () => {},
      (d) => ['build', '--content', d, '--out', site.out, '--quiet', '--cache-dir', cache],
      2,
    );
    expect(r.stderr.trim()).toBe(
      `error --cache-dir ${cache} lies inside the output folder ${site.out}, which is published and replaced by every build. Choose a cache folder outside it`,
    );
  });
});

describe('public file modes', () => {
  it('gives public files the mode the umask gives new files, not their own (600, 4777)', async () => {
    const content = copySite();
    const pub = path.join(content, 'public');
    writeFileSync(path.join(pub, 'private.txt'), 'x');
    chmodSync(path.join(pub, 'private.txt'), 0o600);
    writeFileSync(path.join(pub, 'setuid.txt'), 'y');
    chmodSync(path.join(pub, 'setuid.txt'), 0o4777);
    const out = path.join(tempDir(), 'dist');
    const r = await runCli(['build', '--content', content, '--out', out, '--quiet', '--no-cache']);
    expect(r.code, r.stderr).toBe(0);
    const newFile = 0o666 & ~process.umask();
    for (const f of ['private.txt', 'setuid.txt', 'hero/test.svg']) expect(statSync(path.join(out, f)).mode & 0o7777, f).toBe(newFile);
  });
});
