// The JSON Schemas in schemas/ are current, and an independent validator (ajv,
// like the editors use) agrees with zod on good and bad files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { jsonSchemaFiles } from '../../src/content/json-schema.js';
import { copySite, fixturesDir, repoRoot, runCli, tempDir } from '../helpers.js';

const valid = path.join(fixturesDir, 'valid');
const schemaFor = (name: string) => JSON.parse(readFileSync(path.join(repoRoot, 'schemas', name), 'utf8'));

function validator(name: string) {
  // Display-text fields are string-or-number (a number is formatted): a union type, as editors read it.
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
  // ajv ships no formats (ajv-formats would be one more dependency); editors know 'email'.
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  return ajv.compile(schemaFor(name));
}

describe('JSON Schema', () => {
  it('schemas/ is current: regenerate with `lpgen schema`', () => {
    const files = jsonSchemaFiles();
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
  });

  it('rejects an unknown key, a wrong type and a bad slug', () => {
    const page = validator('page.schema.json');
    expect(page({ niche: 'dentist', city: 'Miami', heroHedline: 'x' })).toBe(false);
    expect(page.errors?.[0]).toMatchObject({ keyword: 'additionalProperties', params: { additionalProperty: 'heroHedline' } });
    expect(page({ niche: 'dentist', city: 'Miami', painPoints: [{ title: true, description: 'x' }] })).toBe(false);
    // Display text takes a number too (the loader formats it: 1200 → '1,200').
    expect(page({ niche: 'dentist', city: 'Miami', localStats: [{ label: 'Clinics', value: 120 }] })).toBe(true);
    expect(page({ niche: 'Dentist', city: 'Miami' })).toBe(false);
    expect(page({ niche: 'dentist' })).toBe(false);
    const niche = validator('niche.schema.json');
    expect(niche({ name: 'Yoga', audience: 'Yoga Studios', category: 'fitness-wellness', defaults: { ctaText: '' } })).toBe(false);
  });

  it('accepts what lpgen new writes', async () => {
    const dir = copySite();
    const page = await runCli(['new', '--niche', 'plumber', '--city', 'Miami', '--content', dir, '--dry-run']);
    expect(validator('page.schema.json')(parse(page.stdout))).toBe(true);
    const niche = await runCli(['new', 'niche', 'yoga', '--audience', 'Yoga Studios', '--category', 'home-services', '--content', dir, '--dry-run']);
    expect(validator('niche.schema.json')(parse(niche.stdout))).toBe(true);
  });

  it('lpgen schema writes the same files to --out', async () => {
    const out = path.join(tempDir(), 'schemas');
    const r = await runCli(['schema', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✓ wrote 4 schemas to');
    for (const [name, text] of Object.entries(jsonSchemaFiles())) expect(readFileSync(path.join(out, name), 'utf8')).toBe(text);
  });
});
