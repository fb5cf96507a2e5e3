// Quick rebuilds (src/cache/quick-rebuild.ts): an edit that leaves every
// changed page's summary as it was plans and renders only that page; any other
// edit takes the full path. Either way the output is a cold build's, byte for
// byte, so a page left stale by a wrong shortcut fails here.
import { existsSync, readFileSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { OWN_FIELDS } from '../../src/cache/page-summary.js';
import type { ContentError } from '../../src/errors.js';
import { loadContent, loadSiteOnly, type Content, type PageData, type SitePage } from '../../src/content/load.js';
import { packPage } from '../../src/content/packed-copy.js';
import { parseSources, readSources } from '../../src/content/read.js';
import { planRoutes } from '../../src/plan/index.js';
import { routeOf } from '../../src/plan/planned.js';
import { siteFiles } from '../../src/seo/site-files.js';
import { copySite, copyTemplates, editFile, localFactsText, readHtml, repoRoot, snapshotDir, untilSettled, writeDataset, writeFile } from '../helpers.js';
import { capture, site } from '../support/cached-site.js';
import { passingFields } from '../publish/passing-page.js';

const MIAMI = 'pages/dentist-crm-miami.yaml';
// Not an admin example (site.yaml admin.examples names Miami), so its route may change.
const TAMPA = 'pages/dentist-crm-tampa.yaml';
const setField = (field: string, value: string) => (t: string) => t.replace(new RegExp(`\\n${field}: .*|$`), `\n${field}: ${value}`);

/** The valid fixture with a place dataset for Miami and Tampa (content/data/). */
function withDataset(): string {
  const dir = copySite();
  writeDataset(
    dir,
    'firms',
    'place,firms\nMiami,1200\nTampa,900\n',
    'source: Test Bureau\nsourceUrl: https://example.org/firms\nvintage: 2022\nlicence: CC0\nkey: { column: place, joinsOn: place }\ncolumns:\n  firms: { label: "Employer firms in {city}" }\n',
  );
  return dir;
}

/** A built site, then each edit in turn: the output equals a cold build after each, and `quick` says which path it took. */
async function rebuilds(steps: { edit: (s: ReturnType<typeof site>) => void; quick: boolean }[], from?: string) {
  const s = site(from);
  const first = await s.run();
  expect(first.result.planned).toBe(first.result.htmlFiles);
  for (const step of steps) {
    step.edit(s);
    const { result } = await s.run();
    expect(snapshotDir(s.out)).toEqual(await s.cold());
    if (step.quick) expect(result.planned).toBeLessThan(result.htmlFiles);
    else expect(result.planned).toBe(result.htmlFiles);
  }
  return s;
}

describe('quick rebuilds', () => {
  it('plan and render only a page whose edit keeps its summary: copy, title, description', async () => {
    const s = await rebuilds([
      { edit: (s) => editFile(s.content, MIAMI, setField('heroSubheadline', 'A sentence of its own for Miami dentists.')), quick: true },
      { edit: (s) => editFile(s.content, MIAMI, setField('title', 'Miami Dental CRM, changed')), quick: true },
      { edit: (s) => editFile(s.content, MIAMI, setField('description', 'A new description for the Miami page.')), quick: true },
      // Two pages at once.
      {
        edit: (s) => {
          editFile(s.content, MIAMI, setField('ctaText', 'Try It Free'));
          editFile(s.content, 'pages/dentist-crm-tampa.yaml', setField('trialNote', 'a free month'));
        },
        quick: true,
      },
    ]);
    expect(readHtml(s.out, 'dentist-crm-miami/index.html')).toContain('Miami Dental CRM, changed');
    // Nothing changed: nothing planned, nothing rendered, the output complete.
    const again = await s.run();
    expect(again.result).toMatchObject({ planned: 0, rendered: 0 });
    expect(snapshotDir(s.out)).toEqual(await s.cold());
    // The summary line's figures are a full build's.
    const full = await build({ content: s.content, out: path.join(path.dirname(s.out), 'full'), logger: capture().logger });
    const figures = ({ landingPages, legalPages, hubPages, htmlFiles, bytes, cssBytes, jsBytes, socialImages }: typeof full) => ({
      landingPages,
      legalPages,
      hubPages,
      htmlFiles,
      bytes,
      cssBytes,
      jsBytes,
      files: socialImages.files,
    });
    expect(figures(again.result)).toEqual(figures(full));
  }, 120_000);

  it('take the full path when what other routes read of a page changes: status, route, niche, city, hero image', async () => {
    await rebuilds([
      { edit: (s) => editFile(s.content, TAMPA, setField('status', 'draft')), quick: false },
      { edit: (s) => editFile(s.content, TAMPA, setField('status', 'published')), quick: false },
      { edit: (s) => editFile(s.content, TAMPA, setField('route', '/tampa-dentists')), quick: false },
      { edit: (s) => editFile(s.content, TAMPA, (t) => t.replace(/\nroute: .*/, '')), quick: false },
      { edit: (s) => editFile(s.content, TAMPA, (t) => t.replace('niche: dentist', 'niche: plumber')), quick: false },
      {
        edit: (s) => editFile(s.content, TAMPA, (t) => t.replace('niche: plumber', 'niche: dentist').replace('city: Tampa', 'city: St. Petersburg')),
        quick: false,
      },
      {
        edit: (s) =>
          editFile(s.content, TAMPA, setField('heroImage', '{ src: "https://images.example.org/hero.png", alt: A dentist, width: 800, height: 600 }')),
        quick: false,
      },
      // Back to a copy-only edit: quick again.
      { edit: (s) => editFile(s.content, TAMPA, setField('heroSubheadline', 'Back to a copy edit.')), quick: true },
    ]);
  }, 120_000);

  it('take the full path when a page is added or deleted, or a site-wide file changes', async () => {
    await rebuilds([
      { edit: (s) => writeFile(s.content, 'pages/plumber-crm-miami.yaml', 'niche: plumber\ncity: Miami\n'), quick: false },
      { edit: (s) => unlinkSync(path.join(s.content, 'pages', 'plumber-crm-st-petersburg.yaml')), quick: false },
      {
        edit: (s) => editFile(s.content, 'site.yaml', (t) => t.replace('tagline: CRM pages for test businesses', 'tagline: CRM pages, changed')),
        quick: false,
      },
      { edit: (s) => editFile(s.content, 'niches/dentist.yaml', (t) => t.replace('audience: Dentists', 'audience: Dental Offices')), quick: false },
      { edit: (s) => editFile(s.content, 'legal/terms.yaml', (t) => t.replace(/\ntitle: .*/, '\ntitle: Terms, changed')), quick: false },
      { edit: (s) => writeFile(s.content, 'public/notes.txt', 'a public file\n'), quick: false },
      { edit: (s) => editFile(s.content, MIAMI, setField('heroHeadline', 'After all that, a copy edit')), quick: true },
    ]);
  }, 120_000);

  it('stay quick with datasets; a dataset edit takes the full path and renders only the pages it shows on', async () => {
    const firms = (tampa: string) => (s: ReturnType<typeof site>) => writeFile(s.content, 'data/firms.csv', `place,firms\nMiami,1200\nTampa,${tampa}\n`);
    const s = await rebuilds(
      [
        { edit: (s) => editFile(s.content, MIAMI, setField('heroSubheadline', 'A sentence of its own for Miami dentists.')), quick: true },
        { edit: firms('950'), quick: false },
        { edit: (s) => editFile(s.content, MIAMI, setField('ctaText', 'Try It Free')), quick: true },
      ],
      withDataset(),
    );
    expect(localFactsText(s.out, 'dentist-crm-tampa')).toContain('Employer firms in Tampa 950 Source: Test Bureau (2022)');
    expect(localFactsText(s.out, 'dentist-crm-miami')).toContain('Employer firms in Miami 1,200 Source: Test Bureau (2022)');
    // Tampa's figure again: of the full path's routes, only the one page that shows it is rendered.
    firms('975')(s);
    const { result } = await s.run();
    expect(result).toMatchObject({ planned: result.htmlFiles, rendered: 1 });
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 120_000);

  it('take the full path when a dataset edit moves a page across the quality bar (belowBar: draft)', async () => {
    const dir = withDataset();
    // Tampa passes the bar on its own copy; with 3 stats and its county it has 4 facts, and the bar asks 5.
    writeFile(dir, TAMPA, `niche: dentist\ncity: Tampa\n${passingFields(7, 'Tampa')}`);
    editFile(dir, 'site.yaml', (t) => `${t.replace(/\n?$/, '\n')}quality: { belowBar: draft, minLocalFacts: 5 }\n`);
    const noindex = (s: ReturnType<typeof site>) => readHtml(s.out, 'dentist-crm-tampa/index.html').includes('<meta name="robots" content="noindex"');
    const s = await rebuilds(
      [
        { edit: (s) => writeFile(s.content, 'data/firms.csv', 'place,firms\nMiami,1200\n'), quick: false },
        { edit: (s) => editFile(s.content, TAMPA, setField('ctaText', 'Try It Free')), quick: true },
      ],
      dir,
    );
    expect(noindex(s)).toBe(true);
    writeFile(s.content, 'data/firms.csv', 'place,firms\nMiami,1200\nTampa,900\n');
    await s.run();
    expect(noindex(s)).toBe(false);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 120_000);

  it('copy a public file again when its bytes change, even with its size and mtime kept', async () => {
    const s = site();
    const file = path.join(s.content, 'public', 'notes.txt');
    writeFileSync(file, 'version A\n');
    const mtime = Math.floor(Date.now() / 1000) - 3600;
    utimesSync(file, mtime, mtime);
    // Settled before the build: its stat keys the copy (see settled in cache/store.ts).
    await untilSettled(file);
    await s.run();
    writeFileSync(file, 'version B\n');
    utimesSync(file, mtime, mtime);
    editFile(s.content, MIAMI, setField('heroSubheadline', 'A copy edit beside a public file edit.'));
    const { result } = await s.run();
    expect(result.planned).toBeLessThan(result.htmlFiles);
    expect(readFileSync(path.join(s.out, 'notes.txt'), 'utf8')).toBe('version B\n');
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 120_000);

  it('take the full path when the templates change', async () => {
    const templates = copyTemplates();
    const s = site();
    await s.run({ templates });
    editFile(templates, 'LandingPage.tsx', (t) => t.replace('</main>', '<p>Template changed</p></main>'));
    editFile(s.content, MIAMI, setField('heroSubheadline', 'A copy edit with new templates.'));
    const { result } = await s.run({ templates });
    expect(result.planned).toBe(result.htmlFiles);
    expect(snapshotDir(s.out)).toEqual(await s.cold({ templates }));
    expect(readHtml(s.out, 'dentist-crm-tampa/index.html')).toContain('Template changed');
  }, 120_000);

  it('report an invalid page at file:line:col, leave dist/ untouched, and rebuild right once it is fixed', async () => {
    const s = site();
    await s.run();
    const before = snapshotDir(s.out);
    const original = readFileSync(path.join(s.content, MIAMI), 'utf8');
    editFile(s.content, MIAMI, setField('heroHedline', 'typo'));
    const error = await s.run().then(
      () => undefined,
      (e: ContentError) => e,
    );
    expect(error?.issues).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/dentist-crm-miami\.yaml$/), line: 8, col: 1, field: 'heroHedline' }),
    ]);
    expect(snapshotDir(s.out)).toEqual(before);
    // Fixed with other copy than before: quick, from the last good build.
    writeFileSync(path.join(s.content, MIAMI), original.replace(/\n?$/, '\nctaText: Fixed Now\n'));
    const fixed = await s.run();
    expect(fixed.result.planned).toBeLessThan(fixed.result.htmlFiles);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 120_000);

  it('re-render a kept file changed in the output since (full path), and the output is still right', async () => {
    const s = site();
    await s.run();
    editFile(s.content, MIAMI, setField('heroSubheadline', 'First edit.'));
    await s.run();
    // An in-place edit of a page the next build would keep (it shares the file with the standby).
    const tampa = path.join(s.out, 'dentist-crm-tampa', 'index.html');
    writeFileSync(tampa, readFileSync(tampa, 'utf8').replace('</body>', '<!-- edited --></body>'));
    editFile(s.content, MIAMI, setField('heroSubheadline', 'Second edit.'));
    await s.run();
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 120_000);

  it('still warn about every leftover, in pages it does not load again too', async () => {
    const s = site();
    editFile(s.content, 'pages/dentist-crm-tampa.yaml', setField('ctaText', 'TODO write this'));
    const first = await s.run();
    expect(first.warnings).toMatch(/dentist-crm-tampa\.yaml:\d+:\d+\s+ctaText: sample leftover "TODO"/);
    editFile(s.content, MIAMI, setField('heroSubheadline', 'Lorem ipsum dolor sit amet.'));
    const second = await s.run();
    expect(second.result.planned).toBeLessThan(second.result.htmlFiles);
    // Each warning the full path gives, in its order.
    const log = capture();
    await build({ content: s.content, out: path.join(path.dirname(s.out), 'ref'), logger: log.logger });
    expect(second.warnings).toBe(log.text());
    expect(second.warnings).toMatch(/dentist-crm-tampa\.yaml.*TODO/);
    expect(second.warnings).toMatch(/dentist-crm-miami\.yaml.*lorem ipsum/i);
  }, 120_000);

  it('redraw the social card of an edited page and keep the others', async () => {
    const s = site();
    editFile(s.content, 'site.yaml', (t) => `${t.replace(/\n?$/, '\n')}siteUrl: https://crm.test\nsocialImages: true\n`);
    await s.run();
    editFile(s.content, MIAMI, setField('heroHeadline', 'A headline for the card'));
    const { result } = await s.run();
    expect(result.planned).toBeLessThan(result.htmlFiles);
    expect(result.socialImages.drawn).toBe(1);
    expect(snapshotDir(s.out)).toEqual(await s.cold());
    expect(existsSync(path.join(s.out, 'sitemap.xml'))).toBe(true);
  }, 120_000);

  it('keeps the site files loaded in a form that comes back from its JSON cache exactly (no undefined, no Date)', () => {
    for (const dir of [path.join(repoRoot, 'content'), site().content]) {
      const loaded = loadSiteOnly(parseSources(readSources(dir, { pages: false, parse: false })));
      expect(loaded).toBeDefined();
      expect(JSON.parse(JSON.stringify(loaded))).toStrictEqual(loaded);
    }
  });

  it('plans every other route the same whatever a page copy field holds (what the summary leaves out)', () => {
    const s = site();
    const plan = (content: Content) => {
      const p = planRoutes(content, { assets: { css: '/a.css', adminJs: '/a.js' } });
      return { p, files: siteFiles({ plan: p, inlineScripts: [] }) };
    };
    const content = loadContent(s.content);
    const before = plan(content);
    const changed = (value: unknown): unknown =>
      typeof value === 'string'
        ? `${value} changed`
        : Array.isArray(value)
          ? [...value.map(changed), value[0]]
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, changed(v)]))
            : value;
    const target = content.pages.findIndex((p) => p.route === '/dentist-crm-miami');
    for (const field of OWN_FIELDS) {
      // A large site's build carries its pages' copy packed: 'copy' is changed on the packed page.
      const edit = (p: SitePage) => (field === 'copy' ? packPage(p as PageData, { facts: 0 }) : p) as Record<string, unknown>;
      const pages = content.pages.map((p, i) => (i === target ? ({ ...edit(p), [field]: changed(edit(p)[field]) } as unknown as SitePage) : p));
      const after = plan({ ...content, pages });
      const others = (routes: typeof before.p.routes) => JSON.stringify(routes.filter((r) => r.url !== '/dentist-crm-miami').map(routeOf));
      expect(others(after.p.routes), field).toBe(others(before.p.routes));
      expect(after.files, field).toEqual(before.files);
    }
  });
});
