// File-system failures around a build: each is one line with exit 1 or 2,
// never a stack trace or "a bug in lpgen", and leaves the previous dist/, the
// content and a sentinel beside them byte-for-byte as they were (support.ts
// refused() checks all three). Disk full is a real full tmpfs where this
// machine may mount one, and an injected ENOSPC at the write layer always.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { copySite, copyTemplates, editFile, runCli, tempDir } from '../helpers.js';
import { publishableSite } from '../check/publishable.js';
import { goodSite, refused, type Site } from './support.js';

// The disk fills up while the build writes its pages: writeFileSync fails the way a full disk makes it fail.
// Pages are written through a descriptor (output/write.ts): the descriptors opened for an index.html.
const full = vi.hoisted(() => ({ on: false }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const pages = new Set<number>();
  const openSync = ((file: unknown, ...rest: unknown[]) => {
    const fd = (fs.openSync as (...a: unknown[]) => number)(file, ...rest);
    if (String(file).endsWith('index.html')) pages.add(fd);
    else pages.delete(fd);
    return fd;
  }) as typeof fs.openSync;
  const writeFileSync = ((file: unknown, ...rest: unknown[]) => {
    if (full.on && (typeof file === 'number' ? pages.has(file) : String(file).endsWith('index.html'))) {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    }
    return (fs.writeFileSync as (...a: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.writeFileSync;
  return { ...fs, openSync, writeFileSync, default: { ...fs, openSync, writeFileSync } };
});

/** Root with CAP_SYS_ADMIN (a CI container as root) can mount a tmpfs: a real full disk, read-only folder, mount point. */
function mount(at: string, options: string): (() => void) | undefined {
  try {
    mkdirSync(at, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', at], { stdio: 'ignore' });
    return () => execFileSync('umount', [at], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
}

let site: Site;
beforeAll(async () => {
  site = await goodSite();
}, 120_000);

const build = (content: string, out: string, ...more: string[]) => ['build', '--content', content, '--out', out, '--quiet', '--no-cache', ...more];
const root = () => path.dirname(site.out);

afterEach(() => {
  full.on = false;
});

describe('a build that cannot happen is one line, and touches nothing', () => {
  it('--templates that does not exist: a usage error naming the option', async () => {
    const missing = path.join(root(), 'no-such-theme');
    const r = await refused(
      site,
      () => {},
      (dir) => build(dir, site.out, '--templates', missing),
      2,
    );
    expect(r.stderr).toBe(
      `error: option '-t, --templates <dir>' argument '${missing}' is invalid. no folder there: it does not exist.\n(run lpgen --help for usage)\n`,
    );
  });

  it('an --out name so long that the temp folder beside it would pass 255 bytes', async () => {
    const name = 'd'.repeat(240);
    const r = await refused(
      site,
      () => {},
      (dir) => build(dir, path.join(root(), name)),
      2,
    );
    const extra = `.lpgen-tmp--${process.pid}-${'0'.repeat(12)}-old`.length;
    expect(r.stderr).toBe(
      `error refusing to use ${'d'.repeat(40)}… as the output folder: its name is 240 bytes long, and the temp folder a build makes beside it ` +
        `adds ${extra}, past the 255 bytes a file name may have. Use a name of at most ${255 - extra} bytes\n`,
    );
  });

  it('disk full while writing pages (ENOSPC at the write layer): the old dist/ stays, the temp folder is gone', async () => {
    full.on = true;
    const r = await refused(
      site,
      () => {},
      (dir) => build(dir, site.out, '--workers', '0'),
      1,
    );
    expect(r.stderr).toBe('error cannot write a file: no space left on the disk; free some space and run again (ENOSPC)\n');
    expect(readdirNames(root()).filter((n) => n.startsWith('.lpgen-tmp-'))).toEqual([]);
  });

  it('disk full for real (a 1 MB tmpfs: room for one build, not for the next beside it), where this machine can mount one', async (context) => {
    const small = path.join(tempDir(), 'small');
    const unmount = mount(small, 'size=1m');
    if (!unmount) return context.skip();
    try {
      const first = await runCli(build(publishableSite(copySite()), path.join(small, 'dist')));
      expect(first.code, first.stderr).toBe(0);
      const sentinel = path.join(path.dirname(small), 'sentinel.txt');
      writeFileSync(sentinel, 'keep me\n');
      const r = await refused(
        { out: path.join(small, 'dist'), sentinel },
        () => {},
        (dir) => build(dir, path.join(small, 'dist')),
        1,
      );
      expect(r.stderr).toBe('error cannot write a file: no space left on the disk; free some space and run again (ENOSPC)\n');
      expect(readdirNames(small)).toEqual(['dist']);
    } finally {
      unmount();
    }
  }, 60_000);

  it('a read-only folder above --out: refused before anything is made', async (context) => {
    const parent = path.join(tempDir(), 'locked');
    mkdirSync(parent);
    // Root writes into a chmod 555 folder anyway: there, a read-only tmpfs.
    const asRoot = process.getuid?.() === 0;
    const unmount = asRoot ? mount(parent, 'size=64k,ro') : (chmodSync(parent, 0o555), () => chmodSync(parent, 0o755));
    if (!unmount) return context.skip();
    try {
      const out = path.join(parent, 'dist');
      const r = await refused(
        site,
        () => {},
        (dir) => build(dir, out),
        2,
      );
      const why = asRoot ? 'the file system is read-only' : 'permission denied (check the file mode and owner)';
      expect(r.stderr).toBe(
        `error cannot build into ${out}: ${parent} is not writable (${why}), and a build writes a temp folder beside the output before it swaps it in. Make that folder writable, or choose another --out\n`,
      );
    } finally {
      unmount();
    }
  });

  it('--out that is a mount point (a Docker volume) is refused with how to build there', async (context) => {
    const volume = path.join(tempDir(), 'dist');
    const unmount = mount(volume, 'size=8m');
    if (!unmount) return context.skip();
    try {
      cpSync(site.out, volume, { recursive: true }); // an earlier build's output, as on a volume
      const sentinel = path.join(path.dirname(volume), 'sentinel.txt');
      writeFileSync(sentinel, 'keep me\n');
      const r = await refused(
        { out: volume, sentinel },
        () => {},
        (dir) => build(dir, volume),
        2,
      );
      expect(r.stderr).toBe(
        `error refusing to use ${volume} as the output folder: it is a mount point (a Docker volume or another disk), and a build swaps in a new output folder ` +
          `by renaming it into place, which a mount point does not allow. Build into a folder inside it (--out ${volume}/site) ` +
          `or mount the folder above it (e.g. -v "$PWD":/app, then --out /app/dist)\n`,
      );
      // The advice works: a folder inside the volume builds.
      const inside = await runCli(build(publishableSite(copySite()), path.join(volume, 'site')));
      expect(inside.code, inside.stderr).toBe(0);
    } finally {
      unmount();
    }
  });

  for (const [flag, value] of [
    ['--content', '/proc/self'],
    ['--cache-dir', '/proc/self/cache'],
    ['--out', '/proc/self/dist'],
    ['--templates', '/proc/self'],
  ] as const) {
    it(`${flag} ${value} fails at once (mkdir -p and reads spin or never end under /proc)`, async () => {
      const r = await refused(
        site,
        () => {},
        (dir) => {
          const args = ['build', '--content', dir, '--out', site.out, '--quiet'];
          const at = args.indexOf(flag);
          return at >= 0 ? (args.splice(at + 1, 1, value), args) : [...args, flag, value];
        },
        2,
      );
      expect(r.stderr).toBe(
        `error ${flag} ${value}: lpgen does not read or write under /proc, a kernel file system (its files change as they are read); give a folder on disk\n`,
      );
    });
  }

  it('a template that throws while rendering one page names the page and the component, in this thread and in a worker', async () => {
    const templates = copyTemplates();
    editFile(templates, 'sections/Hero.tsx', (text) =>
      text.replace(
        /(export function Hero\([^)]*\) \{\n)/,
        "$1  if (page.city === 'Miami') throw new TypeError(\"Cannot read properties of undefined (reading 'name')\");\n",
      ),
    );
    for (const workers of ['0', '1']) {
      const r = await refused(
        site,
        () => {},
        (dir) => build(dir, site.out, '--templates', templates, '--workers', workers),
        1,
      );
      expect(r.stderr).toBe(`error a template failed on the page /dentist-crm-miami (landing) in Hero: Cannot read properties of undefined (reading 'name')\n`);
    }
  }, 180_000);
});

describe('other commands', () => {
  it('schema --out naming a file: refused, the file kept', async () => {
    const file = path.join(root(), 'schemas');
    writeFileSync(file, 'my notes\n');
    const r = await refused(
      site,
      () => {},
      (dir) => ['schema', '--out', file, '--content', dir],
      2,
    );
    expect(r.stderr).toBe(
      `error --out ${file} is a file, not a folder: schema writes its *.schema.json files into a folder (made if missing); choose another --out\n`,
    );
    expect(readFileSync(file, 'utf8')).toBe('my notes\n');
  });

  it('serve --host 999.1.1.1: a usage error before anything listens', async () => {
    const r = await refused(
      site,
      () => {},
      () => ['serve', '--dir', site.out, '--host', '999.1.1.1', '--port', '0'],
      2,
    );
    expect(r.stderr).toBe(
      `error: option '--host <host>' argument '999.1.1.1' is invalid. must be an IP address (127.0.0.1, 0.0.0.0, ::1) or a host name such as localhost.\n(run lpgen --help for usage)\n`,
    );
  });

  it('serve --host with a name that does not resolve: one line, exit 1', async () => {
    const r = await refused(
      site,
      () => {},
      () => ['serve', '--dir', site.out, '--host', 'no-such-host.invalid', '--port', '0'],
      1,
    );
    expect(r.stderr).toBe(
      'error cannot listen on no-such-host.invalid: the name does not resolve to an address (ENOTFOUND); use an address such as 127.0.0.1 or 0.0.0.0\n',
    );
  });
});

const readdirNames = (dir: string) => readdirSync(dir).sort();
