// A quick rebuild fills its pages from the shells earlier builds trusted and
// kept (cache/template-cache.ts), without loading React or importing the
// templates; a shape it lacks is compiled at once and kept for the next one.
// The output is always a cold build's.
import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { stats } from '../../src/render/shell/renderer.js';
import { editFile, snapshotDir } from '../helpers.js';
import { site } from '../support/cached-site.js';

const loads = vi.hoisted(() => ({ react: 0, templates: 0 }));
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

    // This page's shape is the fixture's only one of its kind: the full build rendered it with React, kept no
    // shell for it, and its first quick rebuild compiles one (React renders it three times) and keeps it.
    let before = now();
    editFile(s.content, 'pages/dentist-crm-tampa.yaml', setCta('Start a Trial'));
    const first = await s.run();
    expect(first.result.planned).toBeLessThan(first.result.htmlFiles);
    expect(since(before)).toEqual({ react: 1, templates: 1, filled: 0, compiled: 1 });
    expect(snapshotDir(s.out)).toEqual(await s.cold());
    expect(shells().length).toBe(kept.length + 1);

    before = now();
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
    expect(shells().length).toBe(kept.length + 2);

    before = now();
    editFile(s.content, 'pages/dentist-crm-tampa.yaml', setCta('Start a Trial Today'));
    await s.run();
    expect(since(before)).toEqual({ react: 0, templates: 0, filled: 1, compiled: 0 });
    expect(snapshotDir(s.out)).toEqual(await s.cold());
  }, 120_000);
});
