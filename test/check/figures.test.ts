// Every figure a visitor reads as a fact has a source or a warning: lpgen check
// reports each unsourced percentage, dollar amount, "N+" count and stat value at
// the figure itself, once, in the file that writes it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { figuresIn, findUnsourcedFigures } from '../../src/check/figures.js';
import type { SourceFile } from '../../src/content/read.js';
import { parse } from 'yaml';
import { copySite, editFile, runCli, writeFile } from '../helpers.js';
import { publishableSite } from './publishable.js';

const file = (name: string, text: string): SourceFile => ({ file: name, abs: `/${name}`, text, name: path.basename(name, '.yaml'), data: parse(text) });
const warnings = (name: string, text: string) =>
  findUnsourcedFigures([file(name, text)]).map((i) => `${i.line}:${i.col}  ${i.field}: ${i.message.split(':')[0]}`);

describe('unsourced figures', () => {
  it('finds percentages, dollar amounts and N+ counts, but not a price per period, a duration or a year', () => {
    expect(figuresIn('cut no-shows by up to 40%, added $60K, 15+ hours a week, 10,000+ agents, $1.2 million, 35 percent')).toEqual([
      '40%',
      '$60K',
      '15+',
      '10,000+',
      '$1.2 million',
      '35 percent',
    ]);
    expect(figuresIn('$97/month, $97 per month, 24–48 hours, 5 minutes, a 2020 Census, 6-month recall, 5-star reviews')).toEqual([]);
  });

  it('warns at each unsourced figure of a page, with its line and column; a sourced card, stat or quote is not warned', () => {
    const page = [
      'niche: dentist', //                                                   1
      'city: Miami', //                                                      2
      'heroSubheadline: Cut no-shows by up to 40% and save 15+ hours.', //   3
      'painPoints:', //                                                      4
      '  - { title: No-shows, description: Lose 20% of visits. }', //        5
      '  - { title: Reminders, description: Cut no-shows by 40%., source: ADA 2024 }', // 6
      'localStats:', //                                                      7
      '  - { label: Practices, value: 500+ }', //                            8
      '  - { label: Residents, value: 442241, source: 2020 Census, sourceUrl: https://data.census.gov }', // 9
      '  - { label: Competition, value: High }', //                          10
      'testimonial: { quote: We grew 35%., author: A, business: B, location: Miami, FL, source: Google review }', // 11
    ].join('\n');
    // 40% in the hero is backed by the sourced card in the same file; 15+ is not.
    expect(warnings('content/pages/dentist-crm-miami.yaml', page)).toEqual([
      '3:53  heroSubheadline: unsourced figure "15+"',
      '5:42  painPoints[0].description: unsourced figure "20%"',
      '8:32  localStats[0].value: unsourced figure "500+"',
    ]);
  });

  it('never counts a figure in an illustrative quote as sourced, and reads presets and site.yaml under defaults and home', () => {
    const preset =
      'name: Dental\naudience: Dentists\ncategory: medical\ndefaults:\n  testimonial:\n    quote: Our no-shows dropped 35%.\n    author: A\n    business: B\n    location: "{city}, FL"\n    illustrative: true\n    source: Sample\n';
    expect(warnings('content/niches/dentist.yaml', preset)).toEqual(['6:33  defaults.testimonial.quote: unsourced figure "35%"']);
    const site =
      'home:\n  stats:\n    - { value: "{pages}", label: Live Pages }\n    - { value: 500+, label: Businesses, source: Our customer count }\n  cta: { headline: Grow, text: "Join 500+ businesses and 1,000+ others.", primary: Go, secondary: More }\n';
    expect(warnings('content/site.yaml', site)).toEqual(['5:58  home.cta.text: unsourced figure "1,000+"']);
  });

  it('lpgen check prints each as file:line:col  field: message, once where it is written; --strict fails on them', async () => {
    const dir = publishableSite(copySite());
    // The fixture's Miami page states 500+, $350 and 20% without a source; the preset's figure reaches both dentist pages but is reported once.
    editFile(dir, 'niches/dentist.yaml', (t) => `${t}defaults:\n  heroSubheadline: Answer leads in 5 minutes and win up to 3x more, 80% of the time.\n`);
    writeFile(dir, 'pages/dentist-crm-orlando.yaml', 'niche: dentist\ncity: Tampa\nroute: /dentist-crm-orlando\n');
    const r = await runCli(['check', '--content', dir]);
    const lines = r.stderr
      .split('\n')
      // Each figure where it is written (the gate's "below the quality bar" lines count them per page).
      .filter((l) => /unsourced figure "/.test(l))
      .map((l) => l.replace(dir + '/', '').replace(/^warning /, ''));
    expect(lines).toEqual([
      expect.stringMatching(
        /^niches\/dentist\.yaml:5:69 {2}defaults\.heroSubheadline: unsourced figure "80%": state it with a source in a stat, card or quote of this file, or drop it$/,
      ),
      'pages/dentist-crm-miami.yaml:4:53  localStats[0].value: unsourced figure "500+": add source: (and sourceUrl:) to this stat, shown beside it on the page',
      'pages/dentist-crm-miami.yaml:5:55  localStats[1].value: unsourced figure "$350": add source: (and sourceUrl:) to this stat, shown beside it on the page',
      'pages/dentist-crm-miami.yaml:6:43  localStats[2].value: unsourced figure "20%": add source: (and sourceUrl:) to this stat, shown beside it on the page',
    ]);
    expect(r.code).toBe(0);
    expect((await runCli(['check', '--content', dir, '--strict'])).code).toBe(1);
  }, 60_000);
});
