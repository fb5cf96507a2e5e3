// site.yaml analytics in a real browser: for each provider, a build whose script
// URL points at a local stub (the self-hosting setting every provider supports),
// a click on an affiliate link, and the stub receiving the event with the page
// and the placement, under the build's Content-Security-Policy, with no request
// beyond 127.0.0.1 but the affiliate sign-up itself (answered by a stub page).
//
// The provider scripts cannot be fetched here, so each stub script does what
// the provider documents for the attributes lpgen writes: Plausible tagged
// events (plausible-event-name=… classes, POST /api/event), Umami data-umami-event
// (+ data-umami-event-*, POST /api/send), GoatCounter data-goatcounter-click
// (a beacon to the data-goatcounter endpoint).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { createLogger } from '../../src/log.js';
import { copySite, editFile, tempDir } from '../helpers.js';
import { describeBrowser } from './support/browser.js';
import { openPage, useSite } from './support/harness.js';

const STUB_SCRIPTS: Record<string, string> = {
  plausible: `(function(){var s=document.currentScript,api=s.getAttribute('data-api')||new URL(s.src).origin+'/api/event';
document.addEventListener('click',function(e){var a=e.target.closest('a');if(!a)return;var n,p={};a.classList.forEach(function(c){var m=/^plausible-event-(.+?)=(.+)$/.exec(c);if(!m)return;if(m[1]==='name')n=m[2].replace(/\\+/g,' ');else p[m[1]]=m[2].replace(/\\+/g,' ')});
if(n)fetch(api,{method:'POST',keepalive:true,headers:{'Content-Type':'text/plain'},body:JSON.stringify({n:n,u:location.href,d:s.getAttribute('data-domain'),p:p})})},true)})();`,
  umami: `(function(){var s=document.currentScript,host=s.getAttribute('data-host-url')||new URL(s.src).origin;
document.addEventListener('click',function(e){var a=e.target.closest('[data-umami-event]');if(!a)return;var d={};for(var i=0;i<a.attributes.length;i++){var m=/^data-umami-event-([\\w-_]+)$/.exec(a.attributes[i].name);if(m)d[m[1]]=a.attributes[i].value}
fetch(host+'/api/send',{method:'POST',keepalive:true,headers:{'Content-Type':'text/plain'},body:JSON.stringify({type:'event',payload:{website:s.getAttribute('data-website-id'),name:a.getAttribute('data-umami-event'),data:d,url:location.pathname}})})},true)})();`,
  goatcounter: `(function(){var s=document.querySelector('script[data-goatcounter]'),end=s.getAttribute('data-goatcounter');
document.addEventListener('click',function(e){var a=e.target.closest('[data-goatcounter-click]');if(!a)return;
navigator.sendBeacon(end+'?p='+encodeURIComponent(a.getAttribute('data-goatcounter-click'))+'&t='+encodeURIComponent(a.getAttribute('data-goatcounter-title')||'')+'&e=true')},true)})();`,
};

interface Hit {
  path: string;
  query: string;
  body: string;
}

/** The provider's host, on 127.0.0.1: serves the stub script and records every request. */
function startStub(provider: string): Promise<{ server: Server; origin: string; hits: Hit[] }> {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type' };
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
    if (url.pathname === '/script.js') return res.writeHead(200, { ...cors, 'Content-Type': 'text/javascript' }).end(STUB_SCRIPTS[provider]);
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ path: url.pathname, query: url.search, body });
      res.writeHead(202, cors).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits })),
  );
}

const settings = (provider: string, origin: string) =>
  ({
    plausible: `analytics: { provider: plausible, domain: crm.lpgen-test.dev.com, scriptUrl: "${origin}/script.js" }`,
    umami: `analytics: { provider: umami, websiteId: 94db1cb1-74f4-4a40-ad6c-962362670409, scriptUrl: "${origin}/script.js" }`,
    goatcounter: `analytics: { provider: goatcounter, endpoint: "${origin}/count", scriptUrl: "${origin}/script.js" }`,
  })[provider]!;

const RECORD_VIOLATIONS = `window.__csp = [];
document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline')));`;

for (const provider of ['plausible', 'umami', 'goatcounter']) {
  describeBrowser(`analytics: ${provider}`, () => {
    let stub: Awaited<ReturnType<typeof startStub>>;
    const site = useSite(async () => {
      stub = await startStub(provider);
      const dir = copySite();
      editFile(dir, 'site.yaml', (t) => `${t.trimEnd()}\n${settings(provider, stub.origin)}\n`);
      const out = path.join(tempDir(), 'dist');
      await build({ content: dir, out, logger: createLogger({ quiet: true }) });
      return out;
    });
    afterAll(() => new Promise<void>((done) => (stub ? stub.server.close(() => done()) : done())));

    it('sends a click event naming the page and the placement to the stub, within the CSP, nowhere else', async () => {
      const opened = await openPage(site, '/dentist-crm-miami/', {
        stub: (url) => url.hostname === 'crm.lpgen-test.dev',
        before: (context) => context.addInitScript(RECORD_VIOLATIONS),
      });
      try {
        const { page } = opened;
        await page.waitForFunction(() => document.querySelector('script[src$="/script.js"]') !== null);
        await page.waitForLoadState('load');
        const popup = page.waitForEvent('popup');
        await page.locator('a[href*="fp_sid=dentist-crm-miami.pricing"]').click();
        await (await popup).close();
        await expect.poll(() => stub.hits.length, { timeout: 5_000 }).toBeGreaterThan(0);
        const hit = stub.hits.at(-1)!;
        if (provider === 'plausible') {
          expect(hit.path).toBe('/api/event');
          expect(JSON.parse(hit.body)).toMatchObject({
            n: 'Affiliate Click',
            d: 'crm.lpgen-test.dev.com',
            p: { page: 'dentist-crm-miami', placement: 'pricing' },
          });
        } else if (provider === 'umami') {
          expect(hit.path).toBe('/api/send');
          expect(JSON.parse(hit.body)).toMatchObject({
            type: 'event',
            payload: { website: '94db1cb1-74f4-4a40-ad6c-962362670409', name: 'affiliate-click', data: { page: 'dentist-crm-miami', placement: 'pricing' } },
          });
        } else {
          expect(hit.path).toBe('/count');
          expect(new URLSearchParams(hit.query).get('p')).toBe('affiliate-click/dentist-crm-miami/pricing');
          expect(new URLSearchParams(hit.query).get('e')).toBe('true');
        }
        expect(opened.response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${stub.origin}`);
        expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
        expect(opened.outside, 'requests to hosts other than 127.0.0.1').toEqual([]);
        expect(opened.stubbed.every((u) => u.startsWith('https://crm.lpgen-test.dev/signup'))).toBe(true);
      } finally {
        await opened.context.close();
      }
    });
  });
}
