// The render stage links unchanged pages from the previous output off the main
// thread (a first rebuild at 10,000 pages links every page) while the changed
// ones render: every link is made, and a failed render settles only once no
// link is still being made, so the temp folder removed after it stays removed.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildCache } from '../../src/cache/build-cache.js';
import type { Route } from '../../src/model.js';
import { renderWithCache } from '../../src/render/incremental.js';
import type { CompiledTemplates } from '../../src/render/templates.js';
import type { BuildWorkers } from '../../src/workers/stage.js';
import { openOutput } from '../../src/output/write.js';
import { tempDir } from '../helpers.js';

const PAGES = 2000;

/** A previous output of PAGES pages, and a cache that says every one of them is unchanged. */
function previous() {
  const root = tempDir();
  const old = path.join(root, 'old');
  const routes = Array.from({ length: PAGES }, (_, i) => ({ kind: 'landing', url: `/p${i}`, outFile: `p${i}/index.html` }) as unknown as Route);
  for (const r of routes) {
    mkdirSync(path.join(old, path.dirname(r.outFile)), { recursive: true });
    writeFileSync(path.join(old, r.outFile), `page ${r.url}`);
  }
  const cache = {
    key: () => 'same',
    reusable: (r: Route) => {
      const from = path.join(old, r.outFile);
      const s = statSync(from);
      return { link: from, known: { bytes: s.size, mtimeMs: s.mtimeMs } };
    },
  } as unknown as BuildCache;
  return { root, old, routes, cache };
}

const workers = (render: BuildWorkers['render']): BuildWorkers => ({
  render,
  load: () => [],
  prepare: () => {},
  keepShells: () => {},
  shells: () => [],
  close: async () => {},
});
const compiled = {} as CompiledTemplates;

describe('linking unchanged pages while the changed ones render', () => {
  it('links every unchanged page (the same file, not a copy) and records its verified size and mtime', async () => {
    const { root, old, routes, cache } = previous();
    const output = openOutput(path.join(root, 'dist'));
    const result = await renderWithCache(
      compiled,
      output,
      routes,
      cache,
      workers(async () => []),
    );
    expect(result.rendered).toBe(0);
    expect(result.written).toHaveLength(PAGES);
    for (const w of result.written) {
      const made = statSync(path.join(output.dir, w.outFile));
      expect(made.ino).toBe(statSync(path.join(old, w.outFile)).ino);
      expect([w.bytes, w.mtimeMs]).toEqual([made.size, made.mtimeMs]);
    }
    await output.commit();
    expect(readdirSync(path.join(root, 'dist')).length).toBe(PAGES + 1); // and the marker
  });

  it('settles a failed render only when no link is left in flight, so the aborted temp folder stays gone', async () => {
    const { root, routes, cache } = previous();
    const output = openOutput(path.join(root, 'dist'));
    // The links' own promise says when the last link was made: it must have settled before the render's failure is seen.
    let linking = 'not started';
    const reuseAll = output.reuseAll.bind(output);
    output.reuseAll = (links) => {
      linking = 'in flight';
      const made = reuseAll(links);
      made.then(
        () => (linking = 'settled'),
        () => (linking = 'settled'),
      );
      return made;
    };
    const failing = workers(async () => {
      throw new Error('a template threw');
    });
    await expect(renderWithCache(compiled, output, routes, cache, failing)).rejects.toThrow('a template threw');
    expect(linking).toBe('settled');
    output.abort();
    expect(readdirSync(root).sort()).toEqual(['old']);
  });
});
