// Reading content files: what is not a plain YAML file inside the content
// folder is refused with the file named, exit 1, and nothing changed.
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routeProblem } from '../../src/rules/routes.js';
import { copySite, editFile, runCli, writeFile } from '../helpers.js';
import { goodSite, outside, refused, type Site } from './support.js';

// Root reads a chmod 000 file anyway: there, readFileSync of *unreadable.yaml fails the way it would for a user.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const readFileSync = ((file: unknown, ...rest: unknown[]) => {
    if (String(file).endsWith('unreadable.yaml') && process.getuid?.() === 0) {
      throw Object.assign(new Error(`EACCES: permission denied, open '${String(file)}'`), { code: 'EACCES' });
    }
    return (fs.readFileSync as (...a: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, readFileSync, default: { ...fs, readFileSync } };
});

let site: Site;
beforeAll(async () => {
  site = await goodSite();
}, 90_000);

const SECRET = 'AWS_SECRET_ACCESS_KEY=hunter2';

describe('symlinks', () => {
  for (const rel of ['pages/leak.yaml', 'niches/leak.yaml', 'legal/leak.yaml', 'site.yaml', 'cities.yaml']) {
    it(`refuses ${rel} pointing outside the content folder, without printing the target`, async () => {
      const secret = outside('.env', `${SECRET}\n`);
      const r = await refused(site, (d) => {
        rmSync(path.join(d, rel), { force: true });
        symlinkSync(secret, path.join(d, rel));
      });
      expect(r.lines).toContain(
        `${rel}:1:1  is a symlink to ${secret}, outside the content folder ${r.dir}: lpgen reads only files inside it (copy the file in, or remove the link)`,
      );
      expect(r.stderr).not.toContain('hunter2');
    });
  }

  it('refuses a relative link that climbs out (../../.env)', async () => {
    const r = await refused(site, (d) => {
      writeFileSync(path.join(d, '..', '.env'), `${SECRET}\n`);
      symlinkSync('../../.env', path.join(d, 'pages', 'env.yaml'));
    });
    expect(r.lines).toContain(
      `pages/env.yaml:1:1  is a symlink to ${path.join(path.dirname(r.dir), '.env')}, outside the content folder ${r.dir}: lpgen reads only files inside it (copy the file in, or remove the link)`,
    );
    expect(r.stderr).not.toContain('hunter2');
  });

  it('refuses pages/ itself linked out of the content folder', async () => {
    const r = await refused(site, (d) => {
      renameSync(path.join(d, 'pages'), path.join(d, '..', 'elsewhere'));
      symlinkSync('../elsewhere', path.join(d, 'pages'));
    });
    expect(r.lines).toContain(
      `pages:1:1  is a symlink to ${path.join(path.dirname(r.dir), 'elsewhere')}, outside the content folder ${r.dir}: lpgen reads only files inside it (copy the file in, or remove the link)`,
    );
  });

  it('refuses a dangling symlink', async () => {
    const r = await refused(site, (d) => symlinkSync('../drafts/gone.yaml', path.join(d, 'pages', 'gone.yaml')));
    expect(r.lines).toContain('pages/gone.yaml:1:1  is a symlink to ../drafts/gone.yaml, which does not exist: remove the link or restore its target');
  });

  it('follows a symlink that stays inside the content folder, and skips dotfiles such as editor lock links', async () => {
    const dir = copySite();
    mkdirSync(path.join(dir, 'drafts'));
    renameSync(path.join(dir, 'pages', 'dentist-crm-miami.yaml'), path.join(dir, 'drafts', 'miami.yaml'));
    symlinkSync('../drafts/miami.yaml', path.join(dir, 'pages', 'dentist-crm-miami.yaml'));
    symlinkSync('user@host.1234:1700000000', path.join(dir, 'pages', '.#dentist-crm-tampa.yaml')); // what Emacs leaves while editing
    const out = path.join(path.dirname(dir), 'dist');
    const r = await runCli(['build', '--content', dir, '--out', out, '--quiet', '--no-cache']);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(path.join(out, 'dentist-crm-miami', 'index.html'))).toBe(true);
  }, 90_000);
});

