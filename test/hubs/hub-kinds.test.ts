// Hub kinds are one table the compiler holds complete (HUB_KINDS, HUB_PLANNERS), and their wording is content:
// site.yaml hubs.copy, checked like every other placeholder text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HUB_KIND_NAMES, HUB_KINDS } from '../../src/internal-links/hub-kinds.js';
import { HUB_PLANNERS } from '../../src/plan/hub-kinds/index.js';
import { SITE_DOCS } from '../../src/content/schema-docs.js';
import { copySite, editFile, runCli } from '../helpers.js';

describe('HUB_KINDS', () => {
  it('has a planner, route docs and copy docs for every kind', () => {
    expect(Object.keys(HUB_PLANNERS)).toEqual(HUB_KIND_NAMES);
    expect(HUB_KIND_NAMES).toEqual(['category', 'niche', 'city', 'county']);
    for (const kind of HUB_KIND_NAMES) {
      expect(SITE_DOCS[`hubs.${kind}`], kind).toMatch(/ Example: /);
      expect(SITE_DOCS[`hubs.copy.${kind}.heading`], kind).toContain(HUB_KINDS[kind].copy.heading);
    }
  });

  it('fails to compile a planner table that leaves a kind out (checked by npm run typecheck)', () => {
    const { category, niche, city } = HUB_PLANNERS;
    // @ts-expect-error: county has no planner here, and HUB_PLANNERS' type names every HubKind.
    const missing: typeof HUB_PLANNERS = { category, niche, city };
    expect(Object.keys(missing)).not.toContain('county');
  });
});

describe('site.yaml hubs.copy', () => {
  it('rewords a kind of hub, and an unknown placeholder is an error at its column with the closest name', async () => {
    const dir = copySite();
    editFile(dir, 'site.yaml', (t) => `${t.trimEnd()}\nhubs:\n  copy:\n    niche:\n      heading: 'Software for {audience}, {regoin}'\n`);
    const r = await runCli(['check', '--content', dir, '--workers', '0']);
    expect(r.code).toBe(1);
    const lines = readFileSync(path.join(dir, 'site.yaml'), 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes('{regoin}')) + 1;
    const col = lines[line - 1].indexOf('{regoin}') + 1;
    expect(r.stderr).toContain(`site.yaml:${line}:${col}  hubs.copy.niche.heading: unknown placeholder {regoin} (did you mean {region}?)`);

    editFile(dir, 'site.yaml', (t) => t.replace('{regoin}', '{region}'));
    const out = path.join(path.dirname(dir), 'dist');
    const built = await runCli(['build', '--content', dir, '--out', out, '--quiet']);
    expect(built.code, built.stderr).toBe(0);
    expect(readFileSync(path.join(out, 'dentist-crm', 'index.html'), 'utf8')).toContain('>Software for Dentists, Florida</h1>');
  }, 60_000);
});
