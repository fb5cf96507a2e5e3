// A quick rebuild fills its pages from the shells earlier builds trusted and
// kept (cache/template-cache.ts), without loading React or importing the
// templates; a shape it lacks is compiled at once and kept for the next one.
// The output is always a cold build's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { generateContent } from '../../bench/generate.js';
import { build } from '../../src/build.js';
import { createLogger } from '../../src/log.js';
import { stats } from '../../src/render/shell/renderer.js';
import { editFile, repoRoot, snapshotDir, tempDir } from '../helpers.js';
import { site } from '../support/cached-site.js';

const loads = vi.hoisted(() => ({ react: 0, templates: 0, received: [] as string[] }));
vi.mock('../../src/render/shell/renderer.js', async (original) => {
  const renderer = await original<typeof import('../../src/render/shell/renderer.js')>();
  return {
    ...renderer,
    receivedShell: (...args: Parameters<typeof renderer.receivedShell>) => (loads.received.push(args[0].key), renderer.receivedShell(...args)),
  };
});
vi.mock('../../src/render/react.js', async (original) => {
  const react = await original<typeof import('../../src/render/react.js')>();
  return { ...react, reactRenderer: (...args: Parameters<typeof react.reactRenderer>) => (loads.react++, react.reactRenderer(...args)) };
});
vi.mock('../../src/render/templates.js', async (original) => {
  const templates = await original<typeof import('../../src/render/templates.js')>();
  return { ...templates, importTemplates: (...args: Parameters<typeof templates.importTemplates>) => (loads.templates++, templates.importTemplates(...args)) };
});

const setCta = (value: string) => (t: string) => t.replace(/\nctaText: .*|$/, `\nctaText: ${value}`);
/** What a build did: React and template loads, shells filled and compiled, since `before`. */
const since = (before: { react: number; templates: number; shell: number; compiled: number }) => ({
  react: loads.react - before.react,
  templates: loads.templates - before.templates,
  filled: stats.shell - before.shell,
  compiled: stats.compiled - before.compiled,
});
const now = () => ({ react: loads.react, templates: loads.templates, shell: stats.shell, compiled: stats.compiled });

describe('kept shells', () => {
  it('fill a quick rebuild without React or the templates, and a new shape is compiled once and kept', async () => {
    const s = site();
    await s.run();
    const shells = () =>
      readdirSync(s.cacheDir)
        .filter((f) => f.startsWith('shells-'))
        .flatMap((d) => readdirSync(`${s.cacheDir}/${d}`))
        .filter((f) => /^[A-Za-z0-9_-]{43}\.json$/.test(f));
    const kept = shells();
    expect(kept.length).toBeGreaterThan(0);
    // Landing pages' only: a quick rebuild renders no other kind (and a hub's or the home page's shell is the page's size).
    const dir = path.join(
      s.cacheDir,
      readdirSync(s.cacheDir).find((f) => f.startsWith('shells-'))!,
    );
    expect(new Set(kept.map((f) => (JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { kind: string }).kind))).toEqual(new Set(['landing']));

    // This page's shape is the fixture's only one of its kind: a build with a cache compiles each shape at its
    // first page, so the full build kept a shell for it too.
    let before = now();
    editFile(s.content, 'pages/dentist-crm-tampa.yaml', setCta('Start a Trial Now'));
    const quick = await s.run();
    expect(quick.result.planned).toBeLessThan(quick.result.htmlFiles);
    expect(since(before)).toEqual({ react: 0, templates: 0, filled: 1, compiled: 0 });
    expect(snapshotDir(s.out)).toEqual(await s.cold());

    // A shape no build has seen (one more pain point than any page has): React renders and compiles it, once.
    editFile(
      s.content,
      'pages/dentist-crm-tampa.yaml',
      (t) => `${t}\npainPoints:\n${'  - { title: Missed recalls, description: Patients forget their cleanings. }\n'.repeat(7)}`,
    );
    before = now();
    await s.run();
    expect(since(before)).toMatchObject({ react: 1, compiled: 1 });
    expect(snapshotDir(s.out)).toEqual(await s.cold());
    expect(shells().length).toBe(kept.length + 1);

    before = now();
    editFile(s.content, 'pages/dentist-crm-tampa.yaml', setCta('Start a Trial Today'));
    await s.run();
    expect(since(before)).toEqual({ react: 0, templates: 0, filled: 1, compiled: 0 });
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 120_000);

  it('are kept from the render workers as well as from the build thread', async () => {
    const content = path.join(tempDir(), 'content');
    generateContent(path.join(repoRoot, 'content'), content, 120);
    const cacheDir = path.join(tempDir(), 'cache');
    const out = path.join(tempDir(), 'dist');
    loads.received.length = 0;
    await build({ content, out, cacheDir, logger: createLogger({ quiet: true }), render: { workers: 1, minPagesForWorkers: 0, batchSize: 10 } });
    expect(loads.received.length).toBeGreaterThan(0);
    const dir = path.join(
      cacheDir,
      readdirSync(cacheDir).find((f) => f.startsWith('shells-'))!,
    );
    for (const key of loads.received) expect(existsSync(path.join(dir, `${key}.json`)), key).toBe(true);
  }, 120_000);
});