describe('files that are not YAML files', () => {
  it('a folder named x.yaml', async () => {
    const r = await refused(site, (d) => mkdirSync(path.join(d, 'pages', 'folder.yaml')));
    expect(r.lines).toContain('pages/folder.yaml:1:1  is a folder, not a YAML file: rename it (only content files end in .yaml)');
  });

  it('pages being a file', async () => {
    const r = await refused(site, (d) => {
      rmSync(path.join(d, 'pages'), { recursive: true });
      writeFile(d, 'pages', 'niche: dentist\n');
    });
    expect(r.lines).toContain('pages:1:1  is a file, but content/pages/ must be a folder of .yaml files: move the file away');
  });

  it('an unreadable file', async () => {
    const r = await refused(site, (d) => {
      writeFile(d, 'pages/unreadable.yaml', 'niche: dentist\ncity: Orlando\n');
      chmodSync(path.join(d, 'pages/unreadable.yaml'), 0o000);
    });
    expect(r.lines).toContain('pages/unreadable.yaml:1:1  cannot be read: permission denied (check the file mode and owner)');
  });

  it('a file over 2 MB', async () => {
    const r = await refused(site, (d) => writeFile(d, 'pages/huge.yaml', `niche: dentist\ncity: Orlando\n# ${'x'.repeat(2 * 1024 * 1024)}\n`));
    expect(r.lines).toContain(
      'pages/huge.yaml:1:1  is 2,097,184 bytes; a content file may be at most 2 MB (2,097,152 bytes): split it, or check that it is the file you meant',
    );
  });
});

describe('duplicates', () => {
  it('legal/terms.yml beside legal/terms.yaml', async () => {
    const r = await refused(site, (d) => writeFile(d, 'legal/terms.yml', 'title: Terms\n'));
    expect(r.lines).toContain('legal/terms.yml:1:1  duplicate of legal/terms.yaml: both define legal/terms: keep one of them');
  });

  it('pages/x.yml beside pages/x.yaml, and niches the same', async () => {
    const r = await refused(site, (d) => {
      writeFile(d, 'pages/dentist-crm-miami.yml', 'niche: dentist\ncity: Miami\n');
      writeFile(d, 'niches/dentist.yml', 'name: Dental\n');
    });
    expect(r.lines).toContain(
      'pages/dentist-crm-miami.yml:1:1  duplicate of pages/dentist-crm-miami.yaml: both define pages/dentist-crm-miami: keep one of them',
    );
    expect(r.lines).toContain('niches/dentist.yml:1:1  duplicate of niches/dentist.yaml: both define niches/dentist: keep one of them');
  });

  it('file names that differ only in case', async () => {
    const r = await refused(site, (d) => writeFile(d, 'pages/Dentist-crm-miami.yaml', 'niche: dentist\ncity: Coral Gables\n'));
    expect(r.lines).toContain(
      'pages/dentist-crm-miami.yaml:1:1  duplicate of pages/Dentist-crm-miami.yaml: their names differ only in case, and they are one file on macOS and Windows: rename one',
    );
  });
});

