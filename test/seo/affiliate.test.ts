// Affiliate rules: every outbound affiliate link is marked and keeps its
// parameters; a disclosure sits by every call to action; legal pages exist
// and the footer links to them; broken affiliate configuration fails the build.
import { beforeAll, describe, expect, it } from 'vitest';
import { editFile, readHtml, writeFile } from '../helpers.js';
import { htmlFiles } from '../support/crawl.js';
import { buildSite, type BuiltSite } from '../support/site.js';
import { elementById, linksTo, text } from '../templates/html.js';

const DISCLOSURE = 'We earn a commission if you sign up through our links.';
const affiliateLinks = (html: string) => [...html.matchAll(/<a\s[^>]*href="https:\/\/crm\.lpgen-test\.dev\/[^"]*"[^>]*>/g)].map((m) => m[0]);
const hrefOf = (tag: string) => new URL(/href="([^"]*)"/.exec(tag)![1].replace(/&amp;/g, '&'));

describe('affiliate links and disclosures', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(['--site-url', 'https://example.com', '--base', '/sub/']);
    expect(site.code).toBe(0);
  }, 60_000);

  it('opens every affiliate link in a new tab, rel="sponsored noopener", with the referral and the page.placement sub-ID', () => {
    let total = 0;
    for (const f of htmlFiles(site.out)) {
      const html = readHtml(site.out, f);
      const pageId = f === 'index.html' ? 'home' : f.replace(/\/index\.html$/, '');
      for (const tag of affiliateLinks(html)) {
        total++;
        expect(tag, f).toContain('target="_blank"');
        expect(tag, f).toContain('rel="sponsored noopener"');
        const url = hrefOf(tag);
        expect(url.searchParams.get('fp_ref'), f).toBe('test123');
        // The sub-ID names the page and the placement: dentist-crm-miami.pricing, home.cta.
        expect(url.searchParams.get('fp_sid'), f).toMatch(new RegExp(`^${pageId}\\.(header|hero|pricing|cta|trialbar)$`));
      }
    }
    // Landing: header, hero, pricing, band, phone trial bar (5 × 3); home: header and band; the dentist hub: band.
    expect(total).toBe(18);
  });

  it('shows the disclosure at body size inside each CTA block on landing pages', () => {
    const html = readHtml(site.out, 'dentist-crm-miami/index.html');
    for (const block of ['hero-title', 'pricing', 'cta-title']) {
      const section = block === 'pricing' ? elementById(html, 'pricing')! : sectionLabelledBy(html, block);
      expect(affiliateLinks(section).length, block).toBe(1);
      expect(section, block).toMatch(new RegExp(`<p [^>]*class="[^"]*text-base[^"]*">${DISCLOSURE}</p>`));
    }
  });

  it('puts a disclosure on every page with an affiliate link, and the footer repeats it with a link to the full page', () => {
    for (const f of htmlFiles(site.out)) {
      const html = readHtml(site.out, f);
      const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
      if (affiliateLinks(html).length > 0) expect(text(html.replace(footer, '')), f).toContain(DISCLOSURE);
      if (footer) {
        expect(text(footer), f).toContain(DISCLOSURE);
        expect(linksTo(footer, '/sub/affiliate-disclosure/'), f).not.toHaveLength(0);
      }
    }
  });

  it('renders the legal pages from content/legal with their sections', () => {
    const html = readHtml(site.out, 'affiliate-disclosure/index.html');
    expect(html).toContain('<h1 class="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">Affiliate Disclosure</h1>');
    expect(text(html)).toContain('We are an affiliate of the test CRM.');
    expect(text(readHtml(site.out, 'privacy/index.html'))).toContain('We use no cookies, no analytics');
    expect(text(readHtml(site.out, 'terms/index.html'))).toContain('hello@lpgen-test.dev');
    for (const page of ['privacy', 'terms', 'affiliate-disclosure']) {
      expect(linksTo(readHtml(site.out, 'dentist-crm-miami/index.html'), `/sub/${page}/`)).not.toHaveLength(0);
    }
  });

  it('links Contact Us to the site e-mail', () => {
    expect(linksTo(readHtml(site.out, 'index.html'), 'mailto:hello@lpgen-test.dev')).not.toHaveLength(0);
  });
});

/** The <section aria-labelledby=id> around a heading. */
function sectionLabelledBy(html: string, id: string): string {
  const start = html.indexOf(`<section aria-labelledby="${id}"`);
  return html.slice(start, html.indexOf('</section>', start));
}

describe('affiliate configuration errors', () => {
  const errorLines = (r: BuiltSite) => r.stderr.split('\n');

  it('fails when a niche preset overrides the link without the referral parameter', async () => {
    const r = await buildSite(['--quiet'], (dir) =>
      editFile(dir, 'niches/plumber.yaml', (t) => t.replace('defaults:\n', 'defaults:\n  affiliateLink: https://crm.lpgen-test.dev/signup?utm=x\n')),
    );
    expect(r.code).toBe(1);
    expect(errorLines(r).some((l) => /niches\/plumber\.yaml:5:3  defaults\.affiliateLink: must carry the referral parameter fp_ref=/.test(l))).toBe(true);
  }, 60_000);

  it('fails when the tracking parameter would overwrite the referral code', async () => {
    const r = await buildSite(['--quiet'], (dir) =>
      editFile(dir, 'site.yaml', (t) => t.replace('referralParam: fp_ref', 'referralParam: fp_ref\n  trackingParam: fp_ref')),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/site\.yaml:10:3  affiliate\.trackingParam: must differ from referralParam \(fp_ref\)/);
  }, 60_000);

  it('fails on a footer link to a page that does not exist, and on a dead "#" link', async () => {
    const r = await buildSite(['--quiet'], (dir) =>
      editFile(dir, 'site.yaml', (t) =>
        t.replace(
          '    - { label: Docs, href: /admin }',
          '    - { label: Docs, href: /admin }\n    - { label: Cookies, href: /cookies/ }\n    - { label: Dead, href: "#" }',
        ),
      ),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/footer\.company\[2\]\.href: no page has the route \/cookies \(a legal page needs content\/legal\/cookies\.yaml\)/);
    expect(r.stderr).toMatch(/footer\.company\[3\]\.href: "#" leads nowhere/);
  }, 60_000);

  it('fails on a legal page that would take a reserved route', async () => {
    const r = await buildSite(['--quiet'], (dir) =>
      writeFile(dir, 'legal/admin.yaml', 'title: A\ndescription: B\nsections:\n  - { heading: C, paragraphs: [D] }\n'),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('legal/admin.yaml:1:1  route /admin is reserved');
  }, 60_000);
});
