// URLs written in content: heroImage.src, footer links and siteUrl. Each
// refusal is exact; accepted forms are normalised in the built HTML.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseSiteUrl } from '../../src/urls.js';
import { copySite, editFile, runCli } from '../helpers.js';
import { goodSite, refused, type Site } from './support.js';

let site: Site;
beforeAll(async () => {
  site = await goodSite();
}, 90_000);

const heroSrc = (src: string) => (d: string) => editFile(d, 'pages/dentist-crm-tampa.yaml', (t) => t.replace('src: /hero/test.svg', `src: "${src}"`));
const footerHref = (href: string) => (d: string) =>
  editFile(d, 'site.yaml', (t) => t.replace('{ label: Docs, href: /admin }', `{ label: Docs, href: "${href}" }`));
const siteUrl = (url: string) => (d: string) => editFile(d, 'site.yaml', (t) => `siteUrl: "${url}"\n${t}`);

async function buildOk(mutate: (d: string) => void, extra: string[] = []): Promise<string> {
  const dir = copySite();
  mutate(dir);
  const out = path.join(path.dirname(dir), 'dist');
  const r = await runCli(['build', '--content', dir, '--out', out, '--quiet', '--no-cache', ...extra]);
  expect(r.code, r.stderr).toBe(0);
  return out;
}

describe('heroImage.src', () => {
  const cases: [string, string][] = [
    ['http://cdn.example/hero.png', 'heroImage.src: http:// is refused: use https://'],
    ['hero/test.svg', 'heroImage.src: must be an https:// URL or a path under content/public/ starting with "/" (e.g. /hero/dentist.svg)'],
    ['/../site.yaml', 'heroImage.src: must not contain "..": every link stays inside the site'],
    ['//cdn.example/hero.png', 'heroImage.src: starts with "//", which browsers read as another site: write one "/"'],
    ['/hero', 'heroImage.src: hero image /hero is a folder in content/public/, not a file'],
    ['/hero/missing.svg', 'heroImage.src: hero image /hero/missing.svg not found in content/public/'],
    ['https://cdn .example/hero.png', 'heroImage.src: is not a valid URL'],
  ];
  for (const [src, message] of cases) {
    it(`refuses ${src}`, async () => {
      const r = await refused(site, heroSrc(src));
      expect(r.lines).toContain(`pages/dentist-crm-tampa.yaml:5:14  ${message}`);
    });
  }

  it('normalises HTTPS:// and the host to lower case', async () => {
    const out = await buildOk(heroSrc('HTTPS://CDN.Example/Hero.png'));
    const html = readFileSync(path.join(out, 'dentist-crm-tampa', 'index.html'), 'utf8');
    expect(html).toContain('src="https://cdn.example/Hero.png"');
    expect(html).not.toContain('HTTPS://');
  }, 90_000);
});

describe('footer links', () => {
  const cases: [string, string][] = [
    ['/..', 'must not contain "..": every link stays inside the site'],
    ['/hero/../../site.yaml', 'must not contain "..": every link stays inside the site'],
    ['/hero', '/hero is a folder in content/public/, not a page or a file: link a file inside it'],
    ['/assets/', '/assets is a folder of the build, not a page or a file: link a file inside it'],
    ['http://example.com/about', 'http:// is refused: use https://'],
    ['//evil.example/login', 'starts with "//", which browsers read as another site: write one "/"'],
    ['https://exa mple.com/', 'is not a valid URL'],
    ['/nowhere', 'no page has the route /nowhere (a legal page needs content/legal/nowhere.yaml)'],
  ];
  for (const [href, message] of cases) {
    it(`refuses ${href}`, async () => {
      const r = await refused(site, footerHref(href));
      expect(r.lines).toContain(`site.yaml:31:22  footer.company[1].href: ${message}`);
    });
  }

  it('accepts a file in content/public/', async () => {
    const out = await buildOk(footerHref('/hero/test.svg'));
    expect(readFileSync(path.join(out, 'dentist-crm-miami', 'index.html'), 'utf8')).toMatch(/<a href="\/hero\/test\.svg"[^>]*>Docs<\/a>/);
  }, 90_000);
});

describe('siteUrl', () => {
  const cases: [string, string][] = [
    ['http://example.com', 'http:// is refused: use https://'],
    ['https://example.com/lp/', "must be the site's origin only, e.g. https://example.com (a sub-folder such as /lp/ goes in base, or --base)"],
    ['https://exa mple.com', 'must not contain spaces'],
    ['https://user:pw@example.com', 'must not contain a user name or password (user:pass@): credentials do not belong in a URL lpgen publishes or calls'],
    ['https://example.com/?utm=x', 'must not have a ?query or #fragment'],
    ['example.com', 'is not a valid URL'],
  ];
  for (const [url, message] of cases) {
    it(`refuses ${url}`, async () => {
      const r = await refused(site, siteUrl(url));
      expect(r.lines).toContain(`site.yaml:1:1  siteUrl: ${message}`);
    });
  }

  it('normalises HTTPS://Example.COM/ for canonicals', async () => {
    const out = await buildOk(siteUrl('HTTPS://Example.COM/'));
    expect(readFileSync(path.join(out, 'dentist-crm-miami', 'index.html'), 'utf8')).toContain(
      '<link rel="canonical" href="https://example.com/dentist-crm-miami/"/>',
    );
  }, 90_000);

  it('parseSiteUrl is the one rule the CLI can share', () => {
    expect(parseSiteUrl('https://Example.com')).toEqual({ url: 'https://example.com' });
    expect(parseSiteUrl('https://example.com/')).toEqual({ url: 'https://example.com' });
    expect(parseSiteUrl('https://exa mple.com')).toEqual({ problem: 'must not contain spaces' });
    expect(parseSiteUrl('ftp://example.com')).toEqual({ problem: 'must be an absolute https:// URL' });
  });
});
