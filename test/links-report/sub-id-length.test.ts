import { describe, expect, it } from 'vitest';
import { checkSubIds } from '../../src/affiliate/check.js';
import { createReporter } from '../../src/content/report.js';
import type { SitePage } from '../../src/content/types.js';
import { DEFAULT_SUB_ID, fillSubId, SUB_ID_MAX, subIdProblem } from '../../src/affiliate/placements.js';

describe('sub-IDs of long routes', () => {
  it('leaves a sub-ID within the limit as the template fills it', () => {
    expect(fillSubId(DEFAULT_SUB_ID, 'dentist-crm-miami', 'trialbar')).toBe('dentist-crm-miami.trialbar');
  });

  it('shortens the page part of a too-long sub-ID to the limit, keeping its start and the placement', () => {
    const page = 'financial-advisor-crm-sandpiper-springs-north';
    const subId = fillSubId(DEFAULT_SUB_ID, page, 'trialbar');
    expect(`${page}.trialbar`.length).toBeGreaterThan(SUB_ID_MAX);
    expect(subId.length).toBeLessThanOrEqual(SUB_ID_MAX);
    expect(subId).toMatch(/^financial-advisor-crm-sandpiper-[a-z-]*-[0-9a-f]{6}\.trialbar$/);
    expect(subIdProblem(subId)).toBeUndefined();
    expect(fillSubId(DEFAULT_SUB_ID, page, 'trialbar')).toBe(subId);
  });

  it('keeps two long pages that share their start apart', () => {
    const a = fillSubId(DEFAULT_SUB_ID, 'financial-advisor-crm-sandpiper-springs-north', 'hero');
    const b = fillSubId(DEFAULT_SUB_ID, 'financial-advisor-crm-sandpiper-springs-south', 'hero');
    expect(a).not.toBe(b);
  });

  it('does not hide a template that is too long on its own (the build check reports it)', () => {
    const subId = fillSubId('{page}.{placement}.a-very-long-campaign-suffix-x', 'dentist-crm-miami', 'trialbar');
    expect(subIdProblem(subId)).toMatch(/characters; affiliate networks take at most 50/);
  });
});

describe('the build check of every sub-ID (checkSubIds)', () => {
  const source = { file: 'content/site.yaml', abs: '/x/site.yaml', text: 'affiliate:\n  subId: "{page}.{placement}"\n', data: {}, name: 'site' };
  const site = (subId: string) =>
    ({
      affiliate: { subId, url: 'https://crm.lpgen-test.dev/' },
      hubs: { minEntries: 99, niche: '/{niche}-crm', city: '/crm-{city}', category: '/industries/{category}' },
      home: { categories: [] },
    }) as unknown as Parameters<typeof checkSubIds>[1];
  const page = (id: string) => ({ id, route: `/${id}`, source: `content/pages/${id}.yaml`, nicheSlug: 'n', citySlug: id, city: id }) as unknown as SitePage;

  it('names both pages when two calls to action would carry the same sub-ID, and each refused one with its page', () => {
    const report = createReporter();
    checkSubIds(source as never, site('{page}.{placement}'), [], [page('dentist-crm-miami'), page('dentist-crm-miami')], report);
    expect(report.issues.map((i) => i.message)).toEqual([
      'the sub-ID of page dentist-crm-miami (content/pages/dentist-crm-miami.yaml), placement header: "dentist-crm-miami.header" is also the sub-ID of page dentist-crm-miami (content/pages/dentist-crm-miami.yaml), placement header',
      'the sub-ID of page dentist-crm-miami (content/pages/dentist-crm-miami.yaml), placement hero: "dentist-crm-miami.hero" is also the sub-ID of page dentist-crm-miami (content/pages/dentist-crm-miami.yaml), placement hero',
      'the sub-ID of page dentist-crm-miami (content/pages/dentist-crm-miami.yaml), placement pricing: "dentist-crm-miami.pricing" is also the sub-ID of page dentist-crm-miami (content/pages/dentist-crm-miami.yaml), placement pricing',
      'the sub-ID of page dentist-crm-miami (content/pages/dentist-crm-miami.yaml), placement cta: "dentist-crm-miami.cta" is also the sub-ID of page dentist-crm-miami (content/pages/dentist-crm-miami.yaml), placement cta',
      'the sub-ID of page dentist-crm-miami (content/pages/dentist-crm-miami.yaml), placement trialbar: "dentist-crm-miami.trialbar" is also the sub-ID of page dentist-crm-miami (content/pages/dentist-crm-miami.yaml), placement trialbar',
    ]);
    const long = createReporter();
    checkSubIds(source as never, site('{page}.{placement}.a-very-long-campaign-suffix-x'), [], [page('dentist-crm-miami')], long);
    expect(long.issues.map((i) => i.message)[0]).toBe(
      'the sub-ID of page dentist-crm-miami (content/pages/dentist-crm-miami.yaml), placement header: "dentist-crm-miami.header.a-very-long-campaign-suffix-x" is 54 characters; affiliate networks take at most 50: shorten affiliate.subId, or the route the page id comes from (routePattern, the niche or city slug)',
    );
    expect(long.issues).toHaveLength(3); // header, pricing, trialbar: hero and cta fit once the page part is shortened; home's fit as they are
  });
});
