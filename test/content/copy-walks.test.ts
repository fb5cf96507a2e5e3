// Every walk over a page's words goes by the field registry (src/content/fields.ts),
// not by a list of its own. A page is written with a marker in every text of every
// field the registry gives a `text` shape (the `copy` fields among them); each walk
// must find every marker: a walk that lists fields by hand misses the next field
// added to the registry, and fails here. A marker is a word and a figure ('mk3 103%'),
// so the figure check must report it and the word counts must count it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_FIELDS, SETTABLE_FIELDS, TEXT_FIELDS, TEXT_KEYS, fieldsWith, type PageField } from '../../src/content/fields.js';
import { loadContent } from '../../src/content/load.js';
import { readSources } from '../../src/content/read.js';
import { findUnsourcedFigures } from '../../src/check/figures.js';
import { forEachText, ownShare } from '../../src/check/provenance.js';
import { countWords } from '../../src/check/similarity.js';
import { exportCsv } from '../../src/csv-pages/export.js';
import { ContentError } from '../../src/errors.js';
import { copySite, runCli, writeFile } from '../helpers.js';

interface Planted {
  field: PageField;
  /** As lpgen reports it: painPoints[0].title, testimonial.quote, heroPromises[1]. */
  at: string;
  text: string;
}

/** A page file's fields with `mark(n)` in every text the registry declares, and where each went. */
function plantedPage(mark: (n: number) => string): { fields: Record<string, unknown>; planted: Planted[] } {
  const fields: Record<string, unknown> = {};
  const planted: Planted[] = [];
  const put = (field: PageField, at: string) => {
    const text = mark(planted.length);
    planted.push({ field, at, text });
    return text;
  };
  const item = (field: PageField, keys: readonly string[], at: string) => Object.fromEntries(keys.map((key) => [key, put(field, `${at}.${key}`)]));
  for (const [field, shape] of TEXT_FIELDS) {
    switch (shape) {
      case 'line':
        fields[field] = put(field, field);
        break;
      case 'lines':
        fields[field] = [put(field, `${field}[0]`), put(field, `${field}[1]`)];
        break;
      case 'cards':
      case 'stats':
        fields[field] = [item(field, TEXT_KEYS[shape], `${field}[0]`), item(field, TEXT_KEYS[shape], `${field}[1]`)];
        break;
      case 'quote':
        // Illustrative: its figures are never sourced, and it claims to be nobody's words.
        fields[field] = { ...item(field, TEXT_KEYS.quote, field), illustrative: true };
        break;
      default:
        shape satisfies never;
    }
  }
  return { fields, planted };
}

const COPY = new Set<PageField>(fieldsWith('copy'));
const shapeOf = (field: PageField) => new Map(TEXT_FIELDS).get(field);
const ROUTE = '/dentist-crm-tampa';
const FILE = 'pages/dentist-crm-tampa.yaml';

function siteWith(fields: Record<string, unknown>): string {
  const dir = copySite();
  writeFile(dir, FILE, yaml.dump({ niche: 'dentist', city: 'Tampa', ...fields }, { lineWidth: -1 }));
  return dir;
}

describe('every walk over copy finds a marker in every text field of the registry', () => {
  const { fields, planted } = plantedPage((n) => `mk${n} ${n + 100}%`);
  const copy = planted.filter((p) => COPY.has(p.field));
  let dir: string;
  beforeAll(() => {
    dir = siteWith(fields);
  });

  it('plants a marker in every copy field and every other field with text', () => {
    expect(new Set(copy.map((p) => p.field))).toEqual(COPY);
    expect(new Set(planted.map((p) => p.field))).toEqual(new Set(TEXT_FIELDS.map(([f]) => f)));
    for (const field of COPY) expect(PAGE_FIELDS[field]).toHaveProperty('text');
  });

  it('forEachText (similarity, own share) visits every text of every copy field, and the own share counts all but the facts', () => {
    const page = loadContent(dir).pages.find((p) => p.route === ROUTE)!;
    const seen: string[] = [];
    forEachText(page, (_path, text) => seen.push(text));
    expect(seen.sort()).toEqual(copy.map((p) => p.text).sort());
    const words = copy.filter((p) => shapeOf(p.field) !== 'stats').reduce((n, p) => n + countWords(p.text), 0);
    const share = ownShare(page);
    expect(share).toMatchObject({ ownWords: words, inheritedWords: 0, inherited: [] });
  });

  it('the figure check reports the figure of every text, at its field', () => {
    const source = readSources(dir).pages.find((s) => s.abs.endsWith(FILE))!;
    const reported = findUnsourcedFigures([source]).map((issue) => `${issue.field} ${/"([^"]+)"/.exec(issue.message)![1]}`);
    const expected = planted.map((p) => `${p.at} ${shapeOf(p.field) === 'stats' && p.at.endsWith('.value') ? p.text : p.text.split(' ')[1]}`);
    expect(reported.sort()).toEqual(expected.sort());
  });

  it('lpgen export writes every text of every copy field into its own column', () => {
    const text = [...exportCsv(dir).lines].join('');
    for (const p of copy) expect(text, p.at).toContain(p.text);
    for (const field of COPY) expect(PAGE_FIELDS[field], field).toHaveProperty('csv', true);
  });

  it('the admin page lists every field a page can set, and the landing page shows every marker', async () => {
    const out = path.join(path.dirname(dir), 'dist');
    const result = await runCli(['build', '--content', dir, '--out', out, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    const admin = readFileSync(path.join(out, 'admin', 'index.html'), 'utf8');
    const list = /<ul aria-label="Page fields"[\s\S]*?<\/ul>/.exec(admin)![0];
    const listed = [...list.matchAll(/<code[^>]*>([^<]+)<\/code>/g)].map((m) => m[1]);
    expect(listed).toEqual(SETTABLE_FIELDS);
    for (const field of COPY) expect(listed).toContain(field);
    const html = readFileSync(path.join(out, ROUTE.slice(1), 'index.html'), 'utf8');
    for (const p of planted) expect(html, p.at).toContain(p.text);
  });
});

describe('the placeholder check reads every text of every copy field', () => {
  it('reports an unknown placeholder planted in each, at its field', () => {
    const { fields, planted } = plantedPage((n) => `{mk${n}}`);
    const dir = siteWith(fields);
    let issues: ContentError['issues'] = [];
    try {
      loadContent(dir);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      issues = error.issues;
    }
    const reported = issues.filter((i) => i.message.startsWith('unknown placeholder')).map((i) => `${i.field} ${/\{(\w+)\}/.exec(i.message)![1]}`);
    expect(reported.sort()).toEqual(planted.map((p) => `${p.at} ${p.text.slice(1, -1)}`).sort());
  });
});
