// Builds the bundled content/ for real and checks every landing route's HTML
// against the spec: section counts, CTA variants, stats, badge, footer,
// pricing, and that no page's headings name another city or niche.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copySite, readHtml, repoRoot, runCli, tempDir, writeFile } from '../helpers.js';
import { count, elementById, text } from '../templates/html.js';
import { SPEC_ROUTES } from './helpers.js';

const CITIES = ['Miami', 'Orlando', 'Tampa', 'Jacksonville', 'Fort Lauderdale', 'St. Petersburg', 'Clearwater', 'Tallahassee', 'Cape Coral', 'West Palm Beach', 'Port St. Lucie', 'Lakeland', 'Gainesville', 'Hollywood', 'Pembroke Pines'];
const BULLETS = ['Unlimited contacts and users', '2-way SMS and email marketing', 'Complete CRM and pipeline management', 'Automated workflows and follow-ups', 'Website and funnel builder', 'Online booking and calendar'];

const contentDir = path.join(repoRoot, 'content');
let out: string;

beforeAll(async () => {
  out = path.join(tempDir(), 'dist');
  const r = await runCli(['build', '--content', contentDir, '--out', out, '--quiet', '--site-url', 'https://floridacrm.lpgen-test.dev']);
  // The only warnings: the bundled sample contact details, on a reserved domain and a fictional number on purpose,
  // for the site owner to replace (a build warns, lpgen check --strict fails until then).
  expect(r.stderr.split('\n').filter(Boolean).map((l) => /^warning content\/site\.yaml:\d+:\d+ {2}([\w.[\]]+): sample leftover/.exec(l)?.[1] ?? l)).toEqual([
    'contact.email',
    'contact.phone',
    'footer.support[0].href',
  ]);
  expect(r.code).toBe(0);
}, 120_000);

const page = (route: string) => readHtml(out, `${route.slice(1)}/index.html`);
const cityOf = (html: string) => /([^<>]+), Florida<\/span><h1/.exec(html)?.[1];

