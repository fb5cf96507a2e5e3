// The bundled content grown past the home page's every-page threshold
// (`lpgen new --niche dentist --top 150`: 184 landing pages), built, then read
// back as a crawler would: the home page lists hubs instead of every page, yet
// every landing page and hub stays within 3 clicks, and the spec's home
// sections are all still there.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copySite, readHtml, repoRoot, runCli, tempDir } from '../helpers.js';
import { crawl } from '../support/crawl.js';
import { clicksFromHome, readLinkedSite, type LinkedPage } from '../support/link-graph.js';
import { CITY_LIST_CAP, FOOTER_CITY_CAP, LIST_EVERY_PAGE_UP_TO } from '../../src/plan/home-directory.js';

const SITE = 'https://example.org';
const FEATURED = ['miami', 'orlando', 'tampa', 'jacksonville', 'fort-lauderdale'];

let out: string;
let pages: Map<string, LinkedPage>;
let home: LinkedPage;
const ofKind = (kind: LinkedPage['kind']) => [...pages.values()].filter((p) => p.kind === kind);
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
const between = (html: string, start: string, end: string) => {
  const from = html.indexOf(start);
  expect(from, start).toBeGreaterThanOrEqual(0);
  return html.slice(from, html.indexOf(end, from));
};

beforeAll(async () => {
  const content = copySite(path.join(repoRoot, 'content'));
  const created = await runCli(['new', '--niche', 'dentist', '--top', '150', '--content', content]);
  expect(created.code, created.stderr).toBe(0);
  // Niche copy only: the gate holds them back, so the site's owner overrides it to see the grown site whole.
  const published = await runCli(['publish', '--ready', '--force', '--content', content]);
  expect(published.code, published.stderr).toBe(0);
  out = path.join(tempDir(), 'dist');
  const built = await runCli(['build', '--content', content, '--out', out, '--site-url', SITE, '--no-cache', '--quiet']);
  expect(built.code, built.stderr).toBe(0);
  pages = readLinkedSite(out, SITE);
  home = pages.get('index.html')!;
}, 180_000);

describe('the home page of a site past the every-page threshold (bundled + 150 dentist pages)', () => {
  it('is past the threshold', () => {
    expect(ofKind('landing').length).toBe(34 + 150);
    expect(ofKind('landing').length).toBeGreaterThan(LIST_EVERY_PAGE_UP_TO);
  });

  it('links the dentist hub instead of the dentist pages, and far fewer links than pages', () => {
    expect(home.links.has('dentist-crm/index.html')).toBe(true);
    const dentistPages = [...home.links].filter((f) => /^dentist-crm-/.test(f));
    expect(dentistPages).toEqual([]);
    // The every-page directory linked each page twice (by industry and by city): 368+ links here.
    expect(hrefs(home.html).length).toBeLessThan(ofKind('landing').length);
  });

  it('puts every landing page and every hub within 3 clicks of the home page, with no broken link', () => {
    const depth = clicksFromHome(pages);
    for (const page of [...ofKind('landing'), ...ofKind('hub')]) expect(depth.get(page.file), page.file).toBeLessThanOrEqual(3);
    expect(crawl(out, { siteUrl: SITE }).broken).toEqual([]);
  });

  it("keeps the spec's sections: industry cards to category hubs, five featured city cards to city hubs, footer columns", () => {
    const html = home.html;
    const solutions = [...html.matchAll(/<a href="([^"]+)"[^>]*>View Solutions/g)].map((m) => m[1]);
    expect(solutions).toEqual([
      '/industries/medical-healthcare/',
      '/industries/professional-services/',
      '/industries/fitness-wellness/',
      '/industries/home-local-services/',
    ]);
    const cities = between(html, 'id="cities"', '</section>');
    const cards = [...cities.matchAll(/<a href="([^"]+)"[^>]*>View pages/g)].map((m) => m[1]);
    expect(cards).toEqual(FEATURED.map((slug) => `/crm-${slug}/`));
    // The capped city list: featured cards plus 'More cities', each one a link.
    expect(hrefs(cities).length).toBeLessThanOrEqual(CITY_LIST_CAP);
    for (const text of ['Browse by Industry', 'Browse by City', 'What Florida Business Owners Say']) expect(html).toContain(text);
    const footer = between(html, '<footer', '</footer>');
    for (const heading of ['Industries', 'Cities', 'Support']) expect(footer).toContain(heading);
  });

  it('links the 404 footer to the hubs, the featured cities first, capped', () => {
    const footer = between(readHtml(out, '404.html'), '<footer', '</footer>');
    const cityLinks = hrefs(footer).filter((h) => h.startsWith('/crm-'));
    expect(cityLinks.slice(0, FEATURED.length)).toEqual(FEATURED.map((slug) => `/crm-${slug}/`));
    expect(cityLinks.length).toBeLessThanOrEqual(FOOTER_CITY_CAP);
    expect(hrefs(footer)).toContain('/industries/medical-healthcare/');
    expect(hrefs(footer).some((h) => h.includes('#'))).toBe(false);
  });
});
