// Structured data: valid JSON on every page, the right types per page, no
// self-serving review markup, and no way for content to break out of it.
import { beforeAll, describe, expect, it } from 'vitest';
import { editFile, readHtml } from '../helpers.js';
import { inlineScripts } from '../../src/seo/csp.js';
import { htmlFiles } from '../support/crawl.js';
import { buildSite, jsonLdBlocks, type BuiltSite } from '../support/site.js';

const SITE = 'https://example.com';
const types = (html: string) => jsonLdBlocks(html).map((b) => b['@type']);

describe('JSON-LD on the fixture site', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(['--site-url', SITE, '--base', '/sub/']);
    expect(site.code).toBe(0);
  }, 60_000);

  it('parses as JSON on every page, with a schema.org context', () => {
    for (const f of htmlFiles(site.out)) {
      for (const block of jsonLdBlocks(readHtml(site.out, f))) expect(block['@context'], f).toBe('https://schema.org');
    }
  });

  it('describes the organisation and the website on the home page', () => {
    const [org, web] = jsonLdBlocks(readHtml(site.out, 'index.html'));
    expect(org).toMatchObject({ '@type': 'Organization', name: 'TestCRM', url: `${SITE}/sub/`, email: 'hello@lpgen-test.dev' });
    expect(web).toMatchObject({ '@type': 'WebSite', name: 'TestCRM', url: `${SITE}/sub/`, inLanguage: 'en-US', publisher: { '@id': org['@id'] } });
  });

  it('gives landing pages a Home → niche hub → page breadcrumb and the monthly USD price', () => {
    const [crumbs, service] = jsonLdBlocks(readHtml(site.out, 'dentist-crm-miami/index.html'));
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${SITE}/sub/` },
        { position: 2, name: 'Dental CRM in Florida', item: `${SITE}/sub/dentist-crm/` },
        { position: 3, name: 'Dental CRM in Miami', item: `${SITE}/sub/dentist-crm-miami/` },
      ],
    });
    expect(service).toMatchObject({
      '@type': 'Service',
      name: 'The CRM Built for Dentists in Miami',
      url: `${SITE}/sub/dentist-crm-miami/`,
      areaServed: { '@type': 'City', name: 'Miami' },
      offers: {
        '@type': 'Offer',
        price: 97,
        priceCurrency: 'USD',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 97,
          priceCurrency: 'USD',
          unitCode: 'MON',
          referenceQuantity: { value: 1, unitCode: 'MON' },
        },
      },
    });
  });

  it('puts a breadcrumb on legal pages and nothing on admin and 404', () => {
    expect(types(readHtml(site.out, 'privacy/index.html'))).toEqual(['BreadcrumbList']);
    expect(types(readHtml(site.out, 'admin/index.html'))).toEqual([]);
    expect(types(readHtml(site.out, '404.html'))).toEqual([]);
  });

  it('has no Review or AggregateRating markup, though the testimonials stay visible', () => {
    for (const f of htmlFiles(site.out)) {
      const html = readHtml(site.out, f);
      expect(JSON.stringify(jsonLdBlocks(html)), f).not.toMatch(/Review|Rating/);
      // Nor as microdata or RDFa.
      expect(html, f).not.toMatch(/\s(itemprop|itemtype|typeof|property="schema:)/);
    }
    expect(readHtml(site.out, 'dentist-crm-miami/index.html')).toContain('We cut no-shows by 35%.');
  });
});

describe('hostile content', () => {
  const EVIL = '</script><script>alert(1)</script><!-- \u2028';
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(['--site-url', SITE], (dir) =>
      editFile(dir, 'pages/dentist-crm-miami.yaml', (t) => `${t}heroHeadline: ${JSON.stringify(`Dentists ${EVIL} & "friends"`)}\n`),
    );
    expect(site.stderr).toBe('');
    expect(site.code).toBe(0);
  }, 60_000);

  it('cannot open a script: the page has no script but its own', () => {
    const html = readHtml(site.out, 'dentist-crm-miami/index.html');
    expect(html).not.toContain('<script>alert(1)');
    expect(inlineScripts(html).every((s) => !s.includes('alert'))).toBe(true);
    // Only the templates' own tags: two JSON-LD blocks, the trial bar's and the smooth-scroll script.
    expect(html.match(/<script/g)).toHaveLength(4);
  });

  it('round-trips the text through JSON-LD exactly', () => {
    const [, service] = jsonLdBlocks(readHtml(site.out, 'dentist-crm-miami/index.html'));
    expect(service.name).toBe(`Dentists ${EVIL} & "friends"`);
  });
});