describe('the bundled site', () => {
  it('builds exactly the 34 landing routes of the spec, plus home, admin and 404', () => {
    const folders = readdirSync(out, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `/${d.name}`);
    const landing = folders.filter((f) => f.includes('-crm-')).sort();
    expect(landing).toEqual([...SPEC_ROUTES].sort());
    for (const f of ['index.html', 'admin/index.html', '404.html', '404/index.html']) expect(readHtml(out, f).length).toBeGreaterThan(1000);
  });

  describe.each(SPEC_ROUTES)('%s', (route) => {
    it('has 6 pain points, 9–10 features, one 5-star testimonial, 3 stats and the pricing card', () => {
      const html = page(route);
      // Each card is an <li> of the section's list with its own title (h3) and description.
      const cards = (id: string) => [...elementById(html, id)!.matchAll(/<li(?: class="[^"]*")?><div>[\s\S]*?<h3>([^<]+)<\/h3><\/div><p>([^<]+)<\/p><\/li>/g)];
      expect(cards('benefits')).toHaveLength(6);
      const features = cards('features').length;
      expect(features).toBeGreaterThanOrEqual(9);
      expect(features).toBeLessThanOrEqual(10);
      const testimonials = elementById(html, 'testimonials')!;
      expect(count(testimonials, '<figure')).toBe(1);
      expect(testimonials).toContain('Rated 5 out of 5');
      expect(count(html.slice(html.indexOf('local-stats-title')), '<dt')).toBe(3);
      const pricing = text(elementById(html, 'pricing')!);
      expect(pricing).toContain('$97');
      expect(pricing).toContain('/month');
      for (const b of BULLETS) expect(pricing).toContain(b);
    });

    it("shows '{city}, Florida' in the hero badge and the footer, and no other city or niche in its headings", () => {
      const html = page(route);
      const city = cityOf(html)!;
      expect(CITIES).toContain(city);
      expect(text(html.slice(html.indexOf('<footer'))).includes(`${city}, Florida`)).toBe(true);
      const headings = [...html.slice(0, html.indexOf('<footer')).matchAll(/<h[12][^>]*>([\s\S]*?)<\/h[12]>/g)].map((m) => text(m[1]));
      const heroStart = html.indexOf('<section aria-labelledby="hero-title"');
      expect(heroStart).toBeGreaterThan(0);
      const hero = text(html.slice(heroStart, html.indexOf('</section>', heroStart)));
      for (const other of CITIES.filter((c) => c !== city && !city.includes(c) && !c.includes(city))) {
        for (const h of [...headings, hero]) expect(h, `${route} mentions ${other}`).not.toContain(other);
      }
      const nicheSlug = route.slice(1).split('-crm-')[0];
      expect(headings.join(' ')).not.toMatch(nicheSlug === 'dentist' ? /Chiropract|Real Estate|Plumb/ : /Dentist|Dental/);
    });

    it('opens the affiliate link in a new tab with the referral and tracking parameters', () => {
      const links = [...page(route).matchAll(/<a [^>]*href="(https:\/\/www\.gohighlevel\.com[^"]*)"[^>]*>/g)];
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const [tag, href] of links) {
        const url = new URL(href.replace(/&amp;/g, '&'));
        expect(url.searchParams.get('fp_ref')).toBe('floridacrm');
        expect(url.searchParams.get('fp_sid')).toMatch(new RegExp(`^${route.slice(1)}\\.(header|hero|pricing|cta|trialbar)$`));
        expect(tag).toContain('target="_blank"');
        expect(tag).toMatch(/rel="sponsored noopener"/);
      }
    });
  });

  it('uses the CTA variants of the spec: Start Free Trial on three dentist pages, the default elsewhere', () => {
    for (const route of SPEC_ROUTES) {
      const short = ['/dentist-crm-orlando', '/dentist-crm-tampa', '/dentist-crm-jacksonville'].includes(route);
      const html = page(route);
      if (short) {
        expect(html, route).toContain('Start Free Trial');
        expect(html, route).not.toContain('Start Your Free 14-Day Trial');
      } else expect(html, route).toContain('Start Your Free 14-Day Trial');
    }
  });

  it('shows the dentist stats of the spec', () => {
    const miami = text(page('/dentist-crm-miami'));
    for (const s of ['500+', 'Dental Practices in Miami-Dade', '$350', 'Average Patient Acquisition Cost', '20%', 'Typical No-Show Rate']) expect(miami).toContain(s);
    for (const r of ['/dentist-crm-orlando', '/dentist-crm-tampa', '/dentist-crm-jacksonville']) {
      const t = text(page(r));
      for (const s of ['Market Opportunity', 'Growing', 'Competition Level', 'High', 'Digital Adoption', 'Increasing']) expect(t, r).toContain(s);
    }
  });

  it('gives every landing page its own title and description naming niche and city', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of SPEC_ROUTES) {
      const html = page(route);
      const title = /<title>([^<]+)<\/title>/.exec(html)![1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)![1];
      const city = cityOf(html)!;
      expect(title).toContain(city);
      expect(description).toContain(city);
      titles.add(title);
      descriptions.add(description);
    }
    expect(titles.size).toBe(SPEC_ROUTES.length);
    expect(descriptions.size).toBe(SPEC_ROUTES.length);
  });

  it('links every landing page from the home page, and every home anchor has its target', () => {
    const home = readHtml(out, 'index.html');
    for (const route of SPEC_ROUTES) expect(home, route).toContain(`href="${route}/"`);
    for (const [, id] of home.matchAll(/href="#([^"]+)"/g)) expect(home, `#${id}`).toContain(`id="${id}"`);
  });
});

describe('home page counts are derived from the content', () => {
  // The stats row is a <dl>: label in <dt>, figure in the <dd> after it.
  const stat = (html: string, label: string) => new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>(\\d+)</dd>`).exec(html)?.[1];

  it('shows the live counts, and they change when a page is added', async () => {
    const home = readHtml(out, 'index.html');
    expect(home).toContain('34 Live Landing Pages');
    expect(stat(home, 'Live Pages')).toBe('34');
    expect(stat(home, 'Industries')).toBe('19');
    expect(stat(home, 'FL Cities')).toBe('15');

    const copy = copySite(contentDir);
    writeFile(copy, 'pages/yoga-test.yaml', 'niche: fitness\ncity: Naples\n');
    const again = path.join(tempDir(), 'dist');
    const r = await runCli(['build', '--content', copy, '--out', again, '--quiet', '--site-url', 'https://floridacrm.lpgen-test.dev']);
    expect(r.code, r.stderr).toBe(0);
    const after = readHtml(again, 'index.html');
    expect(after).toContain('35 Live Landing Pages');
    expect(stat(after, 'Live Pages')).toBe('35');
    expect(stat(after, 'Industries')).toBe('19');
    expect(stat(after, 'FL Cities')).toBe('16');
    expect(after).toContain('href="/fitness-crm-naples/"');
  }, 120_000);
});
