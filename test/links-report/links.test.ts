// Sub-IDs per placement and the `lpgen links` report: every affiliate link in the
// built site carries its own sub-ID, and the report joins back to each of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../src/output/list-files.js';
import { copySite, editFile, runCli, tempDir } from '../helpers.js';

/** Every affiliate link (rel=sponsored) of every HTML file: its page file and its fp_sid. */
function affiliateLinks(out: string): { file: string; href: string; subId: string }[] {
  return listFiles(out)
    .filter((f) => f.endsWith('.html'))
    .flatMap((file) =>
      [...readFileSync(path.join(out, file), 'utf8').matchAll(/<a\s[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => /rel="sponsored/.test(tag))
        .map((tag) => {
          const href = /href="([^"]*)"/.exec(tag)![1].replace(/&amp;/g, '&');
          return { file, href, subId: new URL(href).searchParams.get('fp_sid') ?? '' };
        }),
    );
}

function parseCsv(text: string): Record<string, string>[] {
  const [head, ...lines] = text.trim().split('\n');
  const cols = head.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
}

describe('sub-IDs per placement', () => {
  it('gives every affiliate link of every page kind its own page.placement sub-ID, and lpgen links joins back to each', async () => {
    const dir = copySite();
    const out = path.join(tempDir(), 'dist');
    expect((await runCli(['build', '--content', dir, '--out', out, '--quiet'])).code).toBe(0);
    const csvFile = path.join(tempDir(), 'links.csv');
    const r = await runCli(['links', '--content', dir, '--out', csvFile]);
    expect(r.code, r.stderr).toBe(0);
    const rows = parseCsv(readFileSync(csvFile, 'utf8'));
    const bySubId = new Map(rows.map((row) => [row.sub_id, row]));
    expect(bySubId.size).toBe(rows.length);

    const links = affiliateLinks(out);
    const landing = links.filter((l) => l.file === 'dentist-crm-miami/index.html').map((l) => l.subId);
    expect(new Set(landing)).toEqual(new Set(['header', 'hero', 'pricing', 'cta', 'trialbar'].map((p) => `dentist-crm-miami.${p}`)));
    expect(new Set(links.filter((l) => l.file === 'index.html').map((l) => l.subId))).toEqual(new Set(['home.header', 'home.cta']));
    for (const link of links) {
      expect(link.subId).toMatch(/^[A-Za-z0-9._-]{1,50}$/);
      const row = bySubId.get(link.subId);
      expect(row, `${link.file}: ${link.subId} is not in the links report`).toBeDefined();
      expect(row!.affiliate_url).toBe(link.href);
      expect(`${row!.page}.${row!.placement}`).toBe(link.subId);
    }
    // One link per sub-ID on each page: no two placements share one.
    for (const file of new Set(links.map((l) => l.file))) {
      const ids = links.filter((l) => l.file === file).map((l) => l.subId);
      expect(ids.length).toBe(new Set(ids).size);
    }
    // A dashboard export (FirstPromoter: clicks and referrals per fp_sid) joins by sub-ID.
    const exportRows = [
      { sid: 'dentist-crm-miami.pricing', referrals: 2 },
      { sid: 'home.cta', referrals: 1 },
    ];
    expect(exportRows.map((e) => bySubId.get(e.sid)?.placement)).toEqual(['pricing', 'cta']);
    // Hubs have their cta placement in the report, for the hub call to action.
    expect(rows.some((row) => row.kind === 'hub' && row.placement === 'cta')).toBe(true);
  }, 120_000);

  it('follows site.yaml affiliate.subId', async () => {
    const dir = copySite();
    editFile(dir, 'site.yaml', (t) => t.replace('  referralParam: fp_ref\n', '  referralParam: fp_ref\n  subId: "lp_{placement}-{page}"\n'));
    const r = await runCli(['links', '--content', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      'lp_hero-dentist-crm-miami,dentist-crm-miami,hero,landing,published,/dentist-crm-miami/,https://crm.lpgen-test.dev/signup?fp_ref=test123&fp_sid=lp_hero-dentist-crm-miami',
    );
  }, 60_000);

  it('fails with site.yaml:line naming the page and placement when a sub-ID is over 50 characters', async () => {
    const dir = copySite();
    editFile(dir, 'site.yaml', (t) =>
      t.replace('  referralParam: fp_ref\n', '  referralParam: fp_ref\n  subId: "{page}.{placement}.a-very-long-campaign-suffix-x"\n'),
    );
    const r = await runCli(['build', '--content', dir, '--out', path.join(tempDir(), 'dist')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /site\.yaml:\d+:\d+\s+affiliate\.subId: the sub-ID of page (\S+) \(\S*\1\.yaml\), placement (header|hero|pricing|cta|trialbar): "[^"]+" is \d+ characters; affiliate networks take at most 50/,
    );
  }, 60_000);

  it('refuses a template with other characters or without {placement}', async () => {
    for (const [subId, message] of [
      ['{page} {placement}', 'may hold only letters'],
      ['{page}', 'must contain both {page} and {placement}'],
    ]) {
      const dir = copySite();
      editFile(dir, 'site.yaml', (t) => t.replace('  referralParam: fp_ref\n', `  referralParam: fp_ref\n  subId: "${subId}"\n`));
      const r = await runCli(['links', '--content', dir]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/site\.yaml:\d+:\d+\s+affiliate\.subId/);
      expect(r.stderr).toContain(message);
    }
  }, 60_000);

  it('has a status column and leaves drafts out unless --drafts or --status asks for them', async () => {
    const dir = copySite();
    editFile(dir, 'pages/dentist-crm-tampa.yaml', (t) => `${t}status: draft\n`);
    editFile(dir, 'pages/plumber-crm-st-petersburg.yaml', (t) => `${t}status: scheduled\npublishAt: 2031-01-01\n`);
    const out = path.join(tempDir(), 'links.csv');
    const live = await runCli(['links', '--content', dir, '--out', out]);
    expect(live.code, live.stderr).toBe(0);
    const rows = parseCsv(readFileSync(out, 'utf8'));
    expect(live.stdout).toBe(`✓ ${rows.length} sub-IDs → ${out} (2 draft or scheduled pages left out: --drafts lists them)\n`);
    expect(readFileSync(out, 'utf8').split('\n')[0]).toBe('sub_id,page,placement,kind,status,page_url,affiliate_url');
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['published']));
    expect(new Set(rows.filter((r) => r.kind === 'landing').map((r) => r.page))).toEqual(new Set(['dentist-crm-miami']));
    // Hubs as the build makes them: no plumber hub, its only page is not live.
    expect(rows.some((r) => r.kind === 'hub' && r.page.includes('plumber'))).toBe(false);

    const all = parseCsv((await runCli(['links', '--content', dir, '--drafts'])).stdout);
    const statusOf = (page: string) => new Set(all.filter((r) => r.page === page).map((r) => r.status));
    expect(statusOf('dentist-crm-tampa')).toEqual(new Set(['draft']));
    expect(statusOf('plumber-crm-st-petersburg')).toEqual(new Set(['scheduled']));
    expect(all.length).toBe(rows.length + 2 * rows.filter((r) => r.page === 'dentist-crm-miami').length);

    const drafts = parseCsv((await runCli(['links', '--content', dir, '--status', 'draft'])).stdout);
    expect(new Set(drafts.map((r) => `${r.page} ${r.kind} ${r.status}`))).toEqual(new Set(['dentist-crm-tampa landing draft']));

    const bad = await runCli(['links', '--content', dir, '--status', 'live']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('error --status "live": use published, draft, scheduled, or several separated by commas\n');
  }, 60_000);
});
