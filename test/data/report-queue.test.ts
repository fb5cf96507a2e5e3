// lpgen report (Search Console by page, CSV and API JSON; affiliate exports by sub-ID) and lpgen queue
// (drafts ranked with imported impressions and County Business Patterns; the top as an update sheet).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { copySite, fixturesDir, repoRoot, runCli, writeFile } from '../helpers.js';

vi.setConfig({ testTimeout: 120_000 });

const grown = async () => {
  const dir = copySite(path.join(repoRoot, 'content'));
  expect((await runCli(['new', '--niche', 'dentist', '--top', '6', '--content', dir])).code).toBe(0);
  return dir;
};

describe('lpgen report --search', () => {
  it('joins the web UI export (Pages.csv) to routes, lists pages not in the site and published pages with no impressions, and saves impressions', async () => {
    const dir = await grown();
    writeFile(
      dir,
      '../Pages.csv',
      'Top pages,Clicks,Impressions,CTR,Position\r\nhttps://floridacrm.example/dentist-crm-miami/,12,"1,200",1%,8.5\r\nhttps://floridacrm.example/old-page/,1,40,2.5%,20\r\nhttps://floridacrm.example/dentist-crm/,2,90,2.2%,11\r\n',
    );
    const r = await runCli(['report', '--search', path.join(dir, '../Pages.csv'), '--content', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Search Console: 3 rows from');
    expect(r.stdout).toContain('2 on 2 routes of the site');
    expect(r.stdout).toContain('not in the site (1): https://floridacrm.example/old-page/ (line 3)');
    expect(r.stdout).toMatch(/published pages with no impressions \(33\): \/accountant-crm-tallahassee/);
    const saved = JSON.parse(readFileSync(path.join(dir, 'data', 'search-console.json'), 'utf8'));
    expect(saved.routes['/dentist-crm-miami']).toEqual([12, 1200, 0.01, 8.5]);
  });

  it('reads the API JSON and lists pages whose impressions fell by more than --decay since the last import', async () => {
    const dir = await grown();
    const api = (miami: number, tampa: number) =>
      JSON.stringify({
        rows: [
          { keys: ['https://floridacrm.example/dentist-crm-miami/'], clicks: 3, impressions: miami, ctr: 0.01, position: 9 },
          { keys: ['https://floridacrm.example/dentist-crm-tampa/'], clicks: 1, impressions: tampa, ctr: 0.02, position: 7 },
        ],
        responseAggregationType: 'byPage',
      });
    writeFile(dir, '../a.json', api(1000, 500));
    writeFile(dir, '../b.json', api(600, 450));
    expect((await runCli(['report', '--search', path.join(dir, '../a.json'), '--content', dir])).code).toBe(0);
    const r = await runCli(['report', '--search', path.join(dir, '../b.json'), '--content', dir, '--decay', '30']);
    expect(r.stdout).toContain('decaying since the last import (impressions down over 30%): /dentist-crm-miami 1,000 → 600 (-40%)');
    expect(r.stdout).not.toContain('/dentist-crm-tampa 500');
  });

  it('names the row and column of a bad cell', async () => {
    const dir = await grown();
    writeFile(dir, '../Pages.csv', 'Top pages,Clicks,Impressions,CTR,Position\nhttps://x.example/a/,1,lots,1%,2\n');
    const r = await runCli(['report', '--search', path.join(dir, '../Pages.csv'), '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Pages.csv:2:3  Impressions: "lots" is not a number');
  });
});

describe('lpgen report --affiliate', () => {
  it('totals sign-ups and revenue per placement, page, niche and hub through the sub-IDs, and reports unmatched sub-IDs with their lines', async () => {
    const dir = await grown();
    writeFile(
      dir,
      '../ref.csv',
      'status,amount,date,sub_id\nactive,97.00,2026-10-02,dentist-crm-miami.pricing\nrefunded,97.00,2026-10-05,dentist-crm-miami.hero\nactive,297,2026-10-07,dentist-crm.cta\nactive,97,2026-10-09,old-page.hero\nactive,97,2026-10-11,old-page.hero\n',
    );
    const r = await runCli(['report', '--affiliate', path.join(dir, '../ref.csv'), '--content', dir, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const { affiliate } = JSON.parse(r.stdout);
    expect(affiliate.matched).toBe(3);
    expect(affiliate.byPlacement['landing.pricing']).toMatchObject({ signups: 1, revenue: 97, lines: [2] });
    // A refunded referral is no sign-up and no revenue, but its line is still traced.
    expect(affiliate.byPage['/dentist-crm-miami']).toMatchObject({ signups: 1, revenue: 97, lines: [2, 3] });
    expect(affiliate.byNiche.dentist).toMatchObject({ signups: 1, revenue: 97 });
    expect(affiliate.byHub['/dentist-crm']).toMatchObject({ signups: 1, revenue: 297, lines: [4] });
    expect(affiliate.unmatched).toEqual([{ subId: 'old-page.hero', lines: [5, 6] }]);
    const text = await runCli(['report', '--affiliate', path.join(dir, '../ref.csv'), '--content', dir]);
    expect(text.stderr).toContain('1 sub-ID matches no link of lpgen links: old-page.hero (lines 5, 6)');
  });

  it('reads per-sub-ID totals (FirstPromoter by sub-ID) in any column order', async () => {
    const dir = await grown();
    // FirstPromoter's sub-IDs report fields (its API's names; the CSV download's headers are not published).
    writeFile(dir, '../fp.csv', 'customers_count,referrals_count,sub_id,clicks_count\n2,6,dentist-crm-miami.pricing,41\n1,3,dentist-crm-miami.hero,88\n');
    const { affiliate } = JSON.parse((await runCli(['report', '--affiliate', path.join(dir, '../fp.csv'), '--content', dir, '--json'])).stdout);
    expect(affiliate.byPage['/dentist-crm-miami']).toMatchObject({ clicks: 129, signups: 9, customers: 3 });
    // Its dashboard's labels read the same.
    writeFile(dir, '../fp-ui.csv', 'Sub ID,Unique clicks,New referrals,New customers\ndentist-crm-miami.pricing,41,6,2\n');
    const ui = JSON.parse((await runCli(['report', '--affiliate', path.join(dir, '../fp-ui.csv'), '--content', dir, '--json'])).stdout);
    expect(ui.affiliate.byPage['/dentist-crm-miami']).toMatchObject({ clicks: 41, signups: 6, customers: 2 });
  });

  it('reads one row per FirstPromoter referral by its state: moved, refunded, denied and cancelled void it; active and subscribed pay', async () => {
    const dir = await grown();
    writeFile(
      dir,
      '../referrals.csv',
      [
        'created_at,state,visitor_sub_id,amount',
        '2026-10-01,signup,dentist-crm-miami.hero,0',
        '2026-10-02,pending,dentist-crm-miami.hero,0',
        '2026-10-03,active,dentist-crm-miami.hero,97',
        '2026-10-04,subscribed,dentist-crm-miami.hero,97',
        '2026-10-05,moved,dentist-crm-miami.hero,97',
        '2026-10-06,refunded,dentist-crm-miami.hero,97',
        '2026-10-07,denied,dentist-crm-miami.hero,97',
        '2026-10-08,cancelled,dentist-crm-miami.hero,97',
        '',
      ].join('\n'),
    );
    const r = await runCli(['report', '--affiliate', path.join(dir, '../referrals.csv'), '--content', dir, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).affiliate.byPlacement['landing.hero']).toMatchObject({
      signups: 4,
      customers: 2,
      revenue: 194,
      lines: [2, 3, 4, 5, 6, 7, 8, 9],
    });
  });
});

describe('lpgen queue', () => {
  it('ranks drafts by impressions, businesses in the county and people per hour to the bar, and writes the top as an update sheet', async () => {
    const dir = await grown();
    const before = await runCli(['queue', '--content', dir, '--top', '3']);
    expect(before.code, before.stderr).toBe(0);
    // Without imports or datasets: people per hour decide (Hialeah 223,109 people is the largest draft place).
    expect(before.stdout).toMatch(/1\. \/dentist-crm-hialeah .*223,109 people/);
    expect((await runCli(['data', 'add', path.join(fixturesDir, 'data', 'cbp22co-fl.txt'), '--content', dir])).code).toBe(0);
    writeFile(dir, '../Pages.csv', 'Top pages,Clicks,Impressions,CTR,Position\nhttps://floridacrm.example/dentist-crm-port-st-lucie/,1,90000,0%,40\n');
    expect((await runCli(['report', '--search', path.join(dir, '../Pages.csv'), '--content', dir])).code).toBe(0);
    const out = path.join(dir, '../queue.csv');
    const r = await runCli(['queue', '--content', dir, '--top', '2', '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    // The imported impressions put Port St. Lucie first; a Miami-Dade draft gets the county's businesses.
    expect(r.stdout).toMatch(/1\. \/dentist-crm-port-st-lucie .*90,000 impressions/);
    expect(r.stdout).toMatch(/2\. \/dentist-crm-hialeah .*189 businesses \(NAICS 621210\) in Miami-Dade County/);
    const sheet = readFileSync(out, 'utf8').split('\r\n');
    expect(sheet[0]).toMatch(/^file,niche,city,heroHeadline,/);
    expect(sheet[1]).toMatch(/^pages\/dentist-crm-port-st-lucie\.yaml,dentist,Port St\. Lucie,/);
    expect(sheet).toHaveLength(4);
    // update reads it back as it is: nothing to change until someone writes.
    const update = await runCli(['update', '--from', out, '--content', dir]);
    expect(update.code, update.stderr).toBe(0);
    expect(update.stdout + update.stderr).toContain('nothing to change');
  });
});
