// What the legal pages say about analytics, as {analytics} and {analyticsBrief}:
// the privacy page switches with site.yaml analytics, so turning counting on can
// never leave "no analytics" standing. Every provider here sets no cookies and
// stores no personal data (their own documentation), so no cookie claim changes.
import type { AnalyticsT } from '../content/schema.js';
import { analyticsSetup } from './providers.js';

export function analyticsWords(config: AnalyticsT): { analytics: string; analyticsBrief: string } {
  const setup = analyticsSetup(config);
  if (!setup) {
    return {
      analytics: 'We use no cookies, no analytics, no advertising pixels and no third-party scripts. The pages load only files from this website.',
      analyticsBrief: 'no analytics',
    };
  }
  const from = setup.scriptOrigins.map((o) => new URL(o).host).join(', ');
  return {
    analytics:
      `We use no cookies and no advertising pixels. We count page views and clicks on sign-up buttons with ${setup.name}, a privacy-friendly analytics service that sets no cookies and stores no personal data: it records the page, the button, the referring website, the browser type and the country, never who you are. ` +
      `Its script, loaded from ${from}, is the only file the pages load from another website.`,
    analyticsBrief: `only anonymous visit counts (${setup.name})`,
  };
}

/** A legal page written before analytics was on (no placeholder) would go on promising none. */
export function staleAnalyticsClaim(config: AnalyticsT, data: unknown): string | undefined {
  if (config.provider === 'none' || !/\bno analytics\b/i.test(JSON.stringify(data ?? ''))) return undefined;
  return `says "no analytics" while site.yaml analytics.provider is ${config.provider}: write {analytics} (or {analyticsBrief}) where it speaks of analytics, so the text follows the setting`;
}
