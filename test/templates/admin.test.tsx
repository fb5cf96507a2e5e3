import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AdminApp } from '../../templates/AdminApp.js';
import { cityIndex, nearestCities } from '../../templates/admin/cities.js';
import { findLeftovers } from '../../src/content/leftovers.js';
import { PageFile } from '../../src/content/schema.js';
import { cityError } from '../../src/rules/slug.js';
import { ErrorBoundary } from '../../templates/ErrorBoundary.js';
import { expectFocusRings, expectHeadingOutline, expectNewTabLinksAnnounced, expectUniqueIds } from './assertions.js';
import { makeAdminProps } from './fixtures.js';
import { count, linksTo, text } from './html.js';

// The engine renders the island with renderToString, wrapped as the client hydrates it.
const render = (props = makeAdminProps()) =>
  renderToString(
    <ErrorBoundary>
      <AdminApp {...props} />
    </ErrorBoundary>,
  );

describe('AdminApp', () => {
  const html = render();
  const t = text(html);

  it('has a Back to Home link, the h1 and headings in order', () => {
    expect(linksTo(html, '/')).toHaveLength(1);
    expect(t).toContain('Back to Home');
    expect(html).toMatch(/<h1[^>]*>Template System Documentation<\/h1>/);
    expect(html).toContain('<main id="main">');
    expectHeadingOutline(html);
    expectUniqueIds(html);
  });

  it('shows the three feature cards', () => {
    for (const title of ['Reusable Component', 'SEO Optimized', 'Conversion Focused']) expect(html).toMatch(new RegExp(`<h3[^>]*>${title}</h3>`));
  });

  it('links the live examples', () => {
    expect(linksTo(html, '/dentist-crm-miami')).toHaveLength(1);
    expect(linksTo(html, '/real-estate-crm-orlando')).toHaveLength(1);
    expect(t).toContain('Dentist CRM in Miami');
    expect(t).toContain('Real Estate CRM in Orlando');
  });

  it('explains the three steps as lpgen really works', () => {
    expect(count(html, '<h3')).toBe(7); // three feature cards, three steps, the helper card
    expect(t).toContain('lpgen new --niche fitness --city tampa');
    expect(t).toContain('content/pages/fitness-crm-tampa.yaml');
    expect(t).toContain('/fitness-crm-tampa');
    for (const field of ['niche', 'city', 'heroHeadline', 'heroSubheadline', 'painPoints', 'features', 'testimonial', 'localStats', 'ctaText', 'affiliateLink'])
      expect(html).toContain(`<code class="rounded bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground">${field}</code>`);
    expect(t).toContain('affiliateLink: https://');
    expect(t).toContain('lpgen build');
    expect(t).toContain('dist/');
  });

  it('derives the worked example from the site route pattern', () => {
    const custom = text(render({ ...makeAdminProps(), routePattern: '/crm-{niche}-{city}' }));
    expect(custom).toContain('/crm-fitness-tampa');
    expect(custom).toContain('content/pages/crm-fitness-tampa.yaml');
  });

  it('has a copy button per code sample', () => {
    expect(count(html, 'aria-label="Copy ')).toBe(4);
  });

  it('pre-fills the new-page helper with a command and route, and no error', () => {
    expect(html).toMatch(/<select[^>]*>.*<option value="dentist"[^>]*>Dentist<\/option><option value="fitness"[^>]*>Fitness<\/option>/);
    expect(t).toContain('lpgen new --niche dentist --city "St. Petersburg"');
    expect(t).toContain('/dentist-crm-st-petersburg');
    expect(html).not.toContain('aria-invalid');
    expect(html).toMatch(/aria-live="polite"/);
  });

  it("offers a YAML sample that builds as a page, with the site's own link and nothing that would ship as sample text", () => {
    const pre = html.match(/<pre[^>]*aria-label="YAML sample"[^>]*>([\s\S]*?)<\/pre>/)![1];
    const entities: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
    const sample = pre.replace(/<[^>]+>/g, '').replace(/&(quot|#x27|lt|gt|amp);/g, (e) => entities[e]);
    expect(sample).toContain('affiliateLink: https://crm.lpgen-test.dev/signup?fp_ref=test123');
    expect(sample).not.toMatch(/example\.com|Replace with/);
    const data = parse(sample);
    expect(PageFile.safeParse(data).success).toBe(true);
    expect(data.testimonial.illustrative).toBe(true);
    // The site's own link (the fixture's non-reserved crm.lpgen-test.dev) and nothing the sample adds.
    const leftovers = findLeftovers([{ file: 'sample.yaml', abs: '/sample.yaml', text: sample, name: 'sample', data }]);
    expect(leftovers.map((l) => l.field)).toEqual([]);
  });

  it("checks cities with the CLI's rules and list", () => {
    const index = cityIndex(makeAdminProps().cities);
    expect(index.find('saint petersburg')?.name).toBe('St. Petersburg');
    expect(index.find('ST PETERSBURG')?.name).toBe('St. Petersburg');
    expect(index.find('Tampaa')).toBeUndefined();
    expect(nearestCities('Tampaa', index, 3)[0]).toBe('Tampa');
    for (const bad of ['../etc', 'https://x.y', 'a/b']) expect(cityError(bad), bad).toMatch(/letters, digits, spaces/);
  });

  it('links the documentation in a new tab', () => {
    expect(linksTo(html, 'https://github.com/example/lpgen#readme')).toHaveLength(1);
    expectNewTabLinksAnnounced(html);
  });

  it('renders the toaster region with the spec label and the theme switch only when switchable', () => {
    expect(html).toContain('aria-label="Notifications alt+T"');
    expect(html).not.toContain('aria-label="Dark mode"');
    const switchable = render(makeAdminProps({ theme: { default: 'dark', switchable: true } }));
    expect(switchable).toMatch(/aria-label="Dark mode" aria-pressed="true"/);
  });

  it('renders the same markup every time (hydration-safe)', () => {
    expect(render()).toBe(html);
  });

  it('gives every link, button and control a visible focus ring, the scrollable code blocks included', () => {
    expectFocusRings(html);
    expect(html).toContain('<pre tabindex="0"');
    // The check reaches the code blocks: one without its ring fails it.
    expect(() => expectFocusRings(html.replace(/(<pre tabindex="0"[^>]*?) focus-visible:ring-2/, '$1'))).toThrow();
  });
});
