// The field registry (src/content/fields.ts) and the zod schema name the same
// page fields: a field added to one and not the other fails here.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldsFrom, fieldsWith, PAGE_FIELDS } from '../../src/content/fields.js';
import { loadContent } from '../../src/content/load.js';
import { PageDefaults, PageFile, ResolvedContent } from '../../src/content/schema.js';
import { repoRoot } from '../helpers.js';

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('the page field registry', () => {
  it('lists every field of a page file, and no other, as set in the page or through the cascade', () => {
    expect(sorted([...fieldsFrom('page'), ...fieldsFrom('cascade')])).toEqual(sorted(Object.keys(PageFile.shape)));
  });

  it('lists every cascaded field (site defaults, niche preset, page), and no other, as cascade', () => {
    expect(sorted(fieldsFrom('cascade'))).toEqual(sorted(Object.keys(PageDefaults.shape)));
    expect(sorted(fieldsFrom('cascade'))).toEqual(sorted(Object.keys(ResolvedContent.shape)));
  });

  it('lists every field a loaded page carries', () => {
    const { pages } = loadContent(path.join(repoRoot, 'content'));
    const seen = new Set(pages.flatMap((page) => Object.keys(page)));
    expect(sorted(seen).filter((key) => !(key in PAGE_FIELDS))).toEqual([]);
  });

  it('packs only fields no other route reads, and shows templates no affiliate link, provenance or status', () => {
    const own = fieldsWith('own');
    expect(fieldsWith('packed').filter((f) => !own.includes(f))).toEqual([]);
    for (const hidden of ['affiliateLink', 'provenance', 'status', 'id'] as const) expect(fieldsWith('landing')).not.toContain(hidden);
  });

  it('offers as CSV columns and locates warnings only at fields a page file can set', () => {
    const settable = new Set(Object.keys(PageFile.shape));
    expect([...fieldsWith('csv'), ...fieldsWith('located'), ...fieldsWith('copy')].filter((f) => !settable.has(f))).toEqual([]);
  });
});