describe('routePattern and routes', () => {
  // The fixture's copy uses {county}: a city needs an entry in cities.yaml to get as far as its route.
  const addCity = (d: string, name: string) => editFile(d, 'cities.yaml', (t) => `${t}  - { slug: ${name.toLowerCase()}, name: ${name}, county: Test }\n`);
  const pattern = (value: string) => (d: string) => editFile(d, 'site.yaml', (t) => `${t}routePattern: "${value}"\n`);
  const cases: [string, string][] = [
    ['/{niche}-CRM-{city}', 'must not contain "C": a route is lower-case letters, digits, "-" and "/" besides {niche} and {city}'],
    ['/{niche}-crm-{city}?x=1', 'must not contain "?": a route is lower-case letters, digits, "-" and "/" besides {niche} and {city}'],
    ['/{niche}-crm-{city}#top', 'must not contain "#": a route is lower-case letters, digits, "-" and "/" besides {niche} and {city}'],
    ['/{niche} crm {city}', 'must not contain a space: a route is lower-case letters, digits, "-" and "/" besides {niche} and {city}'],
    ['/assets/{niche}-{city}', 'must not put pages under /assets/, which belongs to the site'],
    ['/admin/{niche}-{city}', 'must not put pages under /admin/, which belongs to the site'],
    ['/{niche}-{town}', 'unknown placeholder {town}: a route pattern knows {niche} and {city}'],
    ['{niche}-{city}', 'must start with "/"'],
    ['/{niche}//{city}', 'must not contain "//" or end with "/"'],
  ];
  for (const [value, message] of cases) {
    it(`refuses routePattern ${value}`, async () => {
      const r = await refused(site, pattern(value));
      expect(r.lines.find((l) => l.startsWith('site.yaml:') && l.includes('routePattern'))).toMatch(
        new RegExp(`^site\\.yaml:\\d+:1  routePattern: ${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
    });
  }

  it('accepts a nested lower-case pattern and builds it', async () => {
    const dir = copySite();
    pattern('/crm/{niche}/{city}')(dir);
    editFile(dir, 'site.yaml', (t) => t.replace('examples: [/dentist-crm-miami]', 'examples: [/crm/dentist/miami]'));
    const out = path.join(path.dirname(dir), 'dist');
    const r = await runCli(['build', '--content', dir, '--out', out, '--quiet', '--no-cache']);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(path.join(out, 'crm', 'dentist')).sort()).toEqual(['miami', 'tampa']);
  }, 90_000);

  it('routeProblem refuses upper case, so no two routes can differ only in case', () => {
    const taken = new Map([['/terms', 'the legal page legal/terms.yaml']]);
    expect(routeProblem('/Dentist-crm-miami', taken)).toBe('route /Dentist-crm-miami may contain only lower-case letters, digits, "-" and "/"');
    expect(routeProblem('/dentist-crm-miami', taken)).toBeUndefined();
    expect(routeProblem('/terms/dentist', taken)).toBe('route /terms/dentist is under /terms/, which belongs to the legal page legal/terms.yaml');
  });

  it('refuses a route under a legal page', async () => {
    const r = await refused(site, (d) => {
      pattern('/{city}/{niche}')(d);
      addCity(d, 'Terms');
      editFile(d, 'site.yaml', (t) => t.replace('examples: [/dentist-crm-miami]', 'examples: [/miami/dentist]'));
      writeFile(d, 'pages/terms.yaml', 'niche: dentist\ncity: Terms\n');
    });
    expect(r.lines).toContain('pages/terms.yaml:2:1  city: route /terms/dentist is under /terms/, which belongs to the legal page legal/terms.yaml');
  });

  it('refuses a 300-character city in build (no ENAMETOOLONG)', async () => {
    const r = await refused(site, (d) => {
      addCity(d, 'a'.repeat(300));
      writeFile(d, 'pages/long.yaml', `niche: dentist\ncity: ${'a'.repeat(300)}\n`);
    });
    expect(r.lines).toContain(
      `pages/long.yaml:2:1  city: route /dentist-crm-${'a'.repeat(27)}… is 313 characters long; at most 200 (it becomes a folder name): shorten the city, or set a shorter route:`,
    );
  });

  it('refuses a 300-character city in lpgen new, writing nothing', async () => {
    const r = await refused(
      site,
      (d) => addCity(d, 'a'.repeat(300)),
      (d) => ['new', '--niche', 'dentist', '--city', 'a'.repeat(300), '--content', d],
    );
    expect(r.stderr).toContain(
      `city: route /dentist-crm-${'a'.repeat(27)}… is 313 characters long; at most 200 (it becomes a folder name): shorten the city, or set a shorter route:`,
    );
  });
});

describe('unknown fields', () => {
  it('reports 20,000 unknown keys one by one, each located (linear, so it finishes)', async () => {
    const keys = Array.from({ length: 20_000 }, (_, i) => `extra${i}: ${i}`);
    const r = await refused(site, (d) => writeFile(d, 'pages/dentist-crm-miami.yaml', `niche: dentist\ncity: Miami\n${keys.join('\n')}\n`));
    const located = r.lines.filter((l) => /^pages\/dentist-crm-miami\.yaml:\d+:1  extra\d+: unknown field/.test(l));
    expect(located).toHaveLength(20_000);
    expect(r.lines).toContain('pages/dentist-crm-miami.yaml:3:1  extra0: unknown field');
    expect(r.lines).toContain('pages/dentist-crm-miami.yaml:20002:1  extra19999: unknown field');
    expect(r.lines.at(-2)).toBe('error 20000 errors in 1 file; nothing was written.');
  }, 90_000);
});
