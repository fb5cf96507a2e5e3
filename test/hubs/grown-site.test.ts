// The bundled content grown as a user would (`lpgen new --niche dentist --top 25`,
// one page set to `status: draft`), built, then read back as a crawler would:
// links resolve, every landing page is well linked and close to home, hubs are
// in the sitemap, titles and descriptions are unique, the draft is hidden.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { copySite, editFile, readHtml, repoRoot, runCli, tempDir } from '../helpers.js';
import { crawl } from '../support/crawl.js';
import { clicksFromHome, readLinkedSite, type LinkedPage } from '../support/link-graph.js';
import { jsonLdBlocks, metaContent } from '../support/site.js';

const SITE = 'https://example.org';
const DRAFT = 'insurance-crm-tampa/index.html';

type Page = LinkedPage;

let out: string;
let content: string;
let pages: Map<string, Page>;
const ofKind = (kind: Page['kind']) => [...pages.values()].filter((p) => p.kind === kind);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  content = copySite(path.join(repoRoot, 'content'));
  const created = await runCli(['new', '--niche', 'dentist', '--top', '25', '--content', content]);
  expect(created.code, created.stderr).toBe(0);
  // Niche copy only: the gate holds them back, so the site's owner overrides it to see the grown site whole.
  const published = await runCli(['publish', '--ready', '--force', '--content', content]);
  expect(published.code, published.stderr).toBe(0);
  editFile(content, 'pages/insurance-crm-tampa.yaml', (text) => `${text.trimEnd()}\nstatus: draft\n`);
  out = path.join(tempDir(), 'dist');
  const built = await runCli(['build', '--content', content, '--out', out, '--site-url', SITE, '--no-cache', '--quiet']);
  expect(built.code, built.stderr).toBe(0);
  pages = readLinkedSite(out, SITE);
}, 180_000);

