// site.yaml region and companySuffix: a site outside Florida names its own state
// everywhere the bundled one says Florida / FL / Corp.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { editFile, readHtml, runCli } from '../helpers.js';
import { htmlFiles } from '../support/crawl.js';
import { buildSite, jsonLdBlocks, type BuiltSite } from '../support/site.js';

// The user's own copy moves to Texas too, so any Florida left on a page came from lpgen.
function moveToTexas(content: string): void {
  for (const rel of readdirSync(content, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'))) {
    editFile(content, rel, (text) => text.replaceAll('Florida', 'Texas').replace(/\bFL\b/g, 'TX'));
  }
  editFile(content, 'site.yaml', (text) => text.replace(/^company: Acme$/m, 'company: Acme\ncompanySuffix: LLC\nregion: { name: Texas, abbreviation: TX }'));
}

describe('a site in Texas', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(['--site-url', 'https://example.com'], moveToTexas);
    expect(site.stderr).toBe('');
    expect(site.code).toBe(0);
  }, 60_000);

  it('never says Florida, FL or Corp. on any page', () => {
    for (const f of htmlFiles(site.out)) expect(readHtml(site.out, f), f).not.toMatch(/Florida|\bFL\b|Corp\./);
  });

  it('names the state beside the city on landing pages and in their areaServed', () => {
    const html = readHtml(site.out, 'dentist-crm-miami/index.html');
    expect(html.match(/>Miami, Texas</g)).toHaveLength(1); // hero badge
    expect(html).toContain('>Serving businesses in Miami, Texas<'); // footer's area served, outside <address>
    const service = jsonLdBlocks(html).find((b) => b['@type'] === 'Service');
    expect(service?.areaServed).toEqual({ '@type': 'City', name: 'Miami', containedInPlace: { '@type': 'State', name: 'Texas' } });
  });

  it('uses the legal form in the copyright line and the organisation JSON-LD', () => {
    const home = readHtml(site.out, 'index.html');
    expect(home).toContain('© 2025 Acme LLC All rights reserved.');
    expect(jsonLdBlocks(home).find((b) => b['@type'] === 'Organization')?.legalName).toBe('Acme LLC');
    expect(home).toContain('Local pages for Texas&#x27;s busiest markets.');
  });

  it('puts the abbreviation in the admin sample and in a new niche preset', async () => {
    expect(readHtml(site.out, 'admin/index.html')).toContain('location: Tampa, TX');
    const r = await runCli(['new', 'niche', 'yoga', '--audience', 'Yoga Studios', '--category', 'medical-healthcare', '--content', site.content]);
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(site.content, 'niches', 'yoga.yaml'), 'utf8')).toContain('#     location: "{city}, TX"');
  });
});

describe('the defaults', () => {
  it('are Florida, FL and Corp., as the bundled site had them written in', async () => {
    const site = await buildSite();
    const html = readHtml(site.out, 'dentist-crm-miami/index.html');
    expect(html.match(/>Miami, Florida</g)).toHaveLength(1);
    expect(html).toContain('>Serving businesses in Miami, Florida<');
    expect(html).toContain('© 2025 Acme Corp. All rights reserved.');
  }, 60_000);
});
