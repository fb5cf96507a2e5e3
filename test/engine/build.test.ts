// Builds the fixture site for real and reads the output.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtSite, copySite, copyTemplates, editFile, readHtml, runCli, snapshotDir, tempDir } from '../helpers.js';

describe('lpgen build on the fixture site', () => {
  let dir: string;
  let out: string;
  let stdout: string;
  beforeAll(async () => {
    dir = copySite();
    out = path.join(tempDir(), 'dist');
    const r = await runCli(['build', '--content', dir, '--out', out]);
    // The fixture has no siteUrl: a note on stdout, nothing on stderr (test/seo covers the site URL cases).
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    stdout = r.stdout;
  }, 60_000);

  it('writes a folder per route, home, admin, both 404 files and hashed assets', () => {
    for (const f of [
      'index.html',
      'admin/index.html',
      '404.html',
      '404/index.html',
      'dentist-crm-miami/index.html',
      'dentist-crm-tampa/index.html',
      'plumber-crm-st-petersburg/index.html',
      'hero/test.svg',
    ]) {
      expect(existsSync(path.join(out, f)), f).toBe(true);
    }
    const assets = readdirSync(path.join(out, 'assets')).sort();
    expect(assets).toHaveLength(3);
    expect(assets[0]).toMatch(/^admin\.[0-9a-f]{10}\.js$/);
    expect(assets[1]).toMatch(/^icons\.[0-9a-f]{10}\.svg$/);
    expect(assets[2]).toMatch(/^site\.[0-9a-f]{10}\.css$/);
    expect(readdirSync(path.dirname(out)).filter((f) => f.startsWith('.lpgen-tmp'))).toEqual([]);
  });

  it('prints one line per stage and a summary with counts, time and sizes', () => {
    expect(stdout).toMatch(/^  content  3 pages, 2 niches in \d+ms$/m);
    // Assets build while the content loads; their lines still print in code order.
    expect(
      stdout
        .split('\n')
        .map((l) => /^  (\w+)/.exec(l)?.[1])
        .filter(Boolean),
    ).toEqual(['assets', 'content', 'note', 'render', 'pages']);
    expect(stdout).toMatch(
      /^✓ 3 landing pages \+ 1 hub, home, admin, 404, 3 legal \(11 HTML files\) → .+dist\/ in [\d.]+m?s · [\d.]+ KB total · CSS [\d.]+ KB · JS [\d.]+ KB$/m,
    );
  });

  it('renders landing pages from the cascade, with the stylesheet and no React runtime', () => {
    const html = readHtml(out, 'dentist-crm-miami/index.html');
    expect(html.startsWith('<!DOCTYPE html><html lang="en-US"')).toBe(true);
    expect(html).toContain('<title>Dental CRM in Miami, FL | TestCRM</title>');
    expect(html).toContain('The CRM Built for Dentists in Miami');
    expect(html).toContain('Miami, Florida');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/site\.[0-9a-f]{10}\.css"/);
    expect(html).not.toContain('/assets/admin.');
    expect(html).not.toMatch(/<script[^>]*src=/);
  });

  it("draws the pages' icons from the one sprite file, which holds every icon they use", () => {
    const [sprite] = readdirSync(path.join(out, 'assets')).filter((f) => f.startsWith('icons.'));
    const svg = readHtml(out, `assets/${sprite}`);
    for (const page of ['dentist-crm-miami/index.html', 'index.html']) {
      const html = readHtml(out, page);
      const uses = [...html.matchAll(/<use href="([^"]*)#([^"]+)"/g)];
      expect(uses.length, page).toBeGreaterThan(3);
      for (const [, file, id] of uses) {
        expect(file).toBe(`/assets/${sprite}`);
        expect(svg).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
      }
      expect(html).not.toContain('<symbol');
    }
  });

  it('adds the tracking parameter to affiliate links and keeps the referral', () => {
    const html = readHtml(out, 'dentist-crm-miami/index.html');
    expect(html).toContain('href="https://crm.lpgen-test.dev/signup?fp_ref=test123&amp;fp_sid=dentist-crm-miami.hero"');
  });

  it('hydrates only the admin page', () => {
    const html = readHtml(out, 'admin/index.html');
    expect(html).toMatch(/<script type="module" src="\/assets\/admin\.[0-9a-f]{10}\.js"><\/script>/);
    expect(html).toContain('id="admin-root-props"');
    expect(html).toContain('Template System Documentation');
  });

  it('renders the not-found page at /404.html and /404/', () => {
    expect(readHtml(out, '404.html')).toBe(readHtml(out, '404/index.html'));
    expect(readHtml(out, '404.html')).toContain('Page Not Found');
  });

  it('derives the home page counts from the content', () => {
    const html = readHtml(out, 'index.html');
    expect(html).toContain('3 Live Landing Pages');
  });

  it('is deterministic: a second build is byte-identical', async () => {
    const again = path.join(tempDir(), 'dist');
    expect((await runCli(['build', '--content', dir, '--out', again, '--quiet'])).code).toBe(0);
    expect(snapshotDir(again)).toEqual(snapshotDir(out));
  });

  it('replaces the previous output completely on success', async () => {
    const target = path.join(tempDir(), 'dist');
    mkdirSync(target);
    writeFileSync(path.join(target, 'stale.html'), 'old');
    // A previous lpgen output (it carries the marker; an unmarked folder is refused: test/safety/output.test.ts).
    writeFileSync(path.join(target, '.lpgen-output'), '');
    expect((await runCli(['build', '--content', dir, '--out', target, '--quiet'])).code).toBe(0);
    expect(existsSync(path.join(target, 'stale.html'))).toBe(false);
    expect(existsSync(path.join(target, 'index.html'))).toBe(true);
  });
});