describe('a grown site (bundled content + 25 dentist pages)', () => {
  it('has every page file the content asks for, and hubs of every kind', () => {
    // 34 bundled pages, 4 of them dentist pages, and 25 new ones (the draft is built too).
    expect(ofKind('landing')).toHaveLength(34 + 25);
    const hubs = ofKind('hub').map((p) => p.file);
    expect(hubs).toContain('dentist-crm/index.html');
    expect(hubs).toContain('crm-miami/index.html');
    expect(hubs).toContain('industries/medical-healthcare/index.html');
  });

  it('has no broken internal link', () => {
    const result = crawl(out, { siteUrl: SITE });
    expect(result.broken).toEqual([]);
    expect(result.checked).toBeGreaterThan(1000);
  });

  it('gives every published landing page at least 6 links to other landing or hub pages', () => {
    for (const page of ofKind('landing')) {
      if (page.file === DRAFT) continue;
      const targets = [...page.links].filter((f) => pages.get(f)?.kind !== 'other');
      expect(targets.length, page.file).toBeGreaterThanOrEqual(6);
    }
  });

  it('puts every published landing page and every hub within 3 clicks of the home page', () => {
    const depth = clicksFromHome(pages);
    for (const page of [...ofKind('landing'), ...ofKind('hub')]) {
      if (page.file === DRAFT) continue;
      expect(depth.get(page.file), page.file).toBeLessThanOrEqual(3);
    }
  });

  it("links the home page's 'View Solutions' buttons to the category hubs", () => {
    const home = pages.get('index.html')!.html;
    const targets = [...home.matchAll(/<a href="([^"]+)"[^>]*>View Solutions/g)].map((m) => m[1]);
    expect(targets).toEqual([
      '/industries/medical-healthcare/',
      '/industries/professional-services/',
      '/industries/fitness-wellness/',
      '/industries/home-local-services/',
    ]);
  });

  it('lists every hub in the sitemap but those under the hub bar (noindex), and no hub lists a single entry', () => {
    const sitemap = new Set(locs(readHtml(out, 'sitemap.xml')));
    const thin = [];
    for (const hub of ofKind('hub')) {
      const url = `${SITE}/${hub.file.replace(/index\.html$/, '')}`;
      const robots = metaContent(hub.html, 'robots');
      expect(robots === undefined || robots === 'noindex', url).toBe(true);
      expect(sitemap.has(url), url).toBe(robots === undefined);
      if (robots) thin.push(url);
      const collection = jsonLdBlocks(hub.html).find((b) => b['@type'] === 'CollectionPage') as { mainEntity: { numberOfItems: number } };
      expect(collection.mainEntity.numberOfItems, hub.file).toBeGreaterThanOrEqual(2);
    }
    // Both kinds are there: hubs with three or more pages, and hubs of two.
    expect(thin.length).toBeGreaterThan(0);
    expect(thin.length).toBeLessThan(ofKind('hub').length);
  });

  it('gives every page a unique title and a unique description', () => {
    const indexable = [...pages.values()].filter((p) => p.file !== '404/index.html');
    const titles = indexable.map((p) => /<title>([^<]*)<\/title>/.exec(p.html)![1]);
    const descriptions = indexable.map((p) => metaContent(p.html, 'description'));
    expect(new Set(titles).size).toBe(indexable.length);
    expect(new Set(descriptions).size).toBe(indexable.length);
  });

  it('shows breadcrumbs Home › niche hub › page, the same in BreadcrumbList', () => {
    const html = pages.get('dentist-crm-brandon/index.html')!.html;
    const trail = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(html)![0];
    expect([...trail.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/', '/dentist-crm/']);
    expect(trail).toContain('aria-current="page"');
    const crumbs = jsonLdBlocks(html).find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([`${SITE}/`, `${SITE}/dentist-crm/`, `${SITE}/dentist-crm-brandon/`]);
  });

  it('lists the same niche in the nearest cities, closest first, and other niches in the city', () => {
    const html = pages.get('dentist-crm-miami/index.html')!.html;
    const list = (id: string) => {
      const start = html.indexOf(`id="${id}"`);
      const ul = html.slice(start, html.indexOf('</ul>', start));
      return [...ul.matchAll(/href="\/([^"]+)\/"/g)].map((m) => m[1]);
    };
    const nearby = list('nearby-title');
    expect(nearby).toHaveLength(6);
    for (const route of nearby) expect(route).toMatch(/^dentist-crm-/);
    expect(nearby).not.toContain('dentist-crm-miami');
    // Hialeah and Miami Gardens border Miami; Jacksonville is 500 km away.
    expect(nearby).not.toContain('dentist-crm-jacksonville');
    const sameCity = list('same-city-title');
    expect(sameCity.length).toBeGreaterThanOrEqual(5);
    for (const route of sameCity) expect(route).toMatch(/-crm-miami$/);
    expect(sameCity).not.toContain('dentist-crm-miami');
  });

  it('shows local facts exactly as content/cities.yaml has them, and nothing it lacks', () => {
    const cities = parse(readFileSync(path.join(content, 'cities.yaml'), 'utf8')).cities as Array<Record<string, unknown>>;
    const bySlug = new Map(cities.map((c) => [c.slug, c]));
    for (const [file, slug] of [
      ['dentist-crm-miami/index.html', 'miami'],
      ['dentist-crm-brandon/index.html', 'brandon'],
      ['dentist-crm-cape-coral/index.html', 'cape-coral'],
      ['accountant-crm-tallahassee/index.html', 'tallahassee'],
    ] as const) {
      const html = pages.get(file)!.html;
      const start = html.indexOf('<section aria-labelledby="local-facts-title"');
      expect(start, file).toBeGreaterThan(0);
      const block = html.slice(start, html.indexOf('</section>', start)).replace(/<[^>]+>/g, ' ');
      const city = bySlug.get(slug)!;
      expect(block).toContain(`${city.county} County`);
      expect(block).toContain(Number(city.population).toLocaleString('en-US'));
      expect(block.includes('Households')).toBe(city.households !== undefined);
      expect(block.includes('Median home value')).toBe(city.medianHomeValue !== undefined);
      expect(block).toMatch(/\(\d+ mi\)/);
      // Each figure cites its own source from the dataset; no project file is named on a public page.
      expect(block).toMatch(/Population\s+[\d,]+\s+Source:\s+(GeoNames estimate|2020 Census)/);
      expect(html).not.toMatch(/scripts\/data|florida-cities\.csv|cities\.yaml/);
    }
  });

  it('builds a draft page noindex, and leaves it out of the sitemap, the hubs and every other page', () => {
    const draft = pages.get(DRAFT)!;
    expect(metaContent(draft.html, 'robots')).toBe('noindex');
    expect(locs(readHtml(out, 'sitemap.xml'))).not.toContain(`${SITE}/insurance-crm-tampa/`);
    for (const page of pages.values()) {
      if (page.file !== DRAFT) expect(page.links.has(DRAFT), page.file).toBe(false);
    }
    const hub = pages.get('insurance-crm/index.html')!.html;
    expect(hub).toContain('/insurance-crm-miami/');
    expect(hub).not.toContain('Tampa');
  });
});
