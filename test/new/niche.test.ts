// `lpgen new niche`: a brand-new industry is two commands, and the result builds.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { copySite, readHtml, runCli, snapshotDir, tempDir } from '../helpers.js';

const yogaArgs = (dir: string) => [
  'new',
  'niche',
  'yoga',
  '--name',
  'Yoga',
  '--audience',
  'Yoga Studios',
  '--category',
  'medical-healthcare',
  '--content',
  dir,
];

describe('lpgen new niche', () => {
  it('scaffolds a preset, then a page for it, and the site builds with both', async () => {
    const dir = copySite();
    const a = await runCli(yogaArgs(dir));
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    expect(a.stdout).toContain('niches/yoga.yaml');
    expect(a.stdout).toContain('next   lpgen new --niche yoga --city <city>');
    const text = readFileSync(path.join(dir, 'niches/yoga.yaml'), 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/niche.schema.json');
    expect(parse(text)).toEqual({ name: 'Yoga', audience: 'Yoga Studios', category: 'medical-healthcare' });
    expect(text).toContain('# defaults:\n#   heroHeadline: The CRM Built for {audience} in {city}');

    const b = await runCli(['new', '--niche', 'Yoga Studios', '--city', 'Tampa', '--content', dir]);
    expect(b.code).toBe(0);
    const out = path.join(tempDir(), 'dist');
    expect((await runCli(['build', '--content', dir, '--out', out])).code).toBe(0);
    const page = readHtml(out, 'yoga-crm-tampa/index.html');
    expect(page).toContain('The CRM Built for Yoga Studios in Tampa');
    expect(readHtml(out, 'index.html')).toContain('4 Live Landing Pages');
  }, 60_000);

  it('uncommenting the example defaults still builds', async () => {
    const dir = copySite();
    await runCli(yogaArgs(dir));
    const file = path.join(dir, 'niches/yoga.yaml');
    const text = readFileSync(file, 'utf8');
    const uncommented = text.replace(/^# (defaults:[\s\S]*)$/m, (block) => block.replace(/^# /gm, ''));
    writeFileSync(file, uncommented);
    expect(parse(uncommented).defaults.testimonial.location).toBe('{city}, FL');
    expect((await runCli(['check', '--content', dir])).code).toBe(0);
  });

  it('matches the category by name and suggests the closest unknown one', async () => {
    const dir = copySite();
    const ok = await runCli(['new', 'niche', 'yoga', '--audience', 'Yoga Studios', '--category', 'Home Services', '--content', dir, '--dry-run']);
    expect(ok.code).toBe(0);
    expect(parse(ok.stdout)).toEqual({ name: 'Yoga', audience: 'Yoga Studios', category: 'home-services' });
    const bad = await runCli(['new', 'niche', 'yoga', '--audience', 'Yoga Studios', '--category', 'home-service', '--content', dir]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(
      'unknown category "home-service" (did you mean "home-services"?); site.yaml home.categories has: medical-healthcare, home-services',
    );
    expect(existsSync(path.join(dir, 'niches/yoga.yaml'))).toBe(false);
  });

  it('refuses an existing preset without --force, a path as slug, and missing required options', async () => {
    const dir = copySite();
    const before = snapshotDir(dir);
    const exists = await runCli(['new', 'niche', 'dentist', '--audience', 'Dentists', '--category', 'medical-healthcare', '--content', dir]);
    expect(exists.code).toBe(1);
    expect(exists.stderr).toContain('niches/dentist.yaml already exists');
    const traversal = await runCli(['new', 'niche', '../pages/x', '--audience', 'X', '--category', 'home-services', '--content', dir]);
    expect(traversal.code).toBe(1);
    expect((await runCli(['new', 'niche', 'yoga', '--category', 'home-services', '--content', dir])).code).toBe(2);
    expect(snapshotDir(dir)).toEqual(before);
  });
});
