// Landing routes are planned without their view model (plan/planned.ts
// PlannedLanding): it is built a batch at a time as routes are keyed or sent
// to render, so the plan of 10,000 pages does not hold 10,000 views.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load.js';
import { routeOf, type RenderRoute } from '../../src/plan/planned.js';
import { planRoutes } from '../../src/plan/index.js';
import { createPool } from '../../src/workers/pool.js';
import { buildWorkers } from '../../src/workers/stage.js';
import { compileTemplates } from '../../src/render/templates.js';
import { openOutput } from '../../src/output/write.js';
import { copySite, repoRoot, tempDir } from '../helpers.js';

const assets = { css: '/a.css', adminJs: '/a.js' };

describe('deferred landing views', () => {
  const content = loadContent(copySite());
  const plan = planRoutes(content, { assets, siteUrl: 'https://example.com' });
  const landings = plan.routes.filter((r) => r.kind === 'landing');

  it('are not in the plan: a landing route holds its page and <head>, and no props or JSON-LD', () => {
    expect(landings).toHaveLength(content.pages.length);
    for (const r of landings) {
      expect(r).not.toHaveProperty('props');
      expect(r.head.jsonLd).toBeUndefined();
      expect('materialize' in r && r.page.route).toBe(r.url);
    }
  });

  it('are built the same each time, from the planned head (an og:image set after planning included)', () => {
    const planned = landings[0];
    planned.head = { ...planned.head, ogImage: { url: 'https://example.com/og/x.png', alt: 'x', width: 1200, height: 630 } };
    const a = routeOf(planned);
    const b = routeOf(planned);
    expect(a).toEqual(b);
    expect(a).not.toBe(b);
    if (a.kind !== 'landing') throw new Error('not a landing route');
    expect(a.props.page.route).toBe(planned.url);
    expect(a.head).toEqual({ ...planned.head, jsonLd: a.head.jsonLd });
    expect(a.head.jsonLd?.length).toBeGreaterThan(0);
    expect(Object.keys(a.head).at(-1)).toBe('jsonLd');
  });

  it('are built once per route by the render stage, in this thread and for the worker alike', async () => {
    const compiled = await compileTemplates(path.join(repoRoot, 'templates'));
    const out = path.join(tempDir(), 'dist');
    const output = openOutput(out, {});
    const workers = buildWorkers({ workers: 1, minPagesForWorkers: 0, batchSize: 2 });
    const seen: string[] = [];
    try {
      const written = await workers.render(compiled, output, plan.routes, (route: RenderRoute) => seen.push(route.outFile));
      expect(written.map((w) => w.outFile).sort()).toEqual(plan.routes.map((r) => r.outFile).sort());
      expect(seen.sort()).toEqual(plan.routes.map((r) => r.outFile).sort());
    } finally {
      await workers.close();
      output.abort();
    }
  }, 120_000);

  it('a view that fails to build fails the render job (no uncaught exception)', async () => {
    const pool = createPool(1, 0);
    try {
      let batches = 0;
      const prepare = (part: unknown[]) => {
        if (++batches === 2) throw new Error('view failed');
        return part;
      };
      await expect(
        pool.render(await compileTemplates(path.join(repoRoot, 'templates')), tempDir(), false, plan.routes.map(routeOf), { batchSize: 2, prepare }),
      ).rejects.toThrow('view failed');
    } finally {
      await pool.close();
    }
  }, 120_000);
});
