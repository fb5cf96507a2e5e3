// A build holds each page's copy packed (src/content/packed-copy.ts) from its
// load to its render: what comes out must be the page as loaded, and what the
// site-wide code reads of a packed page must be what it reads of the full one.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageSummary } from '../../src/cache/page-summary.js';
import { loadBuildPages, loadContent, loadContentWith, type Content, type PageData } from '../../src/content/load.js';
import { fieldHasLeftover, leftoverScanOf } from '../../src/content/leftovers.js';
import { gateMeter, rememberGate, underBar } from '../../src/check/quality-bar.js';
import { fullPage, PACK_FROM_PAGES, packOutcome, packPage, packsCopy } from '../../src/content/packed-copy.js';
import { PACKED_FIELDS, type SitePage } from '../../src/content/types.js';
import { routeOf } from '../../src/plan/planned.js';
import { planRoutes } from '../../src/plan/index.js';
import { unpackRoute } from '../../src/render/batch.js';
import { renderRoute } from '../../src/render/page.js';
import { compileTemplates, importTemplates } from '../../src/render/templates.js';
import { copySite, repoRoot, writeFile } from '../helpers.js';
import { passingFields } from '../publish/passing-page.js';

// The bundled pages, one of them rewritten to pass the quality bar (every bundled page shows an unsourced
// figure its niche preset writes, so none passes as shipped): pages on both sides of the bar.
const dir = copySite(path.join(repoRoot, 'content'));
writeFile(dir, 'pages/dentist-crm-miami.yaml', `niche: dentist\ncity: Miami\n${passingFields(7, 'Miami')}`);
const content = loadContent(dir);
const measure = gateMeter(content);
const pack = (page: PageData) => packPage(page, measure(page));
const packed: Content<SitePage> = { ...content, pages: content.pages.map(pack) };

