// site.yaml analytics: each provider's script on every page, a click event on
// every affiliate link naming page and placement, its origins in the CSP, and a
// privacy page that names it. The default (none) adds nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySite, editFile, readHtml, runCli, tempDir } from '../helpers.js';

const PROVIDERS = {
  plausible: {
    yaml: 'analytics: { provider: plausible, domain: crm.lpgen-test.dev.com }',
    script: '<script defer="" data-domain="crm.lpgen-test.dev.com" src="https://plausible.io/js/script.tagged-events.js"></script>',
    click: 'plausible-event-name=Affiliate+Click plausible-event-page=dentist-crm-miami plausible-event-placement=pricing',
    csp: ["script-src 'self'", 'https://plausible.io', "connect-src 'self' https://plausible.io"],
    name: 'Plausible Analytics',
  },
  umami: {
    yaml: 'analytics: { provider: umami, websiteId: 94db1cb1-74f4-4a40-ad6c-962362670409 }',
    script: '<script defer="" src="https://cloud.umami.is/script.js" data-website-id="94db1cb1-74f4-4a40-ad6c-962362670409"></script>',
    click: 'data-umami-event="affiliate-click" data-umami-event-page="dentist-crm-miami" data-umami-event-placement="pricing"',
    csp: ['https://cloud.umami.is', "connect-src 'self' https://api-gateway.umami.dev https://cloud.umami.is https://gateway.umami.is"],
    name: 'Umami',
  },
  goatcounter: {
    yaml: 'analytics: { provider: goatcounter, endpoint: "https://acme.goatcounter.com/count" }',
    script: '<script data-goatcounter="https://acme.goatcounter.com/count" async="" src="https://gc.zgo.at/count.js"></script>',
    click: 'data-goatcounter-click="affiliate-click/dentist-crm-miami/pricing" data-goatcounter-title="Affiliate Click: dentist-crm-miami pricing"',
    csp: ['https://gc.zgo.at', "connect-src 'self' https://acme.goatcounter.com", 'https://acme.goatcounter.com'],
    name: 'GoatCounter',
  },
} as const;

async function build(yaml?: string): Promise<string> {
  const dir = copySite();
  if (yaml) editFile(dir, 'site.yaml', (t) => `${t.trimEnd()}\n${yaml}\n`);
  const out = path.join(tempDir(), 'dist');
  const r = await runCli(['build', '--content', dir, '--out', out, '--quiet']);
  if (r.code !== 0) throw new Error(r.stderr);
  return out;
}

describe('analytics', () => {
  it('adds nothing by default: no script, no connect-src, the privacy page promises no analytics', async () => {
    const out = await build();
    expect(readHtml(out, 'index.html')).not.toMatch(/<script[^>]+src="https?:/);
    expect(readHtml(out, 'dentist-crm-miami/index.html')).not.toMatch(/plausible-event|data-umami|data-goatcounter/);
    expect(readFileSync(path.join(out, '_headers'), 'utf8')).not.toContain('connect-src');
    expect(readHtml(out, 'privacy/index.html')).toContain('We use no cookies, no analytics, no advertising pixels and no third-party scripts.');
  }, 60_000);

  for (const [provider, want] of Object.entries(PROVIDERS)) {
    it(`${provider}: script on every page, click attributes on every CTA, CSP origins, privacy text`, async () => {
      const out = await build(want.yaml);
      for (const page of ['index.html', 'dentist-crm-miami/index.html', 'privacy/index.html', '404.html', 'admin/index.html']) {
        expect(readHtml(out, page), page).toContain(want.script);
      }
      const landing = readHtml(out, 'dentist-crm-miami/index.html');
      const pricing = [...landing.matchAll(/<a\s[^>]*fp_sid=dentist-crm-miami\.pricing[^>]*>/g)].map((m) => m[0]);
      expect(pricing).toHaveLength(1);
      expect(pricing[0]).toContain(want.click);
      // Every affiliate link carries the event attributes.
      const sponsored = [...landing.matchAll(/<a\s[^>]*rel="sponsored[^>]*>/g)].map((m) => m[0]);
      expect(sponsored).toHaveLength(5);
      for (const tag of sponsored) expect(tag).toMatch(/plausible-event-name|data-umami-event=|data-goatcounter-click=/);
      const headers = readFileSync(path.join(out, '_headers'), 'utf8');
      for (const part of want.csp) expect(headers).toContain(part);
      const privacy = readHtml(out, 'privacy/index.html');
      expect(privacy).toContain(`with ${want.name}, a privacy-friendly analytics service that sets no cookies`);
      expect(privacy).not.toMatch(/no analytics/i);
      expect(privacy).toContain('only anonymous visit counts');
    }, 60_000);
  }

  it('refuses a legal page that still says "no analytics" once analytics is on', async () => {
    const dir = copySite();
    editFile(dir, 'site.yaml', (t) => `${t.trimEnd()}\n${PROVIDERS.plausible.yaml}\n`);
    editFile(dir, 'legal/privacy.yaml', (t) => t.replace('"{analytics}"', '"We use no cookies and no analytics."'));
    const r = await runCli(['build', '--content', dir, '--out', path.join(tempDir(), 'dist')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/privacy\.yaml:\d+:\d+\s+says "no analytics" while site\.yaml analytics\.provider is plausible/);
  }, 60_000);

  it('allows http:// for a local instance only', async () => {
    const dir = copySite();
    editFile(
      dir,
      'site.yaml',
      (t) =>
        `${t.trimEnd()}\nanalytics: { provider: umami, websiteId: 94db1cb1-74f4-4a40-ad6c-962362670409, scriptUrl: "http://stats.example.com/script.js" }\n`,
    );
    const r = await runCli(['build', '--content', dir, '--out', path.join(tempDir(), 'dist')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/site\.yaml:\d+:\d+\s+analytics\.scriptUrl: must be an absolute https:\/\/ URL \(http:\/\/ only for 127\.0\.0\.1 or localhost\)/);
  }, 60_000);
});
