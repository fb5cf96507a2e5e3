import { describe, expect, it } from 'vitest';
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