describe('packed copy', () => {
  it('unpacks to the page as loaded, for every bundled page', () => {
    expect(content.pages.length).toBeGreaterThan(30);
    content.pages.forEach((page, i) => expect(fullPage(packed.pages[i])).toEqual(page));
  });

  it('leaves no packed field on the page, every other field as it was, and the same summary', () => {
    content.pages.forEach((page, i) => {
      const p = packed.pages[i] as Record<string, unknown>;
      for (const field of PACKED_FIELDS) expect(p[field], field).toBeUndefined();
      for (const [key, value] of Object.entries(page)) if (!(PACKED_FIELDS as readonly string[]).includes(key)) expect(p[key], key).toEqual(value);
      expect(pageSummary(packed.pages[i])).toEqual(pageSummary(page));
    });
  });

  it('is packed by a build of PACK_FROM_PAGES pages or more; a smaller build keeps the page, its bar parts in the outcome', async () => {
    expect(packsCopy(PACK_FROM_PAGES - 1)).toBe(false);
    expect(packsCopy(PACK_FROM_PAGES)).toBe(true);
    const page = content.pages[0];
    const outcome = { abs: '/x.yaml', page, issues: [], ownRoute: false, ownHeroImage: false };
    const kept = packOutcome(outcome, measure, false);
    expect(kept.page).toBe(page);
    expect(kept.gate).toEqual(measure(page));
    expect(packOutcome(outcome, measure, true).page?.copy?.gate).toEqual(measure(page));
    // Loaded either way, the site reads the same pages and the same bar (whose parts a kept page's loader measured).
    const load = (packCopy: boolean) => loadContentWith(dir, (files, ctx) => loadBuildPages(files, { ...ctx, packCopy }));
    const [small, large] = await Promise.all([load(false), load(true)]);
    expect(small.pages.every((p) => !p.copy) && large.pages.every((p) => p.copy)).toBe(true);
    expect(small.pages.map(fullPage)).toEqual(large.pages.map(fullPage));
    expect(small.pages.map(underBar(small))).toEqual(large.pages.map(underBar(large)));
    expect(small.pages.map(underBar(small))).toContain(false);
  });

  it('packs the same bytes each time (the output and cache keys must not move)', () => {
    expect(pack(content.pages[0]).copy).toEqual(pack(content.pages[0]).copy);
  });

  it('notes which packed fields hold a leftover, so the leftover scan never unpacks', () => {
    const page: PageData = { ...content.pages[0], painPoints: [{ title: 'TODO write this', description: 'A real sentence.' }] };
    const p = pack(page);
    expect(p.copy?.leftovers).toEqual(['painPoints']);
    expect(fieldHasLeftover(p, 'painPoints')).toBe(true);
    expect(fieldHasLeftover(p, 'features')).toBe(false);
    expect(pack(content.pages[0]).copy?.leftovers).toBeUndefined();
    const scan = leftoverScanOf([], undefined, content.niches);
    expect(scan.suspect(p)).toBe(true);
    expect(scan.suspect(page)).toBe(true);
    expect(scan.suspect(pack(content.pages[0]))).toBe(scan.suspect(content.pages[0]));
  });

  it("records each page's quality bar as measured whole, so counting pages under it never unpacks one", () => {
    const whole = content.pages.map(underBar(content));
    // The bundled pages fall on both sides of the bar (most inherit their niche's copy): both answers are recorded.
    expect(whole).toContain(true);
    expect(whole).toContain(false);
    expect(packed.pages.map(underBar(packed))).toEqual(whole);
    expect(packed.pages.every((p) => p.copy?.gate !== undefined)).toBe(true);
  });

  it('with datasets, records bar parts no dataset edit changes, and counts its figures when asked', () => {
    const site = copySite(dir);
    mkdirSync(path.join(site, 'data'));
    writeFile(site, 'data/firms.yaml', 'source: T\nsourceUrl: https://example.org/t\nvintage: 2022\nlicence: CC0\nkey: { column: place, joinsOn: place }\ncolumns:\n  firms: { label: Firms }\n  shops: { label: Shops }\n');
    const withRows = (csv: string) => {
      writeFile(site, 'data/firms.csv', csv);
      const loaded = loadContent(site);
      const page = loaded.pages.find((p) => p.route === '/dentist-crm-miami')!;
      return { loaded, page, parts: gateMeter(loaded)(page) };
    };
    const two = withRows('place,firms,shops\nMiami,12,34\n');
    const none = withRows('place,firms,shops\nTampa,12,34\n');
    expect(two.parts).toEqual(none.parts);
    expect(two.parts.fails).toBeUndefined();
    // A bar Miami clears only with the dataset's two figures.
    const bar = (c: Content) => ({ ...c, site: { ...c.site, quality: { ...c.site.quality, minLocalFacts: two.parts.facts + 2 } } });
    const kept = (x: typeof two) => underBar(bar(x.loaded))(packPage(x.page, x.parts));
    expect(kept(two)).toBe(false);
    expect(kept(none)).toBe(true);
    expect(kept(two)).toBe(underBar(bar(two.loaded))(two.page));
    expect(kept(none)).toBe(underBar(bar(none.loaded))(none.page));
    // A page a small site's build keeps unpacked, its parts remembered from its outcome (PageOutcome.gate): the same.
    const unpackedKept = (x: typeof two) => {
      const page = { ...x.page };
      rememberGate(page, x.parts);
      return underBar(bar(x.loaded))(page);
    };
    expect(unpackedKept(two)).toBe(false);
    expect(unpackedKept(none)).toBe(true);
    // Read from what was remembered, not measured again: parts that fail settle a page that would pass.
    const page = { ...two.page };
    rememberGate(page, { fails: true, facts: two.parts.facts });
    expect(underBar(bar(two.loaded))(page)).toBe(true);
  });

  it('renders every landing page the same from packed pages as from full ones', async () => {
    const templates = await importTemplates(await compileTemplates(path.join(repoRoot, 'templates')));
    const assets = { css: '/a.css', adminJs: '/a.js' };
    const full = planRoutes(content, { assets }).routes.filter((r) => r.kind === 'landing');
    const fromPacked = planRoutes(packed, { assets }).routes.filter((r) => r.kind === 'landing');
    expect(fromPacked).toHaveLength(full.length);
    fromPacked.forEach((planned, i) => {
      const route = routeOf(planned);
      // The view carries the packed copy until the render step unpacks it.
      expect(route.kind === 'landing' && route.props.page.copy).toBeTruthy();
      expect(renderRoute(templates, unpackRoute(route))).toBe(renderRoute(templates, unpackRoute(routeOf(full[i]))));
    });
  }, 60_000);
});
