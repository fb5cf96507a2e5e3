// lpgen check on worker threads reports exactly what it reports in one thread:
// the same warnings at the same file:line:col, the same scores, pairs and
// counts, whichever thread read which page (each thread numbers words its own way).
import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateContent } from '../../bench/generate.js';
import { editFile, repoRoot, runCli, tempDir } from '../helpers.js';

/** 260 rich generated pages, plus what each kind of warning needs: a long title, a shared title, a leftover, a reused quote, words lower-casing changes. */
function site(): string {
  const dir = path.join(tempDir(), 'content');
  generateContent(path.join(repoRoot, 'content'), dir, 260, { rich: true });
  const pages = path.join(dir, 'pages');
  appendFileSync(path.join(pages, 'dentist-crm-palm-springs.yaml'), 'title: Dentist CRM for Palm Springs practices that want every single lead followed up\n');
  appendFileSync(path.join(pages, 'plumber-crm-palm-springs.yaml'), 'title: The same title twice\n');
  appendFileSync(path.join(pages, 'roofer-crm-palm-springs.yaml'), 'title: The same title twice\n');
  const quote = (city: string) =>
    `testimonial: { quote: Reminders cut our no-shows by a third., author: Dr. Test, business: Test Co, location: '${city}, FL', illustrative: false }`;
  writeFileSync(
    path.join(pages, 'hvac-crm-coral-springs.yaml'),
    [
      'niche: hvac',
      'city: Coral Springs',
      'heroHeadline: İstanbul-born Σ owners in {city} — TODO',
      'painPoints:',
      '  - { title: Ñandú, description: ΣΊΣΥΦΟΣ and Ǆemal’s crews. }',
      quote('Coral Springs'),
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(pages, 'hvac-crm-palm-springs.yaml'), ['niche: hvac', 'city: Palm Springs', quote('Palm Springs'), ''].join('\n'));
  return dir;
}

const json = async (args: string[]) => {
  const r = await runCli(['check', '--json', ...args]);
  const { durationMs: _d, ...rest } = JSON.parse(r.stdout);
  return { code: r.code, report: rest };
};
const text = async (args: string[]) => {
  const r = await runCli(['check', ...args]);
  return { code: r.code, stdout: r.stdout.replace(/checked in [^:]*:/, 'checked in …:'), stderr: r.stderr.replace(/checked in [^:]*:/, 'checked in …:') };
};

describe('lpgen check on worker threads', () => {
  let dir: string;
  beforeAll(() => {
    dir = site();
  });

  it('reports exactly what one thread reports, in --json and as text', async () => {
    const one = await json(['--content', dir, '--workers', '0']);
    // Every kind of warning is there to compare, not an empty report.
    const messages = one.report.warnings.map((w: { field: string; message: string }) => `${w.field}: ${w.message}`).join('\n');
    for (const kind of [
      /^: near-duplicate of/m,
      /^: thin content/m,
      /^title: title is \d+ characters/m,
      /^title: duplicate title/m,
      /^heroHeadline: sample leftover "TODO"/m,
      /^testimonial: the same testimonial/m,
    ]) {
      expect(messages).toMatch(kind);
    }
    expect(one.report.pages).toHaveLength(260);
    expect(await json(['--content', dir, '--workers', '2'])).toEqual(one);
    expect(await json(['--content', dir, '--workers', '1'])).toEqual(one);
    expect(await text(['--content', dir, '--workers', '2'])).toEqual(await text(['--content', dir, '--workers', '0']));
  }, 120_000);

  it('makes the same drafts and failures under the quality bar (measured once, where the page is read)', async () => {
    for (const belowBar of ['draft', 'fail']) {
      editFile(dir, 'site.yaml', (t) => t.replace(/\nquality:.*\n/, '\n') + `quality: { minOwnShare: 0.99, belowBar: ${belowBar} }\n`);
      const one = await json(['--content', dir, '--workers', '0']);
      expect(one.report.qualityBar.below).toBeGreaterThan(0);
      expect(one.report.pages.some((p: { status: string }) => p.status === 'draft')).toBe(belowBar === 'draft');
      expect(await json(['--content', dir, '--workers', '2'])).toEqual(one);
    }
  }, 120_000);

  it('reports a broken page the same way', async () => {
    appendFileSync(path.join(dir, 'pages', 'dentist-crm-coral-springs.yaml'), 'heroImage: { src: /missing.png, alt: x }\nbogus: 1\n');
    const one = await json(['--content', dir, '--workers', '0']);
    expect(one.code).toBe(1);
    expect(one.report.errors.length).toBeGreaterThan(0);
    expect(await json(['--content', dir, '--workers', '2'])).toEqual(one);
  }, 120_000);
});
