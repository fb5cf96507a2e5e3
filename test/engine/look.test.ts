// Issue 15 content fields: per-item lucide icons (validated with a
// suggestion) and a hero image's dark variant; the committed hero art matches
// its generator.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { heroFiles, HERO_DIR } from '../../scripts/hero-art.js';
import { copySite, editFile, readHtml, repoRoot, runCli, writeFile } from '../helpers.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(path.dirname(d), { recursive: true, force: true })));

async function build(mutate: (dir: string) => void) {
  const dir = copySite();
  made.push(dir);
  mutate(dir);
  const out = path.join(path.dirname(dir), 'dist');
  const result = await runCli(['build', '--content', dir, '--out', out, '--quiet']);
  return { ...result, out, lines: result.stderr.split('\n').map((l) => l.replace(dir + '/', '')) };
}

describe('item icons', () => {
  it('renders the named lucide icon for a pain point and the section default for items without one', async () => {
    const { code, out } = await build((d) =>
      editFile(
        d,
        'pages/dentist-crm-tampa.yaml',
        (t) =>
          t +
          'painPoints:\n  - title: Late patients\n    icon: calendar-clock\n    description: They come late.\n  - title: No reviews\n    description: Nobody asks.\n',
      ),
    );
    expect(code).toBe(0);
    const html = readHtml(out, 'dentist-crm-tampa/index.html');
    const benefits = html.slice(html.indexOf('id="benefits"'), html.indexOf('id="features"'));
    // Only this page names calendar-clock: drawn in the page. The default comes from the site's icon sprite.
    expect(benefits).toContain('<symbol id="i-calendar-clock" viewBox="0 0 24 24">');
    expect(benefits).toContain('href="#i-calendar-clock"');
    const sprite = /href="\/(assets\/icons\.[0-9a-f]{10}\.svg)#i-triangle-exclamation-point"/.exec(benefits)?.[1]; // lucide's name for TriangleAlert
    expect(sprite).toBeDefined();
    const svg = readHtml(out, sprite!);
    expect(svg).toContain('<symbol id="i-triangle-exclamation-point" viewBox="0 0 24 24">');
    expect(svg).not.toContain('i-calendar-clock');
  });

  it('draws the icons a niche preset names from the sprite, which a page edit leaves unchanged', async () => {
    const preset = (d: string) =>
      editFile(
        d,
        'niches/dentist.yaml',
        (t) => t + 'defaults:\n  features:\n    - title: Reminders\n      icon: bell-ring\n      description: Sent for you.\n',
      );
    const first = await build(preset);
    expect(first.code).toBe(0);
    const sprite = (out: string) => readdirSync(path.join(out, 'assets')).find((f) => f.startsWith('icons.'))!;
    expect(readHtml(first.out, `assets/${sprite(first.out)}`)).toContain('<symbol id="i-bell-ring" viewBox="0 0 24 24">');
    const html = readHtml(first.out, 'dentist-crm-tampa/index.html');
    expect(html).toContain(`<use href="/assets/${sprite(first.out)}#i-bell-ring">`);
    expect(html).not.toContain('<symbol');
    const edited = await build((d) => {
      preset(d);
      editFile(
        d,
        'pages/dentist-crm-tampa.yaml',
        (t) => t + 'painPoints:\n  - title: Late patients\n    icon: calendar-clock\n    description: They come late.\n',
      );
    });
    expect(edited.code).toBe(0);
    expect(sprite(edited.out)).toBe(sprite(first.out));
  });

  it('rejects an unknown icon name with its position and a suggestion', async () => {
    const { code, lines, out } = await build((d) =>
      editFile(d, 'pages/dentist-crm-tampa.yaml', (t) => t + 'features:\n  - title: Booking\n    icon: calender-check\n    description: Online.\n'),
    );
    expect(code, lines.join('\n')).toBe(1);
    expect(lines, lines.join('\n')).toContain(
      'pages/dentist-crm-tampa.yaml:8:5  features[0].icon: unknown icon "calender-check" (did you mean "calendar-check"?); names are listed at https://lucide.dev/icons',
    );
    expect(readdirSync(path.dirname(out))).not.toContain('dist');
  });
});

describe('hero image dark variant', () => {
  const image = '{ src: /hero/test.svg, darkSrc: /hero/test-dark.svg, alt: A calendar, width: 640, height: 480 }';

  it('renders both images, the dark one shown only under .dark and loaded lazily', async () => {
    const { code, out } = await build((d) => {
      writeFile(d, 'public/hero/test-dark.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"/>');
      editFile(d, 'pages/dentist-crm-tampa.yaml', (t) => t.replace(/^heroImage: .*$/m, `heroImage: ${image}`));
    });
    expect(code).toBe(0);
    const imgs = readHtml(out, 'dentist-crm-tampa/index.html').match(/<img [^>]*>/g)!;
    expect(imgs).toHaveLength(2);
    expect(imgs[0]).toMatch(/src="\/hero\/test\.svg".*width="640" height="480" loading="eager".*class="[^"]*dark:hidden/);
    expect(imgs[1]).toMatch(/src="\/hero\/test-dark\.svg".*width="640" height="480" loading="lazy".*class="[^"]*hidden dark:block/);
  });

  it('names a missing dark file like a missing light one', async () => {
    const { code, lines } = await build((d) => editFile(d, 'pages/dentist-crm-tampa.yaml', (t) => t.replace(/^heroImage: .*$/m, `heroImage: ${image}`)));
    expect(code).toBe(1);
    expect(
      lines.some((l) =>
        /^pages\/dentist-crm-tampa\.yaml:\d+:\d+ {2}heroImage\.darkSrc: hero image \/hero\/test-dark\.svg not found in content\/public\/$/.test(l),
      ),
    ).toBe(true);
  });

  it('refuses a dark variant outside content/public/', async () => {
    const { code, lines } = await build((d) =>
      editFile(d, 'pages/dentist-crm-tampa.yaml', (t) =>
        t.replace(/^heroImage: .*$/m, `heroImage: ${image.replace('/hero/test-dark.svg', 'https://cdn.example/x.svg')}`),
      ),
    );
    expect(code).toBe(1);
    expect(lines.some((l) => l.includes('heroImage.darkSrc: must be a path under content/public/, starting with /'))).toBe(true);
  });
});

describe('hero art', () => {
  it('the committed files in content/public/hero/ are what scripts/hero-art.ts writes', () => {
    const files = heroFiles();
    expect(files.size).toBeGreaterThanOrEqual(10);
    for (const [name, svg] of files) expect(readFileSync(path.join(HERO_DIR, name), 'utf8'), name).toBe(svg);
  });

  it('every bundled light hero image has a dark twin, and every category scene is used by a niche', () => {
    const content = path.join(repoRoot, 'content');
    const yaml = readdirSync(path.join(content, 'niches'))
      .map((f) => readFileSync(path.join(content, 'niches', f), 'utf8'))
      .join('\n');
    for (const name of readdirSync(HERO_DIR).filter((f) => !f.endsWith('-dark.svg'))) {
      expect(readdirSync(HERO_DIR)).toContain(name.replace(/\.svg$/, '-dark.svg'));
      if (!['crm-dashboard.svg', 'mobile-texting.svg'].includes(name)) expect(yaml).toContain(`src: /hero/${name}`);
    }
  });
});
