// What the site sells is content (site.yaml productNoun, seo.serviceType), not
// engine wording: a site selling something other than a CRM never says "CRM"
// in a page label, the home directory, the section intros or the structured data.
// (Hub labels come from the hub planners, src/plan/hubs.ts, not covered here.)
import { describe, expect, it } from 'vitest';
import { siteFromStrings } from '../support/strings-site.js';

describe('site.yaml productNoun names the product everywhere the engine writes it', () => {
  it('a site that sells "Booking Software" shows no engine-written "CRM"', async () => {
    // The fixture's own copy and routes say CRM; only engine-written words are under test.
    const site = await siteFromStrings({ 'site.yaml': (t) => `${t}\nproductNoun: Booking Software\n` }, ['--quiet']);
    expect(site.code, site.stderr).toBe(0);
    const landing = site.page('/dentist-crm-miami');
    const home = site.page('/');
    // The breadcrumb names the page by the noun (the fixture's own title template still says CRM: that is content).
    const crumbs = /"@type":"BreadcrumbList"[\s\S]*?<\/script>/.exec(landing)![0];
    expect(crumbs).toContain('"name":"Dental Booking Software in Miami"');
    expect(crumbs).not.toContain('Dental CRM in Miami');
    // The structured data's serviceType falls back to the noun.
    expect(landing).toContain('"serviceType":"Booking Software"');
    expect(home).toContain('A Booking Software landing page written for');
    expect(landing).toContain('the ones the right Booking Software solves');
    // The landing page's related links and the home directory's page links.
    expect(home).toContain('Dental Booking Software');
    expect(landing).not.toMatch(/>[^<]*Dental CRM in Tampa</);
    expect(landing).toContain('>Dental Booking Software in Tampa<');
  });

  it('seo.serviceType overrides the structured data only', async () => {
    const site = await siteFromStrings({ 'site.yaml': (t) => t.replace(/^seo:\n/m, 'seo:\n  serviceType: Scheduling and reminders software\n') }, ['--quiet']);
    expect(site.code, site.stderr).toBe(0);
    const landing = site.page('/dentist-crm-miami');
    expect(landing).toContain('"serviceType":"Scheduling and reminders software"');
    expect(landing).toContain('Dental CRM in Miami');
  });
});
