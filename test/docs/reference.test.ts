// docs/reference.md is the content schemas' docs as they are now: regenerate it with `npm run reference`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemaFiles, schemaLists } from '../../src/content/json-schema.js';
import { referenceMarkdown } from '../../src/content/reference-doc.js';
import { repoRoot } from '../helpers.js';

describe('the content reference', () => {
  const reference = referenceMarkdown(jsonSchemaFiles(schemaLists(path.join(repoRoot, 'content'))));

  it('docs/reference.md is current: regenerate with `npm run reference`', () => {
    expect(readFileSync(path.join(repoRoot, 'docs', 'reference.md'), 'utf8')).toBe(reference);
  });

  it('lists every documented field of each file, nested fields by their path', () => {
    for (const row of [
      '| `affiliate.subId` |',
      '| `heroHeadline` |',
      '| `testimonial.illustrative` |',
      '| `painPoints[].icon` |',
      '| `defaults.heroHeadline` |',
    ])
      expect(reference).toContain(row);
  });
});
