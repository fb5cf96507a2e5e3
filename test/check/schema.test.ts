// The JSON Schemas in schemas/ are current, and an independent validator (ajv,
// like the editors use) agrees with zod on good and bad files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { jsonSchemaFiles, schemaLists } from '../../src/content/json-schema.js';
import { fixturesDir, repoRoot, runCli, tempDir } from '../helpers.js';

const valid = path.join(fixturesDir, 'valid');
const schemaFor = (name: string) => JSON.parse(readFileSync(path.join(repoRoot, 'schemas', name), 'utf8'));

// Compiled once per schema: each holds the ~1,900 icon names, and the bundled content has dozens of files.
const compiled = new Map<string, ReturnType<Ajv['compile']>>();
function validator(name: string) {
  if (!compiled.has(name)) compiled.set(name, compile(name));
  return compiled.get(name)!;
}

function compile(name: string) {
  // Display-text fields are string-or-number (a number is formatted): a union type, as editors read it.
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
  // ajv ships no formats (ajv-formats would be one more dependency); editors know 'email'.
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  return ajv.compile(schemaFor(name));
}

describe('JSON Schema', () => {
  const bundled = () => jsonSchemaFiles(schemaLists(path.join(repoRoot, 'content')));

  it('schemas/ is current: regenerate with `lpgen schema`', () => {
    const files = bundled();
    expect(readdirSync(path.join(repoRoot, 'schemas')).sort()).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) expect(readFileSync(path.join(repoRoot, 'schemas', name), 'utf8'), name).toBe(text);
  });

  it('accepts every file of the valid fixture site', () => {
    const check = (schema: string, rel: string) => {
      const validate = validator(schema);
      const ok = validate(parse(readFileSync(path.join(valid, rel), 'utf8')));
      expect(ok, `${rel}: ${JSON.stringify(validate.errors)}`).toBe(true);
    };
    check('site.schema.json', 'site.yaml');
    check('cities.schema.json', 'cities.yaml');
    for (const f of readdirSync(path.join(valid, 'niches'))) check('niche.schema.json', `niches/${f}`);
    for (const f of readdirSync(path.join(valid, 'pages'))) check('page.schema.json', `pages/${f}`);
  });

  it('accepts every file of the bundled content/', () => {
    const content = path.join(repoRoot, 'content');
    const check = (schema: string, rel: string) => {
      const validate = validator(schema);
      expect(validate(parse(readFileSync(path.join(content, rel), 'utf8'))), `${rel}: ${JSON.stringify(validate.errors)}`).toBe(true);
    };
    check('site.schema.json', 'site.yaml');
    check('cities.schema.json', 'cities.yaml');
    for (const f of readdirSync(path.join(content, 'niches'))) check('niche.schema.json', `niches/${f}`);
    for (const f of readdirSync(path.join(content, 'pages'))) check('page.schema.json', `pages/${f}`);
    for (const f of readdirSync(path.join(content, 'legal'))) check('legal.schema.json', `legal/${f}`);
  });

  it('every bundled content file names its schema in its first line', () => {
    const content = path.join(repoRoot, 'content');
    const files = ['site.yaml', 'cities.yaml', ...['niches', 'pages', 'legal'].flatMap((d) => readdirSync(path.join(content, d)).map((f) => `${d}/${f}`))];
    for (const rel of files) {
      const kind = rel.includes('/') ? { niches: 'niche', pages: 'page', legal: 'legal' }[rel.split('/')[0]] : rel.replace('.yaml', '');
      const prefix = rel.includes('/') ? '../../' : '../';
      expect(readFileSync(path.join(content, rel), 'utf8').split('\n')[0], rel).toBe(`# yaml-language-server: $schema=${prefix}schemas/${kind}.schema.json`);
    }
  });

  it('every property of every schema has a one-line description with an example (hover docs)', () => {
    let properties = 0;
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        properties++;
        expect(child.description, `${at}.${key}`).toMatch(/^[^\n]+ Example: [^\n]+$/);
        walk(child, `${at}.${key}`);
      }
      for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'definitions']) {
        const value = schema[key];
        if (Array.isArray(value)) value.forEach((v) => walk(v, at));
        else if (key === 'definitions' && value) Object.values(value).forEach((v) => walk(v, at));
        else walk(value, at);
      }
    };
    for (const [name, text] of Object.entries(bundled())) walk(JSON.parse(text), name);
    expect(properties).toBeGreaterThan(200);
  });

  it('lists icon names, niches and categories for completion, and still accepts a niche added since', () => {
    const page = schemaFor('page.schema.json');
    expect(page.definitions.icon.enum).toContain('calendar-check');
    expect(page.properties.painPoints.items.properties.icon.allOf).toEqual([{ $ref: '#/definitions/icon' }]);
    expect(page.properties.niche.anyOf[0].enum).toContain('dentist');
    expect(schemaFor('niche.schema.json').properties.category.anyOf[0].enum).toEqual([
      'fitness-wellness',
      'home-local-services',
      'medical-healthcare',
      'professional-services',
    ]);
    const validate = validator('page.schema.json');
    expect(validate({ niche: 'dentist', city: 'Miami', painPoints: [{ title: 'x', description: 'y', icon: 'calendar-check' }] })).toBe(true);
    expect(validate({ niche: 'dentist', city: 'Miami', painPoints: [{ title: 'x', description: 'y', icon: 'calendar-chek' }] })).toBe(false);
    expect(validate({ niche: 'yoga', city: 'Miami' })).toBe(true);
  });

  it('lpgen schema writes the same files to --out', async () => {
    const out = path.join(tempDir(), 'schemas');
    const r = await runCli(['schema', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✓ wrote 5 schemas to');
    for (const [name, text] of Object.entries(bundled())) expect(readFileSync(path.join(out, name), 'utf8')).toBe(text);
  });
});