describe('a failing build', () => {
  it('leaves an existing dist/ exactly as it was and no temp folder behind', async () => {
    const { dir, out, before } = await builtSite();
    editFile(dir, 'pages/dentist-crm-miami.yaml', (t) => t.replace('city: Miami', 'city: 12'));
    const r = await runCli(['build', '--content', dir, '--out', out, '--quiet']);
    expect(r.code).toBe(1);
    expect(snapshotDir(out)).toEqual(before);
    expect(readdirSync(path.dirname(out))).toEqual(['dist']);
  });

  it('leaves dist/ untouched when a template fails to compile, and names the template line', async () => {
    const { dir, out, before } = await builtSite();
    // Inside the repo, so the copy resolves tailwindcss and react like the real templates folder.
    const templates = copyTemplates();
    writeFileSync(path.join(templates, 'NotFoundPage.tsx'), 'export function NotFoundPage( {\n');
    const r = await runCli(['build', '--content', dir, '--out', out, '--templates', templates, '--quiet']);
    expect(r.code).toBe(1);
    rmSync(path.dirname(templates), { recursive: true, force: true });
    expect(r.stderr).toMatch(/templates failed to compile:\n.*NotFoundPage\.tsx:\d+:\d+ /);
    expect(snapshotDir(out)).toEqual(before);
  });
  it('names the templates folder and the missing export when index.ts lacks one, and leaves dist/ untouched', async () => {
    const { dir, out, before } = await builtSite();
    const templates = copyTemplates();
    editFile(templates, 'index.ts', (t) =>
      t.replace(/^export \{ LegalPage \}.*\n/m, '').replace('export { NotFoundPage }', 'export const NotFoundPage = 404; export {}'),
    );
    const r = await runCli(['build', '--content', dir, '--out', out, '--templates', templates, '--no-cache', '--quiet']);
    rmSync(path.dirname(templates), { recursive: true, force: true });
    expect(r.code).toBe(1);
    const shown = path.relative(process.cwd(), templates);
    expect(r.stderr).toContain(
      `error templates folder ${shown} cannot be used: NotFoundPage is not a component; LegalPage is not exported (${shown}/index.ts).`,
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(snapshotDir(out)).toEqual(before);
  }, 30_000);
});

describe('CLI', () => {
  it('prints --version and help for every option', async () => {
    const v = await runCli(['--version']);
    expect(v.code).toBe(0);
    expect(v.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const help = await runCli(['build', '--help']);
    expect(help.code).toBe(0);
    for (const flag of ['--content', '--out', '--quiet', '--base', '--site-url']) expect(help.stdout).toContain(flag);
  });
  it('exits 2 on usage errors', async () => {
    expect((await runCli(['frobnicate'])).code).toBe(2);
    expect((await runCli(['build', '--bogus'])).code).toBe(2);
    expect((await runCli(['build', '--base', 'no-slash'])).code).toBe(2);
  });
  it('exits 1 with a clear message when the content folder does not exist', async () => {
    const r = await runCli(['build', '--content', '/nonexistent/lpgen', '--out', path.join(tempDir(), 'd')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('/nonexistent/lpgen:1:1  content directory not found');
  });
});
