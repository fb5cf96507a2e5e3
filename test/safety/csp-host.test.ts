// A hero image's host goes into the Content-Security-Policy's img-src: a host
// with a comma would start a second policy, one with * or ; widen or end the
// directive. Only host names (letters, digits, hyphens, dots) are accepted,
// refused at the file, line and column; the policy builder refuses anything else.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../src/seo/csp.js';
import { urlHostProblem } from '../../src/urls.js';
import { editFile } from '../helpers.js';
import { goodSite, refused, type Site } from './support.js';

vi.setConfig({ testTimeout: 120_000 });

let site: Site;
beforeAll(async () => {
  site = await goodSite();
}, 300_000);

const withHero = (src: string) => (d: string) => editFile(d, 'pages/dentist-crm-tampa.yaml', (s) => s.replace('src: /hero/test.svg', `src: "${src}"`));

describe('hero image hosts', () => {
  for (const [src, host] of [
    ['https://a,b.example/x.png', 'a,b.example'],
    ['https://*.example.com/x.png', '*.example.com'],
    ['https://a;b.example/x.png', 'a;b.example'],
    ["https://a'b.example/x.png", "a'b.example"],
    ['https://a%2Cb.example/x.png', 'a,b.example'],
  ]) {
    it(`refuses ${src} at file:line:col`, async () => {
      const r = await refused(site, withHero(src));
      expect(r.lines).toContain(
        `pages/dentist-crm-tampa.yaml:5:14  heroImage.src: has the host "${host}", which is not a host name (letters, digits, hyphens and dots): the Content-Security-Policy cannot allow it`,
      );
      expect(r.lines).toContain('error 1 error in 1 file; nothing was written.');
    });
  }

  it('accepts host names, ports and international names', () => {
    for (const url of ['https://images.example.com/a.png', 'https://cdn-1.example.com:8443/a.png', 'https://bücher.de/a.png', '/hero/a.svg'])
      expect(urlHostProblem(url), url).toBeUndefined();
  });

  it('never builds a policy from an origin that is not one', () => {
    const policy = contentSecurityPolicy({ scripts: [], imageOrigins: ['https://images.example.com', 'https://cdn.example.com:8443'] });
    expect(policy).toContain("img-src 'self' data: https://cdn.example.com:8443 https://images.example.com;");
    for (const odd of ['https://a,b.example', 'https://*.example.com', "https://x.example 'unsafe-inline'", 'http://x.example']) {
      expect(() => contentSecurityPolicy({ scripts: [], imageOrigins: [odd] })).toThrow(`not an https origin for img-src: ${JSON.stringify(odd)}`);
    }
  });
});

// Analytics URLs go into script-src and connect-src: the same host check, at the same place in the file.
const withAnalytics = (yaml: string) => (d: string) => editFile(d, 'site.yaml', (t) => `analytics: ${yaml}\n${t}`);

describe('analytics hosts', () => {
  const cases: [string, string, string][] = [
    ['{ provider: plausible, domain: example.com, scriptUrl: "https://*.evil.com/s.js" }', 'analytics.scriptUrl', 'has the host "*.evil.com"'],
    ['{ provider: plausible, domain: example.com, apiUrl: "https://a.com,b.evil.com/api" }', 'analytics.apiUrl', 'has the host "a.com,b.evil.com"'],
    [
      '{ provider: umami, websiteId: 94db1cb1-74f4-4a40-ad6c-962362670409, hostUrl: "https://a.com;sandbox" }',
      'analytics.hostUrl',
      'has the host "a.com;sandbox"',
    ],
    ['{ provider: goatcounter, endpoint: "https://a.com;sandbox/count" }', 'analytics.endpoint', 'has the host "a.com;sandbox"'],
  ];
  for (const [yaml, field, host] of cases) {
    it(`refuses ${field} ${host}`, async () => {
      const r = await refused(site, withAnalytics(yaml));
      expect(r.lines.filter((l) => l.startsWith('site.yaml:1:'))).toEqual([
        expect.stringMatching(
          new RegExp(
            `^site\\.yaml:1:\\d+  ${field.replace('.', '\\.')}: ${host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, which is not a host name \\(letters, digits, hyphens and dots\\): the Content-Security-Policy cannot allow it$`,
          ),
        ),
      ]);
    });
  }

  it('refuses credentials in a script URL and in a hero image', async () => {
    const yaml = '{ provider: plausible, domain: example.com, scriptUrl: "https://me:secret@plausible.io/js/s.js" }';
    const r = await refused(site, withAnalytics(yaml));
    expect(r.lines).toContain(
      `site.yaml:1:${'analytics: '.length + yaml.indexOf('scriptUrl') + 1}  analytics.scriptUrl: must not contain a user name or password (user:pass@): credentials do not belong in a URL lpgen publishes or calls`,
    );
    const h = await refused(site, withHero('https://me:secret@images.example.com/a.png'));
    expect(h.lines).toContain(
      'pages/dentist-crm-tampa.yaml:5:14  heroImage.src: must not contain a user name or password (user:pass@): credentials do not belong in a URL lpgen publishes or calls',
    );
  });

  it('never builds script-src or connect-src from an origin that is not one', () => {
    for (const odd of ['https://*.evil.com', 'https://a.com,b.evil.com', 'https://a.com;sandbox', 'http://evil.com', 'https://u:p@a.com'])
      expect(() => contentSecurityPolicy({ scripts: [], analytics: { scriptOrigins: [odd], sendOrigins: [], pixel: false } })).toThrow(
        `not an https origin for script-src: ${JSON.stringify(odd)}`,
      );
    const policy = contentSecurityPolicy({
      scripts: [],
      analytics: { scriptOrigins: ['https://plausible.io'], sendOrigins: ['http://127.0.0.1:8080'], pixel: true },
    });
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:8080;");
  });
});
