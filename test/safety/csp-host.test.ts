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
